import type Form from '@rjsf/core';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type RefObject,
} from 'react';
import type { LanguageKey } from '../../engine/constants';
import type { Autosave } from './autosave/autosave';
import type { FormAnswer } from './form-answer';
import type { FormMode, FormRuntime } from './form-runtime';
import type { Translate } from '../lib/i18n/translate';
import { commitUrgently } from './widgets/element-field';

type RuntimeInput = {
  mode: FormMode;
  locale: LanguageKey;
  t: Translate;
  autosave: Autosave<FormAnswer> | undefined;
  formRef: RefObject<Form | null>;
};

/**
 * The fields' runtime of one form, and the two things a submit needs from it: typed text committed first
 * (`flushDrafts`), and no commit still in its transition (`holdSubmit`, a capture handler of submit events).
 */
export function useRuntime({ mode, locale, t, autosave, formRef }: RuntimeInput) {
  const [drafts] = useState(() => new Set<() => void>());
  const flushDrafts = useCallback(() => commitUrgently(() => drafts.forEach((flush) => flush())), [drafts]);
  const [committing, startCommit] = useTransition();
  const runtime = useMemo<FormRuntime>(
    () => ({
      mode,
      locale,
      t,
      save: (answer, timing) => autosave?.queue(answer, timing),
      startCommit,
      registerDraft: (flush) => {
        drafts.add(flush);
        return () => void drafts.delete(flush);
      },
    }),
    [mode, locale, t, autosave, drafts, startCommit],
  );

  // A submit while a commit is still in its transition would validate the answers without it: hold it back
  // and submit again once the form data is complete.
  const heldSubmit = useRef(false);
  const holdSubmit = (event: FormEvent) => {
    flushDrafts();
    if (!committing) return;
    event.preventDefault();
    event.stopPropagation();
    heldSubmit.current = true;
  };
  useEffect(() => {
    if (committing || !heldSubmit.current) return;
    heldSubmit.current = false;
    formRef.current?.submit();
  }, [committing, formRef]);

  return { runtime, flushDrafts, holdSubmit };
}
