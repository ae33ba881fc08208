// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const config = {
  authority: 'http://localhost:3000/oidc',
  clientId: 'dpt-web',
  scope: 'openid profile email',
  userInfoEndpoint: 'http://localhost:3000/api/auth/userinfo',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * A fresh auth-service (it keeps its UserManager per page load) with fetch watched: the config answer, and the
 * provider's metadata with the response modes it advertises.
 */
async function freshService(responseModes?: string[]) {
  vi.resetModules();
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/.well-known/openid-configuration')
      ? json({
          issuer: config.authority,
          authorization_endpoint: `${config.authority}/auth`,
          ...(responseModes ? { response_modes_supported: responseModes } : {}),
        })
      : json(config),
  );
  vi.stubGlobal('fetch', fetch);
  return { service: await import('./auth-service'), fetch };
}
const configCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter((call) => String((call as unknown[])[0]).includes('/api/auth/config'));

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
    expect(configCalls(fetch)).toEqual([]);
  });

  it('asks for the code in the fragment, or in the query where the provider advertises no fragment', async () => {
    for (const [modes, expected] of [
      [['query', 'fragment'], 'fragment'],
      [['query'], 'query'],
      [undefined, 'fragment'],
    ] as const) {
      const { service } = await freshService(modes ? [...modes] : undefined);
      const manager = await service.getUserManager();
      expect(manager.settings.response_mode, String(modes)).toBe(expected);
    }
  });

  it('asks GET /api/auth/config where the page has no settings or unusable ones', async () => {
    for (const head of ['', '<script type="application/json" id="auth-config">{"authority":</script>']) {
      document.head.innerHTML = head;
      const { service, fetch } = await freshService();
      const manager = await service.getUserManager();
      expect(manager.settings.client_id).toBe(config.clientId);
      expect(configCalls(fetch)).toHaveLength(1);
    }
  });
});
