import { Type, type Static } from 'typebox';
import { EMAIL_ADDRESS_MAX_LENGTH } from '../constants';
import { MAX_ANONYMITY_THRESHOLD, MIN_ANONYMITY_THRESHOLD } from '../anonymity';

/** The HTTP contract of the organization's settings (SPEC §7): each schema with its type of the same name. */

/**
 * PUT /organization/settings: the settings a full administrator edits. Each field is optional (a missing one
 * stays as it is), so that further settings (time zone, reporting threshold) join as fields of their own.
 */
export const OrganizationSettingsBody = Type.Object(
  {
    /** the top bar's feedback mail link (SPEC §2); empty removes the link */
    feedbackMail: Type.Optional(
      Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: EMAIL_ADDRESS_MAX_LENGTH })]),
    ),
    /** reports show no mean, distribution or text of a group with fewer answers than this */
    reportingAnonymityThreshold: Type.Optional(
      Type.Integer({ minimum: MIN_ANONYMITY_THRESHOLD, maximum: MAX_ANONYMITY_THRESHOLD }),
    ),
  },
  { additionalProperties: false },
);
export type OrganizationSettingsBody = Static<typeof OrganizationSettingsBody>;

/** GET and PUT /organization/settings: the editable settings, each with its value now. */
export const OrganizationSettings = Type.Object({
  feedbackMail: Type.String(),
  reportingAnonymityThreshold: Type.Integer(),
});
export type OrganizationSettings = Static<typeof OrganizationSettings>;
