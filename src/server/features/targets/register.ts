import type { FastifyInstance } from 'fastify';
import { unsubscribeOnClose } from '../../plugins/jobs';
import type { ProcessCore } from '../../processes';
import { closedStatusOf } from '../../../engine/workflows';
import { transferStepFor } from '../../../engine/targets';
import { targetsUpdatedMessages } from './hub';
import { targetRoutes } from './routes';
import type { TargetServices } from './deps';
import { targetsStore } from './store';

/** What the goals feature needs from the app: the process core (its goals seam and events). */
export type TargetsDeps = { processes: Pick<ProcessCore, 'targets' | 'events'> };

/**
 * Goals on the app: plugs the goals' storage into the feedbacks feature (their forms' target fields, the
 * mandatory check, the transfer to final goals), publishes TargetsUpdated after a committed transfer or undo,
 * and adds the routes.
 */
export async function registerTargets(app: FastifyInstance, deps: TargetsDeps): Promise<void> {
  const { processes } = deps;
  const services: TargetServices = {
    db: app.db,
    gate: processes.targets,
    publish: (message) => app.hubs.publish(message),
    organizations: app.organizations,
  };
  processes.targets.useStore(targetsStore());
  const unsubscribe = processes.events.subscribe(async (event) => {
    if (event.fromStatus === null || event.fromStatus === event.toStatus) return;
    const config = await app.organizationConfig.get(event.organizationId);
    const settings = config.workflows.find((w) => w.processType === event.processType);
    if (!settings) return;
    const change = { from: event.fromStatus, to: event.toStatus };
    const statuses = { finalStatus: settings.finalStatus, closedStatus: closedStatusOf(settings) };
    if (transferStepFor(event.processType, change, statuses) === 'none') return;
    const { recipientId, lineIds } = event.audience;
    const messages = targetsUpdatedMessages(event.organizationId, recipientId, lineIds);
    await Promise.all(messages.map((message) => services.publish(message)));
  });
  unsubscribeOnClose(app, [unsubscribe], 'preClose');
  await app.register(targetRoutes, { services });
}
