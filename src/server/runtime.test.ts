import { describe, expect, it } from 'vitest';
import { runtimeWarning } from './runtime';

describe('runtimeWarning', () => {
  it('names the runtime and its end of life on Node.js 20', () => {
    expect(runtimeWarning('v20.20.2')).toMatch(/Node\.js v20\.20\.2, which is past its end of life/);
  });
  it('says nothing on the supported releases', () => {
    expect(runtimeWarning('v22.12.0')).toBeUndefined();
    expect(runtimeWarning('v24.21.0')).toBeUndefined();
  });
});
