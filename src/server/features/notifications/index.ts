/** What the notifications feature offers outside itself (the demo seed records what its processes told people). */
export { recordNotifications } from './service';
