import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The architecture's boundaries (CONVENTIONS §1-2) are enforced here, not by goodwill:
// - paths between parts of the app: import-x/no-restricted-paths zones (on the resolved file, so "../../x",
//   "../x" and any other spelling of the same target are caught alike);
// - packages each part may not use: no-restricted-imports (on the import specifier);
// - file names: kebab-case (check-file/filename-naming-convention);
// - no import cycles (import-x/no-cycle).
// tests/lint/boundaries.test.ts proves each boundary refuses what it must and lets through what it must.

const root = import.meta.dirname;

/** The folders directly under `dir` (relative to the repository), so a new feature is covered without editing. */
const foldersOf = (dir) => {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
};

// ---- Path boundaries -------------------------------------------------------------------------------------------

const featureMessage =
  "A feature does not import another feature's internals; share through src/engine or a shared module.";
const clientFeatureZones = foldersOf('src/client/features').flatMap((feature) => [
  {
    target: `src/client/features/${feature}`,
    from: 'src/client/features',
    except: [`./${feature}`],
    message: featureMessage,
  },
  {
    target: `src/client/features/${feature}`,
    from: 'src/client/app',
    message:
      'A client feature does not import the app shell (src/client/app); it uses src/client/lib, components, api, ' +
      'forms or process-common.',
  },
]);
const serverFeatureZones = foldersOf('src/server/features').map((feature) => ({
  target: `src/server/features/${feature}`,
  from: 'src/server/features',
  except: [`./${feature}`],
  message: featureMessage,
}));

// Shared layers sit below the features and never import upward (DESIGN, Layout): on the client lib/, components/,
// forms/, process-common/ and api/ import no feature and not the app shell; on the server the infrastructure
// (auth, hubs, db, processes, mail, ...) imports no feature, except that the demo seed, the composition root
// (app.ts) and the feature registrations (features/register-all.ts) reach a feature through its public entry
// (index.ts, register.ts).
const clientSharedZone = {
  target: [
    'src/client/lib',
    'src/client/components',
    'src/client/forms',
    'src/client/process-common',
    'src/client/api',
  ],
  from: ['src/client/features', 'src/client/app'],
  message:
    'Shared client layers (lib, components, forms, process-common, api) import no feature and not the app shell.',
};
const serverLowerFolders = foldersOf('src/server').filter(
  (folder) => folder !== 'features' && folder !== 'db',
);
const serverSharedZones = [
  {
    target: [
      ...serverLowerFolders.map((folder) => `src/server/${folder}`),
      'src/server/db/!(seed)/**',
      'src/server/db/*',
    ],
    from: 'src/server/features',
    message:
      'Server infrastructure (auth, hubs, db, processes, mail, ...) imports no feature: features build on it.',
  },
  ...foldersOf('src/server/features').map((feature) => ({
    // 'src/server/features/*': the files beside the feature folders (register-all.ts), not the folders
    target: ['src/server/*', 'src/server/features/*', 'src/server/db/seed'],
    from: `src/server/features/${feature}`,
    except: ['./index.ts', './register.ts'],
    message:
      'Outside the features, a feature is reached through its public entry (index.ts, register.ts), not its files.',
  })),
];

const zones = [
  {
    target: 'src/engine',
    from: ['src/client', 'src/server', 'tests', 'bench', 'scripts'],
    message: 'src/engine is pure: it imports nothing else of the app.',
  },
  { target: 'src/client', from: 'src/server', message: 'The client never imports the server.' },
  { target: 'src/server', from: 'src/client', message: 'The server never imports the client.' },
  ...clientFeatureZones,
  ...serverFeatureZones,
  clientSharedZone,
  ...serverSharedZones,
  {
    // The process core is used through its index only; its other files are its own business.
    target: [
      'src/server/!(processes)/**',
      'src/server/*',
      'src/client/**',
      'src/engine/**',
      'tests/**',
      'bench/**',
      'scripts/**',
    ],
    from: 'src/server/processes',
    except: ['./index.ts'],
    message:
      'Outside src/server/processes, import the process core through its index (src/server/processes).',
  },
];

