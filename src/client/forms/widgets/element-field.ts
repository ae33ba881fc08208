import { deepEquals, type FieldProps } from '@rjsf/utils';
import { memo, useCallback, useEffect, useOptimistic, useRef, type ComponentType } from 'react';
import type { ElementUiOptions } from '../../../engine/forms/compiled-types';
import { useFormRuntime, type FormRuntime } from '../form-runtime';
import { errorsUnder } from '../validation';

/** The props RJSF hands a field registered by `ui:field`. */
export type ElementFieldProps = FieldProps<unknown>;

let urgentDepth = 0;

/**
 * Runs `commitDrafts` with commits applied at once instead of in a transition: a submit must see the text that
 * was typed just before it in the same event.
 */
export function commitUrgently(commitDrafts: () => void): void {
  urgentDepth += 1;
  try {
    commitDrafts();
  } finally {
    urgentDepth -= 1;
  }
}

/** Everything a kind's field works with, derived once from its RJSF props. */
export type ElementField<T> = FormRuntime & {
  /** RJSF's id of the element (`root_<elementId>`); parts append to it with partId */
  fieldId: string;
  options: ElementUiOptions;
  value: T | undefined;
  /** true in read-only and print mode: nothing can change */
  locked: boolean;
  /** replaces the element's answer in the form data; `update` gets the newest answer, even between renders */
  commit: (update: (previous: T | undefined) => T | undefined) => void;
  /** the newest answer, including commits not yet rendered (for building whole-row saves) */
  current: () => T | undefined;
  /**
   * Error texts of a part of the answer: those at and below `path`, and, when the whole answer is missing (ajv
   * then reports only the element), the element's own errors for every part that is `mandatory`.
   */
  errors: (mandatory: boolean | undefined, ...path: Array<string | number>) => string[];
  /** true when the answer schema requires this part (career path, data, ...; ui options do not say for all) */
  requiresPart: (part: string) => boolean;
};

/** Shared by every kind's field: options, current answer, commit to the form data and the form runtime. */
export function useElementField<T>(props: ElementFieldProps): ElementField<T> {
  const runtime = useFormRuntime();
  const { formData, onChange, fieldPathId, uiSchema } = props;
  const latest = useRef(formData as T | undefined);
  useEffect(() => {
    latest.current = formData as T | undefined;
  }, [formData]);
  const path = fieldPathId.path;
  // The form-wide update (RJSF state, conditions, every field's memo check) runs as a transition, so a click or a
  // keystroke paints at once; until it lands, this field shows its new answer optimistically.
  const [shown, show] = useOptimistic(formData as T | undefined);
  const commit = useCallback(
    (update: (previous: T | undefined) => T | undefined) => {
      const next = update(latest.current);
      latest.current = next;
      if (urgentDepth > 0) onChange(next, path);
      else
        runtime.startCommit(() => {
          show(next);
          onChange(next, path);
        });
    },
    [onChange, path, show, runtime],
  );
  const current = useCallback(() => latest.current, []);
  const own = props.rawErrors ?? [];
  const errors = (mandatory: boolean | undefined, ...parts: Array<string | number>) => [
    ...new Set([...(mandatory ? own : []), ...errorsUnder(props.errorSchema, ...parts)]),
  ];
  const required = (props.schema.required as string[] | undefined) ?? [];
  return {
    ...runtime,
    requiresPart: (part) => required.includes(part),
    fieldId: fieldPathId.$id,
    options: uiSchema?.['ui:options'] as ElementUiOptions,
    value: shown,
    locked: runtime.mode !== 'edit' || props.readonly === true || props.disabled === true,
    commit,
    current,
    errors,
  };
}

/**
 * A kind's field, memoized on what it shows: its answer, errors, options and locks. RJSF hands new objects on
 * every form change; comparing them deeply lets the other 299 fields of a large form skip rendering.
 */
export function memoField(component: ComponentType<ElementFieldProps>): ComponentType<ElementFieldProps> {
  return memo(
    component,
    (a, b) =>
      a.fieldPathId.$id === b.fieldPathId.$id &&
      a.readonly === b.readonly &&
      a.disabled === b.disabled &&
      a.onChange === b.onChange &&
      deepEquals(a.formData, b.formData) &&
      deepEquals(a.errorSchema, b.errorSchema) &&
      deepEquals(a.rawErrors, b.rawErrors) &&
      deepEquals(a.uiSchema, b.uiSchema) &&
      deepEquals(a.schema.required, b.schema.required),
  );
}
