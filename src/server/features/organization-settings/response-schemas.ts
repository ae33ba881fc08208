import { Type } from 'typebox';

/** GET and PUT /organization/settings: the editable settings, each with its value now. */
export const OrganizationSettingsSchema = Type.Object({
  feedbackMail: Type.String(),
  reportingAnonymityThreshold: Type.Integer(),
});
