import { describe, expect, it } from 'vitest';
import { labelDescriptor, trustedLabel, untrustedLabel, withIntegrity } from '../src/index.js';

describe('label descriptor constructors', () => {
  it('fills each axis left out with its least-privileged default', () => {
    expect(labelDescriptor({})).toEqual({
      integrity: [],
      confidentiality: [],
      readers: 'Public',
      authority: [],
      origins: [],
      truncated: false,
    });
  });

  it('keeps every axis given', () => {
    const parts = {
      integrity: ['Verified(Email)'] as const,
      confidentiality: ['secret'],
      readers: ['alice'],
      authority: 'Any' as const,
      origins: ['call:1'],
      truncated: true,
    };
    expect(labelDescriptor(parts)).toEqual(parts);
  });

  it('an untrusted source: no claims, public, no authority, its one origin', () => {
    expect(untrustedLabel('call:3')).toEqual(labelDescriptor({ origins: ['call:3'] }));
  });

  it("the host's trusted value: Trusted, public, any authority", () => {
    expect(trustedLabel()).toEqual({
      integrity: ['Trusted'],
      confidentiality: [],
      readers: 'Public',
      authority: 'Any',
      origins: [],
      truncated: false,
    });
    expect(trustedLabel(['input:q']).origins).toEqual(['input:q']);
  });

  it('withIntegrity replaces the integrity only', () => {
    const l = labelDescriptor({ confidentiality: ['c'], readers: ['r'], origins: ['o'] });
    expect(withIntegrity(l, ['Trusted'])).toEqual({ ...l, integrity: ['Trusted'] });
    expect(l.integrity).toEqual([]);
  });

  it('never shares arrays between two labels', () => {
    const a = labelDescriptor({});
    const b = labelDescriptor({});
    expect(a.integrity).not.toBe(b.integrity);
    expect(a.origins).not.toBe(b.origins);
  });
});
