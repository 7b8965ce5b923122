/**
 * Container mutation and aliasing: a write through one alias is visible through every
 * alias, a separate container stays clean, and per-slot labels keep an email's trusted
 * sender apart from its untrusted body.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mechanistic, summaryAtSink } from './helpers.js';

const h = mechanistic();
afterAll(() => h.close());

describe('container mutation and aliasing (the mechanistic suite, docs/ifc.md)', () => {
  it('a write through an alias taints the container seen through the other name', async () => {
    const s = await summaryAtSink(
      h,
      "const a = src_a({}); const box = ['x']; const alias = box; alias.push(a); sink({ x: box.join(',') });",
    );
    expect(s.confidentiality).toContain('A');
  });

  it('an object property write through an alias is visible too', async () => {
    const s = await summaryAtSink(
      h,
      "const a = src_a({}); const o = { k: 'v' }; const al = o; al.k = a; sink({ x: o.k });",
    );
    expect(s.confidentiality).toContain('A');
  });

  it('a separate container is not tainted (precision)', async () => {
    const s = await summaryAtSink(
      h,
      "const a = src_a({}); const one = []; const two = ['clean']; one.push(a); sink({ x: two.join(',') });",
    );
    expect(s.confidentiality).not.toContain('A');
    expect(s.integrity).toContain('Trusted');
  });

  it("keeps an email's trusted sender apart from its untrusted body (per-slot labels)", async () => {
    const sender = await h.runtime.start(
      'const mails = inbox({}); trusted_sink({ to: mails[0].sender });',
    );
    expect(sender.status, JSON.stringify(sender.decisions)).toBe('completed');
    const body = await h.runtime.start(
      'const mails = inbox({}); trusted_sink({ to: mails[0].body });',
    );
    expect(body.status).toBe('denied');
    expect(body.decisions.at(-1)?.reasonCode).toBe('INTEGRITY_REQUIRED');
  });

  it('a read of an overwritten slot depends on the new value, and versions keep the old one', async () => {
    const s = await summaryAtSink(
      h,
      "const a = src_a({}); const o = { k: a }; const before = o.k; o.k = 'clean'; sink({ x: before });",
    );
    expect(s.confidentiality).toContain('A');
  });
});
