import {
  nextPromotionDate,
  nominationOpens,
  openPromotionRound,
  type CivilDate,
} from '../../../engine/calendar';

/**
 * Where the April and October rounds stand on a day (SPEC §1): the round whose nomination is open, or the
 * next round with the day its nomination opens. Nominating itself is never closed: promotions into other
 * positions take effect on the first of any month (SPEC §5), and the server takes a nomination on any day,
 * into the open round or else the next one.
 */
export type NominationRound =
  { open: true; effective: CivilDate } | { open: false; effective: CivilDate; opens: CivilDate };

/** Pure. The nomination round on `today`. */
export function nominationRoundOn(today: CivilDate): NominationRound {
  const open = openPromotionRound(today);
  if (open) return { open: true, effective: open };
  const effective = nextPromotionDate('leadership', today);
  return { open: false, effective, opens: nominationOpens(effective)! };
}
