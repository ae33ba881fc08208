import { Navigate } from 'react-router-dom';
import { lastSlug } from './last-slug';

/** `/`: the dashboard of the organization last used in this browser, 'demo' at first. */
export function RootRedirect() {
  return <Navigate to={`/${lastSlug()}/dashboard`} replace />;
}