// ---- Package boundaries ----------------------------------------------------------------------------------------

/** A no-restricted-imports pattern for the packages `names` and their subpaths ("primereact/button"). */
const packages = (names, message) => ({
  regex: `^(${names.map((name) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')).join('|')})(/.*)?$`,
  message,
});

const nodeMessage = 'Node built-ins are for the server (and tests); this code also runs in the browser.';
const nodeBuiltins = {
  paths: builtinModules.map((name) => ({ name, message: nodeMessage })),
  patterns: [{ regex: '^node:', message: nodeMessage }],
};
// "react-*": react-dom, react-router(-dom), react-i18next and any React binding to come.
const reactPackages = ['react', 'react-*', '@xstate/react'];
const uiPackages = [
  'primereact',
  'primeicons',
  '@rjsf/*',
  '@dnd-kit/*',
  'swr',
  'i18next',
  'oidc-client-ts',
  '@microsoft/signalr',
  '@storybook/*',
  '@testing-library/*',
];
const serverPackages = [
  'fastify',
  'fastify-plugin',
  'fast-json-stringify',
  '@fastify/*',
  'kysely',
  'pg',
  '@electric-sql/*',
  'ws',
  'nodemailer',
  'oidc-provider',
  'jose',
  'pino',
  'helmet',
  'exceljs',
  'pdfmake',
  'pdf-lib',
  'file-type',
];

const enginePackages = [
  packages(reactPackages, 'src/engine is pure: no React.'),
  packages(uiPackages, 'src/engine is pure: no UI or browser packages.'),
  packages(serverPackages, 'src/engine is pure: no server, database, mail, auth or file packages.'),
];
const engineImports = {
  paths: nodeBuiltins.paths,
  patterns: [...nodeBuiltins.patterns, ...enginePackages],
};
const clientImports = {
  paths: nodeBuiltins.paths,
  patterns: [
    ...nodeBuiltins.patterns,
    packages(serverPackages, 'The client never uses server packages (server, database, mail, auth, files).'),
    packages(
      ['typebox'],
      'The client takes the HTTP contract as types only; TypeBox stays out of the bundle.',
    ),
    {
      // the HTTP contract (src/engine/api) holds TypeBox schemas: the client imports their types, never values
      regex: '(^|/)engine/api(/.*)?$',
      allowTypeImports: true,
      message: 'The client imports the HTTP contract (src/engine/api) with `import type` only.',
    },
  ],
};
const serverImports = {
  patterns: [packages([...reactPackages, ...uiPackages], 'The server never uses React or UI packages.')],
};

// ---- File names ------------------------------------------------------------------------------------------------

// Lower-case words joined by single hyphens, digits allowed ("0007-promotions"); each dotted part likewise
// ("compile.golden.test.ts", "home-page.stories.tsx", "vite-env.d.ts").
const kebabWord = '+([a-z0-9])*(-+([a-z0-9]))';
const kebabName = `${kebabWord}*(.${kebabWord})`;

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'bench/results',
      'storybook-static',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // without these, import-x reads no TypeScript file it resolves to, and no-cycle sees no edge at all
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string union instead of enum.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}', 'tests/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': kebabName },
        { errorMessage: 'File names are kebab-case: "{{ target }}" does not match.' },
      ],
    },
  },
  { files: ['src/engine/**'], rules: { 'no-restricted-imports': ['error', engineImports] } },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the TypeScript variant: it knows `import type`, which the contract rule lets through
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', clientImports],
      // `import { type X }` alone would keep the module as a side-effect import in the bundle: `import type`
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  { files: ['src/server/**'], rules: { 'no-restricted-imports': ['error', serverImports] } },
);
