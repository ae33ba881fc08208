import type { Translate } from '../../lib/i18n/translate';
import { Dropdown } from 'primereact/dropdown';
import { memo } from 'react';
import type { TargetStatus } from '../../../engine/constants';
import { TARGET_STATUSES } from '../../../engine/constants';

/** 0 and 10 both mean open (SPEC §3); 10 is offered only when a goal already has it, so "open" appears once. */
function statusOptions(value: TargetStatus, t: Translate) {
  return TARGET_STATUSES.filter((status) => status !== 10 || value === 10).map((status) => ({
    value: status,
    label: t(`forms.targetStatus.${status}`),
  }));
}

type TargetStatusInputProps = {
  id: string;
  value: TargetStatus;
  disabled: boolean;
  ariaLabel?: string;
  t: Translate;
  onChange: (status: TargetStatus) => void;
};

/** The status of a goal or sub-goal (SPEC §3 target statuses). */
export const TargetStatusInput = memo(function TargetStatusInput(props: TargetStatusInputProps) {
  const { id, value, disabled, t } = props;
  return (
    <Dropdown
      inputId={id}
      value={value}
      options={statusOptions(value, t)}
      optionLabel="label"
      optionValue="value"
      disabled={disabled}
      ariaLabel={props.ariaLabel}
      // PrimeReact's ariaLabel names the shown value only; the focusable combobox takes the aria-* props
      aria-label={props.ariaLabel}
      className="dpt-status-input"
      onChange={(event) => props.onChange(event.value as TargetStatus)}
    />
  );
});
