import { describe, expect, it } from 'vitest';
import { candidatePointers, fieldId, tabOf } from './field-ids';

describe('field ids of checker paths', () => {
  it('turns a JSON pointer into a DOM id', () => {
    expect(fieldId('/transitions/3/to')).toBe('wf-transitions-3-to');
    expect(fieldId('/initialStatus')).toBe('wf-initialStatus');
  });

  it('finds the tab of a path', () => {
    expect(tabOf('/statusList/2')).toBe('statuses');
    expect(tabOf('/transitions/5/feedbackType')).toBe('graph');
    expect(tabOf('/userAccess/12')).toBe('access');
    expect(tabOf('/closedStatus')).toBe('settings');
  });

  it('tries the field, then the first field of the row, then the parents', () => {
    expect(candidatePointers('/statusList/2')).toEqual([
      '/statusList/2',
      '/statusList/2/statusId',
      '/statusList/2/from',
      '/statusList',
      '/statusList/statusId',
      '/statusList/from',
    ]);
    expect(candidatePointers('/transitions/1')[2]).toBe('/transitions/1/from');
  });
});
