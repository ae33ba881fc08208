import { describe, expect, it } from 'vitest';
import { diffUserFields } from './fields';

describe('diffUserFields', () => {
  it('lists only the fields whose value changed, in field order', () => {
    const before = { firstName: 'Anna', position: 'Dev', supervisorId: 3, isApiUpdateLocked: false };
    const after = { isApiUpdateLocked: true, position: 'Lead', firstName: 'Anna', supervisorId: 3 };
    expect(diffUserFields(before, after)).toEqual([
      { field: 'position', previous: 'Dev', next: 'Lead' },
      { field: 'isApiUpdateLocked', previous: false, next: true },
    ]);
  });

  it('leaves fields absent from after alone and treats missing as null', () => {
    expect(diffUserFields({ location: 'Bonn', mentorId: 4 }, { mentorId: null })).toEqual([
      { field: 'mentorId', previous: 4, next: null },
    ]);
    expect(diffUserFields({}, { supervisorId: 7 })).toEqual([
      { field: 'supervisorId', previous: null, next: 7 },
    ]);
    expect(diffUserFields({ supervisorId: null }, { supervisorId: null })).toEqual([]);
  });
});
