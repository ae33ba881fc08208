import { describe, expect, it } from 'vitest';
import { donorListKey, isProcessDataKey, recipientListKey } from './list-keys';

describe('process data keys', () => {
  it('match the lists and feedback views, nothing else', () => {
    expect(isProcessDataKey(recipientListKey('demo'))).toBe(true);
    expect(isProcessDataKey(donorListKey('demo'))).toBe(true);
    expect(isProcessDataKey(['/Feedbacks/list/hierarchy?type=1', 'demo'])).toBe(true);
    expect(isProcessDataKey(['/Process/1', 'demo'])).toBe(true);
    expect(isProcessDataKey(['/Feedbacks?feedbackId=4', 'demo'])).toBe(true);
    expect(isProcessDataKey(['/Workflows', 'demo'])).toBe(false);
    expect(isProcessDataKey(undefined)).toBe(false);
  });
});
