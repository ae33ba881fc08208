type Slot<T> = { lastAt: number; timer?: NodeJS.Timeout; pending?: T };

/**
 * Lets at most one value per key through every `intervalMs`: the first at once, later ones together at the end
 * of the interval (the last one always goes out). Answers are saved one by one while someone types, and the
 * open screens of a process need to hear of them, but not once per keystroke.
 */
export class Throttle<T> {
  private readonly slots = new Map<string, Slot<T>>();

  constructor(
    private readonly send: (value: T) => void,
    private readonly intervalMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  push(key: string, value: T): void {
    const slot = this.slots.get(key) ?? { lastAt: -Infinity };
    this.slots.set(key, slot);
    const wait = slot.lastAt + this.intervalMs - this.now();
    if (wait <= 0 && !slot.timer) {
      this.fire(key, slot, value);
      return;
    }
    slot.pending = value;
    slot.timer ??= setTimeout(
      () => {
        slot.timer = undefined;
        if (slot.pending !== undefined) this.fire(key, slot, slot.pending);
      },
      Math.max(0, wait),
    );
  }

  /** Drops what is still waiting (the app is closing). */
  stop(): void {
    for (const slot of this.slots.values()) clearTimeout(slot.timer);
    this.slots.clear();
  }

  private fire(key: string, slot: Slot<T>, value: T) {
    slot.lastAt = this.now();
    slot.pending = undefined;
    this.send(value);
    // a quiet key's slot goes, so the map holds only what is busy now
    setTimeout(() => {
      if (!slot.timer && this.now() - slot.lastAt >= this.intervalMs) this.slots.delete(key);
    }, this.intervalMs).unref();
  }
}
