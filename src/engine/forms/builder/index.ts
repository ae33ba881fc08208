/** Pure editing operations of the questionnaire builder (insert, move, nest, delete; undo/redo; import). */
export * from './locate';
export * from './operations';
export * from './new-element';
export * from './history';
export * from './condition-sources';
export * from './shape-check';
export * from './import-definition';
export * from './hub-groups';
export * from './element-at-path';
