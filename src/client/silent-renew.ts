import { UserManager } from 'oidc-client-ts';

// Runs inside the hidden iframe of a silent renewal: it only hands the URL (with the authorization response
// in its hash) to the app in the parent window, which parses and redeems it with its own settings. The
// settings here are therefore placeholders, set to the same origin so that the message stays same-origin.
const origin = window.location.origin;
void new UserManager({
  authority: `${origin}/oidc`,
  client_id: 'dpt-web',
  redirect_uri: `${origin}/callback`,
  response_mode: 'fragment',
})
  .signinSilentCallback()
  .catch((error: unknown) => console.error('Silent renew callback failed', error));
