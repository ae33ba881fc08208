import { DASHBOARD_GROUPS, type DashboardGroup, type TriggerType } from '../../../engine/constants';
import type { WorkflowSettings } from '../../../engine/workflows';

export type Point = { x: number; y: number };

/** A status drawn as a box; `index` is its place in statusList (duplicates get boxes of their own). */
export type LayoutNode = {
  index: number;
  statusId: number;
  group: DashboardGroup;
  x: number;
  y: number;
  width: number;
  height: number;
};

/** All transitions between one pair of statuses, drawn as one arrow with their triggers as label. */
export type LayoutEdge = {
  key: string;
  from: number;
  to: number;
  transitionIndexes: number[];
  triggers: TriggerType[];
  /** SVG path data of the arrow */
  path: string;
  label: Point;
  kind: 'forward' | 'backward' | 'column' | 'loop';
};

export type GraphLayout = {
  nodes: LayoutNode[];
  edges: LayoutEdge[];
  columns: { group: DashboardGroup; x: number }[];
  width: number;
  height: number;
};

export const NODE_WIDTH = 172;
export const NODE_HEIGHT = 58;
const GAP_X = 116;
const GAP_Y = 40;
const PAD_LEFT = 84;
const PAD_RIGHT = 64;
const HEADER = 46;
const PAD_BOTTOM = 72;

const fmt = (n: number) => Math.round(n * 10) / 10;
const cubic = (a: Point, b: Point, c: Point, d: Point) =>
  `M ${fmt(a.x)} ${fmt(a.y)} C ${fmt(b.x)} ${fmt(b.y)}, ${fmt(c.x)} ${fmt(c.y)}, ${fmt(d.x)} ${fmt(d.y)}`;
/** The point of a cubic Bézier curve at t = 0.5. */
const middle = (a: Point, b: Point, c: Point, d: Point): Point => ({
  x: (a.x + 3 * b.x + 3 * c.x + d.x) / 8,
  y: (a.y + 3 * b.y + 3 * c.y + d.y) / 8,
});

/** Spreads `count` anchor points evenly along a box side of length `length`. */
const spread = (start: number, length: number, slot: number, count: number) =>
  start + (length * (slot + 1)) / (count + 1);

type Slots = Map<string, number[]>;
// Several arrows leave or enter the same box side: each gets its own anchor, in a stable order.
function slotOf(slots: Slots, side: string, key: number): [number, number] {
  const list = slots.get(side) ?? [];
  return [list.indexOf(key), list.length];
}
function claim(slots: Slots, side: string, key: number) {
  const list = slots.get(side) ?? [];
  if (!list.includes(key)) list.push(key);
  slots.set(side, list);
}

/** The label of an arrow: its trigger ids. */
export const edgeText = (edge: Pick<LayoutEdge, 'triggers'>) => edge.triggers.join(', ');
/** Approximate size of a label (11px bold digits), used to keep labels apart and to draw their pill. */
export const labelWidth = (text: string) => text.length * 7.2 + 10;
export const LABEL_HEIGHT = 16;

// Labels of arrows that leave or enter the same box land close together: move later ones down until free.
function separateLabels(edges: LayoutEdge[]) {
  const placed: { x: number; y: number; w: number }[] = [];
  const clash = (x: number, y: number, w: number) =>
    placed.some((p) => Math.abs(p.x - x) < (p.w + w) / 2 + 2 && Math.abs(p.y - y) < LABEL_HEIGHT + 2);
  for (const edge of [...edges].sort((a, b) => a.label.y - b.label.y || a.label.x - b.label.x)) {
    const w = labelWidth(edgeText(edge));
    let { y } = edge.label;
    for (let tries = 0; tries < 6 && clash(edge.label.x, y, w); tries++) y += LABEL_HEIGHT + 2;
    edge.label = { x: edge.label.x, y };
    placed.push({ x: edge.label.x, y, w });
  }
}

/**
 * Pure. Lays a workflow out for drawing: one column per dashboard group (in SPEC §4 order), statuses by id
 * within their column, transitions merged per pair of statuses. Forward arrows run right, arrows back to an
 * earlier column bend below, arrows within a column bend out to the right (downwards) or left (upwards),
 * and a status's own loop sits above its right half. Transitions to unknown statuses are left out (the
 * checker reports them).
 */
