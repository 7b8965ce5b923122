import { describe, expect, it } from 'vitest';
import { type Localizer, NoOpLocalizer } from '../src/index.js';

describe('NoOpLocalizer', () => {
  it('finds nothing and returns the fallback verbatim', () => {
    const l: Localizer = new NoOpLocalizer();
    expect(l.lookup('policy-confidentiality-forbidden', { tool: 'send_email' })).toBeUndefined();
    expect(l.message('any-id', { tool: 'send_email' }, 'Denied { $tool }.')).toBe(
      'Denied { $tool }.',
    );
    expect(l.message('any-id', undefined, '')).toBe('');
  });
});
