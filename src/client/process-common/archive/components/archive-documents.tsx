import { useState } from 'react';
import { downloadArchived, isPreparing, useArchive, type ProcessArchive } from '../api';
import { useArchiveText } from '../text';
import '../archive.css';

const DOCUMENTS = [
  ['conclusionUrl', 'conclusion'],
  ['selfEvaluationUrl', 'selfEvaluation'],
  ['supervisorEvaluationUrl', 'supervisorEvaluation'],
  ['comparisonUrl', 'comparison'],
] as const satisfies readonly (readonly [keyof ProcessArchive, string])[];

/**
 * The archived PDFs of a process (SPEC §7 Archive) as download buttons, the ones the caller may read; "not
 * available" when the archive is missing, failed or could not be fetched (SPEC §8), "being prepared" while the
 * job has not rendered it yet.
 */
export function ArchiveDocuments({ processId, slug }: { processId: number; slug: string }) {
  const { t } = useArchiveText();
  const { data, isLoading } = useArchive(slug, processId);
  const [failed, setFailed] = useState(false);
  if (isLoading) return <span className="dpt-muted">…</span>;
  const links = data ? DOCUMENTS.filter(([field]) => data[field] !== null) : [];
  if (!data || links.length === 0) {
    const preparing = isPreparing(data);
    return (
      <span className="dpt-archive-none" data-testid={`archive-none-${processId}`}>
        {preparing ? t('archive.preparing') : t('archive.notAvailable')}
      </span>
    );
  }
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
      {failed && (
        <small role="alert" className="dpt-archive-failed">
          {t('archive.downloadFailed')}
        </small>
      )}
    </div>
  );
}
