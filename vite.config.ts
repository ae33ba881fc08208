import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';

// The API server the dev proxy forwards to; DPT_SERVER_URL points it elsewhere (e.g. a second instance).
const SERVER = process.env.DPT_SERVER_URL ?? 'http://localhost:3000';
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** PrimeReact's input widgets, used by the questionnaire renderer and by most admin pages. */
const PRIME_INPUTS =
  /node_modules[\\/]primereact[\\/](dropdown|multiselect|checkbox|radiobutton|inputtextarea|inputnumber|selectbutton|calendar|confirmdialog|dialog)[\\/]/;
/** The pages that draw questionnaires: fill in, print, anonymous feedback; preview, builder, submissions. */
const FORM_ROUTES =
  /[\\/]src[\\/]client[\\/]features[\\/](feedback[\\/](feedback|print|anonymous)-page|forms[\\/](preview-page|form-builder-page|list[\\/]submissions-routes))\.tsx$/;

/** The questionnaire renderer: its widgets, the form engine, and the JSON-Schema form libraries it draws with. */
const RENDERER =
  /[\\/]src[\\/](client[\\/]forms|engine[\\/]forms)[\\/]|[\\/]node_modules[\\/](@rjsf|ajv|ajv-formats|ajv-i18n|fast-uri|markdown-to-jsx|@x0k)[\\/]/;

type GroupRule = {
  /** modules the group always takes */
  roots?: (id: string) => boolean;
  /** modules it may take: those that only `users` or its own modules import */
  within: (id: string) => boolean;
  users?: (id: string) => boolean;
};

/**
 * A chunk-group name function: `name` for each root, and for each module `within` that only `users` or the
 * group's own modules import, directly or through other such modules; null (automatic splitting) for the
 * rest. So a module another page imports too (the error log's date filter) does not bring the group along.
 */
function exclusiveGroup(name: string, { roots = () => false, within, users = () => false }: GroupRule) {
  const decided = new Map<string, boolean>();
  const member = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    const known = decided.get(id);
    if (known !== undefined) return known;
    if (roots(id)) return true;
    if (!within(id)) return false;
    decided.set(id, true); // inside an import cycle, its other importers decide
    const info = ctx.getModuleInfo(id);
    const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
    const result = importers.length > 0 && importers.every((user) => users(user) || member(user, ctx));
    decided.set(id, result);
    return result;
  };
  const nameOf: Rolldown.CodeSplittingNameFunction = (id, ctx) => (member(id, ctx) ? name : null);
  return nameOf;
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the server preloads a form page's chunks from index.html (src/server/plugins/index-page.ts)
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill would be one more file per page, and a
    // module both pages share, which would tie the silent-renew page to the app's entry chunk.
    modulePreload: { polyfill: false },
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
            // Everything else the entry imports statically, in the entry's own file: it arrived as 11 files.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !id.includes('silent-renew'),
              priority: 2,
            },
            // PrimeReact's input widgets in one file instead of a dozen small ones, with what only they use
            // (the virtual scroller, some icons); icons the dashboard's messages use too stay apart.
            {
              name: exclusiveGroup('inputs', {
                roots: (id) => PRIME_INPUTS.test(id),
                within: (id) => /node_modules[\\/]primereact[\\/]/.test(id),
              }),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The questionnaire renderer in one file for the pages that draw questionnaires (a form page
            // asked for 22 chunks before, over HTTP/1.1's six connections), except what other pages use.
            {
              name: exclusiveGroup('form', {
                within: (id) => RENDERER.test(id),
                users: (id) => FORM_ROUTES.test(id),
              }),
              priority: 0,
              includeDependenciesRecursively: false,
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
