import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 991px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** True on screens too narrow for a permanent 280 px drawer; the drawer then opens over the page. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}
