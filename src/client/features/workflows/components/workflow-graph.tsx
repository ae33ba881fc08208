import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { closedStatusOf, statusLabel, type WorkflowSettings } from '../../../../engine/workflows';
import {
  edgeText,
  LABEL_HEIGHT,
  labelWidth,
  layoutWorkflow,
  type LayoutEdge,
  type LayoutNode,
} from '../graph-layout';
import { triggerLabel } from '../options';
import { useText } from '../text';
import { GraphLegend } from './graph-legend';
import { wrapLabel } from './wrap-label';

type Props = {
  settings: WorkflowSettings;
  issuePaths: string[];
  selectedStatus: number | null;
  selectedTransitions: number[];
  onSelectStatus: (statusId: number) => void;
  onSelectEdge: (from: number, transitionIndexes: number[]) => void;
};

type GraphButtonProps = {
  className: string;
  /** the accessible name */
  label: string;
  /** the tooltip */
  title: string;
  pressed?: boolean;
  testId: string;
  onChoose: () => void;
  children: ReactNode;
};

/** A part of the graph that acts as a button: one Tab stop; a click, Enter or Space chooses it. */
function GraphButton({ className, label, title, pressed, testId, onChoose, children }: GraphButtonProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose();
    }
  };
  return (
    <g
      className={className}
      tabIndex={0}
      role="button"
      aria-label={label}
      aria-pressed={pressed}
      data-testid={testId}
      onClick={onChoose}
      onKeyDown={onKeyDown}
    >
      <title>{title}</title>
      {children}
    </g>
  );
}

/** An arrowhead for the edges (`markerEnd="url(#id)"`), filled by its class. */
function ArrowMarker({ id, className }: { id: string; className: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="9"
      refY="5"
      markerWidth="7"
      markerHeight="7"
      orient="auto-start-reverse"
    >
      <path d="M 0 0 L 10 5 L 0 10 z" className={className} />
    </marker>
  );
}

/**
 * The workflow drawn as SVG: statuses as boxes in dashboard-group columns, transitions as arrows labelled
 * with their trigger ids. Boxes and arrows are buttons (mouse and keyboard) that filter the table below.
 */
