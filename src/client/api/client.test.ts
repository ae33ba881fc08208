import { afterEach, describe, expect, it, vi } from 'vitest';
import { isClientId } from '../../engine/hubs/contract';
import { CLIENT_ID } from '../lib/hubs/client-id';
import { configureHttpClient, slugFromPath } from './client';
import { swrFetcher } from './fetcher';

describe('slugFromPath', () => {
  it('takes the first segment as the organization', () => {
    expect(slugFromPath('/demo/dashboard')).toBe('demo');
    expect(slugFromPath('/nordlicht')).toBe('nordlicht');
  });

  it('knows the routes outside organizations', () => {
    expect(slugFromPath('/')).toBeNull();
    expect(slugFromPath('/callback')).toBeNull();
    expect(slugFromPath('/error-403')).toBeNull();
    expect(slugFromPath('/silent-renew')).toBeNull();
  });
});

describe('swrFetcher', () => {
  afterEach(() => configureHttpClient({ fetch: (...args) => globalThis.fetch(...args) }));

  it('GETs through the configured client, with the organization of a tuple key', async () => {
    const fetch = vi.fn(async () => Response.json([{ id: 1 }]));
    configureHttpClient({ fetch, getAccessToken: async () => 't', getOrganization: () => 'from-url' });
    expect(await swrFetcher(['/Notifications/u1', 'demo'])).toEqual([{ id: 1 }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Notifications/u1');
    expect(new Headers(init.headers).get('X-Organization')).toBe('demo');
  });

  it("sends this tab's client id, one id for every call", async () => {
    const fetch = vi.fn(async () => Response.json({}));
    configureHttpClient({ fetch, getAccessToken: async () => 't' });
    await swrFetcher('/a');
    await swrFetcher('/b');
    const ids = fetch.mock.calls.map((call) => {
      const [, init] = call as unknown as [string, RequestInit];
      return new Headers(init.headers).get('X-Client-Id');
    });
    expect(ids).toEqual([CLIENT_ID, CLIENT_ID]);
    expect(isClientId(CLIENT_ID)).toBe(true);
  });

  it('resolves null when the GET fails (SPEC §8)', async () => {
    configureHttpClient({
      fetch: async () => new Response(null, { status: 404 }),
      getAccessToken: async () => 't',
    });
    expect(await swrFetcher('/Notifications/u1')).toBeNull();
  });
});
