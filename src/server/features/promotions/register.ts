import type { FastifyInstance } from 'fastify';
import { PROCESS_TYPES } from '../../../engine/constants';
import { promotionRoutes } from './routes';

/**
 * Promotions on the app: the Career routes and the promotions hub's PromotionProcessAdded, published after a
 * promotion process was created and committed. Call after registerFeedbacks (it uses app.processApi).
 */
export async function registerPromotions(app: FastifyInstance): Promise<void> {
  const unsubscribe = app.processEvents.subscribe(
    async (event) => {
      if (event.processType !== PROCESS_TYPES.PROMOTION) return;
      await app.hubs.publish({
        hub: 'promotions',
        organizationId: event.organizationId,
        target: 'PromotionProcessAdded',
        args: [{ processId: event.processId, recipientId: event.audience.recipientId }],
        to: { kind: 'organization' },
      });
    },
    ['created', 'copied'],
  );
  app.addHook('preClose', async () => {
    unsubscribe();
  });
  await app.register(promotionRoutes);
}
