/** What the form's native inputs take besides their value and handlers: the id, the state, the accessible name. */
export type NativeInputProps = {
  id: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** when no <label htmlFor> names the input */
  ariaLabel?: string;
  ariaLabelledBy?: string;
};

/**
 * Pure. The classes PrimeReact's InputText / InputTextarea give their element, for the form's native inputs:
 * a 300-element form mounts hundreds of inputs, and PrimeReact's per-instance pass-through merging cost more
 * than React itself there. Same classes, same theme, same look.
 */
export function primeInputClass(options: {
  multiline?: boolean;
  filled: boolean;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
}): string {
  return [
    options.className,
    options.multiline ? 'p-inputtextarea p-inputtext p-component' : 'p-inputtext p-component',
    options.disabled && 'p-disabled',
    options.filled && 'p-filled',
    options.invalid && 'p-invalid',
  ]
    .filter(Boolean)
    .join(' ');
}
