import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { PLACEHOLDERS_OF, SAMPLE_VALUES, TEMPLATE_KINDS, TEMPLATE_LIMITS } from './template-catalogue';
import { DEFAULT_TEMPLATES } from './template-defaults';
import { checkTemplateText, renderTemplate, withNotice } from './template-render';

const host = 'dpt.example';

describe('notification templates', () => {
  it('has defaults in both languages that pass the checks and use only their kind’s placeholders', () => {
    for (const kind of TEMPLATE_KINDS)
      for (const lang of LANGUAGES) {
        expect(checkTemplateText(kind, lang, DEFAULT_TEMPLATES[kind][lang], host)).toEqual([]);
        expect(PLACEHOLDERS_OF[kind]).toContain('link');
      }
  });

  it('refuses unknown placeholders by name, other tags, sizes, line breaks in subjects and foreign links', () => {
    const problems = checkTemplateText(
      'processStarted',
      'de-DE',
      {
        subject: 'Hi {{password}}\nBcc: x',
        body: '{{{recipientName}}} {{#link}}x{{/link}} see https://evil.example/x and https://dpt.example/ok www.evil.example',
      },
      host,
    );
    expect(problems.map((p) => [p.field, p.code, p.detail])).toEqual([
      ['subject', 'LINE_BREAK', ''],
      ['subject', 'UNKNOWN_PLACEHOLDER', 'password'],
      ['body', 'UNSUPPORTED_TAG', '{{{recipientName}}}'],
      ['body', 'UNSUPPORTED_TAG', '{{#link}}'],
      ['body', 'FOREIGN_LINK', 'https://evil.example/x'],
      ['body', 'FOREIGN_LINK', 'www.evil.example'],
    ]);
    const long = 'x'.repeat(TEMPLATE_LIMITS.body + 1);
    expect(checkTemplateText('processStarted', 'en-US', { subject: 's', body: long })[0]?.code).toBe(
      'TOO_LONG',
    );
    expect(checkTemplateText('processStarted', 'en-US', { subject: '{{oops', body: 'b' })[0]?.code).toBe(
      'SYNTAX',
    );
    expect(checkTemplateText('pdpReviewDue', 'en-US', { subject: '{{comment}}', body: 'b' })).toEqual([
      { field: 'subject', languageKey: 'en-US', code: 'UNKNOWN_PLACEHOLDER', detail: 'comment' },
    ]);
  });

  it('escapes the template text and the values in HTML; the link is the one anchor', () => {
    const out = renderTemplate(
      { subject: '<b>{{actorName}}</b>', body: '<script>x</script> {{actorName}}\n\nGo: {{link}}' },
      { actorName: '<img src=x onerror=alert(1)>', link: 'https://dpt.example/demo/dashboard?a=1&b=2' },
    );
    expect(out.subject).toBe('<b><img src=x onerror=alert(1)></b>');
    expect(out.text).toBe(
      '<script>x</script> <img src=x onerror=alert(1)>\n\nGo: https://dpt.example/demo/dashboard?a=1&b=2',
    );
    expect(out.bodyHtml).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>\n<p>Go: <a href="https://dpt.example/demo/dashboard?a=1&amp;b=2">https://dpt.example/demo/dashboard?a=1&amp;b=2</a></p>',
    );
    expect(out.bodyHtml).not.toMatch(/<(script|img)/);
  });

  it('renders every default with the sample values, leaving no tag behind', () => {
    for (const kind of TEMPLATE_KINDS)
      for (const lang of LANGUAGES) {
        const out = renderTemplate(DEFAULT_TEMPLATES[kind][lang], SAMPLE_VALUES[lang]);
        expect(out.subject).not.toContain('{{');
        expect(out.text).toContain(SAMPLE_VALUES[lang].link);
      }
  });

  it("adds the product's notice as an escaped closing paragraph, and nothing without one", () => {
    const out = renderTemplate({ subject: 'S', body: 'Hello' }, SAMPLE_VALUES['en-US']);
    expect(withNotice(out, undefined)).toEqual(out);
    const noticed = withNotice(out, 'Caused by <b>Anna</b> while impersonating Emil.');
    expect(noticed.text).toBe('Hello\n\nCaused by <b>Anna</b> while impersonating Emil.');
    expect(noticed.bodyHtml).toBe(
      '<p>Hello</p>\n<p>Caused by &lt;b&gt;Anna&lt;/b&gt; while impersonating Emil.</p>',
    );
  });
});
