import { describe, expect, it } from 'vitest';
import { sessionProgress } from './session-progress';

describe('sessionProgress (SPEC §9: 20, 75, 100)', () => {
  it('steps through the session start', () => {
    const stage = { signedIn: false, sessionAnswered: false, preferencesApplied: false };
    expect(sessionProgress(stage)).toBe(0);
    expect(sessionProgress({ ...stage, signedIn: true })).toBe(20);
    expect(sessionProgress({ ...stage, signedIn: true, sessionAnswered: true })).toBe(75);
    expect(sessionProgress({ signedIn: true, sessionAnswered: true, preferencesApplied: true })).toBe(100);
  });
});
