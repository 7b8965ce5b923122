/**
 * The policy package's canonical JSON and hashes are the kernel's (one implementation, with its
 * property test in packages/kernel/test/canonical.test.ts); this test pins the re-export and
 * the policy hash's definition, which core pins tools to and audit records.
 */
import * as kernel from '@zamburak/kernel';
import { describe, expect, it } from 'vitest';
import { canonicalHash, canonicalJson, policyHash } from '../src/index.js';

describe('canonicalJson / canonicalHash / policyHash', () => {
  it('are the kernel functions, and a policy hash is the canonical hash of its definition', () => {
    expect(canonicalJson).toBe(kernel.canonicalJson);
    expect(canonicalHash).toBe(kernel.canonicalHash);
    const def = { version: 1, tools: { b: { effect: 'read' }, a: { effect: 'write' } } };
    expect(policyHash(def)).toBe(kernel.sha256Tagged(kernel.canonicalJson(def)));
    expect(canonicalJson({ b: 1, a: [true, -0], é: 2, B: undefined })).toBe(
      '{"a":[true,0],"b":1,"é":2}',
    );
  });

  it('refuses a value that is not JSON with a coded error instead of hashing a made-up text', () => {
    const sparse: unknown[] = [1, 2, 3];
    delete sparse[1];
    expect(() => canonicalHash(sparse)).toThrow(kernel.KernelError);
  });
});
