// Golden files are read and (with UPDATE_GOLDEN=1) rewritten here; only this test touches the file system.
// eslint-disable-next-line no-restricted-imports
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from './compile';
import type { CompileContext } from './compiled-types';
import { validateQuestionnaire } from './validate-questionnaire';

const FIXTURES = ['text-and-scale', 'matrix-and-custom', 'tables-and-targets', 'nested-conditions'];
const fixture = (file: string) => new URL(`./__fixtures__/${file}`, import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(fixture(file), 'utf8'));

/**
 * compile() output against `__fixtures__/<name>.compiled.json` (English). To regenerate after an intended change:
 * `UPDATE_GOLDEN=1 npx vitest run --project unit src/engine/forms/compile.golden.test.ts`, then
 * `npx prettier --write src/engine/forms/__fixtures__` and review the diff.
 */
describe('compile golden files', () => {
  it.each(FIXTURES)('%s', (name) => {
    const validation = validateQuestionnaire(readJson(`${name}.questionnaire.json`));
    if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
    const contextFile = `${name}.context.json`;
    const context = existsSync(fixture(contextFile)) ? (readJson(contextFile) as CompileContext) : {};
    const compiled = compile(validation.questionnaire, 'en-US', context);
    const goldenFile = `${name}.compiled.json`;
    if (process.env.UPDATE_GOLDEN === '1') {
      writeFileSync(fixture(goldenFile), `${JSON.stringify(compiled, null, 2)}\n`);
    }
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(readJson(goldenFile));
  });
});
