import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { Button } from 'primereact/button';
import { useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { FormData } from '../../engine/forms/answer-types';
import type { CompiledForm } from '../../engine/forms/compiled-types';
import { valuesToFormData } from '../../engine/forms/values-to-form-data';
import { createVisibility } from '../../engine/forms/visibility';
import { focusError } from './focus-error';
import { SaveStatus } from './autosave/save-status';
import { useAutosave } from './autosave/use-autosave';
import { FormRuntimeContext } from './form-runtime';
import type { QuestionnaireFormProps } from './questionnaire-form';
import { ThemedForm } from './theme/themed-form';
import { textsIn } from './text';
import { createErrorTransformer } from './validation';
import { useRuntime } from './use-runtime';
import { schemaValidator } from './validator/schema-validator';

/** What a page can do with a drawn form. */
export type QuestionnaireFormHandle = {
  /** commits typed text, validates like a submit (messages at the fields, focus on the first) and tells if valid */
  submit: () => Promise<boolean>;
  /** commits typed text and waits until the autosave has sent everything (e.g. before submitting the feedback) */
  flush: () => Promise<void>;
  getFormData: () => FormData;
};

type Props = QuestionnaireFormProps & {
  form: CompiledForm;
  /** CSP-safe by default (see schema-validator.ts); @rjsf/validator-ajv8 fits where eval is allowed */
  validator?: ValidatorType;
};

// RJSF fills array minItems and empty objects with defaults by default: that would invent table rows without
// ids for mandatory tables. Answers start empty; the schema has no defaults to apply.
const DEFAULTS_BEHAVIOUR = {
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipDefaults',
} as const;

/** The RJSF part of QuestionnaireForm, for a questionnaire that compiled. */
export function CompiledQuestionnaireForm(props: Props) {
  const { questionnaire, locale, mode, values, form, ref, onAnswer, onSubmit, submitLabel } = props;
  const { onFormDataChange, onSaveStateChange, hideSaveState, validator = schemaValidator } = props;
  const t = useMemo(() => textsIn(locale), [locale]);
  const { autosave, store } = useAutosave(mode === 'edit' ? onAnswer : undefined);
  const initialFormData = useMemo(
    () => (values ? valuesToFormData(questionnaire, values) : {}),
    [questionnaire, values],
  );
  const transformErrors = useMemo(() => createErrorTransformer(t), [t]);
  // errors update live only after the first failed submit, so nobody is told off while still filling in
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<Form>(null);
  const container = useRef<HTMLDivElement>(null);
  const { runtime, flushDrafts, holdSubmit } = useRuntime({ mode, locale, t, autosave, formRef });
  const formData = useRef<FormData>(initialFormData);
  const pendingSubmit = useRef<((valid: boolean) => void) | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      submit: () =>
        new Promise<boolean>((resolve) => {
          flushDrafts();
          pendingSubmit.current = resolve;
          formRef.current?.submit();
        }),
      flush: async () => {
        flushDrafts();
        await autosave?.flush();
      },
      getFormData: () => formData.current,
    }),
    [flushDrafts, autosave],
  );

  const editing = mode === 'edit';
  // The RJSF tree as one element that changes only with what it draws: a render of this component for anything
  // else (a commit's transition starting and ending) leaves the tree alone instead of walking its 300 fields.
  const themedForm = useMemo(() => {
    const settleSubmit = (valid: boolean) => {
      pendingSubmit.current?.(valid);
      pendingSubmit.current = null;
    };
    return (
      <ThemedForm
        ref={formRef}
        schema={form.schema as RJSFSchema}
        uiSchema={form.uiSchema as UiSchema}
        formData={initialFormData}
        validator={validator}
        readonly={!editing}
        noHtml5Validate
        focusOnFirstError={(error) => focusError(container.current, error)}
        showErrorList="bottom"
        liveValidate={attempted ? 'onChange' : false}
        transformErrors={transformErrors}
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        onChange={(event: IChangeEvent<FormData>) => {
          formData.current = event.formData ?? {};
          // the server refuses answers of hidden elements; typing that a condition just hid is not sent
          const visible = createVisibility(questionnaire, formData.current);
          autosave?.discard((answer) => !visible(answer.elementId));
          onFormDataChange?.(formData.current);
        }}
        onSubmit={(event: IChangeEvent<FormData>) => {
          settleSubmit(true);
          onSubmit?.(event.formData ?? {});
        }}
        onError={() => {
          setAttempted(true);
          settleSubmit(false);
        }}
      >
        {editing && submitLabel ? (
          <div className="dpt-qform-actions">
            <Button type="submit" label={submitLabel} icon="pi pi-send" />
          </div>
        ) : (
          <></>
        )}
      </ThemedForm>
    );
  }, [
    form,
    initialFormData,
    validator,
    editing,
    attempted,
    transformErrors,
    questionnaire,
    autosave,
    onFormDataChange,
    onSubmit,
    submitLabel,
  ]);
  return (
    <FormRuntimeContext.Provider value={runtime}>
      <div
        ref={container}
        className={`dpt-qform dpt-qform-${mode}`}
        data-mode={mode}
        onSubmitCapture={holdSubmit}
      >
        <SaveStatus
          store={store}
          saving={autosave !== undefined}
          showIndicator={!hideSaveState}
          container={container}
          t={t}
          onSaveStateChange={onSaveStateChange}
        />
        {themedForm}
      </div>
    </FormRuntimeContext.Provider>
  );
}
