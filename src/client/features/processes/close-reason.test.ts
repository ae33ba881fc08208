import { describe, expect, it } from 'vitest';
import { closeProblem, closeProblemOfCode } from './close-reason';

describe('closing a process (SPEC §5)', () => {
  it('needs a reason 1 to 8', () => {
    expect(closeProblem(null, '')).toBe('chooseReason');
    expect(closeProblem(9, '')).toBe('chooseReason');
    expect(closeProblem(1, '')).toBeNull();
  });

  it('needs a text for reason 8', () => {
    expect(closeProblem(8, '   ')).toBe('enterReason');
    expect(closeProblem(8, 'Moved to another team')).toBeNull();
  });

  it('reads the server refusals', () => {
    expect(closeProblemOfCode('CLOSE_REASON_REQUIRED')).toBe('chooseReason');
    expect(closeProblemOfCode('CLOSE_REASON_TEXT_REQUIRED')).toBe('enterReason');
    expect(closeProblemOfCode('ACTION_NOT_ALLOWED_IN_STATUS')).toBeNull();
  });
});
