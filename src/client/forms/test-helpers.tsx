import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { FormElement } from '../../engine/forms/questionnaire-types';
import { buildQuestionnaire } from '../../engine/forms/testing/factories';
import { QuestionnaireForm } from './questionnaire-form';

type FormProps = Partial<ComponentProps<typeof QuestionnaireForm>>;

/** Renders a one-page form of `elements` in English edit mode; `props` override. */
export function renderForm(elements: FormElement[], props: FormProps = {}) {
  const questionnaire = buildQuestionnaire([elements]);
  return render(
    <QuestionnaireForm
      questionnaire={questionnaire}
      locale="en-US"
      mode="edit"
      submitLabel="Submit"
      {...props}
    />,
  );
}
