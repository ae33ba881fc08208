// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../test/render-page';
import { PromotionsPage } from './promotions-page';

const emil = {
  id: 7,
  shorthand: 'EWEB',
  firstName: 'Emil',
  lastName: 'Weber',
  position: 'Sales',
  supervisorId: 1,
  supervisorName: null,
  mentorName: null,
  canBeImpersonated: false,
};

let nominated: unknown[] = [];
beforeEach(async () => {
  nominated = [];
  await i18n.changeLanguage('en-US');
  fakeApi((path, init) => {
    if (path === '/promotions') return { result: [] };
    if (path === '/Users/my-employees') return [emil];
    if (path.startsWith('/Talkrounds')) return { result: [] };
    if (path === '/careerDevelopment/addPromotionUser') {
      nominated.push(JSON.parse(String(init?.body)));
      return {};
    }
    return undefined;
  });
});
afterEach(cleanup);

describe('nominating for a promotion', () => {
  it('says that the nomination was started', async () => {
    renderPage(<PromotionsPage />, '/demo/promotions', { id: 1, userRoles: [], isSupervisor: true });
    fireEvent.click(await screen.findByTestId('promotion-add'));
    const dialog = await screen.findByTestId('promotion-add-dialog');
    const picker = within(dialog).getByTestId('promotion-add-employee');
    fireEvent.click(picker.querySelector('.p-dropdown-trigger') ?? picker);
    fireEvent.click(await screen.findByText(/Weber, Emil \(EWEB\)/, { selector: 'li, li *' }));
    fireEvent.click(screen.getByTestId('promotion-add-submit'));
    await waitFor(() => expect(nominated).toEqual([{ userId: 7 }]));
    expect(await screen.findByText('The nomination was started.')).toBeTruthy();
  });
});
