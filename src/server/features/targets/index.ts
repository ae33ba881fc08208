/** What the targets feature offers outside itself (the demo seed makes goals through its own service). */
export { demoGoals } from './demo-goals';
export type { TargetServices } from './deps';
export { saveTarget } from './service';
export { targetsStore } from './store';