export function layoutWorkflow(settings: Pick<WorkflowSettings, 'statusList' | 'transitions'>): GraphLayout {
  const groups = DASHBOARD_GROUPS.filter((g) => settings.statusList.some((s) => s.dashboardGroup === g));
  const columns = groups.map((group, i) => ({ group, x: PAD_LEFT + i * (NODE_WIDTH + GAP_X) }));
  const rows = new Map<DashboardGroup, number>();
  const nodes: LayoutNode[] = settings.statusList
    .map((status, index) => ({ status, index }))
    .sort((a, b) => a.status.statusId - b.status.statusId || a.index - b.index)
    .map(({ status, index }) => {
      const row = rows.get(status.dashboardGroup) ?? 0;
      rows.set(status.dashboardGroup, row + 1);
      const column = groups.indexOf(status.dashboardGroup);
      return {
        index,
        statusId: status.statusId,
        group: status.dashboardGroup,
        x: PAD_LEFT + column * (NODE_WIDTH + GAP_X),
        y: HEADER + row * (NODE_HEIGHT + GAP_Y),
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
      };
    })
    .sort((a, b) => a.index - b.index);

  const byId = new Map<number, LayoutNode>();
  for (const node of nodes) if (!byId.has(node.statusId)) byId.set(node.statusId, node);
  const columnOf = (node: LayoutNode) => groups.indexOf(node.group);

  const pairs = new Map<
    string,
    { from: LayoutNode; to: LayoutNode; indexes: number[]; triggers: TriggerType[] }
  >();
  settings.transitions.forEach((t, index) => {
    const from = byId.get(t.from);
    const to = byId.get(t.to);
    if (!from || !to) return;
    const key = `${t.from}->${t.to}`;
    const pair = pairs.get(key) ?? { from, to, indexes: [], triggers: [] };
    pair.indexes.push(index);
    if (!pair.triggers.includes(t.triggerType)) pair.triggers.push(t.triggerType);
    pairs.set(key, pair);
  });

  const ordered = [...pairs.entries()].sort(([, a], [, b]) => a.to.y - b.to.y || a.from.y - b.from.y);
  const slots: Slots = new Map();
  for (const [, { from, to }] of ordered) {
    if (from === to) continue;
    const forward = columnOf(from) < columnOf(to);
    if (forward) {
      claim(slots, `${from.index}:right`, to.index);
      claim(slots, `${to.index}:left`, from.index);
    }
  }

  let lowest = 0;
  const edges: LayoutEdge[] = ordered.map(([key, { from, to, indexes, triggers }]) => {
    const base = { key, from: from.statusId, to: to.statusId, transitionIndexes: indexes, triggers };
    if (from === to) {
      // above the box's right half: the gap between rows is free there (column arrows use the sides)
      const a = { x: from.x + from.width - 64, y: from.y };
      const d = { x: from.x + from.width - 24, y: from.y };
      const b = { x: a.x - 4, y: a.y - 30 };
      const c = { x: d.x + 4, y: d.y - 30 };
      return { ...base, kind: 'loop', path: cubic(a, b, c, d), label: { x: d.x + 16, y: a.y - 22 } };
    }
    const colFrom = columnOf(from);
    const colTo = columnOf(to);
    if (colFrom < colTo) {
      const [outSlot, outCount] = slotOf(slots, `${from.index}:right`, to.index);
      const [inSlot, inCount] = slotOf(slots, `${to.index}:left`, from.index);
      const a = { x: from.x + from.width, y: spread(from.y, from.height, outSlot, outCount) };
      const d = { x: to.x, y: spread(to.y, to.height, inSlot, inCount) };
      const bend = (d.x - a.x) / 2;
      const b = { x: a.x + bend, y: a.y };
      const c = { x: d.x - bend, y: d.y };
      return { ...base, kind: 'forward', path: cubic(a, b, c, d), label: middle(a, b, c, d) };
    }
    if (colFrom > colTo) {
      const a = { x: from.x + from.width * 0.35, y: from.y + from.height };
      const d = { x: to.x + to.width * 0.65, y: to.y + to.height };
      const dip = 46 + 14 * (colFrom - colTo);
      const b = { x: a.x, y: Math.max(a.y, d.y) + dip };
      const c = { x: d.x, y: Math.max(a.y, d.y) + dip };
      lowest = Math.max(lowest, b.y);
      return { ...base, kind: 'backward', path: cubic(a, b, c, d), label: middle(a, b, c, d) };
    }
    const down = from.y < to.y;
    const rowsApart = Math.abs(to.y - from.y) / (NODE_HEIGHT + GAP_Y);
    const out = Math.min(26 + 12 * rowsApart, 64);
    // downwards (the usual way on) on the right, back up on the left, so a pair does not overlap
    const x = down ? from.x + from.width : from.x;
    const sign = down ? 1 : -1;
    const a = { x, y: from.y + from.height * (down ? 0.62 : 0.38) };
    const d = { x, y: to.y + to.height * (down ? 0.38 : 0.62) };
    const b = { x: x + sign * out * 1.3, y: a.y };
    const c = { x: x + sign * out * 1.3, y: d.y };
    return { ...base, kind: 'column', path: cubic(a, b, c, d), label: middle(a, b, c, d) };
  });

  separateLabels(edges);
  const maxRows = Math.max(1, ...rows.values());
  const bottom = HEADER + maxRows * (NODE_HEIGHT + GAP_Y) - GAP_Y;
  return {
    nodes,
    edges,
    columns,
    width: PAD_LEFT + groups.length * (NODE_WIDTH + GAP_X) - GAP_X + PAD_RIGHT,
    height: Math.max(bottom + PAD_BOTTOM, lowest + 24),
  };
}
