/**
 * Dependency monotonicity: whatever a plan computes from labelled inputs, the result is at
 * least as confidential and at most as trusted as every input it used.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { mechanistic, summaryAtSink } from './helpers.js';

const h = mechanistic();
afterAll(() => h.close());

type Leaf = 'a' | 'b' | 'p' | 'lit';
interface Expr {
  readonly code: string;
  readonly uses: ReadonlySet<Leaf>;
}

const leaf = fc
  .constantFrom<Leaf>('a', 'b', 'p', 'lit')
  .map((l): Expr => ({ code: l === 'lit' ? "'k'" : l, uses: new Set([l]) }));
const union = (x: Expr, y: Expr) => new Set([...x.uses, ...y.uses]);
const expr: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(tie('e'), tie('e'))
      .map(([x, y]) => ({ code: `(${x.code} + ${y.code})`, uses: union(x, y) })),
    fc
      .tuple(tie('e'), tie('e'))
      .map(([x, y]) => ({ code: `\`\${${x.code}}-\${${y.code}}\``, uses: union(x, y) })),
    fc
      .tuple(tie('e'), tie('e'))
      .map(([x, y]) => ({ code: `[${x.code}, ${y.code}].join('')`, uses: union(x, y) })),
    fc.tuple(tie('e'), tie('e')).map(([x, y]) => ({
      code: `({ u: ${x.code}, v: ${y.code} }).u + ${y.code}`,
      uses: union(x, y),
    })),
    tie('e').map((x) => ({ code: `JSON.parse(JSON.stringify({ q: ${x.code} })).q`, uses: x.uses })),
    tie('e').map((x) => ({ code: `String(${x.code}).slice(1)`, uses: x.uses })),
    tie('e').map((x) => ({ code: `String(${x.code}).toUpperCase()`, uses: x.uses })),
    fc.tuple(tie('e'), tie('e')).map(([x, y]) => ({
      code: `(${x.code}.length > 2 ? ${y.code} : ${y.code})`,
      uses: union(x, y),
    })),
  ),
})).e;

const PRELUDE = 'const a = src_a({}); const b = src_b({}); const p = src_plain({});\n';

describe('dependency monotonicity (the mechanistic suite, docs/ifc.md)', () => {
  it('a derived value carries every input label it used, and no more trust (property)', async () => {
    await fc.assert(
      fc.asyncProperty(expr, async (e) => {
        const s = await summaryAtSink(h, `${PRELUDE}sink({ x: ${e.code} });`);
        if (e.uses.has('a')) {
          expect(s.confidentiality).toContain('A');
          expect(s.integrity).toEqual([]);
        }
        if (e.uses.has('b')) expect(s.confidentiality).toContain('B');
        if (!e.uses.has('a')) expect(s.confidentiality).not.toContain('A');
        if (!e.uses.has('b')) expect(s.confidentiality).not.toContain('B');
        if (!e.uses.has('a')) expect(s.integrity).toContain('Trusted');
        expect(s.truncated).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('joining more inputs never lowers the label', async () => {
    const one = await summaryAtSink(h, `${PRELUDE}sink({ x: b });`);
    const two = await summaryAtSink(h, `${PRELUDE}sink({ x: b + a });`);
    for (const l of one.confidentiality) expect(two.confidentiality).toContain(l);
    for (const c of two.integrity) expect(one.integrity).toContain(c);
    expect(two.originCount).toBeGreaterThanOrEqual(one.originCount);
  });
});
