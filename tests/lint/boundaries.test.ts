// The architecture's boundaries (CONVENTIONS, Boundaries) are enforced by eslint.config.js; these tests prove each
// boundary refuses what it must (the specific rule reports it) and lets through what it must (no problem at all).
// Probes are linted as text at a path inside the tree; the imports point at real files of the tree, picked at run
// time so that moving a file does not silently turn a case into a no-op. `import-x/no-unresolved` is switched on
// here: an allowed import passes only if it resolves, i.e. only if no-restricted-paths really looked at it.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
/** The client's package rule: the TypeScript variant, which tells `import type` apart. */
const CLIENT_IMPORTS = '@typescript-eslint/no-restricted-imports';
const FILE_NAME = 'check-file/filename-naming-convention';

const isModule = (name: string) => /\.tsx?$/.test(name) && !/\.(test|stories|d)\.tsx?$/.test(name);

/** A source module (not a test, story or index) of `dir` or its sub-folders, relative to the repository. */
function moduleIn(dir: string, skip: (name: string) => boolean = () => false): string {
  const absolute = path.join(root, dir);
  const entries = existsSync(absolute) ? readdirSync(absolute, { withFileTypes: true }) : [];
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const file = entries.find((e) => e.isFile() && isModule(e.name) && e.name !== 'index.ts' && !skip(e.name));
  if (file) return `${dir}/${file.name}`;
  for (const sub of entries.filter((e) => e.isDirectory())) {
    const found = moduleIn(`${dir}/${sub.name}`, skip);
    if (found) return found;
  }
  return '';
}

/** The folders of `dir` that hold a source module. */
const featuresIn = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && moduleIn(`${dir}/${e.name}`))
    .map((e) => e.name)
    .sort();

/** The specifier with which `from` (a file) imports `to` (a file), both relative to the repository. */
function specifier(from: string, to: string): string {
  const relative = path.relative(path.dirname(from), to).replace(/\.tsx?$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

let eslint: ESLint;

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages;
}

const importing = (filePath: string, source: string) =>
  lint(filePath, `import * as target from '${source}';\n\nexport const probe = target;\n`);

/** The rules that report a problem for `source` imported from `filePath`. */
async function rulesFor(filePath: string, source: string): Promise<string[]> {
  const messages = await importing(filePath, source);
  return [...new Set(messages.map((m) => m.ruleId ?? `fatal: ${m.message}`))];
}

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-unresolved': 'error' } },
  });
});

const serverFeatures = featuresIn('src/server/features');
const clientFeatures = featuresIn('src/client/features');
const [serverA, serverB] = serverFeatures;
const [clientA, clientB] = clientFeatures;

describe('the tree has what the probes import', () => {
  it('has two server features, two client features and the shared modules', () => {
    expect(serverFeatures.length).toBeGreaterThanOrEqual(2);
    expect(clientFeatures.length).toBeGreaterThanOrEqual(2);
    for (const dir of [
      'src/engine',
      'src/server',
      'src/client',
      'src/client/app',
      'src/server/processes',
      'tests',
    ]) {
      expect(moduleIn(dir), dir).not.toBe('');
    }
    expect(existsSync(path.join(root, 'src/server/processes/index.ts'))).toBe(true);
  });
});

describe('src/engine is pure', () => {
  const probe = 'src/engine/lint-probe.ts';

  it.each(['node:crypto', 'crypto', 'fs', 'node:fs/promises', 'path', 'child_process', 'util'])(
    'refuses the Node built-in %s',
    async (source) => {
      expect(await rulesFor(probe, source)).toEqual([IMPORTS]);
    },
  );

  it.each(['react', 'react-dom/client', '@xstate/react', 'react-router-dom', 'react-i18next'])(
    'refuses React: %s',
    async (source) => {
      expect(await rulesFor(probe, source)).toEqual([IMPORTS]);
    },
  );

  it.each([
    'primereact',
    'primereact/button',
    '@rjsf/core',
    '@rjsf/utils',
    '@dnd-kit/core',
    'swr',
    'i18next',
  ])('refuses the UI package %s', async (source) => {
    expect(await rulesFor(probe, source)).toEqual([IMPORTS]);
  });

  it.each(['fastify', '@fastify/static', 'kysely', 'pg', '@electric-sql/pglite', 'ws', 'nodemailer', 'jose'])(
    'refuses the server package %s',
    async (source) => {
      expect(await rulesFor(probe, source)).toEqual([IMPORTS]);
    },
  );

  it.each([
    ['src/server', () => moduleIn('src/server')],
    ['src/client', () => moduleIn('src/client')],
    ['tests', () => moduleIn('tests')],
  ])('refuses a file of %s', async (_, target) => {
    expect(await rulesFor(probe, specifier(probe, target()))).toEqual([PATHS]);
  });

  it('refuses a Node built-in in its tests too (a test opts out explicitly, with a reason)', async () => {
    expect(await rulesFor('src/engine/lint-probe.test.ts', 'node:fs')).toEqual([IMPORTS]);
  });

  it.each(['xstate', 'ajv', 'dayjs'])('allows the pure package %s', async (source) => {
    expect(await rulesFor(probe, source)).toEqual([]);
  });

  it('allows its own files', async () => {
    expect(await rulesFor(probe, specifier(probe, moduleIn('src/engine')))).toEqual([]);
  });
});

