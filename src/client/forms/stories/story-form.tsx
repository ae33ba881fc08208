import { useEffect, useRef } from 'react';
import type { LanguageKey } from '../../../engine/constants';
import type { FeedbackValues } from '../../../engine/forms/answer-types';
import type { CompileContext } from '../../../engine/forms/compiled-types';
import type { Questionnaire } from '../../../engine/forms/questionnaire-types';
import type { FormAnswer } from '../form-answer';
import type { FormMode } from '../form-runtime';
import { textsIn } from '../text';
import { QuestionnaireForm, type QuestionnaireFormHandle } from '../questionnaire-form';

/** How the story's pretend server answers saves. */
export type StorySaves = 'ok' | 'failing' | 'none';

export type StoryFormArgs = {
  questionnaire: Questionnaire;
  mode?: FormMode;
  values?: FeedbackValues;
  context?: CompileContext;
  /** validates once on mount, to show the mandatory messages a submit attempt shows */
  submitOnMount?: boolean;
  saves?: StorySaves;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function okSave(answer: FormAnswer) {
  await wait(400);
  console.info('saved', answer);
}

async function failingSave() {
  await wait(200);
  throw new Error('The story server refuses every save');
}

/** A QuestionnaireForm as the catalogue shows it: a pretend server behind the autosave, a submit button. */
export function StoryForm({ locale, ...args }: StoryFormArgs & { locale: LanguageKey }) {
  const ref = useRef<QuestionnaireFormHandle>(null);
  const { submitOnMount = false, saves = 'ok', mode = 'edit' } = args;
  useEffect(() => {
    if (submitOnMount) void ref.current?.submit();
  }, [submitOnMount]);
  return (
    <div className={mode === 'print' ? 'dpt-story-print' : 'dpt-story-form'}>
      <QuestionnaireForm
        ref={ref}
        questionnaire={args.questionnaire}
        locale={locale}
        mode={mode}
        values={args.values}
        context={args.context}
        onAnswer={saves === 'none' ? undefined : saves === 'ok' ? okSave : failingSave}
        submitLabel={textsIn(locale)('forms.submit')}
      />
    </div>
  );
}
