import { createContext, useEffect, useState, type RefObject } from 'react';

/** The id of the element being dragged (null while nothing is): its card stays registered wherever it is. */
export const DraggedId = createContext<string | null>(null);

type Watch = (near: boolean) => void;
const watches = new Map<Element, Watch>();
let observer: IntersectionObserver | undefined;

function watch(node: Element, onChange: Watch): () => void {
  // one observer for every card; "near" is within one viewport height above or below the visible part
  observer ??= new IntersectionObserver(
    (entries) => entries.forEach((entry) => watches.get(entry.target)?.(entry.isIntersecting)),
    { rootMargin: '100% 0px' },
  );
  watches.set(node, onChange);
  observer.observe(node);
  return () => {
    watches.delete(node);
    observer?.unobserve(node);
  };
}

/**
 * Whether the node is on screen or within a screen's height of it. Always true where the browser cannot tell
 * (no IntersectionObserver, as in jsdom).
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!observable);
  useEffect(() => {
    const node = ref.current;
    if (!node || !observable) return undefined;
    return watch(node, setNear);
  }, [ref, observable]);
  return near;
}
