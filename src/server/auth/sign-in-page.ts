import type { ThemeColors } from '../../engine/api/theme';
import type { LanguageKey } from '../../engine/constants';
import { signInTexts } from './sign-in-texts';

export type Branding = { name: string; slug: string | undefined; colors: ThemeColors };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The frame of the provider's pages, in the organization's colours. */
export function providerPage(language: LanguageKey, branding: Branding, title: string, body: string): string {
  const { primary, secondary, background } = branding.colors;
  const logo = branding.slug
    ? `<img class="logo" src="/api/file/public/${encodeURIComponent(branding.slug)}-logo.png" alt="${escapeHtml(branding.name)}">`
    : '';
  return `<!doctype html>
<html lang="${language.slice(0, 2)}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(branding.name)}</title>
<style>
:root { --primary: ${primary}; --secondary: ${secondary}; --background: ${background}; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--background);
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2433; }
main { width: min(400px, 92vw); background: #fff; border-radius: 10px; border-top: 6px solid var(--primary);
  box-shadow: 0 4px 24px rgba(0,0,0,.12); padding: 28px 32px; }
.logo { max-height: 48px; max-width: 200px; display: block; margin-bottom: 16px; }
h1 { margin: 0 0 4px; font-size: 1.5rem; color: var(--primary); }
p { margin: 0 0 20px; color: #555c6e; }
label { display: block; font-weight: 600; margin: 14px 0 6px; }
input { width: 100%; padding: 10px 12px; font-size: 1rem; border: 1px solid #c5cad6; border-radius: 6px; }
input:focus, button:focus, a:focus { outline: 3px solid var(--secondary); outline-offset: 1px; }
button { margin-top: 22px; width: 100%; padding: 11px; font-size: 1rem; font-weight: 600; color: #fff;
  background: var(--primary); border: 0; border-radius: 6px; cursor: pointer; }
.error { background: #fdecec; color: #a4161a; border-radius: 6px; padding: 10px 12px; margin: 0 0 8px; }
.lang { display: inline-block; margin-top: 18px; color: var(--primary); }
</style>
</head>
<body><main>${logo}${body}</main></body>
</html>`;
}

export type SignInForm = {
  action: string;
  email?: string;
  error?: 'invalid' | 'missing' | 'throttled' | 'deactivated';
  switchLanguageUrl: string;
};

/** The embedded provider's sign-in page. */
export function signInPage(language: LanguageKey, branding: Branding, form: SignInForm): string {
  const t = signInTexts[language];
  const error = form.error ? `<div class="error" role="alert" id="sign-in-error">${t[form.error]}</div>` : '';
  const body = `<h1>${t.title}</h1><p>${escapeHtml(branding.name)} · ${t.subtitle}</p>${error}
<form method="post" action="${escapeHtml(form.action)}" autocomplete="on">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" required autofocus autocomplete="username" value="${escapeHtml(form.email ?? '')}">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" required autocomplete="current-password">
<input type="hidden" name="language" value="${language}">
<button type="submit">${t.submit}</button>
</form>
<a class="lang" href="${escapeHtml(form.switchLanguageUrl)}">${t.otherLanguage}</a>`;
  return providerPage(language, branding, t.title, body);
}

/** A short message page (signed out, errors). */
export function messagePage(
  language: LanguageKey,
  branding: Branding,
  title: string,
  message: string,
  link?: { href: string; text: string },
): string {
  const action = link ? `<a class="lang" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : '';
  return providerPage(
    language,
    branding,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${action}`,
  );
}
