import fs from 'node:fs';
import path from 'node:path';
import type { FormPageKind } from '../../engine/pages/form-pages';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source or chunk name. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** The source module of each form page, as the router's lazy imports name them (keys of the manifest). */
export const FORM_PAGE_MODULES: Record<FormPageKind, string> = {
  feedback: 'src/client/features/feedback/feedback-page.tsx',
  preview: 'src/client/features/forms/preview-page.tsx',
  anonymous: 'src/client/features/feedback/anonymous-page.tsx',
};

/** What index.html adds for a page: the chunks its route imports and their styles, as absolute URLs. */
export type PagePreloads = { scripts: string[]; styles: string[] };

/**
 * Pure. The chunks (and their styles) that `key` needs and the app's entry does not already load: the
 * route's lazy import would otherwise discover them only after the entry ran, one round trip after another.
 */
export function pagePreloads(manifest: BuildManifest, key: string, entry = 'index.html'): PagePreloads {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name) || !manifest[name]) return;
      seen.add(name);
      for (const next of manifest[name].imports ?? []) visit(next);
    };
    visit(start);
    return seen;
  };
  const loaded = closure(entry);
  const needed = [...closure(key)].filter((name) => !loaded.has(name));
  return {
    scripts: needed.map((name) => `/${manifest[name].file}`),
    styles: [...new Set(needed.flatMap((name) => manifest[name].css ?? []))].map((file) => `/${file}`),
  };
}

/** JSON inside a <script> block: "<" escaped, so no value can end the block or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Pure. index.html with the sign-in settings inline (GET /api/auth/config, read by the client without a round
 * trip; a data block, which the CSP's script-src does not govern because it never runs) and a form page's
 * chunks preloaded. Styles are preloaded with `crossorigin`, as the chunk loader asks for them (Vite's preload
 * helper adds the stylesheet with crossorigin=""): a preload in another credentials mode would go unused, and
 * the browser would warn and fetch the stylesheet a second time.
 */
export function renderIndexPage(template: string, authConfig: unknown, preloads?: PagePreloads): string {
  const tags = [`<script type="application/json" id="auth-config">${scriptJson(authConfig)}</script>`];
  for (const href of preloads?.scripts ?? [])
    tags.push(`<link rel="modulepreload" crossorigin href="${href}">`);
  for (const href of preloads?.styles ?? [])
    tags.push(`<link rel="preload" as="style" crossorigin href="${href}">`);
  return template.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/** The built client's index.html and each form page's variant of it, rendered once at start. */
export type IndexPages = { plain: string; forms: Record<FormPageKind, string> };

/** Reads dist/index.html and dist/.vite/manifest.json; without a manifest (an older build) nothing is preloaded. */
export function loadIndexPages(clientDir: string, authConfig: unknown): IndexPages {
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest)
    : {};
  const forms = Object.fromEntries(
    Object.entries(FORM_PAGE_MODULES).map(([kind, key]) => [
      kind,
      renderIndexPage(template, authConfig, pagePreloads(manifest, key)),
    ]),
  ) as Record<FormPageKind, string>;
  return { plain: renderIndexPage(template, authConfig), forms };
}
