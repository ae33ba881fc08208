import { describe, expect, it } from 'vitest';
import { demoAdminHeaders } from './helpers/demo-data';
import { useTestApp } from './helpers/use-test-app';

/** API answers carry personal data and are never stored by a browser or proxy. */
const { t } = useTestApp();

describe('Cache-Control of API answers', () => {
  it('is no-store on signed-in answers, errors, SCIM, calendar and hub paths', async () => {
    const h = await demoAdminHeaders(t);
    const urls = [
      '/api/Session/Initialize',
      '/api/Users',
      '/api/Forms',
      '/api/Feedbacks/list',
      '/api/Pdp/List',
      '/api/Forms/2147483647',
      '/api/Forms/x',
      '/api/no-such-route',
      '/scim/v2/Users',
      '/calendar/no-such-feed.ics',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: h });
      expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
    }
    const anonymous = await t.app.inject({ url: '/api/Users' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own caching where the answer is public", async () => {
    const res = await t.app.inject({ url: '/api/Theme/Colors/demo' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
