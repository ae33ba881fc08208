import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Throttle } from './throttle';

describe('Throttle', () => {
  let sent: string[];
  let throttle: Throttle<string>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    throttle = new Throttle((value) => void sent.push(value), 2_000);
  });
  afterEach(() => {
    throttle.stop();
    vi.useRealTimers();
  });

  it('lets the first value through at once and the burst after it once, with the last value', () => {
    throttle.push('f1', 'a');
    expect(sent).toEqual(['a']);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(100);
      throttle.push('f1', `b${i}`);
    }
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual(['a', 'b9']);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual(['a', 'b9']);
  });

  it('keeps keys apart and lets a value after a quiet interval through at once', () => {
    throttle.push('f1', 'a');
    throttle.push('f2', 'b');
    expect(sent).toEqual(['a', 'b']);
    vi.advanceTimersByTime(5_000);
    throttle.push('f1', 'c');
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('sends nothing that waits when stopped', () => {
    throttle.push('f1', 'a');
    throttle.push('f1', 'b');
    throttle.stop();
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual(['a']);
  });
});
