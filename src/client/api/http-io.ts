import type { ApiProblem } from '../../engine/session/session-types';
import { asApiProblem } from './errors';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Builds `/api/path?query`; null and undefined parameters are left out. */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** Pure. `path?query` (just `path` without parameters); null, undefined and empty parameters are left out. */
export function withQuery(path: string, params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Reads a success body: no content resolves undefined, JSON is parsed, anything else stays text. */
export async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** The problem object of a failed response, if it carries one. */
export async function readProblem(response: Response | undefined): Promise<ApiProblem | undefined> {
  if (!response) return undefined;
  try {
    return asApiProblem(await response.json());
  } catch {
    return undefined;
  }
}
