import { useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { isProcessAdmin } from '../../workflows';
import type { Archive } from '../../../../engine/api/archive';
import { downloadArchived, isPreparing, useArchive } from '../api';
import { useArchiveText } from '../text';
import { RebuildArchiveButton } from './rebuild-archive-button';
import '../archive.css';

const DOCUMENTS = [
  ['conclusionUrl', 'conclusion'],
  ['selfEvaluationUrl', 'selfEvaluation'],
  ['supervisorEvaluationUrl', 'supervisorEvaluation'],
  ['comparisonUrl', 'comparison'],
] as const satisfies readonly (readonly [keyof Archive, string])[];

/**
 * The archived PDFs of a process (SPEC §7 Archive) as download buttons, the ones the caller may read; "not
 * available" when the archive is missing, failed or could not be fetched (SPEC §8), "being prepared" while the
 * job has not rendered it yet. Process administrators (HR) may re-archive the process.
 */
export function ArchiveDocuments({ processId, slug }: { processId: number; slug: string }) {
  const { t } = useArchiveText();
  const { session } = useSession();
  const { data, isLoading, mutate } = useArchive(slug, processId);
  const [failed, setFailed] = useState(false);
  if (isLoading) return <span className="dpt-muted">…</span>;
  const links = data ? DOCUMENTS.filter(([field]) => data[field] !== null) : [];
  const preparing = isPreparing(data);
  const rebuild = isProcessAdmin(session.userRoles) && !preparing && (
    <RebuildArchiveButton
      processId={processId}
      slug={slug}
      onQueued={(archive) => void mutate(archive, { revalidate: false })}
    />
  );
  const status = (preparing || links.length === 0) && (
    <span className="dpt-archive-none" data-testid={`archive-none-${processId}`}>
      {preparing ? t('archive.preparing') : t('archive.notAvailable')}
    </span>
  );
  if (!data || links.length === 0)
    return (
      <div className="dpt-archive-documents">
        {status}
        {rebuild}
      </div>
    );
  const open = async (url: string, document: string) => {
    try {
      setFailed(!(await downloadArchived(url, slug, `${document}-${processId}.pdf`)));
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="dpt-archive-documents">
      <ul aria-label={t('archive.label')} data-testid={`archive-documents-${processId}`}>
        {links.map(([field, name]) => {
          const label = t(`archive.documents.${name}`);
          return (
            <li key={field}>
              <button
                type="button"
                className="dpt-archive-link"
                aria-label={t('archive.downloadLabel', { document: label })}
                data-testid={`archive-${name}-${processId}`}
                onClick={() => void open(data[field]!, name)}
              >
                <i className="pi pi-file-pdf" aria-hidden="true" />
                <span>{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {status}
      {rebuild}
      {failed && (
        <small role="alert" className="dpt-archive-failed">
          {t('archive.downloadFailed')}
        </small>
      )}
    </div>
  );
}
