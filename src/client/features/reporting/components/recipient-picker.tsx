import { MultiSelect } from 'primereact/multiselect';
import { REPORT_MAX_RECIPIENT_IDS } from '../../../../engine/reporting';
import { useSession } from '../../../lib/session/session-context';
import { byName, useEmployeeChoices } from '../../../process-common/employee-choices';
import type { ReportOptions } from '../../../../engine/api/reporting';
import { useReportingText } from '../text';

type Props = {
  /** the reader's report scope (GET /Reports/options); nothing to pick until it is known */
  scope: ReportOptions['scope'] | undefined;
  /** the chosen recipient ids */
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/**
 * The people a field value report is limited to (POST /Feedbacks/fieldValue's recipient ids): chosen from the
 * people the reader reports on, everyone for a reader of the organization who may list users, otherwise their
 * direct and indirect reports. The server refuses anyone outside the reader's scope all the same.
 */
export function RecipientPicker({ scope, value, onChange }: Props) {
  const { t } = useReportingText();
  const { session, slug } = useSession();
  // a reader of their line picks from their reports, even when they may list every user
  const roles = scope === 'organization' ? session.userRoles : [];
  const people = useEmployeeChoices(slug, roles, scope !== undefined);
  const options = byName(people.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.lastName}, ${p.firstName} (${p.shorthand})`,
  }));
  return (
    <label className="dpt-stacked-field dpt-rp-field dpt-rp-recipients">
      <span>{t('reporting.filters.recipients')}</span>
      <MultiSelect
        value={[...value]}
        options={options}
        onChange={(e) => onChange((e.value as number[]).slice().sort((a, b) => a - b))}
        filter
        display="chip"
        maxSelectedLabels={3}
        selectedItemsLabel={t('reporting.filters.recipientsChosen', { count: value.length })}
        placeholder={t('reporting.filters.everyone')}
        emptyFilterMessage={t('reporting.filters.noPeople')}
        loading={people.isLoading}
        selectionLimit={REPORT_MAX_RECIPIENT_IDS}
        showClear
        data-testid="report-recipients"
      />
    </label>
  );
}
