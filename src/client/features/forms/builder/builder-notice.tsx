import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { Translate } from '../../../lib/i18n/translate';

/** What the builder tells its user: results, refusals with their places, and changes by someone else. */
export type Notice =
  | { kind: 'info' | 'success' | 'error' | 'warn'; text: string; details?: string[] }
  | { kind: 'stale' | 'remote'; text: string; latestId: number }
  | null;

type Props = {
  notice: NonNullable<Notice>;
  t: Translate;
  onReload: (latestId: number) => void;
  onDismiss: () => void;
};

/** The notice under the toolbar; a conflict or another designer's save offers to reload the latest version. */
export function BuilderNotice({ notice, t, onReload, onDismiss }: Props) {
  const urgent = notice.kind === 'error' || notice.kind === 'stale';
  return (
    <div
      className={`dpt-fb-notice dpt-fb-notice-${notice.kind}`}
      role={urgent ? 'alert' : 'status'}
      data-testid="fb-notice"
      data-kind={notice.kind}
    >
      <Message
        severity={notice.kind === 'stale' || notice.kind === 'remote' ? 'warn' : notice.kind}
        text={notice.text}
      />
      {'details' in notice && notice.details && notice.details.length > 0 && (
        <ul className="dpt-fb-notice-details">
          {notice.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      <span className="dpt-fb-notice-actions">
        {'latestId' in notice && (
          <Button
            size="small"
            label={t('formBuilder.editor.reload')}
            onClick={() => onReload(notice.latestId)}
            data-testid="fb-reload"
          />
        )}
        <Button size="small" text label={t('formBuilder.editor.dismiss')} onClick={onDismiss} />
      </span>
    </div>
  );
}