export function WorkflowGraph(props: Props) {
  const { settings, issuePaths, selectedStatus, selectedTransitions } = props;
  const { t, locale } = useText();
  const layout = layoutWorkflow(settings);
  const closed = closedStatusOf(settings);
  const statusIssue = (node: LayoutNode) => issuePaths.some((p) => p.startsWith(`/statusList/${node.index}`));
  const edgeIssue = (edge: LayoutEdge) =>
    edge.transitionIndexes.some((i) => issuePaths.some((p) => p.startsWith(`/transitions/${i}`)));
  const isSelected = (edge: LayoutEdge) =>
    edge.transitionIndexes.some((i) => selectedTransitions.includes(i));
  const triggersText = (edge: LayoutEdge) => edge.triggers.map((tr) => triggerLabel(t, tr)).join(', ');

  return (
    <figure className="dpt-card dpt-wf-graph" data-testid="workflow-graph">
      <figcaption>
        <h2 className="dpt-panel-title">{t('workflowEditor.graph.title')}</h2>
        <p className="dpt-muted">{t('workflowEditor.graph.description')}</p>
      </figcaption>
      <div className="dpt-wf-graph-scroll">
        <svg
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          // shrinks to the card down to 85 % (labels stay readable); a wider workflow scrolls instead
          style={{ maxWidth: '100%', minWidth: Math.round(layout.width * 0.85) }}
          role="group"
          aria-label={t('workflowEditor.graph.title')}
        >
          <defs>
            <ArrowMarker id="wf-arrow" className="dpt-wf-arrowhead" />
            <ArrowMarker id="wf-arrow-hot" className="dpt-wf-arrowhead-hot" />
          </defs>
          {layout.columns.map((column) => (
            <text key={column.group} x={column.x} y={18} className="dpt-wf-column-title">
              {t(`workflowEditor.groups.${column.group}`)}
            </text>
          ))}
          {layout.edges.map((edge) => {
            const hot = isSelected(edge) || edge.from === selectedStatus;
            const classes = `dpt-wf-edge${hot ? ' dpt-wf-edge-hot' : ''}${edgeIssue(edge) ? ' dpt-wf-edge-issue' : ''}`;
            const label = t('workflowEditor.graph.edgeLabel', {
              from: edge.from,
              to: edge.to,
              triggers: triggersText(edge),
            });
            const text = edgeText(edge);
            // the name starts with what the edge shows, so speech input can say it (WCAG 2.5.3)
            const name = text ? `${text}: ${label}` : label;
            return (
              <GraphButton
                key={edge.key}
                className={classes}
                label={name}
                title={name}
                testId={`graph-edge-${edge.from}-${edge.to}`}
                onChoose={() => props.onSelectEdge(edge.from, edge.transitionIndexes)}
              >
                <path d={edge.path} className="dpt-wf-edge-hit" />
                <path
                  d={edge.path}
                  className="dpt-wf-edge-line"
                  markerEnd={`url(#${hot ? 'wf-arrow-hot' : 'wf-arrow'})`}
                />
                <rect
                  x={edge.label.x - labelWidth(text) / 2}
                  y={edge.label.y - LABEL_HEIGHT / 2}
                  width={labelWidth(text)}
                  height={LABEL_HEIGHT}
                  rx={LABEL_HEIGHT / 2}
                  className="dpt-wf-edge-label-bg"
                />
                <text x={edge.label.x} y={edge.label.y + 4} textAnchor="middle" className="dpt-wf-edge-label">
                  {text}
                </text>
              </GraphButton>
            );
          })}
          {layout.nodes.map((node) => {
            const name = statusLabel(settings, node.statusId, locale);
            const lines = wrapLabel(name, 24, 2);
            const badge =
              node.statusId === settings.initialStatus
                ? t('workflowEditor.graph.initial')
                : node.statusId === settings.finalStatus
                  ? t('workflowEditor.graph.final')
                  : node.statusId === closed
                    ? t('workflowEditor.graph.closed')
                    : '';
            const classes = [
              'dpt-wf-node',
              node.statusId === settings.initialStatus ? 'dpt-wf-node-initial' : '',
              node.statusId === settings.finalStatus ? 'dpt-wf-node-final' : '',
              node.statusId === closed ? 'dpt-wf-node-closed' : '',
              node.statusId === selectedStatus ? 'dpt-wf-node-selected' : '',
              statusIssue(node) ? 'dpt-wf-node-issue' : '',
            ].join(' ');
            const note = node.statusId === closed ? t('workflowEditor.graph.closeNote') : '';
            // the name holds the box's texts in their order, so speech input can say them (WCAG 2.5.3); a
            // shortened name follows in full in parentheses
            const shown = lines.join(' ');
            const label = [
              t('workflowEditor.graph.statusLabel', { id: node.statusId, name: shown }),
              shown === name ? '' : ` (${name})`,
              badge ? `, ${badge}` : '',
              note ? `, ${note}` : '',
            ].join('');
            return (
              <GraphButton
                key={node.index}
                className={classes}
                label={label}
                title={name}
                pressed={node.statusId === selectedStatus}
                testId={`graph-node-${node.statusId}`}
                onChoose={() => props.onSelectStatus(node.statusId)}
              >
                <rect
                  x={node.x}
                  y={node.y}
                  width={node.width}
                  height={node.height}
                  rx={8}
                  className="dpt-wf-node-box"
                />
                {node.statusId === settings.finalStatus && (
                  <rect
                    x={node.x + 3}
                    y={node.y + 3}
                    width={node.width - 6}
                    height={node.height - 6}
                    rx={6}
                    className="dpt-wf-node-inner"
                  />
                )}
                {/* spaces between the texts keep their words apart for assistive technology; SVG draws none */}
                <text x={node.x + 10} y={node.y + 17} className="dpt-wf-node-id">
                  {node.statusId}
                </text>{' '}
                {lines.map((line, i) => (
                  <Fragment key={i}>
                    <text x={node.x + 10} y={node.y + 33 + i * 14} className="dpt-wf-node-name">
                      {line}
                    </text>{' '}
                  </Fragment>
                ))}
                {badge && (
                  <text
                    x={node.x + node.width - 10}
                    y={node.y + 17}
                    textAnchor="end"
                    className="dpt-wf-node-badge"
                  >
                    {badge}
                  </text>
                )}{' '}
                {note && (
                  <text x={node.x} y={node.y + node.height + 14} className="dpt-wf-node-note">
                    {note}
                  </text>
                )}
              </GraphButton>
            );
          })}
        </svg>
      </div>
      <GraphLegend settings={settings} />
    </figure>
  );
}
