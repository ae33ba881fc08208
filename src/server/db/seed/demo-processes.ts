import type { Kysely, Transaction } from 'kysely';
import {
  ACTION_COLUMNS,
  answerShapeOf,
  applyChange,
  emptyFeedbackValues,
  indexQuestionnaire,
  itemsInOrder,
  scaleRange,
  validateAnswer,
  type FormElement,
  type ValueChange,
} from '../../../engine/forms';
import { languageKeyOf, type ProcessType } from '../../../engine/constants';
import { cycleOf, nextPromotionDate } from '../../../engine/calendar';
import type { Actor } from '../../auth/actor';
import { createProcessCore, type ProcessApi } from '../../processes';
import { demoGoals, saveTarget, targetsStore, type TargetServices } from '../../features/targets';
import { OrganizationConfigRepo } from '../../organizations/organization-config';
import { OrganizationRepo } from '../../organizations/organization-repo';
import type { Database, UserRow } from '../database';
import { demoCareerAndConferences } from './demo-career';
import { demoOrganizations } from './demo-data';
import { recordNotifications } from '../../features/notifications';
import { archiveQueueing } from '../../features/archive';

/** Realistic German answers for the texts of the demo questionnaires, by element id. */
const TEXTS: Record<string, string> = {
  'ms-highlights':
    'Den neuen Preisrechner im Vertrieb Süd eingeführt und drei Neukunden im Mittelstand gewonnen.',
  'ms-strengths': 'Kundengespräche, Verhandlungsgeschick und Zuverlässigkeit bei Terminen.',
  'ms-development': 'Präsentieren vor größeren Gruppen; Auswertungen mit Excel und Power BI.',
  'ms-topics': 'Weiterbildung Verhandlungsführung und die Regelung für mobiles Arbeiten.',
  'mm-highlights':
    'Hat den Preisrechner eingeführt, das Team geschult und den Umsatz im Gebiet um 8 % gesteigert.',
  'mm-strengths': 'Baut schnell Vertrauen bei Kunden auf und bleibt auch in schwierigen Verhandlungen ruhig.',
  'mm-development': 'Mehr Verantwortung für Schlüsselkunden übernehmen; Auftritte in Kundenworkshops üben.',
  'mm-next-role': 'Senior Key Account Manager',
  'md-participants': 'Keine',
  'md-summary':
    'Sehr gutes Jahr mit klarer Kundenorientierung. Einigkeit über die Stärken; Entwicklungsfeld ist das Präsentieren.',
  'md-development': 'Seminar „Überzeugend präsentieren“ im Frühjahr; Mentoring durch Mia Fischer.',
  'md-employee-comment': 'Danke für das offene Gespräch.',
  'eh-expect-manager': 'Eigenständige Betreuung der Bestandskunden im PLZ-Gebiet 8; wöchentlicher Forecast.',
  'eh-expect-employee':
    'Regelmäßige Rücksprachen alle zwei Wochen und frühzeitige Information über Änderungen.',
  'eh-notes': 'Einarbeitung läuft planmäßig.',
  'pd-strengths': 'Analytisches Denken, Kundenorientierung, Teamarbeit.',
  'pd-growth-areas': 'Projektleitung und Präsentation vor dem Management.',
  'pd-next-role': 'Key Account Manager',
  'pr-justification':
    'Übernimmt seit einem Jahr die Betreuung von drei Schlüsselkunden und führt zwei Nachwuchskräfte fachlich an.',
  'pc-succession': 'Nachfolge Head of Sales Süd',
  'pc-outcome': 'Hohes Potenzial; Führungsentwicklungsprogramm im nächsten Jahr.',
  'ec-field': 'Preisgestaltung und Rabattmodelle im B2B-Vertrieb',
  'ec-recommendation': 'Rolle als Expertin für Pricing ausbauen; interne Schulungen übernehmen.',
};

