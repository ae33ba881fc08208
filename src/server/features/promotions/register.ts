import type { FastifyInstance } from 'fastify';
import { PROCESS_TYPES } from '../../../engine/constants';
import { PROCESS_LIST_GROUP } from '../../../engine/hubs';
import { unsubscribeOnClose } from '../../plugins/jobs';
import type { ProcessCore } from '../../processes';
import type { PromotionServices } from './deps';
import { promotionRoutes } from './routes';

/** What the promotions feature needs from the app: the process core (its operations and events). */
export type PromotionsDeps = { processes: Pick<ProcessCore, 'events' | 'api'> };

/**
 * Promotions on the app: the Career routes and the promotions hub's PromotionProcessAdded, published after a
 * promotion process was created and committed, to its participants who may read it and the readers of every
 * process.
 */
export async function registerPromotions(app: FastifyInstance, deps: PromotionsDeps): Promise<void> {
  const unsubscribe = deps.processes.events.subscribe(
    async (event) => {
      if (event.processType !== PROCESS_TYPES.PROMOTION) return;
      await app.hubs.publish({
        hub: 'promotions',
        organizationId: event.organizationId,
        target: 'PromotionProcessAdded',
        args: [
          {
            processId: event.processId,
            recipientId: event.audience.recipientId,
            ...(event.origin ? { origin: event.origin } : {}),
          },
        ],
        // the nominee and others the workflow does not let read the nomination hear nothing of it
        to: [
          ...(await deps.processes.api.readersOf(event)).map((userId) => ({ kind: 'user' as const, userId })),
          { kind: 'group', group: PROCESS_LIST_GROUP },
        ],
      });
    },
    ['created', 'copied'],
  );
  unsubscribeOnClose(app, [unsubscribe], 'preClose');
  const services: PromotionServices = {
    db: app.db,
    organizationConfig: app.organizationConfig,
    processes: deps.processes.api,
  };
  await app.register(promotionRoutes, { services });
}
