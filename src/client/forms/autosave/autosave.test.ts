import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type Autosave } from './autosave';

type Value = { key: string; text: string };

function setup(outcomes: Array<'ok' | 'fail'> = []) {
  const sent: string[] = [];
  const resolvers: Array<{ ok: () => void; fail: () => void }> = [];
  const save = vi.fn((value: Value) => {
    sent.push(`${value.key}=${value.text}`);
    return new Promise<void>((resolve, reject) => {
      const outcome = outcomes.shift();
      if (outcome === 'ok') resolve();
      else if (outcome === 'fail') reject(new Error('down'));
      else resolvers.push({ ok: resolve, fail: () => reject(new Error('down')) });
    });
  });
  const autosave: Autosave<Value> = createAutosave({
    save,
    keyOf: (value) => value.key,
    debounceMs: 600,
    retryDelaysMs: [1_000, 3_000],
  });
  return { autosave, save, sent, resolvers };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAutosave', () => {
  it('debounces typing per key and sends only the last value after the pause', async () => {
    const { autosave, sent } = setup(['ok', 'ok']);
    autosave.queue({ key: 'a', text: 'H' });
    await vi.advanceTimersByTimeAsync(300);
    autosave.queue({ key: 'a', text: 'Hi' });
    autosave.queue({ key: 'b', text: 'x' });
    expect(autosave.getState()).toBe('saving');
    await vi.advanceTimersByTimeAsync(599);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['a=Hi', 'b=x']);
    expect(autosave.getState()).toBe('saved');
  });

  it('sends clicks at once and does not resend a value equal to the saved one', async () => {
    const { autosave, sent } = setup(['ok', 'ok']);
    expect(autosave.getState()).toBe('idle');
    autosave.queue({ key: 'scale', text: '3' }, 'immediate');
    expect(sent).toEqual(['scale=3']);
    await settle();
    autosave.queue({ key: 'scale', text: '3' }, 'immediate');
    autosave.queue({ key: 'scale', text: '3' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual(['scale=3']);
    expect(autosave.getState()).toBe('saved');
  });

  it('never sends an older value after a newer one of the same key', async () => {
    const { autosave, sent, resolvers } = setup();
    autosave.queue({ key: 'a', text: '1' }, 'immediate');
    autosave.queue({ key: 'a', text: '2' }, 'immediate');
    autosave.queue({ key: 'a', text: '3' }, 'immediate');
    // one request per key at a time: 2 was superseded by 3 while 1 was in flight
    expect(sent).toEqual(['a=1']);
    resolvers[0].ok();
    await settle();
    expect(sent).toEqual(['a=1', 'a=3']);
    resolvers[1].ok();
    await settle();
    expect(autosave.getState()).toBe('saved');
  });

  it('drops a failed value when a newer one is waiting instead of retrying it', async () => {
    const { autosave, sent, resolvers } = setup();
    autosave.queue({ key: 'a', text: 'old' }, 'immediate');
    autosave.queue({ key: 'a', text: 'new' }, 'immediate');
    resolvers[0].fail();
    await settle();
    expect(sent).toEqual(['a=old', 'a=new']);
    resolvers[1].ok();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual(['a=old', 'a=new']);
    expect(autosave.getState()).toBe('saved');
  });

  it('retries with backoff and succeeds on a later attempt', async () => {
    const { autosave, sent } = setup(['fail', 'ok']);
    autosave.queue({ key: 'a', text: 'x' }, 'immediate');
    await settle();
    expect(autosave.getState()).toBe('saving');
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['a=x', 'a=x']);
    expect(autosave.getState()).toBe('saved');
  });

  it('shows failed after three attempts, keeps retrying, and is saved once the server answers again', async () => {
    const { autosave, sent } = setup(['fail', 'fail', 'fail', 'fail', 'ok']);
    const states: string[] = [];
    autosave.subscribe(() => states.push(autosave.getState()));
    autosave.queue({ key: 'a', text: 'x' }, 'immediate');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(autosave.getState()).toBe('failed');
    expect(autosave.failedKeys()).toEqual(['a']);
    // still failed, still tried: every 10 s
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(4);
    expect(autosave.getState()).toBe('failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual(['a=x', 'a=x', 'a=x', 'a=x', 'a=x']);
    expect(autosave.getState()).toBe('saved');
    expect(autosave.failedKeys()).toEqual([]);
    expect(states).toContain('failed');
    // saved: nothing is tried any more
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(5);
  });

  it('a newer value replaces a failed one; retryNow tries a failed value at once', async () => {
    const { autosave, sent } = setup(['fail', 'fail', 'fail', 'fail', 'ok']);
    autosave.queue({ key: 'a', text: 'x' }, 'immediate');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(autosave.getState()).toBe('failed');
    autosave.retryNow();
    await settle();
    expect(sent).toHaveLength(4);
    autosave.queue({ key: 'a', text: 'y' }, 'immediate');
    await settle();
    expect(sent.at(-1)).toBe('a=y');
    expect(autosave.getState()).toBe('saved');
  });

  it('flush does not wait for a failed value to be saved', async () => {
    const { autosave } = setup(['fail', 'fail', 'fail', 'fail']);
    autosave.queue({ key: 'a', text: 'x' }, 'immediate');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(autosave.getState()).toBe('failed');
    let done = false;
    void autosave.flush().then(() => {
      done = true;
    });
    await settle();
    expect(done).toBe(true);
    expect(autosave.getState()).toBe('failed');
  });

  it('flush sends debounced values at once and resolves when they are saved', async () => {
    const { autosave, sent } = setup(['ok']);
    autosave.queue({ key: 'a', text: 'typed' });
    let done = false;
    void autosave.flush().then(() => {
      done = true;
    });
    expect(sent).toEqual(['a=typed']);
    await settle();
    expect(done).toBe(true);
  });

  it('treats a save that throws synchronously like a failed request', async () => {
    const save = vi.fn(() => {
      throw new Error('boom');
    });
    const autosave = createAutosave<Value>({ save, keyOf: (v) => v.key, retryDelaysMs: [] });
    autosave.queue({ key: 'a', text: 'x' }, 'immediate');
    await settle();
    expect(autosave.getState()).toBe('failed');
  });

  it('discards values waiting to be sent, and only those', async () => {
    const { autosave, sent } = setup(['ok']);
    autosave.queue({ key: 'hidden', text: 'typed' });
    autosave.queue({ key: 'shown', text: 'kept' });
    autosave.discard((value) => value.key === 'hidden');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual(['shown=kept']);
    expect(autosave.getState()).toBe('saved');
  });
});
