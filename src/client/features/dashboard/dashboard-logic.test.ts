// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DashboardDate } from '../../../engine/api/dashboard';
import { moveWidget } from './components/widget-settings-dialog';
import { dateLink } from './dates';
import { processesLink, statusLabel } from './process-status';
import { talkroundBox } from './talkround-box';

const date = (overrides: Partial<DashboardDate>): DashboardDate => ({
  key: 'talk:1',
  type: 1,
  start: '2026-10-12T09:00:00.000Z',
  allDay: false,
  processId: 1,
  processType: 1,
  feedbackId: 11,
  talkroundId: null,
  title: { 'de-DE': 'MAFEG 2026' },
  recipient: null,
  link: { routeName: 'feedback', id: 11 },
  ...overrides,
});

describe('dashboard links', () => {
  it("a date opens the link the server answered: a feedback, a PDP's page, or nothing", () => {
    expect(dateLink(date({}), 'demo')).toBe('/demo/feedback/11');
    const review = { type: 4, processType: 2, processId: 5, feedbackId: null } as const;
    expect(dateLink(date({ ...review, link: { routeName: 'pdp', id: 5 } }), 'demo')).toBe('/demo/pdp/5');
    const round = { type: 2, processId: null, feedbackId: null, talkroundId: 3 } as const;
    expect(dateLink(date({ ...round, link: null }), 'demo')).toBeNull();
  });

  it('a count opens the processes filtered by type and status, indirect for a team, all for HR', () => {
    expect(processesLink('demo', 'team', 1, 110)).toBe('/demo/processes?status=110&type=1&indirect=true');
    expect(processesLink('demo', 'organization', 5, undefined)).toBe('/demo/processes?type=5&scope=all');
    expect(processesLink('demo', 'own', 1, 100)).toBe('/demo/my-feedbacks');
  });
});

describe('statusLabel', () => {
  // the workflows as the session carries them: naming a status needs no compiled machine
  const workflows = [
    {
      processType: 1,
      statusList: [{ statusId: 20, translations: { 'de-DE': 'Dokumentation', 'en-US': 'Documentation' } }],
    },
  ] as unknown as Parameters<typeof statusLabel>[0];

  it('names a status in the language, falls back to German, and to the id when unknown', () => {
    expect(statusLabel(workflows, 1, 20, 'en-US')).toBe('Documentation');
    expect(statusLabel(workflows, 1, 20, 'de-DE')).toBe('Dokumentation');
    expect(statusLabel(workflows, 1, 99, 'en-US')).toBe('99');
    expect(statusLabel(workflows, 2, 20, 'en-US')).toBe('20');
  });
});

describe('moveWidget', () => {
  const layout = {
    widgets: [
      { name: 'calendar', visible: true },
      { name: 'tasks', visible: false },
    ],
  } as const;
  it('moves up and down, and stays at the ends', () => {
    expect(moveWidget({ widgets: [...layout.widgets] }, 1, -1).widgets.map((w) => w.name)).toEqual([
      'tasks',
      'calendar',
    ]);
    expect(moveWidget({ widgets: [...layout.widgets] }, 0, -1).widgets.map((w) => w.name)).toEqual([
      'calendar',
      'tasks',
    ]);
  });
});

describe('talkroundBox', () => {
  it('pairs talkround starts and ends, finds the audience, and the next conference documents', () => {
    const box = talkroundBox(
      [
        date({
          key: 's',
          type: 2,
          start: '2026-09-01',
          allDay: true,
          processType: 5,
          talkroundId: 7,
          title: { 'de-DE': 'PDC 2026' },
        }),
        date({
          key: 'e',
          type: 3,
          start: '2026-12-31',
          allDay: true,
          processType: 5,
          talkroundId: 7,
          title: { 'de-DE': 'PDC 2026' },
        }),
        date({ key: 't', type: 1, start: '2026-10-20T08:00:00.000Z', processType: 5 }),
      ],
      '2026-10-01',
      false,
      'Europe/Berlin',
    );
    expect(box.lines.map((l) => `${l.kind}:${l.state}`)).toEqual([
      'cycle:current',
      'cycle:next',
      'conference:current',
      // 1 October took effect today: the next round is 1 April, nominations from end of January
      'promotion:next',
      'talkround:current',
    ]);
    expect(box.lines.find((l) => l.kind === 'conference')?.audience).toBe('salesDepartmentManagers');
    expect(box.documents).toEqual({
      processType: 5,
      conferenceDate: '2026-10-20',
      dueDate: '2026-10-13',
      days: 12,
    });
  });
});
