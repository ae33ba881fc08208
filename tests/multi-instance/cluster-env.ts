/**
 * The multi-instance browser run (playwright.multi-instance.config.ts): a round-robin proxy on E2E_PORT (3231 by
 * default) in front of two instances of the built server on the next two ports, one PostgreSQL database.
 */
export const PROXY_PORT = Number(process.env.E2E_PORT ?? 3231);
export const INSTANCE_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
export const PROXY_URL = `http://localhost:${PROXY_PORT}`;
/** the run's own database, dropped and created at the start, dropped at the end */
export const CLUSTER_DATABASE = `dpt_e2e_multi_${PROXY_PORT}`;
/** the instances' shared data folder (docs/deployment.md asks for shared file storage) */
export const CLUSTER_DATA_DIR = `.tmp/e2e-multi-${PROXY_PORT}`;
