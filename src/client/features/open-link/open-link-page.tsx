import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { routeOf } from '../../../engine/notifications/route-of';
import { useSession } from '../../lib/session/session-context';
import { useProcessLink } from './api';
import { useOpenLinkText } from './text';

/**
 * /{slug}/open/process/{id}?feedback={id}: where an e-mail's link arrives. An e-mail is read long after it was
 * written, so the page asks the server where the link leads the reader now (the feedback meant, else the first
 * of the process they may read, else its page) and goes there; with nowhere to go it says so.
 */
export function OpenLinkPage() {
  const { t } = useOpenLinkText();
  const { slug } = useSession();
  const processId = Number(useParams().id);
  const feedback = Number(useSearchParams()[0].get('feedback'));
  const { data, error } = useProcessLink(slug, processId, feedback > 0 ? feedback : undefined);
  const target = data ? routeOf(slug, data.routeData) : null;
  if (target) return <Navigate to={target} replace />;
  return (
    <section className="dpt-page" data-testid="open-link-page" aria-busy={!data && !error}>
      <div className="dpt-card">
        {data || error ? (
          <>
            <p>{t('openLink.nowhere')}</p>
            <Link to={`/${slug}/dashboard`}>{t('openLink.toDashboard')}</Link>
          </>
        ) : (
          <p>{t('openLink.opening')}</p>
        )}
      </div>
    </section>
  );
}
