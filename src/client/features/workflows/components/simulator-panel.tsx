import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import type { FeedbackType, TriggerType } from '../../../../engine/constants';
import {
  availableTriggers,
  compileWorkflow,
  nextStatus,
  type WorkflowSettings,
} from '../../../../engine/workflows';
import {
  ANY,
  feedbackTypeLabel,
  fromOptionValue,
  statusOptionLabel,
  statusOptions,
  triggerLabel,
  triggerOptions,
} from '../options';
import { useText } from '../text';
import { SimulatorAccessTable } from './simulator-access-table';

type Step = { trigger: TriggerType; feedbackType: FeedbackType | null; from: number; to: number | null };

/** The simulator, once the workflow has no problems (a workflow with problems does not compile). */
export function SimulatorPanel({ settings, issueCount }: { settings: WorkflowSettings; issueCount: number }) {
  const { t } = useText();
  if (issueCount > 0)
    return (
      <Message severity="warn" text={t('workflowEditor.simulator.blocked')} data-testid="simulator-blocked" />
    );
  return <Simulator settings={settings} />;
}

/** Walks the workflow as edited: status + feedback type + trigger -> next status, and who may do what. */
function Simulator({ settings }: { settings: WorkflowSettings }) {
  const { t, locale } = useText();
  const compiled = useMemo(() => compileWorkflow(settings), [settings]);
  const [chosen, setChosen] = useState(settings.initialStatus);
  // the first allowed feedback type: its rights say more than those for "any feedback"
  const [typeValue, setTypeValue] = useState<number>(settings.allowedFeedbackTypes[0] ?? ANY);
  const [trigger, setTrigger] = useState<TriggerType>(7);
  const [submitted, setSubmitted] = useState(false);
  const [steps, setSteps] = useState<Step[]>([]);
  // an edit may remove the chosen status: then the walk starts over at the initial status
  const status = compiled.statusById.has(chosen) ? chosen : settings.initialStatus;
  const feedbackType = fromOptionValue(typeValue);
  const available = availableTriggers(compiled, status, feedbackType);
  const typeOptions = [ANY, ...settings.allowedFeedbackTypes].map((value) => ({
    value,
    label: feedbackTypeLabel(t, fromOptionValue(value)),
  }));
  const label = (id: number) => statusOptionLabel(settings, id, locale);
  const last = steps.at(-1);

  function fire(fired: TriggerType) {
    const to = nextStatus(compiled, status, fired, feedbackType);
    setSteps((list) => [...list, { trigger: fired, feedbackType, from: status, to }]);
    if (to !== null) setChosen(to);
  }

  const describe = (step: Step) =>
    step.to === null
      ? t('workflowEditor.simulator.stays', {
          trigger: triggerLabel(t, step.trigger),
          from: label(step.from),
        })
      : t('workflowEditor.simulator.moved', {
          trigger: triggerLabel(t, step.trigger),
          from: label(step.from),
          to: label(step.to),
        });

  return (
    <div className="dpt-card dpt-wf-section dpt-wf-simulator" data-testid="simulator">
      <h2 className="dpt-panel-title">{t('workflowEditor.simulator.title')}</h2>
      <p className="dpt-muted dpt-wf-hint">{t('workflowEditor.simulator.description')}</p>
      <div className="dpt-controls">
        <SimulatorChoice
          id="wf-sim-status"
          label={t('workflowEditor.simulator.status')}
          value={status}
          options={statusOptions(settings, locale)}
          onChange={setChosen}
          testId="simulator-status"
        />
        <SimulatorChoice
          id="wf-sim-type"
          label={t('workflowEditor.simulator.feedbackType')}
          value={typeValue}
          options={typeOptions}
          onChange={setTypeValue}
          testId="simulator-feedback-type"
        />
        <SimulatorChoice
          id="wf-sim-trigger"
          label={t('workflowEditor.simulator.trigger')}
          value={trigger}
          options={triggerOptions(t)}
          onChange={(value) => setTrigger(value as TriggerType)}
          testId="simulator-trigger"
        />
        <Button
          label={t('workflowEditor.simulator.fire')}
          icon="pi pi-bolt"
          onClick={() => fire(trigger)}
          data-testid="simulator-fire"
        />
        <Button
          label={t('workflowEditor.simulator.reset')}
          icon="pi pi-replay"
          outlined
          onClick={() => {
            setChosen(settings.initialStatus);
            setSteps([]);
          }}
          data-testid="simulator-reset"
        />
      </div>
      <div className="dpt-wf-sim-available">
        <span>{t('workflowEditor.simulator.available')}:</span>
        {available.length === 0 ? (
          <span className="dpt-muted">{t('workflowEditor.simulator.noneAvailable')}</span>
        ) : (
          available.map((tr) => (
            <Button
              key={tr}
              size="small"
              outlined
              label={triggerLabel(t, tr)}
              onClick={() => fire(tr)}
              data-testid={`simulator-available-${tr}`}
            />
          ))
        )}
      </div>
      <div aria-live="polite">
        {last && (
          <Message
            severity={last.to === null ? 'warn' : 'success'}
            text={describe(last)}
            data-testid="simulator-result"
            data-next={last.to ?? 'none'}
          />
        )}
      </div>
      {steps.length > 1 && (
        <details className="dpt-wf-sim-history">
          <summary>
            {t('workflowEditor.simulator.history')} ({steps.length})
          </summary>
          <ol>
            {steps.map((step, i) => (
              <li key={i}>{describe(step)}</li>
            ))}
          </ol>
        </details>
      )}
      <h3 className="dpt-panel-title">{t('workflowEditor.simulator.who', { status: label(status) })}</h3>
      <div className="dpt-wf-check">
        <Checkbox
          inputId="wf-sim-submitted"
          checked={submitted}
          onChange={(e) => setSubmitted(e.checked === true)}
        />
        <label htmlFor="wf-sim-submitted">{t('workflowEditor.simulator.submitted')}</label>
      </div>
      <SimulatorAccessTable
        compiled={compiled}
        statusId={status}
        feedbackType={feedbackType}
        isSubmitted={submitted}
      />
    </div>
  );
}

/** One of the simulator's choices: a labelled dropdown of numeric options. */
function SimulatorChoice(props: {
  id: string;
  label: string;
  value: number;
  options: { value: number; label: string }[];
  onChange: (value: number) => void;
  testId: string;
}) {
  return (
    <div className="dpt-wf-field">
      <label htmlFor={props.id}>{props.label}</label>
      <Dropdown
        inputId={props.id}
        value={props.value}
        options={props.options}
        onChange={(e) => props.onChange(e.value as number)}
        data-testid={props.testId}
      />
    </div>
  );
}
