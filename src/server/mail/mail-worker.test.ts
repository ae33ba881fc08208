import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_ATTEMPTS } from '../../engine/constants';
import { MAIL_TIMINGS, retryDelay } from './mail-worker';

describe('retryDelay', () => {
  it('waits 30 s, 2 min, 10 min, 30 min after the failed attempts, and gives up after the last', () => {
    const delays = Array.from({ length: EMAIL_MAX_ATTEMPTS }, (_, i) =>
      retryDelay(i + 1, MAIL_TIMINGS.retryDelaysMs),
    );
    expect(delays).toEqual([30_000, 120_000, 600_000, 1_800_000, null]);
  });

  it('repeats the last delay when there are more attempts than delays, and gives up beyond the last', () => {
    expect(retryDelay(3, [1_000, 5_000])).toBe(5_000);
    expect(retryDelay(EMAIL_MAX_ATTEMPTS + 1, [1_000])).toBeNull();
  });
});
