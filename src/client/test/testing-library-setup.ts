// Only the component tests (jsdom) use Testing Library: the other unit files do not load it and React's DOM.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  // findBy*/waitFor wait for lazy routes and transitions; on a busy 2-core CI machine 1 s is not enough.
  // A longer wait changes no verdict: a missing element still fails, only later.
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
