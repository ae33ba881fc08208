import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportForms, ReportOptions } from '../../src/engine/api/reporting';
import { buildOrg, buildUser } from './helpers/factories';
import {
  buildProcessOrg,
  buildTalkround,
  client,
  expectStatus,
  type Person,
  type ProcessOrg,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

const MAFEG = 1;
const COMPLETE = 170;

/** A process organization with units, HR, a full administrator and a team of `teamSize` under the supervisor. */
async function reportingOrg(teamSize = 5) {
  const o = await buildProcessOrg(t);
  const db = t.app.db;
  const person = async (roles: string[], supervisorId?: number): Promise<Person> => {
    const user = await buildUser(db, {
      organizationId: o.org.id,
      roles,
      ...(supervisorId ? { supervisorId } : {}),
    });
    return {
      user,
      headers: { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': o.org.slug },
    };
  };
  const hr = await person(['dpt.processes.read']);
  const fullAdmin = await person(['dpt.full_admin']);
  const team = [o.employee, o.peer];
  while (team.length < teamSize) team.push(await person([], o.supervisor.user.id));
  await db
    .updateTable('users')
    .set({ hierarchy: 'Sales', location: 'Berlin' })
    .where(
      'id',
      'in',
      team.map((p) => p.user.id),
    )
    .execute();
  await db.updateTable('users').set({ hierarchy: 'IT' }).where('id', '=', o.colleague.user.id).execute();
  return { ...o, hr, fullAdmin, team };
}
type ReportingOrg = Awaited<ReturnType<typeof reportingOrg>>;

/** A MAFEG of a recipient in a status, with self, manager and documentation feedbacks (set up directly). */
async function addMafeg(o: ProcessOrg, recipientId: number, statusId: number, talkroundId?: number) {
  const db = t.app.db;
  const process = await db
    .insertInto('processes')
    .values({
      organization_id: o.org.id,
      process_type: MAFEG,
      status_id: statusId,
      recipient_id: recipientId,
      talkround_id: talkroundId ?? null,
      title: JSON.stringify({}),
      start_date: '2025-07-01',
      end_date: '2026-06-15',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const feedback = (type: number, formId: number, donorId: number) =>
    db
      .insertInto('feedbacks')
      .values({
        organization_id: o.org.id,
        process_id: process.id,
        feedback_type: type,
        form_id: formId,
        donor_id: donorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const documentation = await feedback(3, o.forms.documentation.id, o.supervisor.user.id);
  await feedback(1, o.forms.self.id, recipientId);
  await feedback(2, o.forms.manager.id, o.supervisor.user.id);
  return { processId: process.id, documentationId: documentation.id };
}

async function rate(o: ProcessOrg, feedbackId: number, value: number, summary?: string) {
  await t.app.db
    .insertInto('feedback_item_values')
    .values({ organization_id: o.org.id, feedback_id: feedbackId, element_id: 'd-rating', value })
    .execute();
  if (summary)
    await t.app.db
      .insertInto('feedback_comments')
      .values({
        organization_id: o.org.id,
        feedback_id: feedbackId,
        element_id: 'd-summary',
        item_key: '',
        comment: summary,
      })
      .execute();
}

const get = async (who: Person, url: string) =>
  expectStatus(await client(t, who).get(url), 200).json() as Report;

describe('reporting: refusals', () => {
  let o: ReportingOrg;
  beforeAll(async () => {
    o = await reportingOrg(2);
  });

  it('401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Reports/pdp-report' })).statusCode).toBe(401);
  });

  it('403 for an employee without reports or HR roles, on every report and download', async () => {
    const api = client(t, o.employee);
    for (const url of [
      '/api/Reports/status-report/1/1',
      '/api/Reports/pdp-report',
      '/api/Reports/career-development/export?format=csv',
      '/api/Reports/pdc-actions',
      '/api/Reports/ehg-actions',
      '/api/Reports/field-value-report/elements/1',
    ])
      expect((await api.get(url)).statusCode, url).toBe(403);
    const body = { formCorrelationId: o.forms.documentation.correlation_id, elementId: 'd-rating' };
    expect((await api.post('/api/Reports/field-value-report/1/1', body)).statusCode).toBe(403);
  });

  it('400 for unknown report and process types and malformed filters', async () => {
    const api = client(t, o.hr);
    for (const url of [
      '/api/Reports/status-report/3/1',
      '/api/Reports/status-report/1/7',
      '/api/Reports/status-report/x/1',
      '/api/Reports/pdp-report?from=yesterday',
      '/api/Reports/pdp-report?talkroundId=0',
      `/api/Reports/pdp-report?hierarchy=${'x'.repeat(201)}`,
      '/api/Reports/pdp-report?from=2026-02-01&to=2026-01-01',
      '/api/Reports/pdp-report/export?format=pdf',
      '/api/Reports/pdc-actions?processType=3',
      '/api/Reports/field-value-report/1/1/export?format=csv&formCorrelationId=x&elementId=y&recipientIds=1,,2',
    ])
      expect((await api.get(url)).statusCode, url).toBe(400);
    const other = await buildOrg(t.app.db);
    const foreignRound = await buildTalkround(t.app.db, other.id);
    expect((await api.get(`/api/Reports/pdp-report?talkroundId=${foreignRound.id}`)).statusCode).toBe(400);
    expect(
      (
        await api.post('/api/Reports/field-value-report/1/1', {
          formCorrelationId: o.forms.documentation.correlation_id,
          elementId: 'd-projects',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the anonymity threshold is an organization setting of full administrators, within its bounds', async () => {
    expect((await client(t, o.hr).get('/api/organization/settings')).statusCode).toBe(403);
    const admin = client(t, o.fullAdmin);
    expect(expectStatus(await admin.get('/api/organization/settings'), 200).json()).toMatchObject({
      reportingAnonymityThreshold: 5,
    });
    expect(
      (await admin.put('/api/organization/settings', { reportingAnonymityThreshold: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await client(t, o.hr).put('/api/organization/settings', { reportingAnonymityThreshold: 3 }))
        .statusCode,
    ).toBe(403);
    expectStatus(await admin.put('/api/organization/settings', { reportingAnonymityThreshold: 3 }), 200);
    expect((await get(o.hr, '/api/Reports/pdp-report')).threshold).toBe(3);
  });
});

describe('status report', () => {
  let o: ReportingOrg;
  beforeAll(async () => {
    o = await reportingOrg(3);
    await addMafeg(o, o.employee.user.id, 100);
    await addMafeg(o, o.peer.user.id, COMPLETE);
    await addMafeg(o, o.team[2]!.user.id, 199);
    await addMafeg(o, o.colleague.user.id, 110);
    await addMafeg(o, o.supervisor.user.id, COMPLETE);
  });

  it('HR sees the organization by unit, with dashboard groups and completion rates', async () => {
    const report = await get(o.hr, '/api/Reports/status-report/1/1');
    expect(report.scope).toBe('organization');
    const sales = report.rows.find((r) => r.group === 'Sales')!;
    expect(sales).toMatchObject({
      total: 3,
      group0: 1,
      group99: 1,
      group999: 1,
      s170: 1,
      completionRate: 50,
    });
    expect(report.rows.find((r) => r.group === 'IT')).toMatchObject({ total: 1, group10: 1 });
    expect(report.columns.map((c) => c.key)).toContain('s170');
  });

  it("a supervisor's report covers their line only; by supervisor it names them", async () => {
    const report = await get(o.supervisor, '/api/Reports/status-report/2/1');
    expect(report.scope).toBe('line');
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ total: 3 });
    expect(String(report.rows[0]!.group)).toContain(o.supervisor.user.last_name);
    const head = await get(o.head, '/api/Reports/status-report/1/1');
    expect(head.rows.reduce((n, r) => n + Number(r.total), 0)).toBe(4);
    expect(head.rows.find((r) => r.group === 'IT')).toBeUndefined();
  });

  it("the filter options list only the units of the reader's scope", async () => {
    const options = expectStatus(
      await client(t, o.supervisor).get('/api/Reports/options'),
      200,
    ).json() as ReportOptions;
    expect(options).toMatchObject({ scope: 'line', hierarchy: ['Sales'] });
    const all = expectStatus(await client(t, o.hr).get('/api/Reports/options'), 200).json() as ReportOptions;
    expect(all.hierarchy).toEqual(['IT', 'Sales']);
    expect((await client(t, o.employee).get('/api/Reports/options')).statusCode).toBe(403);
  });

  it('filters by unit and location; another organization sees nothing of it', async () => {
    const it = await get(o.hr, '/api/Reports/status-report/1/1?hierarchy=IT');
    expect(it.rows.map((r) => r.group)).toEqual(['IT']);
    const berlin = await get(o.hr, '/api/Reports/status-report/1/1?location=Berlin');
    expect(berlin.rows.map((r) => r.total)).toEqual([3]);
    const other = await reportingOrg(2);
    expect((await get(other.hr, '/api/Reports/status-report/1/1')).rows).toEqual([]);
  });

  it('the workbook read back with exceljs holds the same rows; the CSV parses to them too', async () => {
    const report = await get(o.hr, '/api/Reports/status-report/1/1');
    const res = expectStatus(
      await client(t, o.hr).get('/api/Reports/status-report/1/1/export?format=xlsx'),
      200,
    );
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="status-report-.*\.xlsx"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(report.columns.map((c) => c.title));
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(report.columns.map((_, i) => row.getCell(i + 1).value ?? null));
    });
    expect(rows).toEqual(report.rows.map((r) => report.columns.map((c) => r[c.key] ?? null)));

    const csv = expectStatus(
      await client(t, o.hr).get('/api/Reports/status-report/1/1/export?format=csv'),
      200,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',')).toEqual(report.columns.map((c) => c.title));
    expect(lines.slice(1).map((l) => l.split(','))).toEqual(
      report.rows.map((r) => report.columns.map((c) => (r[c.key] === null ? '' : String(r[c.key])))),
    );
  });
});

describe('field value report', () => {
  let o: ReportingOrg;
  let documentationIds: number[];
  beforeAll(async () => {
    o = await reportingOrg(5);
    documentationIds = [];
    let value = 1;
    for (const member of o.team) {
      const { documentationId } = await addMafeg(o, member.user.id, COMPLETE);
      documentationIds.push(documentationId);
      await rate(o, documentationId, value++, `summary of ${member.user.first_name}`);
    }
    // someone outside the supervisor's line, with an answer of their own
    const outside = await addMafeg(o, o.colleague.user.id, COMPLETE);
    await rate(o, outside.documentationId, 5, 'outside the line');
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    formCorrelationId: o.forms.documentation.correlation_id,
    elementId: 'd-rating',
    ...extra,
  });
  const post = async (who: Person, url: string, payload: unknown) =>
    expectStatus(await client(t, who).post(url, payload), 200).json() as Report;

  it('lists the reportable elements of the questionnaires of a process type', async () => {
    const forms = expectStatus(
      await client(t, o.supervisor).get('/api/Reports/field-value-report/elements/1'),
      200,
    ).json() as ReportForms;
    const documentation = forms.forms.find((f) => f.correlationId === o.forms.documentation.correlation_id)!;
    expect(documentation.elements.map((e) => e.id)).toEqual(['d-summary', 'd-rating']);
  });

  it('per unit: count, mean and distribution of the answers the supervisor may read, from their line only', async () => {
    const report = await post(o.supervisor, '/api/Reports/field-value-report/1/1', body());
    expect(report.rows).toEqual([
      expect.objectContaining({
        group: 'Sales',
        count: 5,
        mean: 3,
        v1: 1,
        v2: 1,
        v3: 1,
        v4: 1,
        v5: 1,
        note: null,
      }),
    ]);
  });

  it('a group below the threshold shows no mean, distribution or text', async () => {
    expectStatus(
      await client(t, o.fullAdmin).put('/api/organization/settings', { reportingAnonymityThreshold: 6 }),
      200,
    );
    try {
      const scale = await post(o.supervisor, '/api/Reports/field-value-report/1/1', body());
      expect(scale.rows).toEqual([expect.objectContaining({ count: 5, mean: null, v1: null, v5: null })]);
      expect(scale.rows[0]!.note).toBeTruthy();
      const texts = await post(
        o.supervisor,
        '/api/Reports/field-value-report/1/1',
        body({ elementId: 'd-summary' }),
      );
      expect(texts.rows).toEqual([expect.objectContaining({ count: 5, text: null })]);
    } finally {
      expectStatus(
        await client(t, o.fullAdmin).put('/api/organization/settings', { reportingAnonymityThreshold: 5 }),
        200,
      );
    }
  });

  it("per person: each readable answer of the supervisor's reports, never someone outside the line", async () => {
    const report = await post(
      o.supervisor,
      '/api/Reports/field-value-report/2/1',
      body({ elementId: 'd-summary' }),
    );
    expect(report.rows).toHaveLength(5);
    expect(report.rows.map((r) => r.text)).not.toContain('outside the line');
    const hr = await post(o.head, '/api/Reports/field-value-report/2/1', body({ elementId: 'd-summary' }));
    expect(hr.rows.map((r) => r.text)).not.toContain('outside the line');
  });

  it('recipient ids outside the line are refused (403), of another organization 400', async () => {
    const api = client(t, o.supervisor);
    const mine = await post(
      o.supervisor,
      '/api/Reports/field-value-report/2/1',
      body({ recipientIds: [o.employee.user.id] }),
    );
    expect(mine.rows).toHaveLength(1);
    expect(
      (
        await api.post(
          '/api/Reports/field-value-report/2/1',
          body({ recipientIds: [o.employee.user.id, o.colleague.user.id] }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await client(t, o.supervisor).get(
          `/api/Reports/field-value-report/2/1/export?format=csv&formCorrelationId=${o.forms.documentation.correlation_id}&elementId=d-rating&recipientIds=${o.colleague.user.id}`,
        )
      ).statusCode,
    ).toBe(403);
    const stranger = await buildUser(t.app.db, {});
    expect(
      (await api.post('/api/Reports/field-value-report/2/1', body({ recipientIds: [stranger.id] })))
        .statusCode,
    ).toBe(400);
  });

  it('HR reads no answers the workflow keeps from administrators', async () => {
    const report = await post(o.hr, '/api/Reports/field-value-report/1/1', body());
    expect(report.rows).toEqual([]);
  });
});

describe('PDP, career and action reports', () => {
  let o: ReportingOrg;
  let pdpId: number;
  beforeAll(async () => {
    o = await reportingOrg(2);
    const db = t.app.db;
    const pdp = await db
      .insertInto('processes')
      .values({
        organization_id: o.org.id,
        process_type: 2,
        status_id: 110,
        recipient_id: o.employee.user.id,
        title: JSON.stringify({}),
        start_date: '2025-07-01',
        end_date: '2026-06-15',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pdpId = pdp.id;
    await db
      .insertInto('pdp_reviews')
      .values({ organization_id: o.org.id, process_id: pdp.id, review_at: new Date('2024-01-10T10:00:00Z') })
      .execute();
    const ehg = await db
      .insertInto('processes')
      .values({
        organization_id: o.org.id,
        process_type: 3,
        status_id: 250,
        recipient_id: o.peer.user.id,
        title: JSON.stringify({}),
        start_date: '2025-07-01',
        end_date: '2026-06-15',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('targets')
      .values({
        organization_id: o.org.id,
        id: 'goal-1',
        owner_id: o.peer.user.id,
        kind: 'personal',
        process_id: ehg.id,
        title: '=Lead the new project',
        due_date: '2026-03-31',
        status: 20,
        comment: '',
        sub_targets: '[]',
        actions: '[]',
      })
      .execute();
  });

  it('PDP report: status, review dates, missing document', async () => {
    const report = await get(o.hr, '/api/Reports/pdp-report');
    expect(report.rows).toEqual([
      expect.objectContaining({
        processId: expect.any(Number),
        statusId: 110,
        lastReview: '2024-01-10',
        nextReview: null,
        document: null,
        documentState: 'Fehlt',
      }),
    ]);
    expect((await get(o.supervisor, '/api/Reports/pdp-report?hierarchy=IT')).rows).toEqual([]);
  });

  it("PDP report: the next review is the PDP screen's, a talk date included, on the organization's day", async () => {
    const db = t.app.db;
    // a review set as the process's talk date (no pdp_reviews row), late in the evening in Berlin
    await db
      .updateTable('processes')
      .set({ talk_date: new Date('2099-03-12T23:30:00Z') })
      .where('id', '=', pdpId)
      .execute();
    try {
      const [row] = (await get(o.hr, '/api/Reports/pdp-report')).rows;
      const screen = expectStatus(await client(t, o.hr).get(`/api/Pdp/${pdpId}`), 200).json();
      expect(screen.nextReviewDate).toBe('2099-03-12T23:30:00.000Z');
      expect(row).toMatchObject({ lastReview: '2024-01-10', nextReview: '2099-03-13' });
    } finally {
      // the screen moved the status with the new review (110 -> 120): the other tests see the PDP as it was
      await db
        .updateTable('processes')
        .set({ talk_date: null, status_id: 110 })
        .where('id', '=', pdpId)
        .execute();
    }
  });

  it('EHG actions: the goals with owner, due date and status; the CSV keeps formulas as text', async () => {
    const report = await get(o.hr, '/api/Reports/ehg-actions');
    expect(report.rows).toEqual([
      expect.objectContaining({ text: '=Lead the new project', dueDate: '2026-03-31', status: 'In Arbeit' }),
    ]);
    const csv = expectStatus(await client(t, o.hr).get('/api/Reports/ehg-actions/export?format=csv'), 200);
    expect(csv.body).toContain("'=Lead the new project");
    expect((await get(o.hr, '/api/Reports/pdc-actions')).rows).toEqual([]);
    expect((await get(o.hr, '/api/Reports/career-development')).rows).toEqual([]);
  });

  it('a workbook of a per-process report types dates as dates', async () => {
    const res = expectStatus(await client(t, o.hr).get('/api/Reports/pdp-report/export?format=xlsx'), 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const lastReview = sheet.getRow(2).getCell(header.indexOf('Letztes Review') + 1).value;
    expect(lastReview).toEqual(new Date('2024-01-10T00:00:00Z'));
  });
});
