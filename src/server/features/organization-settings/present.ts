import { anonymityThresholdOf } from '../../../engine/anonymity';
import type { OrganizationSettings } from '../../db/database';

/** Pure. The editable settings with their values (defaults where the organization sets nothing). */
export const presentSettings = (settings: OrganizationSettings) => ({
  feedbackMail: settings.feedbackMail ?? '',
  reportingAnonymityThreshold: anonymityThresholdOf(settings.reportingAnonymityThreshold),
});
