import type { SessionInfo } from '../../../engine/api/session';
import { packWorkflowForSession } from '../../../engine/workflows';
import type { OrganizationConfig } from '../../organizations/organization-config';

// The workflow settings are most of the session's bytes and the same for every user of an organization
// until an administrator changes them; the organization config is cached as one object, so they are packed
// (the user-access matrix as tuples: 53 KB became ~19 KB), serialized and UTF-8 encoded once per config
// object. Each answer then copies bytes instead of building and encoding the string.
const workflowsJson = new WeakMap<OrganizationConfig, Buffer>();
const CLOSE = Buffer.from('}');

/**
 * The session as UTF-8 JSON, with the organization's workflows packed (packWorkflowForSession) and encoded
 * once per cached configuration instead of on every call. The bytes match the SessionInfo schema; Fastify
 * sends a Buffer as it is.
 */
export function serializeSession(
  session: Omit<SessionInfo, 'workflows'>,
  config: OrganizationConfig,
): Buffer {
  let workflows = workflowsJson.get(config);
  if (workflows === undefined) {
    workflows = Buffer.from(`,"workflows":${JSON.stringify(config.workflows.map(packWorkflowForSession))}`);
    workflowsJson.set(config, workflows);
  }
  const head = JSON.stringify(session);
  return Buffer.concat([Buffer.from(head.slice(0, -1)), workflows, CLOSE]);
}