describe('client and server never import each other', () => {
  const clientProbe = 'src/client/lint-probe.ts';
  const serverProbe = 'src/server/lint-probe.ts';

  it.each(['ws', 'nodemailer', 'fastify', '@fastify/static', 'kysely', 'pg', 'oidc-provider', 'helmet'])(
    'the client refuses the server package %s',
    async (source) => {
      expect(await rulesFor(clientProbe, source)).toEqual([CLIENT_IMPORTS]);
    },
  );

  it.each(['node:crypto', 'crypto', 'fs', 'http'])(
    'the client refuses the Node built-in %s',
    async (source) => {
      expect(await rulesFor(clientProbe, source)).toEqual([CLIENT_IMPORTS]);
    },
  );

  it('the client refuses a file of src/server', async () => {
    expect(await rulesFor(clientProbe, specifier(clientProbe, moduleIn('src/server')))).toEqual([PATHS]);
  });

  it('the server refuses a file of src/client', async () => {
    expect(await rulesFor(serverProbe, specifier(serverProbe, moduleIn('src/client')))).toEqual([PATHS]);
  });

  it.each(['react', 'primereact/button', '@rjsf/core'])(
    'the server refuses the UI package %s',
    async (source) => {
      expect(await rulesFor(serverProbe, source)).toEqual([IMPORTS]);
    },
  );

  it('the server may use Node built-ins and its packages', async () => {
    expect(await rulesFor(serverProbe, 'node:crypto')).toEqual([]);
    expect(await rulesFor(serverProbe, 'fastify')).toEqual([]);
  });

  it('the client imports the HTTP contract as types only, and never TypeBox', async () => {
    const contract = specifier(clientProbe, 'src/engine/api/common.ts');
    expect(await rulesFor(clientProbe, contract)).toEqual([CLIENT_IMPORTS]);
    expect(await rulesFor(clientProbe, 'typebox')).toEqual([CLIENT_IMPORTS]);
    const typeOnly = await lint(
      clientProbe,
      `import type { PersonRef } from '${contract}';\n\nexport type Probe = PersonRef;\n`,
    );
    expect(typeOnly).toEqual([]);
    const inline = await lint(
      clientProbe,
      `import { type PersonRef } from '${contract}';\n\nexport type Probe = PersonRef;\n`,
    );
    expect(inline.map((m) => m.ruleId)).toEqual(['@typescript-eslint/no-import-type-side-effects']);
  });

  it('the client may use its UI packages', async () => {
    expect(await rulesFor(clientProbe, 'primereact/button')).toEqual([]);
    expect(await rulesFor(clientProbe, 'react')).toEqual([]);
  });
});

describe('client features', () => {
  const probe = `src/client/features/${clientA}/lint-probe.tsx`;

  it('a feature refuses another feature', async () => {
    const other = moduleIn(`src/client/features/${clientB}`);
    expect(await rulesFor(probe, specifier(probe, other))).toEqual([PATHS]);
  });

  it('a feature refuses another feature from a sub-folder too', async () => {
    const nested = `src/client/features/${clientA}/components/lint-probe.tsx`;
    const other = moduleIn(`src/client/features/${clientB}`);
    expect(await rulesFor(nested, specifier(nested, other))).toEqual([PATHS]);
  });

  it('a feature refuses the app shell (src/client/app)', async () => {
    expect(await rulesFor(probe, specifier(probe, moduleIn('src/client/app')))).toEqual([PATHS]);
  });

  it('a feature allows its own files', async () => {
    expect(await rulesFor(probe, specifier(probe, moduleIn(`src/client/features/${clientA}`)))).toEqual([]);
  });

  it('a feature allows the shared client modules', async () => {
    const shared = ['src/client/lib', 'src/client/components', 'src/client/api', 'src/client/forms']
      .map((dir) => moduleIn(dir))
      .filter(Boolean);
    expect(shared.length).toBeGreaterThan(0);
    for (const target of shared) expect(await rulesFor(probe, specifier(probe, target)), target).toEqual([]);
  });
});

