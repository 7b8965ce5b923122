import { describe, expect, it } from 'vitest';
import { PACKAGE_NAME } from '../src/index.js';

describe('@zamburak/policy public surface', () => {
  it('names its package', () => {
    expect(PACKAGE_NAME).toBe('@zamburak/policy');
  });
});
