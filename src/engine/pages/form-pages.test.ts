import { describe, expect, it } from 'vitest';
import { isTokenPage, matchFormPage } from './form-pages';

describe('matchFormPage', () => {
  it('names the three form pages with their organization and id', () => {
    expect(matchFormPage('/demo/feedback/42')).toEqual({ kind: 'feedback', slug: 'demo', id: '42' });
    expect(matchFormPage('/demo/feedback/42/')).toEqual({ kind: 'feedback', slug: 'demo', id: '42' });
    expect(matchFormPage('/demo/admin/form/preview/a%20b')).toEqual({
      kind: 'preview',
      slug: 'demo',
      id: 'a b',
    });
    expect(matchFormPage('/m%C3%BCller/feedback/anonymous/7/tok')).toEqual({
      kind: 'anonymous',
      slug: 'müller',
      id: '7',
    });
  });

  it('is null for every other path and for malformed escapes', () => {
    for (const path of [
      '/',
      '/demo',
      '/demo/dashboard',
      '/demo/feedback/abc',
      '/demo/feedback/42/extra',
      '/demo/feedback/anonymous/7',
      '/demo/admin/form/preview',
      '/demo/admin/form/preview/%E0%A4%A',
      '/demo/print/42',
    ])
      expect(matchFormPage(path), path).toBeNull();
  });

  it('knows the pages opened by an access token: print and anonymous feedback', () => {
    for (const path of ['/demo/print/42/tok', '/demo/print/42/tok/', '/demo/feedback/anonymous/7/tok'])
      expect(isTokenPage(path), path).toBe(true);
    for (const path of ['/demo/print/42', '/demo/feedback/42', '/demo/feedback/anonymous/7', '/print/42/tok'])
      expect(isTokenPage(path), path).toBe(false);
  });
});
