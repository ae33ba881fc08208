import type { RegistryFieldsType } from '@rjsf/utils';
import type { ElementType } from '../../../engine/forms/questionnaire-types';
import { ActionField } from './action-field';
import { CustomElementField } from './custom-element-field';
import type { ElementFieldProps } from './element-field';
import { GroupingField } from './grouping-field';
import { ScaleMatrixField } from './scale-matrix-field';
import { ScaleQuestionField } from './scale-question-field';
import { TableQuestionField } from './table-question-field';
import { TableReviewField } from './table-review-field';
import { TargetField } from './target-field';
import { TextQuestionField } from './text-question-field';
import { TextSectionField } from './text-section-field';
import type { ComponentType } from 'react';

/** One field per element kind, registered under the `ui:field` name compile() emits (the element type). */
const ELEMENT_FIELDS: Record<ElementType, ComponentType<ElementFieldProps>> = {
  textSection: TextSectionField,
  textQuestion: TextQuestionField,
  scaleQuestion: ScaleQuestionField,
  scaleMatrix: ScaleMatrixField,
  tableQuestion: TableQuestionField,
  tableReview: TableReviewField,
  grouping: GroupingField,
  actionField: ActionField,
  targetField: TargetField,
  customElement: CustomElementField,
};

export const elementFields = ELEMENT_FIELDS as unknown as RegistryFieldsType;
