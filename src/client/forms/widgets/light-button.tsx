import type { ButtonHTMLAttributes } from 'react';

export type LightButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** PrimeIcons classes, e.g. "pi pi-plus" */
  icon: string;
  label?: string;
  text?: boolean;
  outlined?: boolean;
  rounded?: boolean;
  size?: 'small';
  severity?: 'danger';
};

/**
 * PrimeReact's Button markup (same classes, so the theme draws it the same) without its per-instance
 * pass-through machinery: the row, goal and table buttons of a large form are many, and PrimeReact's Button
 * took about a tenth of a 300-element form's first render. Always type="button": a form's own buttons never submit.
 */
export function LightButton({
  icon,
  label,
  text,
  outlined,
  rounded,
  size,
  severity,
  className,
  ...rest
}: LightButtonProps) {
  const classes = [
    className,
    'p-button p-component',
    !label && 'p-button-icon-only',
    rest.disabled && 'p-disabled',
    outlined && 'p-button-outlined',
    text && 'p-button-text',
    rounded && 'p-button-rounded',
    size === 'small' && 'p-button-sm',
    severity && `p-button-${severity}`,
  ];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} aria-label={label} {...rest}>
      <span className={`p-button-icon p-c${label ? ' p-button-icon-left' : ''} ${icon}`} aria-hidden="true" />
      <span className="p-button-label p-c">{label ?? '\u00a0'}</span>
    </button>
  );
}
