// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { afterEach, describe, expect, it } from 'vitest';
import { LogFilter } from './log-filter';
import { LogTable, type LogPage } from './log-table';
import { useLogFilters } from './use-log-filters';

afterEach(cleanup);

type Row = { id: number; text: string };
const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, text: `entry ${from + i}` }));

/** A page with a text filter; it shows what it would ask the API for. */
function Harness({ page, heading }: { page: LogPage<Row>; heading?: string }) {
  const filters = useLogFilters({ text: '' }, 2);
  return (
    <>
      <output data-testid="asked">{`${filters.values.text}@${filters.pageIndex}`}</output>
      <LogTable
        testId="demo"
        state={filters}
        page={page}
        request={{ isLoading: false, isValidating: false }}
        locale="en-US"
        heading={heading}
        texts={{ reset: 'Reset', empty: 'Nothing', loadFailed: 'Failed', count: (n) => `${n} entries` }}
        fields={
          <LogFilter label="Text">
            <InputText
              value={filters.values.text}
              onChange={(e) => filters.change({ text: e.target.value })}
            />
          </LogFilter>
        }
        actions={<button type="button">Download</button>}
      >
        <Column header="Text" field="text" />
      </LogTable>
    </>
  );
}

describe('LogTable', () => {
  it('shows the count and the page; paging asks for the next page, a filter goes back to the first', () => {
    render(<Harness page={{ rows: rows(2), total: 5 }} />);
    expect(screen.getByTestId('demo-count').textContent).toBe('5 entries');
    expect(screen.getByTestId('demo-table').textContent).toContain('entry 1');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('asked').textContent).toBe('@1');
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'x' } });
    expect(screen.getByTestId('asked').textContent).toBe('x@0');
  });

  it('offers the reset only while a filter is set', () => {
    render(<Harness page={{ rows: [], total: 0 }} />);
    const reset = screen.getByTestId('filter-reset') as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'x' } });
    expect(reset.disabled).toBe(false);
    fireEvent.click(reset);
    expect(screen.getByTestId('asked').textContent).toBe('@0');
    expect(reset.disabled).toBe(true);
    expect(screen.getByTestId('demo-table').textContent).toContain('Nothing');
  });

  it('says when the log failed to load, and puts the count beside a heading', () => {
    const { rerender } = render(<Harness page={null} heading="Filters" />);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByTestId('demo-count')).toBeNull();
    rerender(<Harness page={{ rows: rows(1), total: 1 }} heading="Filters" />);
    expect(screen.getByRole('heading', { name: 'Filters' }).parentElement?.textContent).toContain(
      '1 entries',
    );
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
