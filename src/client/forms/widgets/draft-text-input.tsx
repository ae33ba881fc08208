import { memo, useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormRuntime } from '../form-runtime';
import { primeInputClass, type NativeInputProps } from './input-classes';

/** Pause after typing before the text goes into the form data (conditions, validation). */
const COMMIT_DELAY_MS = 400;

export type TextInputProps = NativeInputProps & {
  value: string | undefined;
  multiline?: boolean;
  /** initial height of a multi-line input (it grows with the text) */
  rows?: number;
  /** a visible hint inside the empty input (rows without column headers) */
  placeholder?: string;
  className?: string;
  /** every keystroke (the autosave debounces it) */
  onType?: (text: string) => void;
  /** the text for the form data, after a pause or on blur */
  onCommit: (text: string) => void;
};

/**
 * A text input that keeps typing local: a keystroke renders this input only; the form data (and with it the
 * whole RJSF tree) hears of the text after a pause, on blur, or when the form flushes drafts before validating.
 */
export const DraftTextInput = memo(function DraftTextInput(props: TextInputProps) {
  const { id, value, multiline, disabled, required, invalid, describedBy, onType, onCommit } = props;
  const { registerDraft } = useFormRuntime();
  const [draft, setDraft] = useState<string | null>(null);
  const draftRef = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const text = draftRef.current;
    if (text === null) return;
    draftRef.current = null;
    commitRef.current(text);
    setDraft(null);
  }, []);
  useEffect(() => registerDraft(flush), [registerDraft, flush]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.target.value;
    draftRef.current = text;
    setDraft(text);
    onType?.(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, COMMIT_DELAY_MS);
  };

  const text = draft ?? value ?? '';
  const common = {
    id,
    value: text,
    disabled,
    className: primeInputClass({
      multiline,
      filled: text !== '',
      invalid,
      disabled,
      className: props.className,
    }),
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-label': props.ariaLabel,
    'aria-labelledby': props.ariaLabelledBy,
    placeholder: props.placeholder,
    onChange: change,
    onBlur: flush,
  };
  // Native elements with PrimeReact's classes (see input-classes.ts). Not PrimeReact's autoResize either: it
  // measured every textarea on mount, a forced layout per field; CSS `field-sizing: content` grows them instead.
  return multiline ? <textarea {...common} rows={props.rows ?? 3} /> : <input type="text" {...common} />;
});
