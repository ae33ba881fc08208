import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { addDays, addMonths, civilDateIn } from '../../src/engine/calendar';
import { PDP_MAX_FILE_BYTES } from '../../src/engine/constants';
import { PROCESS_LIST_GROUP, processGroup } from '../../src/engine/hubs';
import { buildOrg, buildUser } from './helpers/factories';
import { client, expectStatus, type ProcessOrg } from './helpers/process-factories';
import { tokenOf } from './helpers/hub-listener';
import { useTestApp } from './helpers/use-test-app';
import type { OwnPdp, Pdp, PdpList } from '../../src/engine/api/pdp';
import { EXE, PDF, PNG, buildPdpOrg, createPdp, upload } from './pdp-helpers';

const { t, hubs } = useTestApp({ hubs: true });

const BERLIN = 'Europe/Berlin';
/** Noon in Berlin (10:00 or 11:00 UTC) of a civil date: far from any day boundary. */
const noonOf = (day: string) => `${day}T10:30:00.000Z`;
const today = () => civilDateIn(new Date(), BERLIN);
const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'files', 'pdp');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

async function ownPdp(org: ProcessOrg) {
  const res = expectStatus(await client(t, org.employee).get('/api/Pdp'), 200);
  return res.json() as OwnPdp;
}

describe('PDP access', () => {
  let org: ProcessOrg;
  let pdp: Pdp;
  beforeAll(async () => {
    org = await buildPdpOrg(t);
    pdp = await createPdp(t, org.employee);
  });

  it('401 without a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Pdp',
      headers: { 'x-organization': org.org.slug },
    });
    expect(res.statusCode).toBe(401);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/Pdp',
      headers: { 'x-organization': org.org.slug },
    });
    expect(up.statusCode).toBe(401);
  });

  it('400 for bad input: a date that is none, an unknown time zone, a language not offered, a bad id', async () => {
    const c = client(t, org.employee);
    const bad = await c.post('/api/Pdp/SetReviewDate', { reviewDate: '31.12.2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const far = await c.post('/api/Pdp/SetReviewDate', { reviewDate: '2099-01-01T10:00:00Z' });
    expect(far.statusCode).toBe(400);
    expect(far.json().code).toBe('REVIEW_DATE_OUT_OF_RANGE');
    const zone = await c.get(`/api/pdp/exportReviewDate?processId=${pdp.processId}&timeZone=Mars/Olympus`);
    expect(zone.statusCode).toBe(400);
    expect(zone.json().code).toBe('UNKNOWN_TIME_ZONE');
    expect((await c.get('/api/Pdp/template?language=fr-FR')).statusCode).toBe(400);
    expect((await c.get('/api/Pdp/document/not-a-uuid')).statusCode).toBe(400);
  });

  it('403 for someone outside the line, 404 for another organization', async () => {
    const res = await client(t, org.colleague).get(`/api/Pdp/${pdp.processId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PDP_FORBIDDEN');
    const ics = await client(t, org.colleague).get(
      `/api/pdp/exportReviewDate?processId=${pdp.processId}&timeZone=${BERLIN}`,
    );
    expect(ics.statusCode).toBe(403);
    const review = await client(t, org.colleague).post('/api/Pdp/SetReviewDate', {
      processId: pdp.processId,
      reviewDate: noonOf(addDays(today(), 10)),
    });
    expect(review.statusCode).toBe(403);

    const other = await buildPdpOrg(t);
    for (const url of [
      `/api/Pdp/${pdp.processId}`,
      `/api/pdp/exportReviewDate?processId=${pdp.processId}&timeZone=${BERLIN}`,
    ])
      expect((await client(t, other.admin).get(url)).statusCode).toBe(404);
    const set = await client(t, other.admin).post('/api/Pdp/SetReviewDate', {
      processId: pdp.processId,
      reviewDate: noonOf(addDays(today(), 10)),
    });
    expect(set.statusCode).toBe(404);
    // a member of another organization is no member of this one
    const stranger = await buildUser(t.app.db, { organizationId: (await buildOrg(t.app.db)).id });
    const res2 = await t.app.inject({
      method: 'GET',
      url: `/api/Pdp/${pdp.processId}`,
      headers: {
        authorization: `Bearer ${await t.tokenFor(stranger.subject)}`,
        'x-organization': org.org.slug,
      },
    });
    expect(res2.statusCode).toBe(403);
  });

  it('the supervisor reads and sets the date but does not upload; the mentor only reads', async () => {
    const seen = expectStatus(await client(t, org.supervisor).get(`/api/Pdp/${pdp.processId}`), 200).json();
    expect(seen.rights).toEqual({ upload: false, setReviewDate: true });
    const refused = await upload(t, org.supervisor, [{ name: 'plan.pdf', content: PDF }], pdp.processId);
    expect(refused.statusCode).toBe(403);
    const mentor = expectStatus(await client(t, org.mentor).get(`/api/Pdp/${pdp.processId}`), 200).json();
    expect(mentor.rights).toEqual({ upload: false, setReviewDate: false });
    const denied = await client(t, org.mentor).post('/api/Pdp/SetReviewDate', {
      processId: pdp.processId,
      reviewDate: noonOf(addDays(today(), 10)),
    });
    expect(denied.statusCode).toBe(403);
    // the head of the line (three levels up) reads it too
    expect((await client(t, org.head).get(`/api/Pdp/${pdp.processId}`)).statusCode).toBe(200);
  });
});

describe('creating PDPs', () => {
  it('an employee creates their own; a second open one is refused; the supervisor creates one for a report', async () => {
    const org = await buildPdpOrg(t);
    expect(await ownPdp(org)).toEqual({ pdp: null, canCreate: true });
    const pdp = await createPdp(t, org.employee);
    expect(pdp.statusId).toBe(0);
    expect(pdp.document).toBeNull();
    const again = await client(t, org.employee).post('/api/Pdp/create', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROCESS_EXISTS');
    const own = await ownPdp(org);
    expect(own.pdp?.processId).toBe(pdp.processId);
    expect(own.canCreate).toBe(false);

    const forPeer = await createPdp(t, org.supervisor, org.peer.user.id);
    expect(forPeer.processId).not.toBe(pdp.processId);
    const outsider = await client(t, org.colleague).post('/api/Pdp/create', {
      recipientId: org.employee.user.id,
    });
    expect(outsider.statusCode).toBe(403);
    const unknown = await client(t, org.supervisor).post('/api/Pdp/create', { recipientId: 2147483000 });
    expect(unknown.statusCode).toBe(404);
  });

  it('a caller without a PDP gets 404 on calls that name none', async () => {
    const org = await buildPdpOrg(t);
    const res = await client(t, org.employee).post('/api/Pdp/SetReviewDate', {
      reviewDate: noonOf(addDays(today(), 3)),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PDP_NOT_FOUND');
  });
});

describe('PDP documents', () => {
  let org: ProcessOrg;
  let pdp: Pdp;
  beforeAll(async () => {
    org = await buildPdpOrg(t);
    pdp = await createPdp(t, org.employee);
  });

  it('refuses a second file, too large, disguised, unknown, empty, path or control names: nothing stored', async () => {
    const before = storedFiles();
    const cases: [Parameters<typeof upload>[2], number, string][] = [
      [
        [
          { name: 'plan.pdf', content: PDF },
          { name: 'second.pdf', content: PDF },
        ],
        400,
        'PDP_SINGLE_FILE',
      ],
      [
        [{ name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(PDP_MAX_FILE_BYTES)]) }],
        413,
        'PDP_FILE_TOO_LARGE',
      ],
      [[{ name: 'plan.pdf', content: EXE }], 415, 'PDP_FILE_TYPE_NOT_ALLOWED'],
      [
        [{ name: 'plan.pdf', content: Buffer.from('just some text, not a PDF') }],
        415,
        'PDP_FILE_TYPE_NOT_ALLOWED',
      ],
      [[{ name: 'plan.pdf', content: PNG }], 415, 'PDP_FILE_TYPE_NOT_ALLOWED'],
      [[{ name: 'plan.pdf', content: Buffer.alloc(0) }], 400, 'PDP_FILE_EMPTY'],
      [[{ name: '../../etc/plan.pdf', content: PDF }], 400, 'PDP_FILE_NAME_INVALID'],
      [[{ name: 'C:\\Users\\plan.pdf', content: PDF }], 400, 'PDP_FILE_NAME_INVALID'],
      [[{ name: 'plan\u0007.pdf', content: PDF }], 400, 'PDP_FILE_NAME_INVALID'],
      [[{ field: 'document', name: 'plan.pdf', content: PDF }], 400, 'PDP_FILE_MISSING'],
      [[], 400, 'PDP_FILE_MISSING'],
    ];
    for (const [files, status, code] of cases) {
      const res = await upload(t, org.employee, files);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Pdp',
      headers: { ...org.employee.headers, 'content-type': 'application/json' },
      payload: { file: 'plan.pdf' },
    });
    expect(json.statusCode).toBe(415);
    expect(storedFiles()).toEqual(before);
    expect((await ownPdp(org)).pdp?.document).toBeNull();
  });

  it('stores the upload as the current document, archives the previous one, publishes PdpDocumentSaved', async () => {
    const heard = (who: ProcessOrg['employee'], groups: string[] = []) =>
      hubs.listen<{ processId: number; documentId: string }>(
        'process-overview',
        org.org.slug,
        tokenOf(who.headers),
        ['PdpDocumentSaved'],
        groups,
      );
    // the supervisor takes part, the admin reads every plan, the colleague neither
    const supervisor = await heard(org.supervisor);
    const admin = await heard(org.admin, [PROCESS_LIST_GROUP]);
    const colleague = await heard(org.colleague);
    await expect(colleague.connection.invoke('JoinGroup', processGroup(pdp.processId))).rejects.toThrow(
      /may not join/,
    );
    const first = expectStatus(
      await upload(t, org.employee, [{ name: 'Entwicklungsplan Müller.pdf', content: PDF }]),
      200,
    ).json() as Pdp;
    expect(first.document?.fileName).toBe('Entwicklungsplan Müller.pdf');
    expect(first.document?.downloadUrl).toBe(`/api/Pdp/document/${first.document?.documentId}`);
    expect(first.archive).toEqual([]);
    // addressed to who takes part and the readers of every plan; never the whole organization
    const saved = {
      target: 'PdpDocumentSaved',
      value: { processId: pdp.processId, documentId: first.document?.documentId },
    };
    for (const listener of [supervisor, admin]) {
      await listener.until((messages) => messages.length > 0);
      expect(listener.received).toEqual([saved]);
    }

    const second = expectStatus(
      await upload(t, org.employee, [{ name: 'scan.png', content: PNG, type: 'image/png' }]),
      200,
    ).json() as Pdp;
    expect(second.document?.fileName).toBe('scan.png');
    expect(second.archive.map((d) => d.documentId)).toEqual([first.document?.documentId]);
    // once the second upload's message reached the supervisor, the first would have reached the colleague
    await supervisor.until((messages) => messages.length === 2);
    expect(colleague.received).toEqual([]);

    // the supervisor downloads both revisions, byte for byte, with a safe file name
    const current = await client(t, org.supervisor).get(second.document!.downloadUrl);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('image/png');
    expect(current.rawPayload.equals(PNG)).toBe(true);
    const archived = await client(t, org.supervisor).get(second.archive[0].downloadUrl);
    expect(archived.rawPayload.equals(PDF)).toBe(true);
    expect(archived.headers['content-disposition']).toBe(
      `attachment; filename="Entwicklungsplan M_ller.pdf"; filename*=UTF-8''Entwicklungsplan%20M%C3%BCller.pdf`,
    );
    // someone outside the line may not, another organization does not even find it
    expect((await client(t, org.colleague).get(second.document!.downloadUrl)).statusCode).toBe(403);
    const other = await buildPdpOrg(t);
    expect((await client(t, other.admin).get(second.document!.downloadUrl)).statusCode).toBe(404);
  });
});

describe('review dates and statuses', () => {
  it('null changes nothing; a future date is 120; the 6-month boundary decides between 199 and 110', async () => {
    const org = await buildPdpOrg(t);
    const pdp = await createPdp(t, org.employee);
    const c = client(t, org.employee);
    const set = async (day: string | null) =>
      expectStatus(
        await c.post('/api/Pdp/SetReviewDate', { reviewDate: day === null ? null : noonOf(day) }),
        200,
      ).json() as Pdp;

    const unchanged = await set(null);
    expect(unchanged).toMatchObject({ statusId: 0, lastReviewDate: null, nextReviewDate: null });

    const future = addDays(today(), 30);
    const planned = await set(future);
    expect(planned).toMatchObject({ statusId: 120, nextReviewDate: noonOf(future), lastReviewDate: null });
    expect((await set(null)).nextReviewDate).toBe(noonOf(future));

    // a review held earlier joins the history; the planned one stays
    const edge = addMonths(today(), -6);
    const held = await set(edge);
    expect(held).toMatchObject({
      statusId: 120,
      lastReviewDate: noonOf(edge),
      nextReviewDate: noonOf(future),
    });

    // without a planned review, the 6-month boundary decides: the day six months after still counts
    const recentOrg = await buildPdpOrg(t);
    const recentPdp = await createPdp(t, recentOrg.employee);
    const recent = expectStatus(
      await client(t, recentOrg.employee).post('/api/Pdp/SetReviewDate', { reviewDate: noonOf(edge) }),
      200,
    ).json() as Pdp;
    expect(recent).toMatchObject({ statusId: 199, lastReviewDate: noonOf(edge), nextReviewDate: null });
    expect(recent.reviewExpiresOn).toBe(today());

    const older = addDays(edge, -1);
    const org2 = await buildPdpOrg(t);
    await createPdp(t, org2.employee);
    const answer = expectStatus(
      await client(t, org2.employee).post('/api/Pdp/SetReviewDate', { reviewDate: noonOf(older) }),
      200,
    ).json() as Pdp;
    expect(answer).toMatchObject({ statusId: 110, lastReviewDate: noonOf(older) });

    // a new planned date replaces the planned one
    const later = addDays(future, 7);
    const moved = await set(later);
    expect(moved).toMatchObject({
      statusId: 120,
      lastReviewDate: noonOf(edge),
      nextReviewDate: noonOf(later),
    });

    // the stored process status follows, so the process lists agree
    const row = await t.app.db
      .selectFrom('processes')
      .select('status_id')
      .where('id', '=', recentPdp.processId)
      .executeTakeFirstOrThrow();
    expect(row.status_id).toBe(199);
    // the talk date mirrors the next review for the process lists
    const mirrored = await t.app.db
      .selectFrom('processes')
      .select(['status_id', 'talk_date'])
      .where('id', '=', pdp.processId)
      .executeTakeFirstOrThrow();
    expect(mirrored.status_id).toBe(120);
    expect(new Date(mirrored.talk_date!).toISOString()).toBe(noonOf(later));
  });

  it('exports the review date as an iCalendar event in the browser time zone', async () => {
    const org = await buildPdpOrg(t);
    const pdp = await createPdp(t, org.employee);
    const none = await client(t, org.employee).get(
      `/api/pdp/exportReviewDate?processId=${pdp.processId}&timeZone=${BERLIN}`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('REVIEW_DATE_NOT_SET');

    const day = addDays(today(), 20);
    await client(t, org.supervisor).post('/api/Pdp/SetReviewDate', {
      processId: pdp.processId,
      reviewDate: `${day}T08:15:00.000Z`,
    });
    const res = await client(t, org.employee).get(
      `/api/pdp/exportReviewDate?processId=${pdp.processId}&timeZone=America/New_York`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`pdp-review-${pdp.processId}.ics`);
    const compact = day.replaceAll('-', '');
    // 08:15 UTC is 03:15 or 04:15 in New York, depending on daylight saving time
    expect(res.body).toMatch(new RegExp(`DTSTART:${compact}T0[34]1500`));
    expect(res.body).toContain('X-WR-TIMEZONE:America/New_York');
    expect(res.body).toContain(`UID:process-${pdp.processId}-pdp-review@dpt`);
    expect(res.body).toMatch(/SUMMARY:PDP-Review: Emp /);
  });

  it('a closed PDP takes no review date', async () => {
    const org = await buildPdpOrg(t);
    const pdp = await createPdp(t, org.employee);
    expectStatus(
      await client(t, org.admin).post('/api/Feedbacks/close', { processId: pdp.processId, reasonId: 1 }),
      200,
    );
    const res = await client(t, org.employee).post('/api/Pdp/SetReviewDate', {
      processId: pdp.processId,
      reviewDate: noonOf(addDays(today(), 5)),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PDP_CLOSED');
    const up = await upload(t, org.employee, [{ name: 'plan.pdf', content: PDF }], pdp.processId);
    expect(up.statusCode).toBe(409);
    expect((await ownPdp(org)).canCreate).toBe(true);
  });
});

describe('PDP lists', () => {
  it('direct reports for the supervisor, direct and indirect in the hierarchy, everything for HR', async () => {
    const org = await buildPdpOrg(t);
    const pdp = await createPdp(t, org.employee);
    const ids = async (who: typeof org.employee, url: string) =>
      (expectStatus(await client(t, who).get(url), 200).json() as PdpList).result;
    expect(await ids(org.supervisor, '/api/Pdp/List')).toEqual([
      expect.objectContaining({ processId: pdp.processId, level: 1 }),
    ]);
    expect(await ids(org.mentor, '/api/Pdp/List')).toEqual([
      expect.objectContaining({ processId: pdp.processId, level: null }),
    ]);
    expect(await ids(org.head, '/api/Pdp/List')).toEqual([]);
    expect(await ids(org.head, '/api/Pdp/List/Hierarchy')).toEqual([
      expect.objectContaining({ processId: pdp.processId, level: 3 }),
    ]);
    expect(await ids(org.admin, '/api/Pdp/List')).toEqual([
      expect.objectContaining({ processId: pdp.processId }),
    ]);
    expect(await ids(org.colleague, '/api/Pdp/List')).toEqual([]);
    expect(await ids(org.colleague, '/api/Pdp/List/Hierarchy')).toEqual([]);
    expect(await ids(org.employee, '/api/Pdp/List/Hierarchy')).toEqual([]);
  });
});

describe('PDP template', () => {
  it('downloads a PDF in German and in English', async () => {
    const org = await buildPdpOrg(t);
    for (const [language, title, name] of [
      ['de-DE', 'Pers\xf6nlicher Entwicklungsplan', 'PDP-Vorlage.pdf'],
      ['en-US', 'Personal Development Plan', 'PDP-template.pdf'],
    ]) {
      const res = await client(t, org.employee).get(`/api/Pdp/template?language=${language}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(name);
      const raw = res.rawPayload.toString('latin1');
      expect(raw.startsWith('%PDF-')).toBe(true);
      expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
      // the words as a reader extracts them (pdfmake writes compressed streams)
      const doc = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
      const page = await (await doc.getPage(1)).getTextContent();
      const text = page.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      await doc.destroy();
      expect(doc.numPages).toBe(1);
      expect(text).toContain(title);
      expect(text).toContain(language === 'de-DE' ? 'Unterschrift Führungskraft' : 'Development goals');
    }
  });
});

describe('PDP in the OpenAPI document', () => {
  it('lists every PDP call; the upload as multipart/form-data', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Pdp',
        '/api/Pdp/{id}',
        '/api/Pdp/List',
        '/api/Pdp/List/Hierarchy',
        '/api/Pdp/create',
        '/api/Pdp/SetReviewDate',
        '/api/pdp/exportReviewDate',
        '/api/Pdp/document/{documentId}',
        '/api/Pdp/template',
      ]),
    );
    expect(Object.keys(doc.paths['/api/Pdp'].post.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });
});
