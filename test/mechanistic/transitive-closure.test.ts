/** Transitive closure: the origins of a value are every origin that reached it, through any path. */
import { afterAll, describe, expect, it } from 'vitest';
import { mechanistic, summaryAtSink } from './helpers.js';

const h = mechanistic();
afterAll(() => h.close());

describe('transitive closure (the mechanistic suite, docs/ifc.md)', () => {
  it('counts origins through variables, containers, functions and serialisation', async () => {
    const s = await summaryAtSink(
      h,
      `const a = src_a({});
       const b = src_b({});
       const p = src_plain({});
       const step1 = { first: a };
       function wrap(v) { return [v, b]; }
       const step2 = wrap(step1.first);
       const step3 = JSON.stringify({ list: step2, extra: p });
       sink({ x: step3.slice(0, 5) });`,
    );
    expect(s.confidentiality).toEqual(['A', 'B']);
    // call:1, call:2, call:3 and plan literals.
    expect(s.originCount).toBeGreaterThanOrEqual(3);
  });

  it('names every origin in the witness of a denial', async () => {
    const exec = await h.runtime.start(
      `const a = src_a({}); const p = src_plain({});
       const mixed = [p, a].join(' ');
       secret_sink({ text: mixed });`,
    );
    expect(exec.status).toBe('denied');
    const d = exec.decisions.at(-1)!;
    expect(d.reasonCode).toBe('CONFIDENTIALITY_FORBIDDEN');
    expect(d.witness).toEqual(expect.arrayContaining(['call:1']));
  });

  it('a value independent of a source does not carry its origin', async () => {
    const s = await summaryAtSink(
      h,
      "const a = src_a({}); const b = src_b({}); sink({ x: b + '!' });",
    );
    expect(s.confidentiality).toEqual(['B']);
  });
});
