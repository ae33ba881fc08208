import type { SessionInfo } from '../../../engine/session/session-types';
import type { OrganizationConfig } from '../../organizations/organization-config';

// The workflow settings are most of the session's bytes (~50 KB) and the same for every user of an
// organization until an administrator changes them; the organization config is cached as one object, so
// its JSON is made once per config object.
const workflowsJson = new WeakMap<OrganizationConfig, string>();

/**
 * The session as JSON text, with the organization's workflows serialized once per cached configuration
 * instead of on every call. The text matches SessionInfoSchema; Fastify sends a string as it is.
 */
export function serializeSession(session: SessionInfo, config: OrganizationConfig): string {
  let workflows = workflowsJson.get(config);
  if (workflows === undefined) {
    workflows = JSON.stringify(config.workflows);
    workflowsJson.set(config, workflows);
  }
  const { workflows: _omitted, ...rest } = session;
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)},"workflows":${workflows}}`;
}
