import { CLIENT_ID_HEADER } from '../../engine/hubs/contract';
import type { ApiProblem } from '../../engine/session/session-types';
import { NotFoundError, noteErrorId, UNEXPECTED_ERROR_CODE, type UnexpectedError } from './errors';
import { buildUrl, readBody, readProblem, type QueryParams } from './http-io';

/** What the client needs from the app; injected so that tests (and the app's boot) decide. */
export type HttpClientDeps = {
  /** prefix of every path, '/api' in the app */
  baseUrl: string;
  fetch: typeof fetch;
  /** the current access token, or null when nobody is signed in */
  getAccessToken: () => Promise<string | null>;
  /** the organization slug of the page (X-Organization), or null outside an organization */
  getOrganization: () => string | null;
  /** SPEC §8: 401 (or no user at all) starts the sign-in */
  onUnauthorized: () => void;
  /** SPEC §8: 403 navigates to the error-403 page */
  onForbidden: () => void;
  /** this tab's id, sent as X-Client-Id so that hub messages name the tab that caused them */
  clientId: string;
};

export type RequestOptions = {
  params?: QueryParams;
  /** overrides the organization of the current URL; SWR keys carry it so caches stay per organization */
  organization?: string;
  /**
   * public endpoints (auth config, theme colours, an anonymous feedback): no token, no sign-in when there is
   * none, and neither a 401 nor a 403 answer leaves the page
   */
  anonymous?: boolean;
  /**
   * 403 answers with one of these problem codes are the caller's to explain (e.g. NO_FEEDBACK_ACCESS, which
   * SPEC §8 answers with its own message): they do not navigate to the error-403 page.
   */
  ownForbiddenCodes?: readonly string[];
};

export type GetOptions = RequestOptions & {
  /** throw NotFoundError on 404 instead of resolving null: for lookups where 404 means "no such page" */
  throwOnNotFound?: boolean;
};

export type HttpClient = ReturnType<typeof createHttpClient>;

/** What `getResult` resolves to: the data, or the failure's status and the server's problem object. */
export type GetResult<T> = { ok: true; data: T } | { ok: false; status: number; problem?: ApiProblem };

type Outcome = { ok: true; response: Response } | { ok: false; status: number; response?: Response };
type Payload = { body?: BodyInit; json?: boolean; accept?: string };

// No body, no JSON content type: a server refuses an empty body that claims to be JSON (SPEC §7 calls such as
// PUT /Notifications/MarkAsRead/{id} carry none).
const jsonBody = (body: unknown): Payload => ({
  body: body === undefined ? undefined : JSON.stringify(body),
  json: body !== undefined,
});

/** True when a 403 carries a problem code the caller asked to handle itself (the body stays readable). */
async function isOwnForbidden(response: Response, options: RequestOptions): Promise<boolean> {
  if (!options.ownForbiddenCodes?.length) return false;
  const problem = await readProblem(response.clone());
  return problem !== undefined && options.ownForbiddenCodes.includes(problem.code);
}

/**
 * The one HTTP client of the app, with the error behaviour of SPEC §8:
 * 401 starts the sign-in, 403 navigates to /error-403, 404 on a download throws NotFoundError,
 * a failed POST resolves `{ errorCode: 1 }`, and failed GET, PUT, DELETE and upload calls resolve null.
 * Successful calls without content resolve undefined, so null always means failure.
 */
export function createHttpClient(deps: HttpClientDeps) {
  async function send(method: string, path: string, options: RequestOptions, payload: Payload = {}) {
    const { body, json, accept = 'application/json' } = payload;
    const headers = new Headers({ Accept: accept, [CLIENT_ID_HEADER]: deps.clientId });
    if (json) headers.set('Content-Type', 'application/json');
    const organization = options.organization ?? deps.getOrganization();
    if (organization) headers.set('X-Organization', organization);
    if (!options.anonymous) {
      const token = await deps.getAccessToken();
      // SPEC §7: without a user, the sign-in starts; the request would only answer 401.
      if (!token) {
        deps.onUnauthorized();
        return { ok: false, status: 401 } satisfies Outcome;
      }
      headers.set('Authorization', `Bearer ${token}`);
    }
    let response: Response;
    try {
      response = await deps.fetch(buildUrl(deps.baseUrl, path, options.params), { method, headers, body });
    } catch {
      // network failure: handled like any other failed status of that method
      return { ok: false, status: 0 } satisfies Outcome;
    }
    // public calls (e.g. an anonymous feedback by its access token) explain their own refusals
    if (response.status === 401 && !options.anonymous) deps.onUnauthorized();
    if (response.status === 403 && !options.anonymous && !(await isOwnForbidden(response, options)))
      deps.onForbidden();
    // a server fault's answer names its error log entry; the error toast shows the id (see takeRecentErrorId)
    if (response.status >= 500) {
      const errorId = ((await readProblem(response.clone())) as { errorId?: unknown } | undefined)?.errorId;
      if (typeof errorId === 'string') noteErrorId(errorId);
    }
    const outcome: Outcome = response.ok
      ? { ok: true, response }
      : { ok: false, status: response.status, response };
    return outcome;
  }

  async function orNull<T>(outcome: Outcome): Promise<T | null> {
    if (!outcome.ok) return null;
    try {
      return await readBody<T>(outcome.response);
    } catch {
      return null;
    }
  }

  return {
    /** GET that tells why it failed (status and problem object) instead of resolving null. */
    async getResult<T>(path: string, options: GetOptions = {}): Promise<GetResult<T>> {
      const outcome = await send('GET', path, options);
      if (outcome.ok) {
        try {
          return { ok: true, data: await readBody<T>(outcome.response) };
        } catch {
          return { ok: false, status: outcome.response.status };
        }
      }
      if (outcome.status === 404 && options.throwOnNotFound) throw new NotFoundError(path);
      return { ok: false, status: outcome.status, problem: await readProblem(outcome.response) };
    },
    async get<T>(path: string, options: GetOptions = {}): Promise<T | null> {
      const outcome = await send('GET', path, options);
      if (!outcome.ok && outcome.status === 404 && options.throwOnNotFound) throw new NotFoundError(path);
      return orNull<T>(outcome);
    },

    async post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T | UnexpectedError> {
      const outcome = await send('POST', path, options, jsonBody(body));
      if (outcome.ok) {
        try {
          return await readBody<T>(outcome.response);
        } catch {
          return { errorCode: UNEXPECTED_ERROR_CODE };
        }
      }
      const problem = await readProblem(outcome.response);
      return problem ? { errorCode: UNEXPECTED_ERROR_CODE, problem } : { errorCode: UNEXPECTED_ERROR_CODE };
    },

    async put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T | null> {
      return orNull<T>(await send('PUT', path, options, jsonBody(body)));
    },

    /** DELETE with query parameters (SPEC §7: "DELETE with query parameters"). */
    async del<T>(path: string, params?: QueryParams, options: RequestOptions = {}): Promise<T | null> {
      return orNull<T>(await send('DELETE', path, { ...options, params }));
    },

    /** Multipart POST; the browser sets the boundary, so no Content-Type is given here. */
    async upload<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T | null> {
      return orNull<T>(await send('POST', path, options, { body: form }));
    },

    /** GET returning a blob; 404 throws NotFoundError, other failures resolve null. */
    async download(path: string, params?: QueryParams, options: RequestOptions = {}): Promise<Blob | null> {
      const outcome = await send('GET', path, { ...options, params }, { accept: '*/*' });
      if (!outcome.ok) {
        if (outcome.status === 404) throw new NotFoundError(path);
        return null;
      }
      return outcome.response.blob();
    },
  };
}
