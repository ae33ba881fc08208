import { Message } from 'primereact/message';
import { Link, useParams } from 'react-router-dom';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useSession } from '../../lib/session/session-context';
import { useWorkflows } from './api';
import { useText } from './text';
import { WorkflowEditor } from './workflow-editor';
import './workflow-editor.css';

/**
 * /{slug}/admin/workflows/{id}: loads the organization's workflows and edits the one with this id. A
 * WorkflowSettingsModified event reloads them; the editor decides what that means for unsaved edits.
 */
export function WorkflowEditorPage() {
  const { t } = useText();
  const { slug } = useSession();
  const { id = '' } = useParams();
  const { data, isLoading, mutate } = useWorkflows(slug);
  useHubEvent('organization', 'WorkflowSettingsModified', () => void mutate());

  if (isLoading && !data) return <section className="dpt-page" aria-busy="true" />;
  const stored = data?.settings.find((s) => String(s.id) === id);
  if (!stored) {
    return (
      <section className="dpt-page" data-testid="workflow-editor-missing">
        <Message
          severity={data ? 'warn' : 'error'}
          text={t(data ? 'workflowEditor.editor.notFound' : 'workflowEditor.list.loadFailed')}
        />
        <Link to={`/${slug}/admin/workflows`}>{t('workflowEditor.editor.back')}</Link>
      </section>
    );
  }
  return <WorkflowEditor key={stored.id} server={stored} slug={slug} />;
}
