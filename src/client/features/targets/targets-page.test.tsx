// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../test/render-page';
import { TargetsPage } from './targets-page';
import type { TargetItem, TargetList } from '../../../engine/api/targets';

const base: Omit<TargetItem, 'id' | 'title' | 'status' | 'category' | 'canEdit' | 'feedbackId'> = {
  subTargets: [],
  actions: [],
  commentAuthorId: null,
  ownerId: 1,
  kind: 'personal',
  isArchived: false,
  processId: null,
  feedbackType: null,
  elementId: null,
};
const own: TargetItem = {
  ...base,
  id: 'own',
  title: 'Learn Spanish',
  status: 20,
  category: 'personal',
  canEdit: true,
  feedbackId: null,
};
const fromForm: TargetItem = {
  ...base,
  id: 'doc',
  title: 'Lead the pricing project',
  status: 0,
  category: 'documentation',
  canEdit: false,
  processId: 4,
  feedbackId: 5,
  feedbackType: 3,
  elementId: 'md-goals',
};
const list: TargetList = {
  userId: 1,
  user: { id: 1, firstName: 'Anna', lastName: 'Admin', shorthand: 'ANAD', position: '', depth: null },
  canEdit: true,
  targets: [own, fromForm],
};

let saves: unknown[] = [];
beforeEach(async () => {
  saves = [];
  await i18n.changeLanguage('en-US');
  fakeApi((path, init) => {
    if (path.startsWith('/Users/my-employees')) return [];
    if (path.startsWith('/Feedbacks/Targets/GetTargets')) return list;
    if (path.startsWith('/Feedbacks/Targets/SaveTarget')) {
      saves.push(JSON.parse(String(init?.body)));
      return own;
    }
    return undefined;
  });
});
afterEach(cleanup);

const renderTargets = () => renderPage(<TargetsPage />, '/demo/targets');

describe('TargetsPage', () => {
  it('edits an own goal with the form engine editor and saves it whole by its id', async () => {
    renderTargets();
    const section = await screen.findByTestId('goals-personal');
    const title = within(section).getByDisplayValue('Learn Spanish');
    fireEvent.change(title, { target: { value: 'Learn Spanish (B2)' } });
    fireEvent.blur(title);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      target: { id: 'own', title: 'Learn Spanish (B2)', status: 20, subTargets: [], actions: [] },
      userId: 1,
      kind: 'personal',
    });
  });

  it("shows a form's goal read-only, with a link to its form", async () => {
    renderTargets();
    fireEvent.click(await screen.findByText('Documentation (1)'));
    const section = await screen.findByTestId('goals-documentation');
    expect((within(section).getByDisplayValue('Lead the pricing project') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      within(section)
        .getByRole('link', { name: /Open in the form/ })
        .getAttribute('href'),
    ).toBe('/demo/feedback/5');
    expect(within(section).queryByRole('button', { name: /Add goal/ })).toBeNull();
  });
});
