// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const config = {
  authority: 'http://localhost:3000/oidc',
  clientId: 'dpt-web',
  scope: 'openid profile email',
  userInfoEndpoint: 'http://localhost:3000/api/auth/userinfo',
};

/** A fresh auth-service (it keeps its UserManager per page load) with fetch watched. */
async function freshService() {
  vi.resetModules();
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return { service: await import('./auth-service'), fetch };
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('getUserManager', () => {
  it('takes the sign-in settings that the server wrote into the page, without asking for them', async () => {
    document.head.innerHTML = `<script type="application/json" id="auth-config">${JSON.stringify(config)}</script>`;
    const { service, fetch } = await freshService();
    const manager = await service.getUserManager();
    expect(manager.settings.authority).toBe(config.authority);
    expect(manager.settings.client_id).toBe(config.clientId);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks GET /api/auth/config where the page has no settings or unusable ones', async () => {
    for (const head of ['', '<script type="application/json" id="auth-config">{"authority":</script>']) {
      document.head.innerHTML = head;
      const { service, fetch } = await freshService();
      const manager = await service.getUserManager();
      expect(manager.settings.client_id).toBe(config.clientId);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/auth/config');
    }
  });
});
