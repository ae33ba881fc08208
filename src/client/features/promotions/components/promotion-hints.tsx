import { civilDateIn, nextPromotionDate, openPromotionRound } from '../../../../engine/calendar';
import { formatDay } from '../../../process-common/dates';
import { browserTimeZone } from '../../../process-common/dates';
import { usePromotionsText } from '../text';

/** The promotion date hints of SPEC §5 and the nomination round open today (SPEC §1). */
export function PromotionHints() {
  const { t, locale } = usePromotionsText();
  const today = civilDateIn(new Date(), browserTimeZone());
  const open = openPromotionRound(today);
  const next = nextPromotionDate('leadership', today);
  return (
    <aside
      className="dpt-card dpt-pm-hints"
      aria-labelledby="dpt-pm-hints-title"
      data-testid="promotion-hints"
    >
      <h2 id="dpt-pm-hints-title">
        <i className="pi pi-calendar" aria-hidden="true" /> {t('promotionsPage.hints.title')}
      </h2>
      <ul>
        <li>{t('promotionsPage.hints.restricted')}</li>
        <li>{t('promotionsPage.hints.monthly')}</li>
        <li>{t('promotionsPage.hints.rounds')}</li>
      </ul>
      <p className="dpt-pm-round">
        {open
          ? t('promotionsPage.hints.openRound', { date: formatDay(open, locale) })
          : t('promotionsPage.hints.noRound', { date: formatDay(next, locale) })}
      </p>
    </aside>
  );
}
