import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROCESS_TYPE_IDS } from '../constants';
import { validSettings } from './__fixtures__/arbitrary-settings';
import { defaultWorkflow } from './defaults';
import { packWorkflowForSession, unpackSessionWorkflow } from './session-encoding';

describe('workflow settings in the session', () => {
  it('unpacks to exactly the settings that were packed (generated settings)', () => {
    fc.assert(
      fc.property(validSettings(), (settings) => {
        const packed = JSON.parse(JSON.stringify(packWorkflowForSession(settings)));
        expect(unpackSessionWorkflow(packed)).toEqual(settings);
      }),
    );
  });

  it('packs each right into its own bit: read 1, write 2, approve 4, comment 8, update 16', () => {
    const base = defaultWorkflow(PROCESS_TYPE_IDS[0]);
    const entry = { statusId: 1, donorRole: 10, feedbackType: null } as const;
    const only = (right: string) => ({
      ...entry,
      read: right === 'read',
      write: right === 'write',
      approve: right === 'approve',
      comment: right === 'comment',
      update: right === 'update',
    });
    const settings = {
      ...base,
      userAccess: ['read', 'write', 'approve', 'comment', 'update'].map(only),
    };
    expect(packWorkflowForSession(settings).userAccess.map((e) => e[3])).toEqual([1, 2, 4, 8, 16]);
  });

  it('round-trips every default workflow and makes its JSON much smaller', () => {
    for (const type of PROCESS_TYPE_IDS) {
      const settings = defaultWorkflow(type);
      const packed = packWorkflowForSession(settings);
      expect(unpackSessionWorkflow(packed)).toEqual(settings);
      if (settings.userAccess.length > 0)
        expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(settings).length * 0.6);
    }
  });
});
