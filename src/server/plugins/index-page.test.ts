import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_PAGE_MODULES, pagePreloads, renderIndexPage, type BuildManifest } from './index-page';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_react-1.js', '_shared-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
  'src/page.tsx': {
    file: 'assets/page-1.js',
    imports: ['index.html', '_react-1.js', '_renderer-1.js'],
    css: ['assets/page-1.css'],
  },
  '_renderer-1.js': {
    file: 'assets/renderer-1.js',
    imports: ['_shared-1.js', '_inputs-1.js'],
    css: ['assets/renderer-1.css'],
  },
  '_inputs-1.js': { file: 'assets/inputs-1.js', imports: ['_renderer-1.js'] },
};

describe('pagePreloads', () => {
  it('lists the chunks and styles a page needs beyond the entry, following imports through cycles', () => {
    expect(pagePreloads(manifest, 'src/page.tsx')).toEqual({
      scripts: ['/assets/page-1.js', '/assets/renderer-1.js', '/assets/inputs-1.js'],
      styles: ['/assets/page-1.css', '/assets/renderer-1.css'],
    });
  });

  it('is empty for a module the build does not know', () => {
    expect(pagePreloads(manifest, 'src/gone.tsx')).toEqual({ scripts: [], styles: [] });
    expect(pagePreloads({}, 'src/page.tsx')).toEqual({ scripts: [], styles: [] });
  });
});

describe('renderIndexPage', () => {
  const template = '<html><head><title>x</title></head><body></body></html>';

  it('writes the sign-in settings as a data block that no value can break out of', () => {
    const html = renderIndexPage(template, { authority: 'https://idp.example/</script><script>alert(1)//' });
    expect(html).not.toContain('</script><script>');
    const block = /<script type="application\/json" id="auth-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual({
      authority: 'https://idp.example/</script><script>alert(1)//',
    });
    expect(html.indexOf('auth-config')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads a page chunk as a module and its styles as styles', () => {
    const html = renderIndexPage(template, {}, { scripts: ['/assets/a.js'], styles: ['/assets/a.css'] });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/a.css">');
  });
});

describe('FORM_PAGE_MODULES', () => {
  it('names source modules that exist, as the router imports them', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    for (const module of Object.values(FORM_PAGE_MODULES))
      expect(fs.existsSync(path.join(root, module)), module).toBe(true);
  });
});
