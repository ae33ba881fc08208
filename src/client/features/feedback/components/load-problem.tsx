import { Message } from 'primereact/message';
import type { FeedbackLoad } from '../api';
import type { Translate } from '../../../lib/i18n/translate';

type Props = {
  load: Exclude<FeedbackLoad, { kind: 'ok' }>;
  t: Translate;
  /** the caller could read it a moment ago: "not available at this time" rather than "no permission" */
  wasReadable?: boolean;
};

/** The message for a feedback that did not load (SPEC §8: no access at this time, or no permission). */
export function LoadProblem({ load, t, wasReadable = false }: Props) {
  const text =
    load.kind === 'noAccess'
      ? t(wasReadable ? 'processCommon.errors.notAvailable' : 'processCommon.errors.noAccess')
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
