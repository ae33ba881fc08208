import { describe, expect, it } from 'vitest';
import type { WidgetLayoutAnswer } from '../../src/engine/api/dashboard';
import { DASHBOARD_WIDGETS, MAX_WIDGET_SETTINGS_CHARS } from '../../src/engine/dashboard/widgets';
import { buildProcessOrg, client, expectStatus, type Person } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

const widgetsOf = async (who: Person): Promise<WidgetLayoutAnswer> =>
  expectStatus(await client(t, who).get('/api/Dashboard/GetWidgets'), 200).json();
/** POST /Dashboard/SaveWidgets as the client sends it: the JSON text as a JSON string body. */
const save = (who: Person | Record<string, string>, text: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Dashboard/SaveWidgets',
    headers: { ...('headers' in who ? (who as Person).headers : who), 'content-type': 'application/json' },
    payload: JSON.stringify(text),
  });

describe('Dashboard widgets: refusals', () => {
  it('401 without a token, 403 in another organization', async () => {
    const o = await buildProcessOrg(t);
    const other = await buildProcessOrg(t);
    for (const [method, url] of [
      ['GET', '/api/Dashboard/GetWidgets'],
      ['POST', '/api/Dashboard/SaveWidgets'],
      ['POST', '/api/Dashboard/Build'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'x-organization': o.org.slug },
        ...(method === 'POST'
          ? {
              payload: JSON.stringify('{"widgets":[]}'),
              headers: { 'x-organization': o.org.slug, 'content-type': 'application/json' },
            }
          : {}),
      });
      expect(res.statusCode, url).toBe(401);
      const foreign = { ...o.employee.headers, 'x-organization': other.org.slug };
      const api = client(t, foreign);
      const refused =
        method === 'GET'
          ? await api.get(url)
          : url.endsWith('Build')
            ? await api.post(url, {})
            : await save(foreign, '{"widgets":[]}');
      expect(refused.statusCode, url).toBe(403);
    }
  });

  it('400 for malformed, unknown, duplicate or oversized settings; the stored layout stays', async () => {
    const o = await buildProcessOrg(t);
    const hidden = { widgets: [{ name: 'calendar', visible: false }] };
    const stored = expectStatus(await save(o.employee, JSON.stringify(hidden)), 200).json();
    for (const text of [
      '{widgets',
      '[]',
      '{"widgets":[{"name":"weather","visible":true}]}',
      '{"widgets":[{"name":"tasks","visible":true},{"name":"tasks","visible":true}]}',
      '{"widgets":[{"name":"tasks","visible":"yes"}]}',
      '{"widgets":[],"theme":"dark"}',
      JSON.stringify({
        widgets: [{ name: 'tasks', visible: true, note: 'x'.repeat(MAX_WIDGET_SETTINGS_CHARS) }],
      }),
      42,
      { widgets: [] },
    ]) {
      const res = await save(o.employee, text);
      expect(res.statusCode, String(text).slice(0, 60)).toBe(400);
      expect(res.json().code).toMatch(/INVALID_WIDGETS|VALIDATION_FAILED/);
    }
    expect(await widgetsOf(o.employee)).toEqual(stored);
  });
});

describe('Dashboard widgets', () => {
  it('the default until built or saved; saved per user, in order, with hidden ones; other users unaffected', async () => {
    const o = await buildProcessOrg(t);
    const first = await widgetsOf(o.employee);
    expect(first).toEqual({
      widgets: DASHBOARD_WIDGETS.map((name) => ({ name, visible: true })),
      stored: false,
    });
    const built = expectStatus(await client(t, o.employee).post('/api/Dashboard/Build', {}), 200).json();
    expect(built).toEqual({ ...first, stored: true });

    const layout = {
      widgets: [
        { name: 'tasks', visible: true },
        { name: 'processStatus', visible: false },
        { name: 'calendar', visible: true },
      ],
    };
    const saved = expectStatus(await save(o.employee, JSON.stringify(layout)), 200).json();
    expect(saved.widgets.map((w: { name: string }) => w.name)).toEqual([
      'tasks',
      'processStatus',
      'calendar',
      'talkrounds',
    ]);
    expect(await widgetsOf(o.employee)).toEqual(saved);
    // Build keeps a stored layout
    expect(expectStatus(await client(t, o.employee).post('/api/Dashboard/Build', {}), 200).json()).toEqual(
      saved,
    );
    expect((await widgetsOf(o.supervisor)).stored).toBe(false);
  });

  it("the session's dashboardSettings name the stored visible widgets in order, at once", async () => {
    const o = await buildProcessOrg(t);
    const settings = async (who: Person) =>
      expectStatus(await client(t, who).get('/api/Session/Initialize'), 200).json().dashboardSettings;
    expect(await settings(o.employee)).toEqual({ widgets: [...DASHBOARD_WIDGETS] });
    const layout = {
      widgets: [
        { name: 'talkrounds', visible: true },
        { name: 'calendar', visible: false },
        { name: 'tasks', visible: true },
        { name: 'processStatus', visible: true },
      ],
    };
    expectStatus(await save(o.employee, JSON.stringify(layout)), 200);
    expect(await settings(o.employee)).toEqual({ widgets: ['talkrounds', 'tasks', 'processStatus'] });
    // another user keeps the default
    expect(await settings(o.supervisor)).toEqual({ widgets: [...DASHBOARD_WIDGETS] });
  });
});
