import { Button } from 'primereact/button';
import type { RemoteChange } from '../use-workflow-draft';
import { useText } from '../text';

type Props = {
  remote: RemoteChange;
  onReload: () => void;
  onKeep: () => void;
  onDismiss: () => void;
};

/** Tells the editor's user that someone else saved this workflow, and offers the choices. */
export function RemoteChangeNotice({ remote, onReload, onKeep, onDismiss }: Props) {
  const { t } = useText();
  if (!remote) return null;
  const dirty = remote.kind === 'dirty';
  return (
    <div
      className={`dpt-wf-remote ${dirty ? 'dpt-wf-remote-warn' : 'dpt-wf-remote-info'}`}
      role={dirty ? 'alert' : 'status'}
      data-testid="workflow-remote-change"
      data-kind={remote.kind}
    >
      <i className={`pi ${dirty ? 'pi-exclamation-triangle' : 'pi-info-circle'}`} aria-hidden="true" />
      <span>{t(dirty ? 'workflowEditor.remote.changedDirty' : 'workflowEditor.remote.changedAdopted')}</span>
      <span className="dpt-wf-remote-actions">
        {dirty ? (
          <>
            <Button size="small" label={t('workflowEditor.remote.reload')} onClick={onReload} />
            <Button size="small" outlined label={t('workflowEditor.remote.keep')} onClick={onKeep} />
          </>
        ) : (
          <Button size="small" text label={t('workflowEditor.remote.dismiss')} onClick={onDismiss} />
        )}
      </span>
    </div>
  );
}
