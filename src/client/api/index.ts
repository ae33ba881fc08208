export { http, configureHttpClient, slugFromPath } from './client';
export { swrFetcher, type ApiKey } from './fetcher';
export { NotFoundError, isUnexpectedError, takeRecentErrorId, type UnexpectedError } from './errors';
export type { RequestOptions, GetOptions, GetResult, HttpClient } from './http-client';
export { withQuery, type QueryParams } from './http-io';
