import { Message } from 'primereact/message';
import type { FeedbackLoad } from '../api';
import type { Translate } from '../text';

/** The message for a feedback that did not load (SPEC §8 "no permission to access this feedback"). */
export function LoadProblem({ load, t }: { load: Exclude<FeedbackLoad, { kind: 'ok' }>; t: Translate }) {
  const text =
    load.kind === 'noAccess'
      ? t('processCommon.errors.noAccess')
      : load.kind === 'notFound'
        ? t('feedbackPage.notFound')
        : t('processCommon.errors.loadFailed');
  return (
    <Message
      severity={load.kind === 'failed' ? 'error' : 'warn'}
      text={text}
      data-testid={`feedback-${load.kind}`}
    />
  );
}
