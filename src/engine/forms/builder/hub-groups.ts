/** Forms hub groups (SPEC §7): the forms list watches one group, each open builder the group of its form. */
export const FORMS_LIST_GROUP = 'forms';

/** Pure. The forms hub group of one questionnaire (all its versions). */
export const formGroup = (correlationId: string): string => `form:${correlationId}`;

/** Payload of FormSaved: the stored version; `newVersion` when the save created a version. */
export type FormSavedEvent = {
  id: number;
  correlationId: string;
  version: number;
  revision: number;
  isDraft: boolean;
  newVersion: boolean;
  savedBy: number;
};
export type FormDeletedEvent = { id: number; correlationId: string };
export type FormCopiedEvent = { id: number; correlationId: string; sourceId: number };
