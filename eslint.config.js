import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The architecture's boundaries (CONVENTIONS §1-2) are enforced here, not by goodwill.
const engineBoundary = [
  {
    group: [
      'react',
      'react-*',
      'fastify',
      '@fastify/*',
      'kysely',
      'pg',
      '@electric-sql/*',
      'node:*',
      'fs',
      'path',
    ],
    message: 'src/engine is pure: no React, server, database or I/O.',
  },
  { group: ['**/client/**', '**/server/**'], message: 'src/engine imports nothing else of the app.' },
];
const clientBoundary = [
  { group: ['**/server/**', 'fastify', 'kysely', 'pg'], message: 'The client never imports the server.' },
];
const serverBoundary = [
  { group: ['**/client/**', 'react', 'react-dom'], message: 'The server never imports the client.' },
];
// From features/<a>/file: "../<b>..." is another feature; from features/<a>/<sub>/file: "../../<b>...".
const featureMessage =
  "A feature does not import another feature's internals; share through engine/ or a shared module.";
const otherFeatureFromTop = { regex: '^\\.\\./[^./][^/]*', message: featureMessage };
const otherFeatureFromSub = { regex: '^\\.\\./\\.\\./(?!\\.)[^/]+', message: featureMessage };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string union instead of enum.' },
      ],
    },
  },
  { files: ['src/engine/**'], rules: restrict(...engineBoundary) },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(...clientBoundary) },
  },
  { files: ['src/client/features/*/*.{ts,tsx}'], rules: restrict(...clientBoundary, otherFeatureFromTop) },
  {
    files: ['src/client/features/*/*/**/*.{ts,tsx}'],
    rules: restrict(...clientBoundary, otherFeatureFromSub),
  },
  { files: ['src/server/**'], rules: restrict(...serverBoundary) },
  { files: ['src/server/features/*/*.ts'], rules: restrict(...serverBoundary, otherFeatureFromTop) },
  { files: ['src/server/features/*/*/**/*.ts'], rules: restrict(...serverBoundary, otherFeatureFromSub) },
);
