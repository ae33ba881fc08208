import { E2E_PORT } from './e2e-server';

/**
 * The e2e run with an external OpenID Connect issuer (playwright.external-idp.config.ts): the app on E2E_PORT
 * (after the main run has ended) trusts a second provider on E2E_PORT + 400, matched by e-mail, with
 * Keycloak-style roles mapped to the product's.
 */
export const EXTERNAL_APP_PORT = E2E_PORT;
export const EXTERNAL_ISSUER_PORT = E2E_PORT + 400;
export const EXTERNAL_ISSUER_URL = `http://127.0.0.1:${EXTERNAL_ISSUER_PORT}`;
export const EXTERNAL_APP_URL = `http://localhost:${EXTERNAL_APP_PORT}`;
export const EXTERNAL_DATA_DIR = `.tmp/e2e-external-idp-${EXTERNAL_APP_PORT}`;

/** The app's environment: the issuer, roles at realm_access.roles, the issuer's dpt-admins are full administrators. */
export const EXTERNAL_APP_ENV = {
  OIDC_ISSUER: EXTERNAL_ISSUER_URL,
  OIDC_ROLES_CLAIM: 'realm_access.roles',
  OIDC_ROLES_MAP: 'dpt-admins=dpt.full_admin',
};

/** The second provider's people (password "second"): two employees of the demo organization and a stranger. */
export const EXTERNAL_PEOPLE = [
  {
    email: 'emil.employee@demo.example',
    password: 'second',
    givenName: 'Emil',
    familyName: 'Weber',
    roles: ['dpt-admins', 'offline_access'],
  },
  {
    email: 'lena.lang@demo.example',
    password: 'second',
    givenName: 'Lena',
    familyName: 'Lang',
    roles: ['offline_access'],
  },
  {
    email: 'sam.stranger@elsewhere.example',
    password: 'second',
    givenName: 'Sam',
    familyName: 'Stranger',
    roles: [],
  },
];
