/** 360° (multi-rater) feedback: rater groups and settings, nomination rules, the anonymity-safe report. */
export * from './groups';
export * from './issues';
export * from './settings';
export * from './nomination';
export * from './report-types';
export { buildMultiRaterReport } from './report';
export { NOTABLE_GAP, NOTABLE_GAP_COUNT } from './gaps';
