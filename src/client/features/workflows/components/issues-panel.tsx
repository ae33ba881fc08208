import { Button } from 'primereact/button';
import type { WorkflowIssue } from '../../../../engine/workflows';
import { useText } from '../text';

type Props = {
  issues: WorkflowIssue[];
  /** schema errors the server reported for the last save (paths start with /body) */
  serverErrors: { path: string; message: string }[];
  dirty: boolean;
  onShow: (pointer: string) => void;
};

/**
 * The checker's findings on the workflow as it is in the editor, each with a way to the field. Announced
 * politely, so that a screen reader hears when an edit creates or fixes a problem.
 */
export function IssuesPanel({ issues, serverErrors, dirty, onShow }: Props) {
  const { t } = useText();
  const count = issues.length + serverErrors.length;
  return (
    <div
      className={`dpt-card dpt-wf-issues${count > 0 ? ' dpt-wf-issues-open' : ''}`}
      data-testid="workflow-issues"
      data-count={count}
      role="region"
      aria-label={t('workflowEditor.issues.title')}
    >
      <div aria-live="polite">
        {count === 0 ? (
          <p className="dpt-wf-issues-ok">
            <i className="pi pi-check-circle" aria-hidden="true" /> {t('workflowEditor.issues.none')}
            {dirty && <span className="dpt-muted"> {t('workflowEditor.editor.unsaved')}</span>}
          </p>
        ) : (
          <h2 className="dpt-panel-title">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
            {t('workflowEditor.issues.count', { count })} – {t('workflowEditor.editor.saveBlocked')}
          </h2>
        )}
      </div>
      {count > 0 && (
        <ul className="dpt-wf-issue-list">
          {issues.map((issue, i) => {
            const message = t(issue.messageKey, issue.params);
            return (
              <li key={`${issue.code}-${issue.path}-${i}`} data-testid={`workflow-issue-${issue.code}`}>
                <span>{message}</span>
                <Button
                  link
                  size="small"
                  label={t('workflowEditor.issues.show')}
                  aria-label={t('workflowEditor.issues.showLabel', { message })}
                  onClick={() => onShow(issue.path)}
                />
              </li>
            );
          })}
          {serverErrors.map((error) => {
            const pointer = error.path.replace(/^\/body/, '');
            return (
              <li key={`schema-${error.path}`} data-testid="workflow-issue-schema">
                <span>
                  {t('workflowEditor.issues.schema', { path: pointer || '/', message: error.message })}
                </span>
                <Button
                  link
                  size="small"
                  label={t('workflowEditor.issues.show')}
                  onClick={() => onShow(pointer)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
