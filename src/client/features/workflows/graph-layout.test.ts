import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKFLOWS } from '../../../engine/workflows';
import {
  edgeText,
  LABEL_HEIGHT,
  labelWidth,
  layoutWorkflow,
  NODE_HEIGHT,
  NODE_WIDTH,
  type LayoutNode,
} from './graph-layout';

const overlaps = (a: LayoutNode, b: LayoutNode) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layoutWorkflow', () => {
  it('puts EHG statuses in dashboard-group columns, ordered by id, without overlapping boxes', () => {
    const layout = layoutWorkflow(DEFAULT_WORKFLOWS[3]);
    expect(layout.columns.map((c) => c.group)).toEqual([0, 10, 99, 999]);
    const column = (id: number) =>
      layout.columns.findIndex((c) => c.x === layout.nodes.find((n) => n.statusId === id)?.x);
    expect([200, 210, 250, 299].map(column)).toEqual([0, 1, 2, 3]);
    const group10 = layout.nodes.filter((n) => n.group === 10).sort((a, b) => a.y - b.y);
    expect(group10.map((n) => n.statusId)).toEqual([210, 220, 230, 240]);
    for (const a of layout.nodes)
      for (const b of layout.nodes) if (a !== b) expect(overlaps(a, b)).toBe(false);
    for (const n of layout.nodes) {
      expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
      expect(n.y + n.height).toBeLessThanOrEqual(layout.height);
      expect([n.width, n.height]).toEqual([NODE_WIDTH, NODE_HEIGHT]);
    }
  });

  it('merges transitions between the same two statuses into one arrow with every trigger', () => {
    const layout = layoutWorkflow(DEFAULT_WORKFLOWS[3]);
    const edge = layout.edges.find((e) => e.from === 210 && e.to === 220);
    expect(edge?.triggers.sort((a, b) => a - b)).toEqual([6, 100]);
    expect(edge?.transitionIndexes).toHaveLength(2);
    const total = layout.edges.reduce((sum, e) => sum + e.transitionIndexes.length, 0);
    expect(total).toBe(DEFAULT_WORKFLOWS[3].transitions.length);
  });

  it('classifies arrows: forward, back to an earlier column, within a column, and loops', () => {
    const ehg = layoutWorkflow(DEFAULT_WORKFLOWS[3]);
    const kind = (from: number, to: number) => ehg.edges.find((e) => e.from === from && e.to === to)?.kind;
    expect(kind(200, 210)).toBe('forward');
    expect(kind(230, 240)).toBe('column');
    expect(kind(210, 210)).toBe('loop');
    const pdp = layoutWorkflow(DEFAULT_WORKFLOWS[2]);
    expect(pdp.edges.find((e) => e.from === 199 && e.to === 110)?.kind).toBe('backward');
    for (const edge of [...ehg.edges, ...pdp.edges]) {
      expect(edge.path).toMatch(/^M [\d.-]+ [\d.-]+ C /);
      expect(Number.isFinite(edge.label.x) && Number.isFinite(edge.label.y)).toBe(true);
    }
  });

  it('leaves out transitions to unknown statuses and still lays out duplicate status ids', () => {
    const settings = structuredClone(DEFAULT_WORKFLOWS[3]);
    settings.transitions.push({ from: 200, to: 777, triggerType: 7, feedbackType: null });
    settings.statusList.push({ ...settings.statusList[1] });
    const layout = layoutWorkflow(settings);
    expect(layout.edges.some((e) => e.to === 777)).toBe(false);
    expect(layout.nodes).toHaveLength(settings.statusList.length);
    expect(layout.nodes.map((n) => n.index)).toEqual(settings.statusList.map((_, i) => i));
  });

  it('lays out every default workflow inside its bounds', () => {
    for (const settings of Object.values(DEFAULT_WORKFLOWS)) {
      const layout = layoutWorkflow(settings);
      expect(layout.nodes).toHaveLength(settings.statusList.length);
      expect(layout.width).toBeGreaterThan(0);
      expect(layout.height).toBeGreaterThan(0);
    }
  });
});

describe('arrow labels', () => {
  it('never overlap in the default workflows', () => {
    for (const settings of Object.values(DEFAULT_WORKFLOWS)) {
      const { edges } = layoutWorkflow(settings);
      for (const a of edges)
        for (const b of edges) {
          if (a === b) continue;
          const apartX =
            Math.abs(a.label.x - b.label.x) >= (labelWidth(edgeText(a)) + labelWidth(edgeText(b))) / 2;
          const apartY = Math.abs(a.label.y - b.label.y) >= LABEL_HEIGHT;
          expect(apartX || apartY, `${a.key} / ${b.key} in ${settings.processType}`).toBe(true);
        }
    }
  });
});
