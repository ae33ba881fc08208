/**
 * The pages that draw a questionnaire and are opened by a link (a notification, an e-mail, a shared
 * anonymous link): their first paint is the form itself, so the client starts their data and the server
 * preloads their code from index.html instead of waiting for the app shell. SPEC §2 routes.
 */
export type FormPageKind = 'feedback' | 'preview' | 'anonymous';

export type FormPage = {
  kind: FormPageKind;
  /** the organization's slug, decoded */
  slug: string;
  /** the feedback's number or the questionnaire's id, decoded */
  id: string;
};

// the anonymous route comes before /feedback/:id, whose id is a number and so never matches "anonymous"
const PATTERNS: readonly (readonly [FormPageKind, RegExp])[] = [
  ['anonymous', /^\/([^/]+)\/feedback\/anonymous\/([^/]+)\/[^/]+\/?$/],
  ['feedback', /^\/([^/]+)\/feedback\/(\d+)\/?$/],
  ['preview', /^\/([^/]+)\/admin\/form\/preview\/([^/]+)\/?$/],
];

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null; // a malformed escape is no page of ours
  }
}

/** Pure. The form page a path names, or null for every other path. */
export function matchFormPage(pathname: string): FormPage | null {
  for (const [kind, pattern] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const slug = decode(match[1]);
    const id = decode(match[2]);
    return slug !== null && id !== null ? { kind, slug, id } : null;
  }
  return null;
}

/** SPEC §2: the print view and the anonymous feedback, opened by a link's access token. */
const TOKEN_PAGE = /^\/[^/]+\/(print|feedback\/anonymous)\/[^/]+\/[^/]+\/?$/;

/** Pure. True for a page opened by a link's access token: it needs no sign-in and starts no session. */
export function isTokenPage(pathname: string): boolean {
  return TOKEN_PAGE.test(pathname);
}
