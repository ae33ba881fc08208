import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../engine/constants';

/** Rejects when a code chunk has not loaded within `ms` (SPEC §8: 120 s), so the route shows the 500 page. */
function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading a page took longer than ${ms / 1000} s`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A react-router `lazy` loader for a page component exported by name from its own chunk. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await withTimeout(load()))[name] });
}
