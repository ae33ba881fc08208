import { startExternalIssuer } from './external-idp-issuer';
import { EXTERNAL_APP_URL, EXTERNAL_ISSUER_PORT, EXTERNAL_PEOPLE } from './external-idp-env';

// The second OpenID Connect provider of the external-issuer e2e run, as its own process (Playwright's webServer).
const issuer = await startExternalIssuer({
  port: EXTERNAL_ISSUER_PORT,
  appUrl: EXTERNAL_APP_URL,
  clientId: 'dpt-web',
  audience: 'urn:dpt:api',
  people: EXTERNAL_PEOPLE,
});
console.log(`second OpenID Connect provider at ${issuer.url}`);
const stop = () => void issuer.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
