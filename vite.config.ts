import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server the dev proxy forwards to; DPT_SERVER_URL points it elsewhere (e.g. a second instance).
const SERVER = process.env.DPT_SERVER_URL ?? 'http://localhost:3000';
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the server preloads a form page's chunks from index.html (src/server/index-page.ts)
    manifest: true,
    // `rolldownOptions` is Vite 8's name for `rollupOptions` (the old name is a deprecated alias).
    rolldownOptions: {
      // Two pages: the app, and the tiny page oidc-client-ts loads in a hidden iframe for silent renewal.
      input: { main: fromRoot('./index.html'), 'silent-renew': fromRoot('./silent-renew.html') },
      // The engine is pure (no side effects at import, see CONVENTIONS.md): importing one helper through an
      // index module must not pull in the rest of it (xstate, ajv, the default workflows).
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]engine[\\/]/, sideEffects: false }] },
      // React and oidc-client-ts in their own long-cached chunks (oidc alone, so the silent-renew page stays
      // small). Other libraries go with the route that needs them: one shared vendor chunk would make the
      // dashboard load the form renderer's and the workflow editor's libraries too.
      output: {
        codeSplitting: {
          groups: [
            { name: 'oidc', test: /node_modules[\\/]oidc-client-ts[\\/]/, priority: 4 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: {
    // The API, the OIDC provider and the hubs live on the server; same-origin paths keep cookies and redirects
    // as in production, where the server serves dist/ itself. The Host header stays the browser's, so the
    // provider's redirects come back to this origin (run the server with PUBLIC_URL=http://localhost:5173).
    proxy: {
      '/api': { target: SERVER, changeOrigin: false, xfwd: true },
      '/oidc': { target: SERVER, changeOrigin: false, xfwd: true },
      '/hubs': { target: SERVER, changeOrigin: false, xfwd: true, ws: true },
    },
  },
});
