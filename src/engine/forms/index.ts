export * from './questionnaire-types';
export * from './answer-types';
export * from './validate-questionnaire';
