import { useMemo, useState } from 'react';
import { checkWorkflowSettings, type WorkflowSettings } from '../../../engine/workflows';
import type { StoredWorkflow } from '../../../engine/api/workflows';
import { useUnloadWarning } from '../../lib/navigation/use-unload-warning';
import { sameSettings } from './editor-state';

export type Edit = (update: (settings: WorkflowSettings) => WorkflowSettings) => void;
export type RemoteChange = { kind: 'dirty'; version: StoredWorkflow } | { kind: 'adopted' } | null;

/**
 * The editor's working copy of one workflow. `server` is the stored version as the workflows list has it
 * now (it changes when this user saves or a WorkflowSettingsModified event reloads the list): a different
 * version replaces an unchanged draft, but never unsaved edits — those get a notice to reload instead.
 */
export function useWorkflowDraft(server: StoredWorkflow) {
  const [base, setBase] = useState(server);
  const [draft, setDraft] = useState(server);
  const [seen, setSeen] = useState(server);
  const [busy, setBusy] = useState(false);
  const [remote, setRemote] = useState<RemoteChange>(null);

  const dirty = useMemo(() => !sameSettings(draft, base), [draft, base]);
  const issues = useMemo(() => checkWorkflowSettings(draft), [draft]);

  // Adjusting state to a new prop during render (React's documented pattern); skipped while this user's own
  // save or reset is under way, whose answer becomes the new base.
  if (server !== seen && !busy) {
    setSeen(server);
    if (!sameSettings(server, base)) {
      if (dirty) setRemote({ kind: 'dirty', version: server });
      else {
        setBase(server);
        setDraft(server);
        setRemote({ kind: 'adopted' });
      }
    }
  }

  useUnloadWarning(dirty);

  const edit: Edit = (update) => setDraft((current) => ({ ...update(current), id: current.id }));

  /** Runs a save or reset; its result (if any) becomes the saved state. */
  async function commit(run: () => Promise<StoredWorkflow | null>): Promise<StoredWorkflow | null> {
    setBusy(true);
    try {
      const stored = await run();
      if (stored) {
        setBase(stored);
        setDraft(stored);
        setRemote(null);
      }
      return stored;
    } finally {
      setBusy(false);
    }
  }

  function reloadRemote() {
    if (remote?.kind !== 'dirty') return;
    setBase(remote.version);
    setDraft(remote.version);
    setRemote(null);
  }

  /** Keeps the edits; the newer version becomes the base, so a save knowingly replaces it. */
  function keepEdits() {
    if (remote?.kind === 'dirty') setBase(remote.version);
    setRemote(null);
  }

  return {
    draft,
    dirty,
    issues,
    busy,
    remote,
    edit,
    commit,
    reloadRemote,
    keepEdits,
    dismissRemote: () => setRemote(null),
  };
}
