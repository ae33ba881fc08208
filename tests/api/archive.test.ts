import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it, vi } from 'vitest';
import { FEEDBACK_TYPES } from '../../src/engine/constants';
import type { Archive } from '../../src/engine/api/archive';
import { archiveKeyOf } from '../../src/server/features/archive/key';
import { ARCHIVE_MAX_ATTEMPTS, runArchiveJob } from '../../src/server/features/archive/worker';
import {
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  type Person,
  type ProcessOrg,
  saveGoal,
} from './helpers/process-factories';
import { archiveServices, silentLog } from './helpers/archive-services';
import { useTestApp } from './helpers/use-test-app';
import type { TestApp } from './helpers/test-app';

const { t } = useTestApp();

const { selfEvaluation: SELF, managerEvaluation: MANAGER, documentation: DOCUMENTATION } = FEEDBACK_TYPES;
const FINAL = 170;

/** The text of every page of a PDF, lines joined with spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const fontDir = path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/');
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fontDir, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

type Answers = { selfText: string; managerText: string; summary: string; goal: string };

/** Fills in and submits a whole MAFEG through HTTP up to its final status (170). */
async function finishMafeg(t: TestApp, o: ProcessOrg, answers: Answers) {
  const process = await createProcess(t, o.employee, o.employee.user.id);
  const employee = client(t, o.employee);
  const supervisor = client(t, o.supervisor);
  const fill = async (
    api: ReturnType<typeof client>,
    feedbackId: number,
    prefix: 's' | 'm',
    text: string,
  ) => {
    const ok = (res: Awaited<ReturnType<typeof api.post>>) => expectStatus(res, 200);
    ok(await api.post('/api/feedbackValues/item', { feedbackId, elementId: `${prefix}-overall`, value: 4 }));
    ok(
      await api.post('/api/FeedbackComments', {
        feedbackId,
        elementId: `${prefix}-highlights`,
        itemId: null,
        comment: text,
      }),
    );
    for (const [itemId, value] of [
      ['teamwork', 3],
      ['ownership', prefix === 's' ? 2 : 4],
    ] as const)
      ok(
        await api.post('/api/feedbackValues/matrix', {
          feedbackId,
          elementId: `${prefix}-skills`,
          itemId,
          value,
        }),
      );
    ok(await api.post('/api/Feedbacks/Submit', { feedbackId }));
  };
  await fill(employee, process.feedbackOf(SELF), 's', answers.selfText);
  await fill(supervisor, process.feedbackOf(MANAGER), 'm', answers.managerText);
  expectStatus(
    await supervisor.post('/api/FeedbackTalkDate', {
      processId: process.id,
      talkDate: '2099-03-12T09:00:00Z',
    }),
    200,
  );
  const documentation = process.feedbackOf(DOCUMENTATION);
  expectStatus(
    await supervisor.post('/api/FeedbackComments', {
      feedbackId: documentation,
      elementId: 'd-summary',
      itemId: null,
      comment: answers.summary,
    }),
    200,
  );
  await saveGoal(supervisor, documentation, answers.goal);
  expectStatus(await supervisor.post('/api/Feedbacks/Submit', { feedbackId: documentation }), 200);
  const approved = expectStatus(
    await employee.put('/api/Feedbacks/Approve', { feedbackId: documentation }),
    200,
  );
  expect(approved.json().statusId).toBe(FINAL);
  return process;
}

