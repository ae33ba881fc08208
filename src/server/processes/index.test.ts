import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The process core is a wall with one door: outside it, code gets the core, its ProcessApi, the event
// subscription and the goals seam (lint refuses its other files). What else a feature needs becomes a ProcessApi
// method, or moves to the feature or to src/engine; a new name in this list is a decision, not a convenience.
describe('the process core index', () => {
  const source = readFileSync(path.join(import.meta.dirname, 'index.ts'), 'utf8');

  it('exports the core, its API, the event subscription and the goals seam, nothing else', () => {
    const names = [...source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)]
      .flatMap((match) => match[1]!.split(','))
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .sort();
    expect(names).toEqual([
      'AnonymousSubmittedHandler',
      'FeedbackTargetsGate',
      'FeedbackTargetsStore',
      'LIST_VISIBLE_KINDS',
      'ProcessApi',
      'ProcessCore',
      'ProcessDomainEvent',
      'ProcessTransactionHandler',
      'createProcessCore',
      'participantsOf',
    ]);
  });

  it('re-exports by name only: no `export *`, no declarations of its own', () => {
    expect(source).not.toMatch(/^export\s+\*/m);
    expect(source).not.toMatch(
      /^export\s+(?:declare\s+)?(?:const|let|function|async|class|type\s+\w+\s*=|interface)/m,
    );
  });
});
