import { describe, expect, it, vi } from 'vitest';
import { NotFoundError } from './errors';
import { createHttpClient, type HttpClientDeps } from './http-client';
import { buildUrl, withQuery } from './http-io';

type Reply = { status: number; body?: unknown; contentType?: string };

function setup(reply: Reply | Error, overrides: Partial<HttpClientDeps> = {}) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (reply instanceof Error) throw reply;
    const text =
      reply.body === undefined
        ? null
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  });
  const deps: HttpClientDeps = {
    baseUrl: '/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    getAccessToken: async () => 'token-1',
    getOrganization: () => 'demo',
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    clientId: 'tab-0001',
    ...overrides,
  };
  const request = () => {
    const [url, init] = fetch.mock.calls[0];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { client: createHttpClient(deps), deps, fetch, request };
}

const problem = { statusCode: 400, code: 'INVALID', messageKey: 'errors.invalid', message: 'bad input' };

describe('http client: what every call carries', () => {
  it('sends the bearer token, the organization and JSON', async () => {
    const { client, request } = setup({ status: 200, body: { a: 1 } });
    expect(await client.post('/Session/SetLanguage', { languageKey: 'en-US' })).toEqual({ a: 1 });
    const { url, init, headers } = request();
    expect(url).toBe('/api/Session/SetLanguage');
    expect(init.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-Organization')).toBe('demo');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"languageKey":"en-US"}');
  });

  it('sends the client id of the tab, also on public calls and uploads', async () => {
    const get = setup({ status: 200, body: {} });
    await get.client.get('/auth/config', { anonymous: true });
    expect(get.request().headers.get('X-Client-Id')).toBe('tab-0001');
    const upload = setup({ status: 200, body: {} });
    await upload.client.upload('/Pdp', new FormData());
    expect(upload.request().headers.get('X-Client-Id')).toBe('tab-0001');
  });

  it('sends no JSON content type for a call without a body (servers refuse an empty JSON body)', async () => {
    const { client, request } = setup({ status: 204 });
    expect(await client.put('/Notifications/MarkAsRead/5')).toBeUndefined();
    const { init, headers } = request();
    expect(init.method).toBe('PUT');
    expect(init.body).toBeUndefined();
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('lets an SWR key override the organization of the URL', async () => {
    const { client, request } = setup({ status: 200, body: [] });
    await client.get('/x', { organization: 'other' });
    expect(request().headers.get('X-Organization')).toBe('other');
  });

  it('sends public calls without a token and without starting the sign-in', async () => {
    const getAccessToken = vi.fn(async () => null);
    const { client, deps, request } = setup({ status: 200, body: { authority: 'a' } }, { getAccessToken });
    expect(await client.get('/auth/config', { anonymous: true })).toEqual({ authority: 'a' });
    expect(request().headers.has('Authorization')).toBe(false);
    expect(getAccessToken).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('resolves undefined for a success without content, so null always means failure', async () => {
    const { client } = setup({ status: 204 });
    expect(await client.put('/x', { a: 1 })).toBeUndefined();
  });
});

describe('http client: SPEC §8 error behaviour', () => {
  it('401 starts the sign-in', async () => {
    const { client, deps } = setup({ status: 401, body: problem });
    expect(await client.get('/Session/Initialize')).toBeNull();
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(deps.onForbidden).not.toHaveBeenCalled();
  });

  it('no signed-in user starts the sign-in without sending the request', async () => {
    const { client, deps, fetch } = setup({ status: 200 }, { getAccessToken: async () => null });
    expect(await client.post('/x', {})).toEqual({ errorCode: 1 });
    expect(fetch).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('403 navigates to the error-403 page', async () => {
    const { client, deps } = setup({ status: 403, body: { ...problem, statusCode: 403 } });
    expect(await client.get('/Session/Initialize')).toBeNull();
    expect(deps.onForbidden).toHaveBeenCalledTimes(1);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('404 on a download throws NotFoundError', async () => {
    const { client } = setup({ status: 404, body: problem });
    await expect(client.download('/error-log/export')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('other download failures resolve null; success resolves the blob', async () => {
    expect(await setup({ status: 500 }).client.download('/f')).toBeNull();
    const ok = setup({ status: 200, body: 'PDF', contentType: 'application/pdf' });
    const blob = await ok.client.download('/f', { id: 7 });
    expect(await blob?.text()).toBe('PDF');
    expect(ok.request().url).toBe('/api/f?id=7');
  });

  it.each([400, 404, 409, 500, 503])('POST answered %i resolves { errorCode: 1 }', async (status) => {
    const { client } = setup({ status, body: { ...problem, statusCode: status } });
    const result = await client.post('/Feedbacks', { a: 1 });
    expect(result).toMatchObject({ errorCode: 1 });
  });

  it('a failed POST keeps the problem object for messages', async () => {
    const { client } = setup({ status: 400, body: problem });
    expect(await client.post('/Feedbacks', {})).toEqual({ errorCode: 1, problem });
  });

  it('POST with 401 or 403 also resolves { errorCode: 1 } after its side effect', async () => {
    const unauthorized = setup({ status: 401 });
    expect(await unauthorized.client.post('/x')).toEqual({ errorCode: 1 });
    const forbidden = setup({ status: 403 });
    expect(await forbidden.client.post('/x')).toEqual({ errorCode: 1 });
    expect(forbidden.deps.onForbidden).toHaveBeenCalled();
  });

  it.each([404, 500])('GET answered %i resolves null', async (status) => {
    expect(await setup({ status, body: problem }).client.get('/x')).toBeNull();
  });

  it('GET may ask for NotFoundError on 404 (an unknown organization is a 404 page)', async () => {
    const { client } = setup({ status: 404, body: problem });
    await expect(client.get('/Theme/Colors/nope', { throwOnNotFound: true })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('PUT failures resolve null', async () => {
    expect(await setup({ status: 500 }).client.put('/Feedbacks/Approve', { feedbackId: 1 })).toBeNull();
  });

  it('upload failures resolve null', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.pdf');
    expect(await setup({ status: 500 }).client.upload('/Pdp', form)).toBeNull();
  });

  it('a network failure is a failure of that method', async () => {
    expect(await setup(new TypeError('offline')).client.get('/x')).toBeNull();
    expect(await setup(new TypeError('offline')).client.post('/x')).toEqual({ errorCode: 1 });
  });
});

describe('http client: verbs', () => {
  it('DELETE carries query parameters', async () => {
    const { client, request } = setup({ status: 204 });
    expect(await client.del('/Forms', { id: 3, correlationId: 'c-1', skip: undefined })).toBeUndefined();
    expect(request().url).toBe('/api/Forms?id=3&correlationId=c-1');
    expect(request().init.method).toBe('DELETE');
  });

  it('upload sends multipart without forcing a Content-Type (the browser adds the boundary)', async () => {
    const { client, request } = setup({ status: 200, body: { documentId: 1 } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.pdf');
    expect(await client.upload('/Pdp', form)).toEqual({ documentId: 1 });
    expect(request().init.body).toBe(form);
    expect(request().headers.has('Content-Type')).toBe(false);
  });

  it('buildUrl appends to an existing query', () => {
    expect(buildUrl('/api', 'a?b=1', { c: true })).toBe('/api/a?b=1&c=true');
  });

  it('withQuery leaves out empty parameters and the question mark when none is left', () => {
    expect(withQuery('/a', { b: 1, c: '', d: null, e: undefined, f: false })).toBe('/a?b=1&f=false');
    expect(withQuery('/a', { c: '' })).toBe('/a');
  });
});

describe('http client: failures the caller explains itself', () => {
  const noAccess = { statusCode: 403, code: 'NO_FEEDBACK_ACCESS', messageKey: 'x', message: 'no access' };

  it('getResult resolves the data on success', async () => {
    const { client } = setup({ status: 200, body: { id: 5 } });
    expect(await client.getResult('/Feedbacks', { params: { feedbackId: 5 } })).toEqual({
      ok: true,
      data: { id: 5 },
    });
  });

  it('getResult resolves the status and the problem on failure', async () => {
    const { client } = setup({ status: 409, body: { ...problem, statusCode: 409 } });
    expect(await client.getResult('/x')).toEqual({
      ok: false,
      status: 409,
      problem: { ...problem, statusCode: 409 },
    });
  });

  it('a 403 with one of the own codes does not navigate to the error-403 page', async () => {
    const { client, deps } = setup({ status: 403, body: noAccess });
    const result = await client.getResult('/Feedbacks', { ownForbiddenCodes: ['NO_FEEDBACK_ACCESS'] });
    expect(result).toEqual({ ok: false, status: 403, problem: noAccess });
    expect(deps.onForbidden).not.toHaveBeenCalled();
  });

  it('a 403 with another code still navigates (SPEC §8)', async () => {
    const { client, deps } = setup({ status: 403, body: { ...noAccess, code: 'FORBIDDEN' } });
    await client.getResult('/Feedbacks', { ownForbiddenCodes: ['NO_FEEDBACK_ACCESS'] });
    expect(deps.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('getResult honours throwOnNotFound', async () => {
    const { client } = setup({ status: 404, body: problem });
    await expect(client.getResult('/x', { throwOnNotFound: true })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('http client: public calls', () => {
  it.each([401, 403])('a public call answered %i neither signs in nor leaves the page', async (status) => {
    const { client, deps } = setup({ status, body: { ...problem, statusCode: status } });
    const result = await client.getResult('/Feedbacks', { anonymous: true });
    expect(result).toMatchObject({ ok: false, status });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(deps.onForbidden).not.toHaveBeenCalled();
  });
});