/** Polls GET /archive/{key} until `done` answers true (the worker runs after the commit). */
async function waitForArchive(
  t: TestApp,
  who: Person,
  processId: number,
  done: (a: Archive) => boolean,
): Promise<Archive> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = expectStatus(
      await client(t, who).get(`/api/archive/${encodeURIComponent(archiveKeyOf(processId))}`),
      200,
    ).json() as Archive;
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`archive never got there: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const download = (t: TestApp, who: Person, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });

describe('the process archive (GET /archive/{key}, the download, re-archive)', () => {
  it('refuses without a token (401), a malformed key (400), strangers (403) and unknown processes (404)', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.employee, o.employee.user.id);
    const key = encodeURIComponent(archiveKeyOf(process.id));

    expect((await t.app.inject({ method: 'GET', url: `/api/archive/${key}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/archive/file?key=${key}&document=conclusion` }))
        .statusCode,
    ).toBe(401);

    const employee = client(t, o.employee);
    for (const bad of ['abc', '!!!!', encodeURIComponent(Buffer.from('12x').toString('base64')), 'MA==']) {
      const res = await employee.get(`/api/archive/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('MALFORMED_ARCHIVE_KEY');
    }
    expect((await employee.get(`/api/archive/file?key=${key}&document=summary`)).statusCode).toBe(400);
    expect((await employee.get(`/api/archive/file?key=${key}`)).statusCode).toBe(400);
    expect((await employee.post(`/api/archive/abc/rebuild`, {})).statusCode).toBe(403);
    expect((await client(t, o.admin).post(`/api/archive/abc/rebuild`, {})).statusCode).toBe(400);

    // the peer has no role in the employee's process: 403 on the archive and on every document
    const peer = client(t, o.peer);
    expect((await peer.get(`/api/archive/${key}`)).json().code).toBe('NO_FEEDBACK_ACCESS');
    expect((await peer.get(`/api/archive/file?key=${key}&document=self-evaluation`)).statusCode).toBe(403);
    // only HR (process write) re-archives
    expect((await employee.post(`/api/archive/${key}/rebuild`, {})).statusCode).toBe(403);
    // a process that has not ended is not archived
    const running = await client(t, o.admin).post(`/api/archive/${key}/rebuild`, {});
    expect(running.statusCode).toBe(409);
    expect(running.json().code).toBe('PROCESS_NOT_ENDED');

    const unknown = encodeURIComponent(archiveKeyOf(2147483000));
    expect((await employee.get(`/api/archive/${unknown}`)).statusCode).toBe(404);
    expect((await employee.get(`/api/archive/file?key=${unknown}&document=conclusion`)).statusCode).toBe(404);

    // a running process has no archive yet: readable, "not available"
    const answer = expectStatus(await employee.get(`/api/archive/${key}`), 200).json();
    expect(answer).toMatchObject({
      processId: process.id,
      available: false,
      state: 'none',
      conclusionUrl: null,
    });
    expect((await employee.get(`/api/archive/file?key=${key}&document=self-evaluation`)).statusCode).toBe(
      404,
    );
  });

  it('archives a finished MAFEG as four PDFs with the answers; another organization sees nothing', async () => {
    const o = await buildProcessOrg(t);
    const other = await buildProcessOrg(t);
    const answers = {
      selfText: 'Launched the pricing tool',
      managerText: 'Strong delivery on pricing',
      summary: 'Agreed on negotiation training',
      goal: 'Lead the pricing project',
    };
    // the organization's logo goes on every document
    const logo = fs.readFileSync(path.join(process.cwd(), 'src/server/db/seed/assets/demo-logo.png'));
    await t.app.db.updateTable('organizations').set({ logo_png: logo }).where('id', '=', o.org.id).execute();
    const finished = await finishMafeg(t, o, answers);
    const archive = await waitForArchive(t, o.employee, finished.id, (a) => a.state === 'done');
    expect(archive).toMatchObject({ processId: finished.id, available: true });
    const urls = [
      archive.conclusionUrl,
      archive.selfEvaluationUrl,
      archive.supervisorEvaluationUrl,
      archive.comparisonUrl,
    ];
    expect(urls.every((url) => typeof url === 'string' && url.startsWith('/api/archive/file?'))).toBe(true);
    const [conclusion, self, supervisor, comparison] = await Promise.all(
      urls.map(async (url) => {
        const res = expectStatus(await download(t, o.employee, url!), 200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        return pdfText(res.rawPayload);
      }),
    );
    // the logo is an image of the document
    const raw = expectStatus(await download(t, o.employee, archive.conclusionUrl!), 200).rawPayload;
    expect(raw.includes('/Subtype /Image')).toBe(true);
    const recipient = `${o.employee.user.first_name} ${o.employee.user.last_name}`;
    // the recipient's language is German (buildUser): the documents' own words are German
    expect(conclusion).toContain('Gesprächsdokumentation');
    expect(conclusion).toContain(recipient);
    expect(conclusion).toContain(answers.summary);
    expect(conclusion).toContain(answers.goal);
    expect(self).toContain('Selbsteinschätzung');
    expect(self).toContain(answers.selfText);
    expect(self).toContain('4 / 5');
    expect(self).not.toContain(answers.managerText);
    expect(supervisor).toContain(answers.managerText);
    expect(supervisor).not.toContain(answers.selfText);
    expect(comparison).toContain(answers.selfText);
    expect(comparison).toContain(answers.managerText);
    expect(comparison).toContain('Title s-skills – Ownership 2 / 4 4 / 4');

    // the supervisor reads them too; the peer's download is refused on every document
    const forSupervisor = await waitForArchive(t, o.supervisor, finished.id, () => true);
    expect(forSupervisor.selfEvaluationUrl).toBe(archive.selfEvaluationUrl);
    expectStatus(await download(t, o.supervisor, archive.comparisonUrl!), 200);
    for (const url of urls) expect((await download(t, o.peer, url!)).statusCode).toBe(403);

    // another organization: the same answer as for a process that does not exist
    const outsider = client(t, other.admin);
    const key = encodeURIComponent(archiveKeyOf(finished.id));
    expect((await outsider.get(`/api/archive/${key}`)).statusCode).toBe(404);
    for (const url of urls) expect((await download(t, other.admin, url!)).statusCode).toBe(404);
    expect((await outsider.post(`/api/archive/${key}/rebuild`, {})).statusCode).toBe(404);

    // HR re-archives: queued again, rendered anew, the old files replaced
    const before = await t.app.db
      .selectFrom('process_archives')
      .selectAll()
      .where('process_id', '=', finished.id)
      .executeTakeFirstOrThrow();
    const rebuilt = expectStatus(
      await client(t, o.admin).post(`/api/archive/${key}/rebuild`, {}),
      202,
    ).json();
    expect(['queued', 'running', 'done']).toContain(rebuilt.state);
    const again = await waitForArchive(
      t,
      o.employee,
      finished.id,
      (a) => a.state === 'done' && a.archivedAt !== archive.archivedAt,
    );
    expect(again.available).toBe(true);
    const after = await t.app.db
      .selectFrom('process_archives')
      .selectAll()
      .where('process_id', '=', finished.id)
      .executeTakeFirstOrThrow();
    expect(after.generation).toBe(before.generation + 1);
    expect(after.conclusion_key).not.toBe(before.conclusion_key);
    // the replaced files go once the new ones are recorded (after the commit, so the poll can come first)
    await vi.waitFor(
      () => expect(fs.existsSync(path.join(t.config.dataDir, 'files', before.conclusion_key!))).toBe(false),
      { timeout: 10_000, interval: 50 },
    );
    expect(
      await pdfText(expectStatus(await download(t, o.employee, again.conclusionUrl!), 200).rawPayload),
    ).toContain(answers.summary);
  });

  it('archives a closed process too, in English for an English recipient', async () => {
    const o = await buildProcessOrg(t);
    await t.app.db
      .updateTable('users')
      .set({ language_key: 'en-US' })
      .where('id', '=', o.employee.user.id)
      .execute();
    const process = await createProcess(t, o.employee, o.employee.user.id);
    expectStatus(
      await client(t, o.employee).post('/api/FeedbackComments', {
        feedbackId: process.feedbackOf(SELF),
        elementId: 's-highlights',
        itemId: null,
        comment: 'Half way through',
      }),
      200,
    );
    expectStatus(
      await client(t, o.admin).post('/api/Feedbacks/close', { processId: process.id, reasonId: 1 }),
      200,
    );
    const archive = await waitForArchive(t, o.admin, process.id, (a) => a.state === 'done');
    const self = await pdfText(
      expectStatus(await download(t, o.admin, archive.selfEvaluationUrl!), 200).rawPayload,
    );
    expect(self).toContain('Self-evaluation');
    expect(self).toContain('Half way through');
  });

  it('renders each queued archive once when two workers race, and gives up after the last attempt', async () => {
    const o = await buildProcessOrg(t);
    const processes = [];
    for (let i = 0; i < 4; i += 1) {
      const p = await createProcess(t, o.employee, o.employee.user.id);
      expectStatus(
        await client(t, o.admin).post('/api/Feedbacks/SetProcessStatus', {
          processId: p.id,
          statusId: FINAL,
        }),
        200,
      );
      processes.push(p.id);
    }
    for (const id of processes) await waitForArchive(t, o.employee, id, (a) => a.state === 'done');
    // queue all four again at once, then two workers (as two instances would) run at the same time
    await t.app.db
      .updateTable('process_archives')
      .set((eb) => ({
        state: 'queued',
        attempts: 0,
        generation: eb('generation', '+', 1),
        next_attempt_at: new Date(0),
      }))
      .where('process_id', 'in', processes)
      .execute();
    const [first, second] = await Promise.all([
      runArchiveJob(archiveServices(t), silentLog),
      runArchiveJob(archiveServices(t), silentLog),
    ]);
    const rows = await t.app.db
      .selectFrom('process_archives')
      .selectAll()
      .where('process_id', 'in', processes)
      .execute();
    // one claim each: a second render would have counted a second attempt
    expect(rows.map((r) => [r.state, r.attempts])).toEqual(processes.map(() => ['done', 1]));
    expect(first + second).toBeLessThanOrEqual(processes.length);
    for (const row of rows)
      for (const key of [row.conclusion_key, row.self_evaluation_key, row.supervisor_evaluation_key])
        expect(fs.existsSync(path.join(t.config.dataDir, 'files', key!))).toBe(true);

    // a broken logo fails every render: retried with back-off, then failed ("not available"); HR re-archives
    await t.app.db
      .updateTable('organizations')
      .set({ logo_png: Buffer.from('not a png') })
      .where('id', '=', o.org.id)
      .execute();
    const [id] = processes;
    const key = encodeURIComponent(archiveKeyOf(id));
    await t.app.db
      .updateTable('process_archives')
      .set({ state: 'queued', attempts: 0, next_attempt_at: new Date(0) })
      .where('process_id', '=', id)
      .execute();
    await runArchiveJob(archiveServices(t), silentLog);
    const retried = await t.app.db
      .selectFrom('process_archives')
      .selectAll()
      .where('process_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(retried).toMatchObject({ state: 'queued', attempts: 1 });
    expect(retried.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(retried.last_error).toBeTruthy();
    await t.app.db
      .updateTable('process_archives')
      .set({ attempts: ARCHIVE_MAX_ATTEMPTS - 1, next_attempt_at: new Date(0) })
      .where('process_id', '=', id)
      .execute();
    await runArchiveJob(archiveServices(t), silentLog);
    const failed = expectStatus(await client(t, o.employee).get(`/api/archive/${key}`), 200).json();
    expect(failed.state).toBe('failed');
    await t.app.db.updateTable('organizations').set({ logo_png: null }).where('id', '=', o.org.id).execute();
    expectStatus(await client(t, o.admin).post(`/api/archive/${key}/rebuild`, {}), 202);
    await waitForArchive(t, o.employee, id, (a) => a.state === 'done');
  });
});
