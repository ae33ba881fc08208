/**
 * Pure. A plain sentence when the Node.js release is past its end of life (the OpenID provider then warns
 * "Unsupported runtime" without saying more), or undefined on a supported release.
 */
export function runtimeWarning(version: string): string | undefined {
  const major = Number(/^v?(\d+)/.exec(version)?.[1]);
  if (major >= 22) return undefined;
  return (
    `This server runs on Node.js ${version}, which is past its end of life (Node.js 20: April 2026) and gets no ` +
    'security fixes. It works, but run it on Node.js 24 LTS (or 22): see docs/operations.md, "Runtimes".'
  );
}
