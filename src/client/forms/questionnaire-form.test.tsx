// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bilingual, buildElement, buildGroup } from '../../engine/forms/testing/factories';
import { renderForm } from './test-helpers';

// Node cannot load @rjsf/primereact (directory imports of primereact); the kinds' fields do not use its widgets.
vi.mock('@rjsf/primereact', () => ({ Theme: {} }));

afterEach(cleanup);

const allKinds = [
  buildElement('textSection', 'intro', { subtitle: bilingual('Welcome text') }),
  buildElement('textQuestion', 'summary', { commentFieldType: 2 }),
  buildElement('scaleQuestion', 'overall', { anchors: [{ value: 5, label: bilingual('excellent') }] }),
  buildElement('scaleMatrix', 'skills', {
    items: [{ id: 'talk', index: 0, title: bilingual('Talking') }],
    allowComment: true,
  }),
  buildElement('tableQuestion', 'projects', {
    name: 'projects',
    items: [{ id: 'name', index: 0, title: bilingual('Project name') }],
  }),
  buildElement('tableReview', 'review', { referencedElementName: 'projects' }),
  buildGroup('group', [buildElement('textQuestion', 'inner', { commentFieldType: 1 })]),
  buildElement('actionField', 'measures'),
  buildElement('targetField', 'goals'),
  buildElement('customElement', 'career', { customComponent: 'careerDevelopment' }),
  buildElement('customElement', 'facts', {
    customComponent: 'hardfacts',
    items: [{ id: 'tenure', index: 0, title: bilingual('Two years in role') }],
  }),
];

describe('QuestionnaireForm', () => {
  it('draws every element kind with labelled inputs', () => {
    renderForm(allKinds);
    expect(screen.getByText('Welcome text')).toBeTruthy();
    expect(screen.getByLabelText('Title summary')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Title overall' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 excellent' })).toBeTruthy();
    expect(screen.getByLabelText('Comment on Talking')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Title projects' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Title review' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Title group' })).toBeTruthy();
    expect(screen.getByLabelText('Title inner')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Title measures' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add goal' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Career path' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Two years in role' })).toBeTruthy();
  });

  it('shows the mandatory message at each missing answer after a submit attempt', async () => {
    renderForm([
      buildElement('textQuestion', 'why', { mandatoryComment: true }),
      buildElement('scaleQuestion', 'rate', { mandatoryScale: true }),
      buildElement('tableQuestion', 'rows', {
        mandatoryComment: true,
        items: [{ id: 'c', index: 0, title: bilingual('Column') }],
      }),
    ]);
    expect(screen.queryByText('This field is mandatory.')).toBeNull();
    expect(screen.getByLabelText(/Title why/).getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is mandatory.')).toHaveLength(3));
    expect(screen.getByText('Please check the marked fields.')).toBeTruthy();
    expect(screen.getByLabelText(/Title why/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Title why/));
  });

  it('places errors and focus right for element ids with dots', async () => {
    renderForm([
      buildElement('textQuestion', 'intro.note'),
      buildElement('scaleQuestion', 'q.1', {
        mandatoryScale: true,
        allowComment: true,
        mandatoryComment: true,
      }),
    ]);
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is mandatory.')).toHaveLength(2));
    expect(screen.getByLabelText(/Comment/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1' }));
  });

  it('shows a conditional grouping only while its condition holds', async () => {
    renderForm([
      buildElement('scaleQuestion', 'workload'),
      buildGroup('support', [buildElement('textQuestion', 'wish')], {
        hasCondition: true,
        condition: { elementId: 'workload', operator: 'lessThan', value: 3 },
      }),
    ]);
    expect(screen.queryByRole('group', { name: 'Title support' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Title support' })).toBeTruthy());
    expect(screen.getByLabelText('Title wish')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Title support' })).toBeNull());
  });

  it('leaves no input enabled and no add or remove button in read-only mode', () => {
    const { container } = renderForm(allKinds, {
      mode: 'readOnly',
      values: {
        itemValues: [{ elementId: 'overall', value: 4 }],
        matrixValues: [],
        comments: [{ elementId: 'summary', itemId: null, comment: 'Done' }],
        tableItems: [{ elementId: 'projects', rowId: 'r1', index: 0, cells: { name: 'CRM' } }],
        careerData: [],
        targets: [
          {
            elementId: 'goals',
            targets: [{ id: 't1', title: 'Grow', status: 0, subTargets: [], actions: [] }],
          },
        ],
      },
    });
    const enabled = container.querySelectorAll(
      // PrimeReact's Dropdown keeps a hidden <select tabindex=-1> for forms; it is not reachable
      ':is(input, textarea, select, button):not(:disabled):not([tabindex="-1"])',
    );
    expect([...enabled].map((node) => node.outerHTML)).toEqual([]);
    expect(screen.getByDisplayValue('Done')).toBeTruthy();
    expect(screen.getByDisplayValue('CRM')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add|Remove|Submit/ })).toBeNull();
  });

  it('prints values as plain text without inputs', () => {
    const { container } = renderForm(allKinds, {
      mode: 'print',
      values: {
        itemValues: [{ elementId: 'overall', value: 5 }],
        matrixValues: [],
        comments: [{ elementId: 'summary', itemId: null, comment: 'All goals met' }],
        tableItems: [],
        careerData: [{ elementId: 'career', careerPath: 2, targetDate: '2026-04-01' }],
      },
    });
    expect(container.querySelectorAll('input, textarea, select, button')).toHaveLength(0);
    expect(screen.getByText('All goals met')).toBeTruthy();
    expect(screen.getByText('5 – excellent')).toBeTruthy();
    expect(screen.getByText('Leadership')).toBeTruthy();
    expect(screen.getByText('01.04.2026')).toBeTruthy();
  });

  it('names the wrong elements of a malformed questionnaire instead of drawing it', () => {
    renderForm([buildElement('scaleQuestion', 'broken', { minValue: 5, maxValue: 1 })]);
    const problems = screen.getByTestId('questionnaire-problems');
    expect(within(problems).getByText('broken')).toBeTruthy();
    expect(within(problems).getByText('Title broken')).toBeTruthy();
    expect(problems.textContent).toContain('the minimum (5) must be below the maximum (1)');
  });

  it('marks and reports the mandatory parts of a career element', async () => {
    renderForm([
      buildElement('customElement', 'career', {
        customComponent: 'careerDevelopment',
        mandatoryScale: true,
        mandatoryComment: true,
      }),
    ]);
    expect(screen.getByRole('radiogroup', { name: 'Career path' }).getAttribute('aria-required')).toBe(
      'true',
    );
    expect(screen.getByLabelText(/^Explanation/).getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is mandatory.')).toHaveLength(3));
  });
});
