import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, undo } from './history';

describe('builder history', () => {
  it('undoes and redoes steps, and a new change drops the redo list', () => {
    let h = record(record(startHistory(1), 2), 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    h = redo(h);
    expect(h.present).toBe(2);
    h = record(h, 9);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('merges consecutive changes with the same key into one step', () => {
    let h = startHistory('');
    for (const text of ['a', 'ab', 'abc']) h = record(h, text, 'title:e1');
    h = record(h, 'abc!', 'subtitle:e1');
    expect(undo(h).present).toBe('abc');
    expect(undo(undo(h)).present).toBe('');
  });

  it('keeps at most the limit of steps and ignores recording the present', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 10; i++) h = record(h, i, undefined, 3);
    expect(h.past).toEqual([7, 8, 9]);
    expect(record(h, h.present)).toBe(h);
    expect(undo(startHistory(0)).present).toBe(0);
  });
});
