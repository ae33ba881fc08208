/** What the indicator shows: nothing to save yet, saving (or waiting to retry), all saved, or given up. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** `typing`: wait until the user pauses; `immediate`: send now (a click on a scale). */
export type SaveTiming = 'typing' | 'immediate';

export type AutosaveOptions<T> = {
  save: (value: T) => Promise<void>;
  /** Values with the same key overwrite each other on the server (element + item). */
  keyOf: (value: T) => string;
  /** Pause after the last keystroke before a `typing` value is sent. */
  debounceMs?: number;
  /** Waits before the 2nd, 3rd, ... attempt; after its length + 1 attempts the state shows `failed`. */
  retryDelaysMs?: readonly number[];
  /**
   * Once failed, the value is tried again this often until it is saved (or a newer value replaces it), so
   * that nothing typed is lost when the server or the network comes back; `retryNow` tries at once.
   */
  keepRetryingMs?: number;
  /** Equal values are not sent again (saving is idempotent, and this spares a request). */
  equals?: (a: T, b: T) => boolean;
};

export type Autosave<T> = {
  queue: (value: T, timing?: SaveTiming) => void;
  /** Sends every waiting value now; resolves when nothing is in flight any more (saved or failed). */
  flush: () => Promise<void>;
  getState: () => SaveState;
  subscribe: (listener: () => void) => () => void;
  /** Keys whose last value could not be saved after all attempts (still being retried). */
  failedKeys: () => string[];
  /** Tries every failed value again now (e.g. when the browser is back online). */
  retryNow: () => void;
  /** Drops values not yet sent that `match` (e.g. answers of a grouping that was just hidden). */
  discard: (match: (value: T) => boolean) => void;
  /** Points later requests at another save function (a page may pass a new one on every render). */
  setSave: (save: (value: T) => Promise<void>) => void;
  /** Stops all timers; values not yet sent are dropped (call flush first to keep them). */
  dispose: () => void;
};

type Timer = ReturnType<typeof setTimeout>;

type Slot<T> = {
  key: string;
  /** the newest value not yet handed to `save` */
  pending?: T;
  hasPending: boolean;
  debounce?: Timer;
  retry?: Timer;
  inFlight: boolean;
  /** attempts made for the value currently being retried */
  attempts: number;
  lastSaved?: T;
  hasSaved: boolean;
  failed: boolean;
};

const jsonEquals = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Autosave per answer key: debounced while typing, immediate for clicks, retried with backoff, and ordered so
 * that an older value is never sent after a newer one of the same key (one request per key at a time; a newer
 * value waiting supersedes a failed older one instead of retrying it).
 */
export function createAutosave<T>(options: AutosaveOptions<T>): Autosave<T> {
  let { save } = options;
  const { keyOf, debounceMs = 600, retryDelaysMs = [1_000, 3_000], equals = jsonEquals } = options;
  const { keepRetryingMs = 10_000 } = options;
  const slots = new Map<string, Slot<T>>();
  const listeners = new Set<() => void>();
  let everSaved = false;
  let disposed = false;
  let state: SaveState = 'idle';

  const busy = (slot: Slot<T>) =>
    slot.hasPending || slot.inFlight || slot.debounce !== undefined || slot.retry !== undefined;

  function computeState(): SaveState {
    const all = [...slots.values()];
    if (all.some((slot) => slot.failed)) return 'failed';
    if (all.some(busy)) return 'saving';
    return everSaved ? 'saved' : 'idle';
  }

  function notify() {
    state = computeState();
    for (const listener of [...listeners]) listener();
  }

  function clearTimers(slot: Slot<T>) {
    clearTimeout(slot.debounce);
    clearTimeout(slot.retry);
    slot.debounce = undefined;
    slot.retry = undefined;
  }

  function send(slot: Slot<T>) {
    clearTimers(slot);
    if (disposed || slot.inFlight || !slot.hasPending) return;
    const value = slot.pending as T;
    slot.pending = undefined;
    slot.hasPending = false;
    if (slot.hasSaved && equals(value, slot.lastSaved as T)) {
      slot.attempts = 0;
      slot.failed = false;
      notify();
      return;
    }
    slot.inFlight = true;
    slot.attempts += 1;
    let request: Promise<void>;
    try {
      request = save(value);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      () => settle(slot, value, true),
      () => settle(slot, value, false),
    );
    notify();
  }

  function settle(slot: Slot<T>, value: T, ok: boolean) {
    slot.inFlight = false;
    if (disposed) return;
    if (ok) {
      slot.lastSaved = value;
      slot.hasSaved = true;
      slot.attempts = 0;
      slot.failed = false;
      everSaved = true;
    } else if (!slot.hasPending) {
      const delay = retryDelaysMs[slot.attempts - 1];
      // past the listed attempts the value shows as failed and keeps being tried, less often
      if (delay === undefined) slot.failed = true;
      slot.pending = value;
      slot.hasPending = true;
      slot.retry = setTimeout(() => send(slot), delay ?? keepRetryingMs);
    }
    // A newer value that arrived meanwhile goes out now unless it is still being typed.
    if (slot.hasPending && slot.debounce === undefined && slot.retry === undefined) send(slot);
    notify();
  }

  function slotOf(key: string): Slot<T> {
    let slot = slots.get(key);
    if (!slot) {
      slot = { key, hasPending: false, inFlight: false, attempts: 0, hasSaved: false, failed: false };
      slots.set(key, slot);
    }
    return slot;
  }

  return {
    queue(value, timing = 'typing') {
      if (disposed) return;
      const slot = slotOf(keyOf(value));
      clearTimers(slot);
      slot.pending = value;
      slot.hasPending = true;
      slot.attempts = 0;
      // a new value is a new chance: the indicator shows saving again until it too has failed
      slot.failed = false;
      if (timing === 'immediate') send(slot);
      else slot.debounce = setTimeout(() => send(slot), debounceMs);
      notify();
    },
    flush() {
      for (const slot of slots.values()) if (slot.hasPending) send(slot);
      return new Promise<void>((resolve) => {
        // a failed value waiting for its next try does not hold the flush: it has had its chance now
        const check = () => {
          const waiting = (slot: Slot<T>) => slot.inFlight || (slot.hasPending && !slot.failed);
          if ([...slots.values()].some(waiting)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
      });
    },
    getState: () => state,
    discard(match) {
      let changed = false;
      for (const slot of slots.values()) {
        if (!slot.hasPending || !match(slot.pending as T)) continue;
        clearTimers(slot);
        slot.pending = undefined;
        slot.hasPending = false;
        slot.attempts = 0;
        changed = true;
      }
      if (changed) notify();
    },
    setSave(next) {
      save = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failedKeys: () => [...slots.values()].filter((slot) => slot.failed).map((slot) => slot.key),
    retryNow() {
      for (const slot of slots.values()) if (slot.failed && slot.hasPending) send(slot);
    },
    dispose() {
      disposed = true;
      for (const slot of slots.values()) clearTimers(slot);
      listeners.clear();
    },
  };
}
