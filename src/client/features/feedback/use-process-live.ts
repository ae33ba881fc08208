import { useState, type RefObject } from 'react';
import { processGroup } from '../../../engine/hubs/contract';
import { isOwnOrigin } from '../../lib/hubs/client-id';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useHubGroup } from '../../lib/hubs/use-hub-group';
import type { QuestionnaireFormHandle } from '../../forms/questionnaire-form';

/**
 * Live updates of one process (hub `feedbacks`, FeedbackProcessUpdated in the process's group): what others
 * did appears without a reload. Typed text is committed and saved first, then the view reloads; the form keeps
 * its values (see useHeld), and a short notice says what happened. Updates this tab caused (their `origin` is
 * its client id) are left alone: after its own step the page reloads anyway, after its own save nothing changed.
 */
export function useProcessLive(
  processId: number,
  formRef: RefObject<QuestionnaireFormHandle | null>,
  refresh: () => Promise<unknown>,
) {
  const [notice, setNotice] = useState(false);
  useHubGroup('feedbacks', processGroup(processId));

  useHubEvent('feedbacks', 'FeedbackProcessUpdated', (change) => {
    if (change.processId !== processId || isOwnOrigin(change.origin)) return;
    void (async () => {
      await formRef.current?.flush();
      await refresh();
      setNotice(true);
    })();
  });

  return { notice, dismissNotice: () => setNotice(false) };
}
