import { Navigate, Outlet } from 'react-router-dom';
import { hasAreaAccess, isFullAdmin, type Area } from '../../../engine/access';
import { useSession } from '../../lib/session/session-context';

/**
 * Admin pages of an area (SPEC §6): without access the user lands on /error-403. Without `area`, only full
 * administrators pass (workflows have no area of their own). The server refuses the data anyway.
 */
export function AreaGuard({ area }: { area?: Area }) {
  const { session } = useSession();
  const allowed = area ? hasAreaAccess(session.userRoles, area) : isFullAdmin(session.userRoles);
  return allowed ? <Outlet /> : <Navigate to="/error-403" replace />;
}
