import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useHubEvent } from '../../lib/hubs/use-hub-event';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { useRevalidateProcesses } from '../../process-common/list-keys';
import { useFeedbackView } from './api';
import { LoadProblem } from './components/load-problem';
import { FeedbackScreen } from './feedback-screen';
import { useFeedbackText } from './text';
import './feedback.css';

/** /{slug}/feedback/{id}: one feedback of a process with the actions its workflow allows now. */
export function FeedbackPage() {
  const { t } = useFeedbackText();
  const { slug } = useSession();
  const { id = '' } = useParams();
  const feedbackId = Number(id);
  const access = useMemo(() => ({ slug }), [slug]);
  const { data, mutate } = useFeedbackView(feedbackId, access);
  const revalidate = useRevalidateProcesses();
  // the process of this feedback as last seen: a feedback may be out of reach for a while (e.g. the
  // documentation while the supervisor revises it after a veto) and come back with the next step
  const [seen, setSeen] = useState<{ feedbackId: number; processId: number } | null>(null);
  const seenProcess = seen?.feedbackId === feedbackId ? seen.processId : null;
  if (data?.kind === 'ok' && data.view.process.id !== seenProcess)
    setSeen({ feedbackId, processId: data.view.process.id });
  useHubEvent('feedbacks', 'FeedbackProcessUpdated', (change) => {
    if (data?.kind === 'ok') return; // the screen itself follows its process
    if (seenProcess === null || change.processId === seenProcess) void mutate();
  });
  // a step (own or someone else's) took the read right away while the page was open: on to the process as
  // the person may see it now, read-only where they may no longer write, or to their own list
  const navigate = useNavigate();
  const toast = useToast();
  const gone = data?.kind === 'gone' ? data : null;
  useEffect(() => {
    if (!gone) return;
    const next = gone.process?.feedbacks.find((f) => f.canRead);
    toast.showInfo(t(next ? 'feedbackPage.moved.toProcess' : 'feedbackPage.moved.toList'));
    navigate(next ? `/${slug}/feedback/${next.id}` : `/${slug}/my-feedbacks`, { replace: true });
  }, [gone, navigate, slug, t, toast]);

  if (!Number.isInteger(feedbackId) || feedbackId <= 0)
    return (
      <section className="dpt-page">
        <LoadProblem load={{ kind: 'notFound' }} t={t} />
      </section>
    );
  if (!data || data.kind === 'gone')
    return (
      <section className="dpt-page dpt-fb-loading" aria-busy="true" aria-label={t('feedbackPage.loading')}>
        <ProgressSpinner
          style={{ width: '3rem', height: '3rem' }}
          strokeWidth="4"
          aria-label={t('feedbackPage.loading')}
        />
      </section>
    );
  if (data.kind !== 'ok')
    return (
      <section className="dpt-page">
        <Link to={`/${slug}/my-feedbacks`} className="dpt-back-link">
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('feedbackPage.back')}
        </Link>
        <LoadProblem load={data} t={t} wasReadable={seenProcess !== null} />
      </section>
    );
  return (
    <FeedbackScreen
      key={data.view.feedback.id}
      view={data.view}
      slug={slug}
      reload={revalidate}
      refresh={() => mutate()}
    />
  );
}
