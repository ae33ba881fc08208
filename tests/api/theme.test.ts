import { describe, expect, it } from 'vitest';
import { buildOrg } from './helpers/factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

describe('public theme (SPEC §7)', () => {
  it('serves the SPEC §9 default colours where an organization sets none', async () => {
    const org = await buildOrg(t.app.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/Theme/Colors/${org.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().light).toMatchObject({
      background: '#F2F3F8',
      primary: '#002776',
      secondary: '#009fda',
    });
  });

  it("serves an organization's own colours, falling back per colour", async () => {
    const org = await buildOrg(t.app.db, { theme: { light: { primary: '#112233', secondary: 'red' } } });
    const res = await t.app.inject({ method: 'GET', url: `/api/theme/colors/${org.slug}` });
    expect(res.json().light).toMatchObject({ primary: '#112233', secondary: '#009fda' });
  });

  it('answers 404 for an unknown organization and 400 for a malformed slug', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Theme/Colors/nobody' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/Theme/css/nobody' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/Theme/Colors/..%2Fetc' })).statusCode).toBe(400);
  });

  it('serves custom CSS sanitized', async () => {
    const org = await buildOrg(t.app.db, {
      customCss:
        "@import url(https://evil.example/a.css); .x{color:red;background:url(https://evil.example/t.gif)} .y{content:'</style><script>alert(1)</script>'}",
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/Theme/css/${org.slug}` });
    const css = res.json().customCss as string;
    expect(css).toContain('.x{color:red}');
    expect(css).not.toContain('evil.example');
    expect(css).not.toContain('<');
  });

  it('serves the logo, seeded or default, as PNG', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/api/file/public/demo-logo.png' });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toBe('image/png');
    expect(demo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const nordlicht = await t.app.inject({ method: 'GET', url: '/api/file/public/nordlicht-logo.png' });
    expect(nordlicht.rawPayload.equals(demo.rawPayload)).toBe(false);
    const org = await buildOrg(t.app.db);
    const fallback = await t.app.inject({ method: 'GET', url: `/api/file/public/${org.slug}-logo.png` });
    expect(fallback.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/file/public/nobody-logo.png' })).statusCode).toBe(
      404,
    );
  });
});

describe('health and docs', () => {
  it('answers /healthz, /readyz and the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Session/Initialize',
        '/api/Session/SetLanguage',
        '/api/Theme/Colors/{slug}',
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
