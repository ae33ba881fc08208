export { inContentOrder, releasedAnswers, releasedCount } from './release';
export {
  DEFAULT_ANONYMITY_THRESHOLD,
  MAX_ANONYMITY_THRESHOLD,
  MIN_ANONYMITY_THRESHOLD,
  anonymityThresholdOf,
} from './threshold';
