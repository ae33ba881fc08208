import type { OrganizationConfig, OrganizationConfigRepo } from '../organizations/organization-config';
import type { FeedbackServices } from './action-scope';
import type { ProcessDomainEvent, ProcessEvents } from './events';
import type { Db } from './repo';

/**
 * The feedback services bound to an open transaction: an action run through them joins it instead of opening
 * its own, so a follow-up (the career data of a new nomination) commits or rolls back with what the caller
 * wrote before. Their in-transaction event handlers run at once; the events themselves are collected in
 * `deferred` for the caller to emit after its commit. The organization's configuration is the one the caller
 * read before its transaction (on PGlite the transaction holds the only connection).
 */
export function joinedServices(
  services: FeedbackServices,
  trx: Db,
  organization: { id: number; config: OrganizationConfig },
  deferred: ProcessDomainEvent[],
): FeedbackServices {
  const db = new Proxy(trx, {
    get(target, key) {
      if (key === 'transaction')
        return () => ({ execute: <T>(action: (joined: Db) => Promise<T>) => action(target) });
      const value: unknown = Reflect.get(target, key, target);
      // Kysely keeps its state in private fields, which only the real object can read
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const events = Object.create(services.events, {
    emit: { value: async (emitted: readonly ProcessDomainEvent[]) => void deferred.push(...emitted) },
  }) as ProcessEvents;
  const organizationConfig = Object.create(services.organizationConfig, {
    get: {
      value: (organizationId: number) =>
        organizationId === organization.id
          ? Promise.resolve(organization.config)
          : services.organizationConfig.get(organizationId),
    },
  }) as OrganizationConfigRepo;
  return { ...services, db, events, organizationConfig };
}
