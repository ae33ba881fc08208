/** What the archive feature offers outside itself (the demo seed queues its finished processes). */
export { archiveQueueing } from './queue';
