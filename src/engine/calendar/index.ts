export * from './civil-date';
export * from './process-cycle';
export * from './conference-windows';
export * from './promotion-dates';
export * from './pdp-review';
export * from './talkround-box';
