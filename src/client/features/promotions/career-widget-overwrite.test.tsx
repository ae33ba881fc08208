// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildElement } from '../../../engine/forms/testing/factories';
import type { FormAnswer } from '../../forms/form-answer';
import { renderForm } from '../../forms/test-helpers';

// Node cannot load @rjsf/primereact (directory imports of primereact); the kinds' fields do not use its widgets.
vi.mock('@rjsf/primereact', () => ({ Theme: {} }));

afterEach(cleanup);

describe('career element of the form engine (POST /CareerDevelopment)', () => {
  it('tells the server to overwrite only after the path change was confirmed', async () => {
    const saved: FormAnswer[] = [];
    renderForm([buildElement('customElement', 'career', { customComponent: 'careerDevelopment' })], {
      values: {
        itemValues: [],
        matrixValues: [],
        comments: [],
        tableItems: [],
        careerData: [
          { elementId: 'career', careerPath: 2, targetPosition: 'Team Lead', targetDate: '2031-04-01' },
        ],
      },
      onAnswer: async (answer) => {
        saved.push(answer);
      },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Expert' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ kind: 'career', elementId: 'career', careerPath: 3, overwrite: true });
    expect(saved[0]).not.toHaveProperty('targetPosition', 'Team Lead');
  });
});
