import { answerShapeOf, indexQuestionnaire, type Questionnaire } from '../../engine/forms';
import { badRequest } from '../errors';

/** 400 NOT_A_TARGET_FIELD unless `elementId` is a target field of the questionnaire (goals live only there). */
export function requireTargetField(questionnaire: Questionnaire | undefined, elementId: string): void {
  const element = questionnaire && indexQuestionnaire(questionnaire).byId.get(elementId);
  if (!element || answerShapeOf(element.element) !== 'targets')
    throw badRequest('NOT_A_TARGET_FIELD', `The form has no target field ${elementId}.`, [
      { path: '/body/elementId', message: 'notATargetField' },
    ]);
}
