// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CellDropdown } from './cell-dropdown';

afterEach(cleanup);

describe('CellDropdown', () => {
  it('names its input by the hidden label and its trigger by aria-label, and keeps the given props', () => {
    render(
      <CellDropdown
        id="wf-transitions-0-to"
        label="To (0)"
        value={1}
        options={[{ value: 1, label: '210 · Open' }]}
        data-testid="transition-0-to"
      />,
    );
    expect(screen.getByLabelText('To (0)', { selector: 'input' }).id).toBe('wf-transitions-0-to');
    expect(document.querySelector('[aria-label="To (0)"]')).not.toBeNull();
    expect(screen.getByTestId('transition-0-to').textContent).toContain('210 · Open');
  });
});
