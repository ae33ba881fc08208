import type { HubMessage } from '../../hubs/hub-message';

/** Which feedback's answers changed, and the state of its process. */
export type SavedChange = { organizationId: number; processId: number; feedbackId: number; statusId: number };

type Slot = { lastAt: number; timer?: NodeJS.Timeout; pending?: SavedChange };

/**
 * Tells the open screens of a process that answers changed (FeedbackProcessUpdated on the feedbacks hub), so
 * that a reader sees a writer's later edits without a reload. Saves come per answer, so each feedback is
 * announced at most once per `intervalMs`: the first save at once, later ones together at the end of the
 * interval (the last state always goes out).
 */
export class SaveNotifier {
  private readonly slots = new Map<number, Slot>();

  constructor(
    private readonly publish: (message: HubMessage) => Promise<void>,
    private readonly intervalMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  notify(change: SavedChange): void {
    const slot = this.slots.get(change.feedbackId) ?? { lastAt: -Infinity };
    this.slots.set(change.feedbackId, slot);
    const wait = slot.lastAt + this.intervalMs - this.now();
    if (wait <= 0 && !slot.timer) {
      this.send(slot, change);
      return;
    }
    slot.pending = change;
    slot.timer ??= setTimeout(
      () => {
        slot.timer = undefined;
        if (slot.pending) this.send(slot, slot.pending);
      },
      Math.max(0, wait),
    );
  }

  /** Drops what is still waiting (the app is closing). */
  stop(): void {
    for (const slot of this.slots.values()) clearTimeout(slot.timer);
    this.slots.clear();
  }

  private send(slot: Slot, change: SavedChange) {
    slot.lastAt = this.now();
    slot.pending = undefined;
    const { organizationId, processId, feedbackId, statusId } = change;
    void this.publish({
      hub: 'feedbacks',
      organizationId,
      target: 'FeedbackProcessUpdated',
      args: [{ processId, feedbackId, statusId }],
      to: { kind: 'organization' },
    }).catch(() => undefined);
    // a quiet feedback's slot goes, so the map holds only feedbacks being edited now
    setTimeout(() => {
      if (!slot.timer && this.now() - slot.lastAt >= this.intervalMs) this.slots.delete(feedbackId);
    }, this.intervalMs).unref();
  }
}
