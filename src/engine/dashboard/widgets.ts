/**
 * The dashboard's widgets (SPEC §3 Dashboard "widgets") and the layout a user stores with POST
 * /Dashboard/SaveWidgets, shared by the server (which validates) and the client (which draws and edits).
 */
export const DASHBOARD_WIDGETS = ['calendar', 'processStatus', 'tasks', 'talkrounds'] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

/** The longest layout text SaveWidgets accepts (the full layout is about 200 characters). */
export const MAX_WIDGET_SETTINGS_CHARS = 2_000;

export type WidgetSetting = { name: DashboardWidget; visible: boolean };
/** A user's dashboard: every widget once, in the order shown, each visible or hidden. */
export type WidgetLayout = { widgets: WidgetSetting[] };

/** The first layout (POST /Dashboard/Build): every widget, visible, in the product's order. */
export const DEFAULT_WIDGET_LAYOUT: WidgetLayout = {
  widgets: DASHBOARD_WIDGETS.map((name) => ({ name, visible: true })),
};

/**
 * Pure. A stored layout (the JSON value SaveWidgets stored) as the user's layout, and whether it is the stored
 * one: the default for none, or for one that no longer parses.
 */
export function layoutFromStored(stored: unknown): { layout: WidgetLayout; stored: boolean } {
  if (stored === undefined || stored === null) return { layout: DEFAULT_WIDGET_LAYOUT, stored: false };
  const parsed = parseWidgetLayout(JSON.stringify(stored));
  return parsed.layout
    ? { layout: parsed.layout, stored: true }
    : { layout: DEFAULT_WIDGET_LAYOUT, stored: false };
}

/** Pure. The names of a layout's visible widgets in the order shown (the session's dashboardSettings). */
export const visibleWidgets = (layout: WidgetLayout): DashboardWidget[] =>
  layout.widgets.filter((w) => w.visible).map((w) => w.name);

const isDashboardWidget = (value: unknown): value is DashboardWidget =>
  typeof value === 'string' && (DASHBOARD_WIDGETS as readonly string[]).includes(value);

/**
 * Pure. The layout with every known widget exactly once: widgets it misses (added to the product later) are
 * appended, visible.
 */
export function completeLayout(layout: WidgetLayout): WidgetLayout {
  const named = new Set(layout.widgets.map((w) => w.name));
  return {
    widgets: [
      ...layout.widgets,
      ...DASHBOARD_WIDGETS.filter((name) => !named.has(name)).map((name) => ({ name, visible: true })),
    ],
  };
}

export type LayoutProblem = { path: string; message: string };

/**
 * Pure. Reads the layout text of SaveWidgets: `{"widgets":[{"name":"calendar","visible":true},...]}` with known
 * widget names only, each at most once, and nothing else. Answers the completed layout, or the problems.
 */
export function parseWidgetLayout(
  text: string,
): { layout: WidgetLayout; problems?: undefined } | { layout?: undefined; problems: LayoutProblem[] } {
  if (text.length > MAX_WIDGET_SETTINGS_CHARS)
    return { problems: [{ path: '', message: `is longer than ${MAX_WIDGET_SETTINGS_CHARS} characters` }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: [{ path: '', message: 'is not valid JSON' }] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problems: [{ path: '', message: 'must be an object with "widgets"' }] };
  const problems: LayoutProblem[] = [];
  for (const key of Object.keys(value))
    if (key !== 'widgets') problems.push({ path: `/${key}`, message: 'is not a known setting' });
  const widgets = (value as { widgets?: unknown }).widgets;
  if (!Array.isArray(widgets))
    return { problems: [...problems, { path: '/widgets', message: 'must be a list' }] };
  if (widgets.length > DASHBOARD_WIDGETS.length)
    problems.push({ path: '/widgets', message: `has more than ${DASHBOARD_WIDGETS.length} entries` });
  const seen = new Set<string>();
  const settings: WidgetSetting[] = [];
  widgets.forEach((entry: unknown, index) => {
    const path = `/widgets/${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push({ path, message: 'must be an object with name and visible' });
      return;
    }
    const { name, visible, ...rest } = entry as Record<string, unknown>;
    for (const key of Object.keys(rest)) problems.push({ path: `${path}/${key}`, message: 'is not known' });
    if (!isDashboardWidget(name)) problems.push({ path: `${path}/name`, message: 'is not a known widget' });
    else if (seen.has(name)) problems.push({ path: `${path}/name`, message: 'appears twice' });
    if (typeof visible !== 'boolean')
      problems.push({ path: `${path}/visible`, message: 'must be true or false' });
    if (isDashboardWidget(name) && typeof visible === 'boolean' && !seen.has(name)) {
      seen.add(name);
      settings.push({ name, visible });
    }
  });
  return problems.length > 0 ? { problems } : { layout: completeLayout({ widgets: settings }) };
}