/** Rows of the demo tables, by element id. */
const ROWS: Record<string, Record<string, string>[]> = {
  'ms-projects': [
    { project: 'Preisrechner Vertrieb Süd', role: 'Key User', result: 'Live seit März', period: 'Q1–Q2' },
    { project: 'Kundenbefragung 2026', role: 'Mitarbeit', result: 'NPS +12', period: 'Q3' },
  ],
  'ec-contributions': [
    { contribution: 'Rabattleitfaden', kind: 'Leitfaden', audience: 'Vertrieb', impact: 'Marge +1,5 %' },
  ],
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);

/** The demo answers of one element (values in the upper half of the scale keep the follow-up groups closed). */
function answersFor(element: FormElement, now: Date): ValueChange[] {
  const elementId = element.id;
  const text = () =>
    element.commentFieldType === 3
      ? isoDay(daysFrom(now, 30))
      : (TEXTS[elementId] ?? `Notiz zu „${element.title?.['de-DE'] ?? elementId}“.`);
  const { min, max } = scaleRange(element);
  const value = Math.max(min, max - 1);
  switch (answerShapeOf(element)) {
    case 'comment':
      return [{ kind: 'comment', elementId, itemId: null, comment: text() }];
    case 'scale':
      return [
        { kind: 'item', elementId, value },
        ...(element.mandatoryComment
          ? [
              {
                kind: 'comment' as const,
                elementId,
                itemId: null,
                comment: 'Begründung im Gespräch erläutert.',
              },
            ]
          : []),
      ];
    case 'matrix':
    case 'hardfacts':
      return itemsInOrder(element).map((item) => ({
        kind: 'matrix' as const,
        elementId,
        itemId: item.id,
        value: answerShapeOf(element) === 'hardfacts' ? 1 : value,
      }));
    case 'table': {
      const columns =
        element.type === 'actionField' ? [...ACTION_COLUMNS] : itemsInOrder(element).map((i) => i.id);
      const rows = ROWS[elementId] ?? [
        Object.fromEntries(
          columns.map((c) => [
            c,
            c === 'dueDate'
              ? isoDay(daysFrom(now, 90))
              : c === 'responsible'
                ? 'Team'
                : 'Maßnahme vereinbart',
          ]),
        ),
      ];
      return rows.map((cells, index) => ({
        kind: 'tableRow' as const,
        elementId,
        rowId: `${elementId}-${index + 1}`,
        cells,
        index,
      }));
    }
    case 'career':
      return [
        {
          kind: 'career',
          elementId,
          careerPath: 2,
          developmentType: 1,
          targetPosition: 'Teamleitung Vertrieb Nord',
          targetDate: nextPromotionDate('leadership', isoDay(now)),
          data: 'Führt bereits heute zwei Nachwuchskräfte fachlich an.',
        },
      ];
    default:
      return [];
  }
}

type Demo = {
  db: Kysely<Database>;
  processes: ProcessApi;
  targets: TargetServices;
  organizationId: number;
  people: Map<string, UserRow>;
  now: Date;
  talkrounds: Map<string, number>;
};

const actor = (demo: Demo, shorthand: string): Actor => {
  const user = demo.people.get(shorthand)!;
  return {
    organizationId: demo.organizationId,
    userId: user.id,
    roles: user.roles,
    locale: languageKeyOf(user.language_key),
  };
};

/**
 * Answers the first `share` of a feedback's elements through the save service, in one batch; answers that a
 * condition hides (given the answers before them) are left out, as a person filling in the form would.
 */
async function fill(demo: Demo, who: string, feedbackId: number, share = 1) {
  const feedback = await demo.db
    .selectFrom('feedbacks')
    .select('form_id')
    .where('id', '=', feedbackId)
    .executeTakeFirstOrThrow();
  const q = (await demo.processes.questionnaire(demo.organizationId, feedback.form_id!))!;
  const entries = indexQuestionnaire(q).entries;
  let values = emptyFeedbackValues();
  const changes: ValueChange[] = [];
  for (const { element } of entries.slice(0, Math.ceil(entries.length * share))) {
    for (const change of answersFor(element, demo.now)) {
      if (
        change.kind === 'clearItem' ||
        change.kind === 'clearMatrix' ||
        !validateAnswer(q, values, change).ok
      )
        continue;
      changes.push(change);
      values = applyChange(values, change);
    }
  }
  await demo.processes.saveValues(actor(demo, who), feedbackId, changes);
  for (const { element } of entries.slice(0, Math.ceil(entries.length * share)))
    if (answerShapeOf(element) === 'targets')
      for (const target of demoGoals(demo.now))
        await saveTarget(demo.targets, actor(demo, who), { target, feedbackId, elementId: element.id });
}