describe('server features and the process core', () => {
  const probe = `src/server/features/${serverA}/lint-probe.ts`;
  const other = () => moduleIn(`src/server/features/${serverB}`);
  const otherFile = () => path.basename(other()).replace(/\.ts$/, '');
  const internal = () => moduleIn('src/server/processes');

  it('a feature refuses another feature via ../../features/<other>/x', async () => {
    expect(await rulesFor(probe, `../../features/${serverB}/${otherFile()}`)).toEqual([PATHS]);
  });

  it('a feature refuses another feature via ../<other>/x', async () => {
    expect(await rulesFor(probe, `../${serverB}/${otherFile()}`)).toEqual([PATHS]);
  });

  it('a feature allows its own files', async () => {
    expect(await rulesFor(probe, specifier(probe, moduleIn(`src/server/features/${serverA}`)))).toEqual([]);
  });

  it.each([
    ['a feature', probe],
    ['a sub-folder of a feature', `src/server/features/${serverA}/parts/lint-probe.ts`],
    ['the feature registrations', 'src/server/features/lint-probe.ts'],
    ['the server root', 'src/server/lint-probe.ts'],
    ['a server plugin', 'src/server/plugins/lint-probe.ts'],
    ['the demo seed', 'src/server/db/seed/lint-probe.ts'],
    ['an API test', 'tests/api/lint-probe.test.ts'],
  ])('%s refuses an internal file of src/server/processes', async (_, from) => {
    expect(await rulesFor(from, specifier(from, internal()))).toEqual([PATHS]);
  });

  it.each(['../../processes', '../../processes/index'])(
    'a feature allows the process core index: %s',
    async (s) => {
      expect(await rulesFor(probe, s)).toEqual([]);
    },
  );

  it('the process core allows its own files', async () => {
    const inside = 'src/server/processes/lint-probe.ts';
    expect(await rulesFor(inside, specifier(inside, internal()))).toEqual([]);
  });
});

describe('shared layers never import upward', () => {
  const clientFeature = moduleIn(`src/client/features/${clientA}`);
  const serverFeature = moduleIn(`src/server/features/${serverA}`, (name) => name === 'register.ts');
  const withEntry = featuresIn('src/server/features').find((f) =>
    existsSync(path.join(root, `src/server/features/${f}/index.ts`)),
  );

  it.each(['lib', 'components', 'forms', 'process-common', 'api'])(
    'client %s/ refuses a feature and the app shell',
    async (layer) => {
      const probe = `src/client/${layer}/lint-probe.ts`;
      expect(await rulesFor(probe, specifier(probe, clientFeature))).toEqual([PATHS]);
      expect(await rulesFor(probe, specifier(probe, moduleIn('src/client/app')))).toEqual([PATHS]);
    },
  );

  it.each(['auth', 'hubs', 'processes', 'mail', 'db', 'plugins'])(
    'server %s/ refuses a feature',
    async (layer) => {
      const probe = `src/server/${layer}/lint-probe.ts`;
      expect(await rulesFor(probe, specifier(probe, serverFeature))).toEqual([PATHS]);
    },
  );

  it('the demo seed reaches a feature through its public entry only', async () => {
    const probe = 'src/server/db/seed/lint-probe.ts';
    expect(withEntry).toBeDefined();
    expect(await rulesFor(probe, specifier(probe, serverFeature))).toEqual([PATHS]);
    expect(await rulesFor(probe, specifier(probe, `src/server/features/${withEntry}/index.ts`))).toEqual([]);
  });

  it.each(['src/server/lint-probe.ts', 'src/server/features/lint-probe.ts'])(
    '%s (composition root, feature registrations) registers a feature and reaches nothing else of it',
    async (probe) => {
      const register = `src/server/features/${serverA}/register.ts`;
      expect(await rulesFor(probe, specifier(probe, register))).toEqual([]);
      expect(await rulesFor(probe, specifier(probe, serverFeature))).toEqual([PATHS]);
    },
  );
});

describe('import cycles', () => {
  // two real files on disk that import each other: no-cycle follows imports through the files it reads
  const dir = 'src/engine/lint-cycle-probe';
  beforeAll(() => {
    mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(
      path.join(root, dir, 'first.ts'),
      "import { second } from './second';\n\nexport const first = () => second;\n",
    );
    writeFileSync(
      path.join(root, dir, 'second.ts'),
      "import { first } from './first';\n\nexport const second = () => first;\n",
    );
  });
  afterAll(() => rmSync(path.join(root, dir), { recursive: true, force: true }));

  it('are refused, also in TypeScript files', async () => {
    const probe = `${dir}/first.ts`;
    const messages = await lint(
      probe,
      "import { second } from './second';\n\nexport const first = () => second;\n",
    );
    expect(messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});

describe('file names are kebab-case', () => {
  const named = async (filePath: string) => [
    ...new Set((await lint(filePath, 'export const probe = 1;\n')).map((m) => m.ruleId)),
  ];

  it.each([
    'src/engine/BadName.ts',
    'src/client/features/x/badName.tsx',
    'src/server/bad_name.ts',
    'tests/api/Bad-name.test.ts',
    'src/engine/bad--name.ts',
    'src/engine/bad-name.Golden.test.ts',
  ])('refuses %s', async (filePath) => {
    expect(await named(filePath)).toEqual([FILE_NAME]);
  });

  it.each([
    'src/engine/good-name.ts',
    'src/engine/forms/compile.golden.test.ts',
    'src/engine/forms/answers.property.test.ts',
    'src/client/features/x/home-page.stories.tsx',
    'src/client/vite-env.d.ts',
    'src/server/db/migrations/0007-promotions.ts',
    'src/engine/workflows/__fixtures__/sample-flow.ts',
    'tests/e2e/login.spec.ts',
  ])('allows %s', async (filePath) => {
    expect(await named(filePath)).toEqual([]);
  });
});
