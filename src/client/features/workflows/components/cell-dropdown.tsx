import { Dropdown, type DropdownProps } from 'primereact/dropdown';

type Props = Omit<DropdownProps, 'inputId' | 'ariaLabel'> & {
  /** the field id (fieldId of its settings path), which the issue list focuses */
  id: string;
  /** what the column and row make it, for screen readers (the table shows it in its header) */
  label: string;
};

/**
 * A choice in a cell of the workflow editor's tables, named by a hidden label: PrimeReact's ariaLabel names only
 * the trigger, the focused input needs a label of its own.
 */
export function CellDropdown({ id, label, ...dropdown }: Props) {
  return (
    <>
      <label htmlFor={id} className="dpt-visually-hidden">
        {label}
      </label>
      <Dropdown inputId={id} ariaLabel={label} {...dropdown} />
    </>
  );
}
