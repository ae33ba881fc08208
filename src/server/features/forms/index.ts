/** What the forms feature offers outside itself: who may join a questionnaire's hub group. */
export { mayJoinFormsGroup } from './group-access';
