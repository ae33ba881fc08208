import { describe, expect, it } from 'vitest';
import { chooseResponseMode } from './response-mode';

describe('chooseResponseMode', () => {
  it('takes the fragment when the provider supports it', () => {
    expect(chooseResponseMode(['query', 'fragment', 'form_post'])).toBe('fragment');
    expect(chooseResponseMode(['fragment'])).toBe('fragment');
  });

  it('takes the query when the provider advertises no fragment', () => {
    expect(chooseResponseMode(['query'])).toBe('query');
    expect(chooseResponseMode(['query', 'form_post'])).toBe('query');
    expect(chooseResponseMode([])).toBe('query');
  });

  it('takes the fragment when the provider advertises nothing (both are the default)', () => {
    expect(chooseResponseMode(undefined)).toBe('fragment');
    expect(chooseResponseMode('fragment')).toBe('fragment');
  });
});
