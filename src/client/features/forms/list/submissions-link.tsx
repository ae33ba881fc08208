import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import type { FormListItem } from '../../../../engine/api/forms';
import { useSubmissionCounts } from './submissions-api';
import { useSubmissionsText } from './submissions-text';

/**
 * The forms list's cell: how many anonymous responses to the person's shared links came back, linked to them.
 * Each cell reads the counts itself (one request for all): the table keeps drawn rows while its value is the same.
 */
export function SubmissionsLink({ item }: { item: FormListItem }) {
  const { t } = useSubmissionsText();
  const { slug } = useSession();
  const { data: counts } = useSubmissionCounts(slug);
  const count = counts?.forms.find((f) => f.correlationId === item.correlationId)?.count ?? 0;
  if (count === 0) return <span className="dpt-muted">0</span>;
  return (
    <Link
      to={`/${slug}/admin/form/submissions/${item.id}`}
      aria-label={t('formSubmissions.columnLink', { count, name: item.name })}
      data-testid={`form-submissions-${item.id}`}
    >
      {count}
    </Link>
  );
}

/** The column's heading. */
SubmissionsLink.Header = function SubmissionsHeader() {
  const { t } = useSubmissionsText();
  return <>{t('formSubmissions.column')}</>;
};
