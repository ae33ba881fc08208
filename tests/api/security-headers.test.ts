import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

describe('security headers', () => {
  it('sends the content security policy and helmet headers on API answers, errors and the app', async () => {
    for (const url of ['/api/auth/config', '/api/Users', '/demo/dashboard', '/no-such-path']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
