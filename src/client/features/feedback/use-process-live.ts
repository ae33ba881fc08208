import { useCallback, useRef, useState, type RefObject } from 'react';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import type { QuestionnaireFormHandle } from '../../forms/questionnaire-form';
import { asProcessChange } from '../../process-common/types';

/** How long after its own save or step the page takes a process update as its own echo. */
const OWN_ECHO_MS = 4_000;

/**
 * Live updates of one process (hub `feedbacks`, FeedbackProcessUpdated): what others did appears without a
 * reload. Typed text is committed and saved first, then the view reloads; the form keeps its values (see
 * useHeld). Updates that echo this page's own saves and steps reload silently; others show a short notice.
 */
export function useProcessLive(
  processId: number,
  formRef: RefObject<QuestionnaireFormHandle | null>,
  reload: () => Promise<unknown>,
) {
  const ownUntil = useRef(0);
  const [notice, setNotice] = useState(false);
  const markOwn = useCallback(() => {
    ownUntil.current = Date.now() + OWN_ECHO_MS;
  }, []);

  useHubEvent('feedbacks', 'FeedbackProcessUpdated', (arg) => {
    if (asProcessChange(arg)?.processId !== processId) return;
    const foreign = Date.now() > ownUntil.current;
    void (async () => {
      await formRef.current?.flush();
      await reload();
      if (foreign) setNotice(true);
    })();
  });

  return { notice, dismissNotice: () => setNotice(false), markOwn };
}
