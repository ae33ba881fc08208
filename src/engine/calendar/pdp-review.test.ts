import { describe, expect, it } from 'vitest';
import { pdpReviewState } from './pdp-review';

const at = (iso: string) => new Date(iso);
const BERLIN = 'Europe/Berlin';

describe('pdpReviewState', () => {
  const now = at('2026-11-23T10:00:00Z');

  it('without reviews is not processed', () => {
    expect(pdpReviewState([], now, BERLIN)).toEqual({
      lastReview: null,
      nextReview: null,
      status: 0,
      expiresOn: null,
    });
  });

  it('splits the reviews into the last one that took place and the next one planned', () => {
    const state = pdpReviewState(
      [at('2027-01-15T09:00:00Z'), at('2026-03-01T09:00:00Z'), at('2026-10-01T09:00:00Z')],
      now,
      BERLIN,
    );
    expect(state.lastReview).toEqual(at('2026-10-01T09:00:00Z'));
    expect(state.nextReview).toEqual(at('2027-01-15T09:00:00Z'));
    expect(state.status).toBe(120);
    expect(state.expiresOn).toBe('2027-04-01');
  });

  it('is 199 up to and including the day six months after the last review, 110 from the day after', () => {
    const reviews = [at('2026-05-23T08:00:00Z')];
    expect(pdpReviewState(reviews, at('2026-11-23T22:59:00Z'), BERLIN).status).toBe(199);
    // 23:00 UTC on 23 November is already 24 November in Berlin
    expect(pdpReviewState(reviews, at('2026-11-23T23:00:00Z'), BERLIN).status).toBe(110);
    expect(pdpReviewState(reviews, at('2026-11-23T23:00:00Z'), 'UTC').status).toBe(199);
  });

  it('counts a review by the calendar day of the time zone (31 March 23:30 UTC is 1 April in Berlin)', () => {
    const state = pdpReviewState([at('2026-03-31T23:30:00Z')], at('2026-10-01T12:00:00Z'), BERLIN);
    expect(state.expiresOn).toBe('2026-10-01');
    expect(state.status).toBe(199);
    expect(pdpReviewState([at('2026-03-31T23:30:00Z')], at('2026-10-01T12:00:00Z'), 'UTC').status).toBe(110);
  });

  it('clamps to the month end in leap years (31 August -> 29 February)', () => {
    const state = pdpReviewState([at('2023-08-31T10:00:00Z')], at('2024-02-29T10:00:00Z'), BERLIN);
    expect(state.expiresOn).toBe('2024-02-29');
    expect(state.status).toBe(199);
    expect(pdpReviewState([at('2023-08-31T10:00:00Z')], at('2024-03-01T10:00:00Z'), BERLIN).status).toBe(110);
  });

  it('a review later today is still planned (120) until its hour', () => {
    const reviews = [at('2026-11-23T15:00:00Z')];
    expect(pdpReviewState(reviews, at('2026-11-23T09:00:00Z'), BERLIN).status).toBe(120);
    expect(pdpReviewState(reviews, at('2026-11-23T15:00:00Z'), BERLIN).status).toBe(199);
  });

  it('a review that has just passed is the last review', () => {
    const state = pdpReviewState([at('2026-11-23T09:59:00Z')], now, BERLIN);
    expect(state.lastReview).toEqual(at('2026-11-23T09:59:00Z'));
    expect(state.nextReview).toBeNull();
    expect(state.status).toBe(199);
  });
});
