import { Tag } from 'primereact/tag';
import { usePromotionsText } from '../text';

const HARDFACTS_SEVERITY = { 0: 'secondary', 1: 'success', 2: 'danger' } as const;

/** The hardfacts state: not checked, met, not met. */
export function HardfactsTag({ state }: { state: number }) {
  const { t } = usePromotionsText();
  const severity = HARDFACTS_SEVERITY[state as 0 | 1 | 2] ?? 'secondary';
  return <Tag severity={severity} value={t(`promotionsPage.hardfactsStates.${state}`)} />;
}

/** The status, coloured by the result: confirmed green, denied red, undecided neutral. */
export function ResultTag({ confirmed, label }: { confirmed: boolean | null; label: string }) {
  const severity = confirmed === true ? 'success' : confirmed === false ? 'danger' : 'info';
  const icon = confirmed === true ? 'pi pi-check' : confirmed === false ? 'pi pi-times' : undefined;
  return <Tag severity={severity} icon={icon} value={label} data-testid="promotion-status" />;
}
