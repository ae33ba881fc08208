// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../engine/session/session-types';
import { CLIENT_ID } from '../../lib/hubs/client-id';
import { i18n } from '../../lib/i18n/i18n';
import { fakeHubs } from '../../test/fake-hubs';
import { fakeApi, renderPage } from '../../test/render-page';
import { PdpPage } from './pdp-page';
import { buildPdp } from '../../test/pdp-fixture';

const pdp = (processId: number) =>
  buildPdp({
    processId,
    recipient: { id: 50, firstName: 'Eva', lastName: 'Berg', shorthand: 'EVBE' },
    statusId: 199,
    rights: { upload: false, setReviewDate: false },
  });

let loads = 0;
beforeEach(async () => {
  loads = 0;
  await i18n.changeLanguage('en-US');
  fakeApi((path) => {
    if (path === '/Pdp/5') {
      loads += 1;
      return pdp(5);
    }
    if (path === '/Pdp') return { pdp: null, canCreate: false };
    if (path.startsWith('/Pdp/List')) return { result: [] };
    return undefined;
  });
});
afterEach(cleanup);

async function open(path: string, session: Partial<SessionInfo> = {}) {
  const fake = fakeHubs();
  const page = (
    <Routes>
      <Route path="/:slug/pdp" element={<PdpPage />} />
      <Route path="/:slug/pdp/:id" element={<PdpPage />} />
    </Routes>
  );
  renderPage(page, path, { id: 1, ...session }, fake.hubs);
  await screen.findByTestId('pdp-page');
  return fake;
}

describe('the PDP page live', () => {
  it("joins the plan's group and reloads on someone else's document, not on its own", async () => {
    const fake = await open('/demo/pdp/5');
    await screen.findByTestId('pdp-status');
    expect(fake.groups('process-overview')).toEqual(['process:5']);
    expect(loads).toBe(1);
    const saved = { processId: 5, documentId: 9 };
    act(() => fake.send('process-overview', 'PdpDocumentSaved', { ...saved, origin: CLIENT_ID }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(1);
    act(() => fake.send('process-overview', 'PdpDocumentSaved', { ...saved, origin: 'another-tab-1234' }));
    await waitFor(() => expect(loads).toBe(2));
  });

  it("the list of the organization's plans joins the list group for HR only", async () => {
    const hr = await open('/demo/pdp', { userRoles: ['dpt.processes.read'] });
    await screen.findByTestId('pdp-list');
    expect(hr.groups('process-overview')).toEqual(['process-list']);
    cleanup();
    const supervisor = await open('/demo/pdp', { isSupervisor: true });
    await screen.findByTestId('pdp-list');
    expect(supervisor.invoked('process-overview')).toEqual([]);
  });
});
