/** What the users feature offers outside itself: who may join a person's hub group. */
export { mayJoinUserGroup } from './group-access';
