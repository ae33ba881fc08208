/** What the PDP feature offers outside itself: the type of its services (tests run its status job). */
export type { PdpServices } from './deps';