type Step =
  | { fill: number; by: string; share?: number }
  | { submit: number; by: string }
  | { approve: number; by: string }
  | { veto: number; by: string; comment: string }
  | { talkDate: number; by: string }
  | { close: { reasonId: number; reason?: string }; by: string };

/** Creates one process and runs its steps through the services; feedback types name the feedbacks. */
async function scenario(
  demo: Demo,
  spec: { recipient: string; creator: string; type: ProcessType; talkround: string; steps: Step[] },
) {
  const processId = await demo.processes.create(actor(demo, spec.creator), {
    recipientId: demo.people.get(spec.recipient)!.id,
    processType: spec.type,
    talkroundId: demo.talkrounds.get(spec.talkround),
  });
  const feedbacks = await demo.processes.feedbacksOf(demo.organizationId, processId);
  const idOf = (type: number) => feedbacks.find((f) => f.feedback_type === type)!.id;
  for (const step of spec.steps) {
    const by = actor(demo, step.by);
    if ('fill' in step) await fill(demo, step.by, idOf(step.fill), step.share);
    else if ('submit' in step) await demo.processes.submit(by, idOf(step.submit));
    else if ('approve' in step) await demo.processes.approve(by, idOf(step.approve));
    else if ('veto' in step) await demo.processes.veto(by, idOf(step.veto), step.comment);
    else if ('talkDate' in step)
      await demo.processes.setTalkDate(by, processId, talkTime(daysFrom(demo.now, step.talkDate)));
    else await demo.processes.close(by, processId, step.close.reasonId, step.close.reason);
  }
}

/** A talk at 10:00 UTC on that day. */
const talkTime = (day: Date) => new Date(`${isoDay(day)}T10:00:00Z`);

