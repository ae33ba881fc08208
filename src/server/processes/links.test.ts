import { describe, expect, it } from 'vitest';
import type { DonorRole } from '../../engine/access';
import { compileWorkflow, DEFAULT_WORKFLOWS } from '../../engine/workflows';
import type { FeedbackRow } from '../db/database';
import { linkFromRights } from './links';

const RECIPIENT: DonorRole = 10;
const SENDER: DonorRole = 20;
const mafeg = compileWorkflow(DEFAULT_WORKFLOWS[1]);
const pdp = compileWorkflow(DEFAULT_WORKFLOWS[2]);

const feedback = (id: number, type: number, submitted = false) =>
  ({ id, feedback_type: type, is_submitted: submitted, status: 0 }) as unknown as FeedbackRow;
const [self, manager, documentation] = [feedback(11, 1), feedback(12, 2), feedback(13, 3)];
const mafegProcess = (statusId: number) => ({ id: 1, process_type: 1, status_id: statusId });

describe('linkFromRights', () => {
  it('leads to the first feedback the person may read, the one meant when they may read it', () => {
    const feedbacks = [self, manager, documentation];
    // self-assessment in progress: the employee reads their own, not the manager's
    expect(linkFromRights(mafeg, mafegProcess(100), feedbacks, [RECIPIENT], manager.id)).toEqual({
      routeName: 'feedback',
      id: self.id,
    });
    expect(linkFromRights(mafeg, mafegProcess(100), feedbacks, [SENDER], manager.id)).toEqual({
      routeName: 'feedback',
      id: manager.id,
    });
  });

  it('leads nowhere for someone who may see nothing of the process', () => {
    expect(linkFromRights(mafeg, mafegProcess(100), [self, manager], [])).toBeNull();
  });

  it("leads to a PDP's screen for those who may see it, else nowhere", () => {
    const process = { id: 7, process_type: 2, status_id: 120 };
    expect(linkFromRights(pdp, process, [documentation], [RECIPIENT])).toEqual({ routeName: 'pdp', id: 7 });
    expect(linkFromRights(pdp, process, [documentation], [])).toBeNull();
  });
});
