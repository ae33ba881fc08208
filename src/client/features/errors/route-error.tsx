import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** Route error boundary: a missing route is a 404, anything else (a chunk that failed to load) a 500. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage code={404} />;
  console.error('Route failed', error);
  return <ErrorPage code={500} />;
}