/** The talkrounds of the current cycle (July to mid June) and the last one, per process type (SPEC §1). */
async function insertTalkrounds(db: Kysely<Database>, organizationId: number, now: Date) {
  const year = Number(cycleOf(now).start.slice(0, 4));
  const rounds: [string, number, string, string, string][] = [
    ['mafeg', 1, `MAFEG ${year}/${String(year + 1).slice(2)}`, `${year}-07-01`, `${year + 1}-06-15`],
    ['mafeg-last', 1, `MAFEG ${year - 1}/${String(year).slice(2)}`, `${year - 1}-07-01`, `${year}-06-15`],
    ['pdp', 2, `PDP ${year}/${String(year + 1).slice(2)}`, `${year}-07-01`, `${year + 1}-06-15`],
    ['ehg', 3, `EHG ${year}/${String(year + 1).slice(2)}`, `${year}-07-01`, `${year + 1}-06-15`],
    ['promotion-oct', 4, `Beförderung 1.10.${year}`, `${year}-07-15`, `${year}-10-01`],
    ['promotion-apr', 4, `Beförderung 1.4.${year + 1}`, `${year + 1}-01-31`, `${year + 1}-04-01`],
    ['pdc-sales', 5, `PDC Vertrieb Abteilungsleitung ${year}`, `${year}-09-01`, `${year}-12-31`],
    ['pdc-backoffice', 5, `PDC Backoffice ${year + 1}`, `${year + 1}-03-01`, `${year + 1}-05-31`],
    ['pdc-head', 5, `PDC ab Head-of ${year}`, `${year}-11-01`, `${year}-12-31`],
    ['edc', 6, `EDC Vertrieb Experten ${year + 1}`, `${year + 1}-01-01`, `${year + 1}-03-31`],
  ];
  const ids = new Map<string, number>();
  for (const [key, processType, name, start, end] of rounds) {
    const { id } = await db
      .insertInto('talkrounds')
      .values({
        organization_id: organizationId,
        process_type: processType,
        name,
        start_date: start,
        end_date: end,
        finished: end < isoDay(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(key, id);
  }
  // the promotion round whose effective date comes next
  ids.set(
    'promotion',
    isoDay(now) <= `${year}-10-01` ? ids.get('promotion-oct')! : ids.get('promotion-apr')!,
  );
  return ids;
}

const MAFEG = 1;
const PDP = 2;
const EHG = 3;
const PROMOTION = 4;
const PDC = 5;
const EDC = 6;
const [SELF, MANAGER, DOC] = [1, 2, 3];

/** The processes of the demo organization `demo`: MAFEG and EHG in every status, a PDC, an EDC, a PDP, a promotion. */
async function demoScenarios(demo: Demo) {
  const both = (employee: string, manager: string): Step[] => [
    { fill: SELF, by: employee },
    { submit: SELF, by: employee },
    { fill: MANAGER, by: manager },
    { submit: MANAGER, by: manager },
  ];
  const run = (recipient: string, creator: string, type: ProcessType, talkround: string, steps: Step[]) =>
    scenario(demo, { recipient, creator, type, talkround, steps });

  await run('JJUN', 'SSCH', MAFEG, 'mafeg', []);
  await run('LLAN', 'LLAN', MAFEG, 'mafeg', [{ fill: SELF, by: 'LLAN', share: 0.5 }]);
  await run('CCLA', 'SSCH', MAFEG, 'mafeg', [
    { fill: SELF, by: 'CCLA' },
    { submit: SELF, by: 'CCLA' },
    { talkDate: 21, by: 'SSCH' },
  ]);
  await run('PPET', 'TKLE', MAFEG, 'mafeg', both('PPET', 'TKLE'));
  await run('EWEB', 'SSCH', MAFEG, 'mafeg', [
    ...both('EWEB', 'SSCH'),
    { talkDate: 14, by: 'SSCH' },
    { fill: DOC, by: 'SSCH', share: 0.4 },
  ]);
  await run('BBEC', 'TKLE', MAFEG, 'mafeg', [
    ...both('BBEC', 'TKLE'),
    { talkDate: -7, by: 'TKLE' },
    { fill: DOC, by: 'TKLE' },
    { submit: DOC, by: 'TKLE' },
  ]);
  await run('EWEB', 'SSCH', MAFEG, 'mafeg-last', [
    ...both('EWEB', 'SSCH'),
    { talkDate: -200, by: 'SSCH' },
    { fill: DOC, by: 'SSCH' },
    { submit: DOC, by: 'SSCH' },
    { veto: DOC, by: 'EWEB', comment: 'Bitte die vereinbarte Schulung ergänzen.' },
    { submit: DOC, by: 'SSCH' },
    { approve: DOC, by: 'EWEB' },
  ]);
  await run('LLAN', 'SSCH', MAFEG, 'mafeg-last', [
    { fill: SELF, by: 'LLAN', share: 0.3 },
    { close: { reasonId: 8, reason: 'Elternzeit; Gespräch im nächsten Zyklus.' }, by: 'HHOF' },
  ]);

  await run('JJUN', 'SSCH', EHG, 'ehg', [{ talkDate: 10, by: 'SSCH' }]);
  await run('CCLA', 'SSCH', EHG, 'ehg', [
    { talkDate: -3, by: 'SSCH' },
    { fill: DOC, by: 'SSCH' },
    { submit: DOC, by: 'SSCH' },
  ]);
  await run('PPET', 'TKLE', EHG, 'ehg', [
    { fill: DOC, by: 'TKLE' },
    { submit: DOC, by: 'TKLE' },
    { approve: DOC, by: 'PPET' },
  ]);
  await run('BBEC', 'TKLE', EHG, 'ehg', [{ fill: DOC, by: 'TKLE', share: 0.5 }]);

  await run('SSCH', 'MMUE', PDC, 'pdc-sales', [{ fill: DOC, by: 'MMUE', share: 0.6 }]);
  await run('MFIS', 'MMUE', EDC, 'edc', [
    { fill: DOC, by: 'MMUE' },
    { submit: DOC, by: 'MMUE' },
  ]);
  await run('EWEB', 'EWEB', PDP, 'pdp', [
    { fill: DOC, by: 'EWEB', share: 0.7 },
    { talkDate: 60, by: 'EWEB' },
  ]);
  await run('JJUN', 'SSCH', PROMOTION, 'promotion', [{ fill: DOC, by: 'SSCH', share: 0.7 }]);
  await demoCareerAndConferences(run);
}

/**
 * Gives each demo organization that has no process yet its talkrounds and a realistic set of processes, made
 * through the feedback services themselves (create, save, submit, veto, approve, talk date, close) so that
 * statuses, values and the audit trail agree. Runs at every start with demo data on; idempotent per organization.
 * All of it is one transaction: a start stopped half-way (kill -9) leaves no process, and the next start makes
 * them all, instead of finding some and never completing the rest.
 */
export async function ensureDemoProcesses(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute((trx) => makeDemoProcesses(joined(trx)));
}

/**
 * The transaction `trx` as a database whose own transactions join it: the process core opens one per action,
 * and here all of them are to commit (or vanish) together.
 */
function joined(trx: Transaction<Database>): Kysely<Database> {
  const inside = { execute: <T>(work: (t: Transaction<Database>) => Promise<T>) => work(trx) };
  return new Proxy(trx, {
    get: (target, property) => {
      if (property === 'transaction') return () => inside;
      // Kysely's classes keep their state in private fields: their methods must see the transaction itself
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function makeDemoProcesses(db: Kysely<Database>): Promise<void> {
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'slug'])
    .where(
      'slug',
      'in',
      demoOrganizations.map((o) => o.slug),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('processes')
            .select('processes.id')
            .whereRef('processes.organization_id', '=', 'organizations.id'),
        ),
      ),
    )
    .execute();
  if (organizations.length === 0) return;
  // the same process core as the app's, without hubs: nobody is connected while the seed runs
  const core = createProcessCore({
    db,
    organizationConfig: new OrganizationConfigRepo(db),
    log: { error: () => {} },
  });
  const { api: processes, targets: gate } = core;
  // the demo people find in their bells what the making of these processes told them
  core.events.subscribe(async (event) => void (await recordNotifications(db, event)));
  // finished demo processes are queued for the archive; the app's archive worker renders them at start
  core.events.subscribeInTransaction(archiveQueueing());
  gate.useStore(targetsStore());
  const targets: TargetServices = {
    db,
    gate,
    publish: async () => {},
    organizations: new OrganizationRepo(db),
  };
  const now = new Date();
  for (const organization of organizations) {
    const users = await db
      .selectFrom('users')
      .selectAll()
      .where('organization_id', '=', organization.id)
      .execute();
    const forms = await db
      .selectFrom('form_settings')
      .select('process_type')
      .where('organization_id', '=', organization.id)
      .execute();
    if (forms.length === 0) continue; // no questionnaires: nothing to fill in
    const demo: Demo = {
      db,
      processes,
      targets,
      organizationId: organization.id,
      people: new Map(users.map((u) => [u.shorthand, u])),
      now,
      talkrounds: await insertTalkrounds(db, organization.id, now),
    };
    if (demo.people.has('SSCH')) await demoScenarios(demo);
    else {
      const [admin, employee] = [
        users.find((u) => u.supervisor_id === null)!,
        users.find((u) => u.supervisor_id !== null),
      ];
      if (employee)
        await scenario(demo, {
          recipient: employee.shorthand,
          creator: admin.shorthand,
          type: MAFEG,
          talkround: 'mafeg',
          steps: [{ fill: SELF, by: employee.shorthand, share: 0.5 }],
        });
    }
  }
}
