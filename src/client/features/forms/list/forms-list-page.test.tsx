// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../../test/render-page';
import type { FormListItem } from '../../../../engine/api/forms';
import { FormsListPage } from './forms-list-page';

const item: FormListItem = {
  id: 7,
  correlationId: 'c-7',
  name: 'MAFEG Selbsteinschätzung',
  questionnaireType: 1,
  isDraft: false,
  version: 2,
  versionCount: 2,
  processCount: 3,
  createdAt: '2026-11-01T08:00:00.000Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  fakeApi((path) => (path === '/Forms' ? { formsListItems: [item] } : undefined));
});
afterEach(cleanup);

describe('the forms list', () => {
  it('redraws its rows in the new language', async () => {
    renderPage(<FormsListPage />, '/demo/admin/forms', { userRoles: ['dpt.forms.write'] });
    const table = await screen.findByTestId('forms-table');
    const row = (await within(table).findByText('MAFEG Selbsteinschätzung')).closest('tr')!;
    expect(within(row).getByText('Published')).toBeTruthy();
    await act(() => i18n.changeLanguage('de-DE'));
    const again = within(screen.getByTestId('forms-table'))
      .getByText('MAFEG Selbsteinschätzung')
      .closest('tr')!;
    expect(within(again).getByText('Veröffentlicht')).toBeTruthy();
  });
});
