import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HubMessage } from '../../hubs/hub-message';
import { SaveNotifier } from './save-notifier';

const change = (feedbackId: number, statusId = 110) => ({
  organizationId: 1,
  processId: 7,
  feedbackId,
  statusId,
});

describe('SaveNotifier', () => {
  let sent: HubMessage[];
  let notifier: SaveNotifier;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    notifier = new SaveNotifier(async (m) => void sent.push(m), 2_000);
  });
  afterEach(() => {
    notifier.stop();
    vi.useRealTimers();
  });

  it('announces the first save at once and the burst after it once, with the last state', () => {
    notifier.notify(change(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      hub: 'feedbacks',
      target: 'FeedbackProcessUpdated',
      args: [{ processId: 7, feedbackId: 1, statusId: 110 }],
      to: { kind: 'organization' },
    });
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(100);
      notifier.notify(change(1, 120 + i));
    }
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.args).toEqual([{ processId: 7, feedbackId: 1, statusId: 129 }]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(2);
  });

  it('keeps feedbacks apart and announces a save after a quiet interval at once', () => {
    notifier.notify(change(1));
    notifier.notify(change(2));
    expect(sent.map((m) => (m.args[0] as { feedbackId: number }).feedbackId)).toEqual([1, 2]);
    vi.advanceTimersByTime(5_000);
    notifier.notify(change(1));
    expect(sent).toHaveLength(3);
  });
});
