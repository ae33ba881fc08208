import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import type { Translate } from '../../../lib/i18n/translate';
import type { TargetOwner } from '../../../../engine/api/targets';

type Person = Pick<TargetOwner, 'id' | 'firstName' | 'lastName' | 'shorthand'>;

type GoalOwnerPickerProps = {
  employees: Person[];
  /** null: the caller's own goals */
  userId: number | null;
  /** the employees view is open, with or without a choice */
  employeesView: boolean;
  t: Translate;
  onChange: (userId: number | null, employeesView: boolean) => void;
};

const label = (p: Person) => `${p.lastName}, ${p.firstName} (${p.shorthand})`;

/** "My goals" or "My employees' goals" with the employee to show (direct and indirect reports, or all for HR). */
export function GoalOwnerPicker({ employees, userId, employeesView, t, onChange }: GoalOwnerPickerProps) {
  const options = [
    { label: t('targetsPage.mine'), value: 'mine' },
    { label: t('targetsPage.employees'), value: 'employees' },
  ];
  return (
    <div className="dpt-tg-owner">
      <SelectButton
        value={employeesView ? 'employees' : 'mine'}
        options={options}
        allowEmpty={false}
        aria-label={t('targetsPage.scope')}
        onChange={(event) => onChange(null, event.value === 'employees')}
        data-testid="goals-scope"
      />
      {employeesView && (
        <Dropdown
          value={userId}
          options={employees.map((p) => ({ value: p.id, label: label(p) }))}
          optionLabel="label"
          optionValue="value"
          filter
          placeholder={t('targetsPage.pickEmployee')}
          ariaLabel={t('targetsPage.pickEmployee')}
          className="dpt-tg-employee"
          onChange={(event) => onChange(event.value as number, true)}
          data-testid="goals-employee"
        />
      )}
    </div>
  );
}
