import { describe, expect, it } from 'vitest';
import { codeToKebab, KernelError, messageIdFor, ZamburakError } from '../src/index.js';

describe('the message-id rule', () => {
  it('is <family>-<code in kebab-case>', () => {
    expect(codeToKebab('CATALOGUE_NOT_FOUND')).toBe('catalogue-not-found');
    expect(messageIdFor('policy', 'UNSUPPORTED_SCHEMA_VERSION')).toBe(
      'policy-unsupported-schema-version',
    );
    expect(messageIdFor('vm', 'PLAN_THREW')).toBe('vm-plan-threw');
  });
});

describe('ZamburakError', () => {
  class DemoError extends ZamburakError<'BAD_THING' | 'OTHER', { readonly count: number }> {
    constructor(code: 'BAD_THING' | 'OTHER', data: { readonly count: number }) {
      super('demo', code, `demo failed (${code})`, data);
    }
  }

  it('carries a typed code, typed data, its class name and its message id', () => {
    const e = new DemoError('BAD_THING', { count: 3 });
    expect(e).toBeInstanceOf(Error);
    expect(e).toBeInstanceOf(ZamburakError);
    expect(e.name).toBe('DemoError');
    expect(e.code).toBe('BAD_THING');
    expect(e.data.count).toBe(3);
    expect(e.messageId).toBe('demo-bad-thing');
    expect(e.message).toBe('demo failed (BAD_THING)');
    // The family is not part of the error's enumerable data.
    expect(Object.keys(e)).not.toContain('family');
  });

  it('the kernel has its own family', () => {
    const e = new KernelError('NOT_JSON', 'x', { reason: 'hole', depth: 1 });
    expect(e.messageId).toBe('kernel-not-json');
    expect(e.name).toBe('KernelError');
  });
});

describe('@zamburak/kernel/errors', () => {
  it('imports nothing, so Node-free packages (ifc) may use it', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../src/errors.ts', import.meta.url), 'utf8');
    expect(text).not.toMatch(/^\s*import\s/m);
    const sub = await import('@zamburak/kernel/errors');
    expect(sub.ZamburakError).toBe(ZamburakError);
  });
});
