import { describe, expect, it } from 'vitest';
import { sanitizeCss } from './sanitize-css';

describe('sanitizeCss', () => {
  it('keeps ordinary rules', () => {
    expect(sanitizeCss('.topbar { color: #002776; background: url(/api/file/public/demo-logo.png) }')).toBe(
      '.topbar{color:#002776;background:url(/api/file/public/demo-logo.png)}',
    );
  });

  it('cannot close its style element', () => {
    const out = sanitizeCss(".a{content:'</style><script>alert(1)</script>'}");
    expect(out).not.toContain('<');
    expect(out).toContain('content');
  });

  it('drops @import and urls to other origins or schemes', () => {
    const out = sanitizeCss(
      "@import url(https://evil.example/x.css); .a{background:url('https://evil.example/p.png')} .b{background:url(//evil.example/p)} .c{background:url(javascript:alert(1))} .d{color:red}",
    );
    expect(out).toBe('.a{}.b{}.c{}.d{color:red}');
  });

  it('drops expression() and binding properties', () => {
    expect(
      sanitizeCss('.a{width:expression(alert(1));behavior:url(x.htc);-moz-binding:url(x.xml#y);color:blue}'),
    ).toBe('.a{color:blue}');
  });

  it('keeps image data urls and survives garbage', () => {
    expect(sanitizeCss('.a{background:url(data:image/png;base64,AAAA)}')).toContain('data:image/png');
    expect(() => sanitizeCss('}}} {{{ .a{color:')).not.toThrow();
    expect(sanitizeCss('   ')).toBe('');
  });
});
