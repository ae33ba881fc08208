import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { MAX_STATUS_ID } from '../editor-state';

type Props = {
  id: string;
  value: number;
  label: string;
  onCommit: (value: number) => void;
  invalid: boolean;
};

/**
 * A status id, committed on leaving the field or Enter: a rename moves every reference along, so the
 * in-between values of typing (2, 21, 210) must not each become a rename.
 */
export function StatusIdInput({ id, value, label, onCommit, invalid }: Props) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const parsed = Number(text);
    if (text.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_STATUS_ID) {
      if (parsed !== value) onCommit(parsed);
    } else setText(String(value));
  };
  return (
    <InputText
      id={id}
      aria-label={label}
      value={text}
      inputMode="numeric"
      keyfilter="int"
      maxLength={4}
      className="dpt-wf-id-input"
      invalid={invalid}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
