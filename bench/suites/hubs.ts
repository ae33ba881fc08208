import fs from 'node:fs';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { processGroup } from '../../src/engine/hubs';
import type { BenchRow } from '../lib/report';
import { makeDataDir, startServer } from '../lib/server-process';
import { accessToken } from '../lib/tokens';
import { grow } from './feedbacks';

const suite = 'hubs';
const PORT = 3295;
const USERS = 200;
const LEADS = 10;
/** longer than the 2 s in which saved answers of one feedback and client are sent at most once */
const SETTLE_MS = 3_000;

/**
 * Hub messages sent per value save, with 200 users of one organization connected to the
 * feedbacks hub (190 employees, 10 team leads; PGlite). One employee saves an answer while their own form and
 * their team lead have the process open; every message any of the 200 connections receives is counted.
 * Target: at most the process's participants plus its open viewers (here 2 viewers).
 */
export async function runHubs(): Promise<BenchRow[]> {
  const dataDir = makeDataDir();
  const publicUrl = `http://localhost:${PORT}`;
  const env = { PUBLIC_URL: publicUrl };
  const connections: HubConnection[] = [];
  try {
    await (await startServer(dataDir, PORT, env)).stop();
    const size = { employees: USERS - LEADS, processes: USERS - LEADS, supervisors: LEADS };
    const { employees, element } = await grow(dataDir, undefined, size);
    const server = await startServer(dataDir, PORT, env);
    try {
      const subjects = [
        ...employees.map((e) => e.subject),
        ...Array.from({ length: LEADS }, (_, i) => `bench-lead-${i + 1}`),
      ];
      let received = 0;
      const byTarget = new Map<string, number>();
      const connect = async (subject: string) => {
        const token = await accessToken(dataDir, publicUrl, subject);
        const connection = new HubConnectionBuilder()
          .withUrl(`${server.url}/hubs/feedbacks?organization=demo`, { accessTokenFactory: () => token })
          .configureLogging(LogLevel.None)
          .build();
        for (const target of ['FeedbackProcessCreated', 'FeedbackProcessUpdated'])
          connection.on(target, () => {
            received += 1;
            byTarget.set(target, (byTarget.get(target) ?? 0) + 1);
          });
        await connection.start();
        connections.push(connection);
        return { connection, token };
      };
      const byName = new Map<string, Awaited<ReturnType<typeof connect>>>();
      for (const subject of subjects) byName.set(subject, await connect(subject));

      const writer = employees[0]!;
      const n = Number(writer.subject.replace('bench-emp-', ''));
      const lead = `bench-lead-${1 + (n % LEADS)}`;
      const processId = await processOf(
        server.url,
        byName.get(writer.subject)!.token,
        writer.selfEvaluationId,
      );
      for (const viewer of [writer.subject, lead])
        await byName.get(viewer)!.connection.invoke('JoinGroup', processGroup(processId));

      const save = (value: number) =>
        fetch(`${server.url}/api/feedbackValues/item`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${byName.get(writer.subject)!.token}`,
            'x-organization': 'demo',
            'x-client-id': 'bench-writer-tab',
            'content-type': 'application/json',
          },
          body: JSON.stringify({ feedbackId: writer.selfEvaluationId, elementId: element.id, value }),
        });
      const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

      // the first save starts the self-evaluation (a list change); the ones after it only change answers
      received = 0;
      if (!(await save(element.min)).ok) throw new Error('the first save failed');
      await settle();
      const first = received;
      received = 0;
      if (!(await save(element.max)).ok) throw new Error('the later save failed');
      await settle();
      const later = received;
      return [
        {
          suite,
          metric: `hub messages per later value save (${USERS} users connected)`,
          value: later,
          unit: 'messages',
          target: { op: '<', limit: 2 + 1 },
          note: 'open viewers: the writer and the team lead; was one per connected user (organization-wide)',
        },
        {
          suite,
          metric: `hub messages for the save that starts a feedback (${USERS} users connected)`,
          value: first,
          unit: 'messages',
          note: 'a status change: participants connected (employee, team lead) and open viewers, once each',
        },
      ];
    } finally {
      await Promise.all(connections.map((c) => c.stop()));
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function processOf(url: string, token: string, feedbackId: number): Promise<number> {
  const res = await fetch(`${url}/api/Feedbacks?feedbackId=${feedbackId}`, {
    headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' },
  });
  if (!res.ok) throw new Error(`GET /Feedbacks answered ${res.status}`);
  const view = (await res.json()) as { process: { id: number } };
  return view.process.id;
}
