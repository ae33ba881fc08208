import '../forms.css';
import type { Translate } from '../../lib/i18n/translate';
import type { SaveState } from './autosave';

const ICONS: Record<SaveState, string> = {
  idle: '',
  saving: 'pi pi-spin pi-spinner',
  saved: 'pi pi-check-circle',
  failed: 'pi pi-exclamation-triangle',
};

/**
 * The visible save state of a form (saved / saving / failed). On final failure it shows the SPEC §8 message as
 * an alert, so screen readers announce it too.
 */
export function SaveStateIndicator({ state, t }: { state: SaveState; t: Translate }) {
  return (
    <div className="dpt-save-state" data-testid="save-state" data-state={state}>
      <span role="status" aria-live="polite" className="dpt-save-state-status">
        {state !== 'idle' && <i className={ICONS[state]} aria-hidden="true" />}
        {state !== 'idle' && <span>{t(`forms.saveState.${state}`)}</span>}
      </span>
      {state === 'failed' && (
        <p role="alert" className="dpt-save-state-message">
          {t('forms.saveFailed')}
        </p>
      )}
    </div>
  );
}
