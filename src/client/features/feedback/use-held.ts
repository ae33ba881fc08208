import { useState } from 'react';

/**
 * Keeps the first value seen for a key until the key changes. The feedback view is refetched on every live
 * update; the form must keep its questionnaire and starting values (a new values object resets what the user
 * typed), so they are renewed only when the feedback, its form version or the edit mode changes.
 */
export function useHeld<T>(key: string, value: T): T {
  const [held, setHeld] = useState<{ key: string; value: T }>({ key, value });
  if (held.key !== key) {
    // adjusting state while rendering is React's pattern for state derived from props
    setHeld({ key, value });
    return value;
  }
  return held.value;
}
