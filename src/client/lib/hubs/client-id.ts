/**
 * Names this browser tab in every API call (the X-Client-Id header, see CLIENT_ID_HEADER): the server puts
 * it as `origin` into the hub messages a call causes, so a page recognises its own changes. New per page load.
 */
export const CLIENT_ID: string = newClientId();

/** True when a hub message's `origin` is this tab: the change came from this page itself. */
export const isOwnOrigin = (origin: string | undefined): boolean => origin === CLIENT_ID;

function newClientId(): string {
  // randomUUID exists in secure contexts only (https, localhost); getRandomValues everywhere
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
