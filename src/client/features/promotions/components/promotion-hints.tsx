import { NoteCard } from '../../../components/note-card';
import { civilDateIn } from '../../../../engine/calendar';
import { nominationRoundOn } from '../nomination-round';
import { usePromotionsText } from '../text';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

/**
 * The promotion date hints of SPEC §5 and where the April and October rounds stand today (SPEC §1); outside
 * a round, why nominating is possible all the same.
 */
export function PromotionHints() {
  const { t } = usePromotionsText();
  const dates = useDateFormat();
  const round = nominationRoundOn(civilDateIn(new Date(), dates.timeZone));
  return (
    <NoteCard icon="pi pi-calendar" title={t('promotionsPage.hints.title')} testId="promotion-hints">
      <ul>
        <li>{t('promotionsPage.hints.restricted')}</li>
        <li>{t('promotionsPage.hints.monthly')}</li>
        <li>{t('promotionsPage.hints.rounds')}</li>
      </ul>
      <p className="dpt-pm-round" data-testid="promotion-round">
        {round.open
          ? t('promotionsPage.hints.openRound', { date: dates.date(round.effective) })
          : t('promotionsPage.hints.noRound', {
              date: dates.date(round.effective),
              opens: dates.date(round.opens),
            })}
      </p>
      {!round.open && (
        <p className="dpt-pm-round-why" data-testid="promotion-round-why">
          {t('promotionsPage.hints.nominateAnyway')}
        </p>
      )}
    </NoteCard>
  );
}
