/** The e2e server: its port (E2E_PORT lets runs side by side) and its data folder (mail pickup, keys, db). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
