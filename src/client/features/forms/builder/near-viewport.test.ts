// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './near-viewport';
import { useStableIds } from './use-stable';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is near where the browser cannot tell (no IntersectionObserver)', () => {
    const node = document.createElement('li');
    const { result } = renderHook(() => useNearViewport({ current: node }));
    expect(result.current).toBe(true);
  });

  it('follows the observer with a margin of one screen, and stops watching when unmounted', () => {
    let report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => {};
    const observed = new Set<Element>();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, init: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe(node: Element) {
          observed.add(node);
        }
        unobserve(node: Element) {
          observed.delete(node);
        }
      },
    );
    const node = document.createElement('li');
    const { result, unmount } = renderHook(() => useNearViewport({ current: node }));
    expect(result.current).toBe(false);
    expect(observed.has(node)).toBe(true);
    expect(options[0].rootMargin).toBe('100% 0px');
    act(() => report([{ target: node, isIntersecting: true }]));
    expect(result.current).toBe(true);
    act(() => report([{ target: node, isIntersecting: false }]));
    expect(result.current).toBe(false);
    unmount();
    expect(observed.has(node)).toBe(false);
  });
});

describe('useStableIds', () => {
  it('keeps the array while the ids are the same and takes a new one when they change', () => {
    const { result, rerender } = renderHook(({ ids }) => useStableIds(ids), {
      initialProps: { ids: ['a', 'b'] },
    });
    const first = result.current;
    rerender({ ids: ['a', 'b'] });
    expect(result.current).toBe(first);
    rerender({ ids: ['b', 'a'] });
    expect(result.current).toEqual(['b', 'a']);
    rerender({ ids: [] });
    expect(result.current).toEqual([]);
  });
});
