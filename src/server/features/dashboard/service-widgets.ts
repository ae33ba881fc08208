import {
  DEFAULT_WIDGET_LAYOUT,
  layoutFromStored,
  parseWidgetLayout,
  visibleWidgets,
  type WidgetLayout,
} from '../../../engine/dashboard/widgets';
import type { Actor } from '../../auth/actor';
import { badRequest } from '../../errors';
import type { DashboardServices } from './deps';
import { findLayout, storeLayout } from './repo-settings';

export type WidgetAnswer = WidgetLayout & { stored: boolean };

/** Pure. A stored layout as the user's layout; the default for none, or for one that no longer parses. */
function layoutOf(stored: unknown): WidgetAnswer {
  const { layout, stored: isStored } = layoutFromStored(stored);
  return { ...layout, stored: isStored };
}

/** GET /Dashboard/GetWidgets: the actor's widget layout, every known widget once (the default until saved). */
export async function getWidgets(services: DashboardServices, actor: Actor): Promise<WidgetAnswer> {
  return layoutOf(await findLayout(services.db, actor));
}

/**
 * POST /Dashboard/SaveWidgets: stores the layout given as JSON text (known widgets only, each once, `visible`
 * true or false); 400 INVALID_WIDGETS with the failing paths, and nothing stored, otherwise.
 */
export async function saveWidgets(
  services: DashboardServices,
  actor: Actor,
  text: string,
): Promise<WidgetAnswer> {
  const parsed = parseWidgetLayout(text);
  if (!parsed.layout)
    throw badRequest(
      'INVALID_WIDGETS',
      'The widget settings are not valid.',
      parsed.problems.map((p) => ({ path: `/body${p.path}`, message: p.message })),
    );
  await storeLayout(services.db, actor, parsed.layout);
  return { ...parsed.layout, stored: true };
}

/** The names of the user's visible widgets in their order (the session's dashboardSettings). */
export async function visibleWidgetsOf(
  services: Pick<DashboardServices, 'db'>,
  owner: { organizationId: number; userId: number },
): Promise<string[]> {
  return visibleWidgets(layoutFromStored(await findLayout(services.db, owner)).layout);
}

/** POST /Dashboard/Build: stores the first layout when the actor has none; answers the actor's layout. */
export async function buildDashboard(services: DashboardServices, actor: Actor): Promise<WidgetAnswer> {
  await storeLayout(services.db, actor, DEFAULT_WIDGET_LAYOUT, true);
  return getWidgets(services, actor);
}
