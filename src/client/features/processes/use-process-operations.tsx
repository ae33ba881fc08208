import { useState } from 'react';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { localized, personName } from '../../process-common/labels';
import { useRevalidateProcesses } from '../../process-common/list-keys';
import { closeProcess, copyProcess, createProcess, setProcessForm, setProcessStatus } from './api';
import type { ProcessOperation } from './operations';
import { useProcessesText } from './text';
import type { Process } from '../../../engine/api/feedbacks-answers';
import type { CreateProcessBody } from '../../../engine/api/feedbacks-requests';

/** The dialog the screen shows: creating, or an operation on one process. */
export type OpenDialog = { kind: 'create' } | { kind: ProcessOperation; process: Process };

/**
 * The process operations of the screen with their toasts (SPEC §8): each revalidates the process lists and
 * closes its dialog when it worked (a created process goes to `onCreated` first); refusals come back to the dialog (as codes) or as the generic error.
 */
export function useProcessOperations(onCreated?: (process: Process) => unknown) {
  const { t, locale } = useProcessesText();
  const { slug } = useSession();
  const toast = useToast();
  const revalidate = useRevalidateProcesses();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const subjectOf = (process: Process) =>
    t('processesPage.subject', {
      name: personName(process.recipient),
      title: localized(process.title, locale, t(`processTypes.${process.processType}`)),
    });

  async function done(ok: boolean, message: string) {
    if (ok) {
      toast.showSuccess(message);
      setDialog(null);
    }
    await revalidate();
    return ok;
  }

  /** Every operation opens its dialog first; copying asks before it runs (see CopyProcessDialog). */
  function start(operation: ProcessOperation, process: Process) {
    setDialog({ kind: operation, process });
  }

  async function copy(process: Process) {
    const result = await copyProcess(process.id, slug);
    if (!result.ok) toast.showError();
    await done(result.ok, t('processCommon.toasts.copied'));
  }

  async function create(body: CreateProcessBody) {
    const result = await createProcess(body, slug);
    if (result.ok) await onCreated?.(result.process);
    await done(result.ok, t('processCommon.toasts.created'));
    return result.ok ? undefined : (result.code ?? null);
  }

  async function close(process: Process, reasonId: number, reason: string | null) {
    const result = await closeProcess(process.id, reasonId, reason, slug);
    await done(result.ok, t('processCommon.toasts.closed'));
    if (!result.ok && !result.code?.startsWith('CLOSE_REASON')) toast.showError();
    return result.ok ? undefined : (result.code ?? null);
  }

  async function setStatus(process: Process, statusId: number) {
    const result = await setProcessStatus(process.id, statusId, slug);
    if (!result.ok) toast.showError();
    return done(result.ok, t('processCommon.toasts.statusSet'));
  }

  async function changeForm(process: Process, formId: number) {
    const result = await setProcessForm(process.id, formId, slug);
    if (!result.ok) toast.showError();
    return done(result.ok, t('processCommon.toasts.formChanged'));
  }

  return { dialog, setDialog, subjectOf, start, create, copy, close, setStatus, changeForm };
}
