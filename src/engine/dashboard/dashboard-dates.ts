/** The kinds of date of GET /Dashboard/GetDates (SPEC §3 Dashboard "dates"). */
export const DASHBOARD_DATE_TYPES = { talk: 1, talkroundStart: 2, talkroundEnd: 3, pdpReview: 4 } as const;
export type DashboardDateType = (typeof DASHBOARD_DATE_TYPES)[keyof typeof DASHBOARD_DATE_TYPES];

/** How far GetDates looks back and ahead when the caller names no range, and the longest range it answers. */
export const DASHBOARD_DATES_DEFAULT_MONTHS_BACK = 12;
export const DASHBOARD_DATES_DEFAULT_MONTHS_AHEAD = 18;
export const DASHBOARD_DATES_MAX_DAYS = 3 * 366;
