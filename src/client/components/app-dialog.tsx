import { Button, type ButtonProps } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog, type DialogProps } from 'primereact/dialog';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
} from 'react';
import { moduleTexts } from '../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The app dialog's texts (`appDialog.*`). */
const useDialogText = moduleTexts(de, en);

/**
 * Open layers inside a dialog that Escape closes first: PrimeReact's lists, pickers and menus, and the forms'
 * date picker. Their panels live in document.body, so they are looked up there.
 */
const INNER_LAYERS = [
  '.p-dropdown-panel',
  '.p-autocomplete-panel',
  '.p-multiselect-panel',
  '.p-datepicker:not(.p-datepicker-inline)',
  '.p-connected-overlay-enter-done',
  '.p-overlaypanel',
  '.p-tieredmenu-overlay',
  '.dpt-date-popup',
].join(', ');

/** Pure over the DOM: whether a list or picker is open above the dialogs. */
function innerLayerOpen(root: ParentNode = document): boolean {
  return root.querySelector(INNER_LAYERS) !== null;
}

/** Choices inside a dialog that change something although no text input fires (lists, checkboxes, days). */
const CHOICES =
  '.p-dropdown-item, .p-autocomplete-item, .p-multiselect-item, .p-checkbox, .p-radiobutton, .p-inputswitch, .p-datepicker td, .p-selectbutton .p-button, .p-listbox-item';

/** The open app dialogs, innermost last: only the innermost answers Escape. */
const openDialogs: symbol[] = [];

const CloseContext = createContext<(() => void) | null>(null);

export type AppDialogProps = Omit<DialogProps, 'closeOnEscape' | 'onHide'> & {
  /** called when the dialog closes without saving (after the person confirmed dropping changes) */
  onHide: () => void;
  /**
   * whether the dialog holds changes that closing would lose; without it, any typing or choosing inside the
   * dialog counts as a change
   */
  dirty?: boolean;
  /** with automatic change tracking: a value that changes when the dialog's content was saved (it starts over) */
  savedKey?: unknown;
};

/**
 * The app's dialog (PrimeReact Dialog): Escape closes only the innermost layer (an open list or date picker
 * first, then the dialog), and a dialog with changes asks before Escape, its X or its cancel button
 * ({@link DialogCancelButton}) close it and lose them. Every dialog with inputs uses it.
 */
export function AppDialog({ onHide, dirty, savedKey, children, visible, ...rest }: AppDialogProps) {
  const { t } = useDialogText();
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  // a dialog shown again starts unchanged
  const [shown, setShown] = useState(visible);
  if (shown !== visible) {
    setShown(visible);
    if (!visible) setTouched(false);
  }
  const [saved, setSaved] = useState(savedKey);
  if (saved !== savedKey) {
    setSaved(savedKey);
    setTouched(false);
  }
  const changed = dirty ?? touched;
  const state = useRef({ changed, asking, onHide });
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    state.current = { changed, asking, onHide };
  });

  const requestClose = useCallback(() => {
    if (state.current.asking) return;
    if (state.current.changed) setAsking(true);
    else state.current.onHide();
  }, []);

  useEffect(() => {
    if (!visible) return;
    const me = Symbol('dialog');
    openDialogs.push(me);
    // whether a list or picker was open when Escape was pressed, before its own handler closed it
    let layerWasOpen = false;
    const beforeAll = (event: KeyboardEvent) => {
      if (event.key === 'Escape') layerWasOpen = innerLayerOpen();
    };
    const afterAll = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs.at(-1) !== me || state.current.asking) return;
      if (layerWasOpen) return;
      // Escape in another dialog on top (a confirmation of this dialog's own) is that dialog's
      const own = body.current?.closest('.p-dialog');
      const other = (event.target as Element | null)?.closest?.('.p-dialog');
      if (other && other !== own) return;
      event.preventDefault();
      requestClose();
    };
    window.addEventListener('keydown', beforeAll, true);
    document.addEventListener('keydown', afterAll);
    return () => {
      openDialogs.splice(openDialogs.indexOf(me), 1);
      window.removeEventListener('keydown', beforeAll, true);
      document.removeEventListener('keydown', afterAll);
    };
  }, [visible, requestClose]);

  const noteInput = () => setTouched(true);
  const noteChoice = (event: MouseEvent) => {
    if ((event.target as Element).closest?.(CHOICES)) setTouched(true);
  };
  const noteKey = (event: ReactKeyboardEvent) => {
    // keyboard choices in a list (arrows, Enter) change the value without an input event
    const inList = (event.target as Element).closest?.('.p-dropdown, .p-autocomplete, .p-multiselect');
    if (inList && (event.key.startsWith('Arrow') || event.key === 'Enter')) setTouched(true);
  };

  return (
    <CloseContext.Provider value={requestClose}>
      <Dialog {...rest} visible={visible} closeOnEscape={false} onHide={requestClose}>
        <div
          ref={body}
          className="dpt-app-dialog-body"
          onInputCapture={noteInput}
          onClickCapture={noteChoice}
          onKeyDownCapture={noteKey}
        >
          {children}
        </div>
      </Dialog>
      <ConfirmDialog
        visible={asking}
        onHide={() => setAsking(false)}
        header={t('appDialog.discardHeader')}
        message={t('appDialog.discardMessage')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('appDialog.discard')}
        rejectLabel={t('appDialog.keepEditing')}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => {
          setAsking(false);
          onHide();
        }}
        reject={() => setAsking(false)}
        style={{ maxWidth: 'min(28rem, 95vw)' }}
        data-testid="dialog-discard"
      />
    </CloseContext.Provider>
  );
}

/** A dialog footer's cancel button: closes the dialog the way its X does (asking first when it has changes). */
export function DialogCancelButton(props: Omit<ButtonProps, 'onClick' | 'type'>) {
  const close = useContext(CloseContext);
  return <Button type="button" text {...props} onClick={() => close?.()} />;
}

/** A dialog's footer: its cancel button ({@link DialogCancelButton}), then its own button, which `submit` describes. */
export function DialogFooter({
  cancelLabel,
  ...submit
}: Omit<ButtonProps, 'type'> & { cancelLabel: string }) {
  return (
    <div className="dpt-dialog-footer">
      <DialogCancelButton label={cancelLabel} />
      <Button type="button" {...submit} />
    </div>
  );
}
