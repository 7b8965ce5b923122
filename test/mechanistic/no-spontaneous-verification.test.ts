/**
 * No spontaneous verification: no plan operation yields `Verified(...)` or upgrades
 * untrusted data to Trusted; only a registered verifier at the boundary can vouch.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { mechanistic, summaryAtSink } from './helpers.js';

const h = mechanistic();
afterAll(() => h.close());

const transforms = [
  'a',
  'a + ""',
  'a.trim()',
  'a.split("").join("")',
  'JSON.parse(JSON.stringify(a))',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: this is plan source text, not a template
  '`${a}`',
  '[a][0]',
  '({ k: a }).k',
  'a === "alpha" ? "alpha" : "other"',
  'a.replace("alpha", "Verified(Anything)")',
  'String(a.length)',
  '[a].map((v) => v.toUpperCase())[0]',
];

describe('no spontaneous verification (the mechanistic suite, docs/ifc.md)', () => {
  it('no chain of operations on untrusted data yields a claim (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...transforms), { minLength: 1, maxLength: 3 }),
        async (chain) => {
          const body = chain.map(
            (t, i) =>
              `const v${i} = (() => { const a = ${i === 0 ? 'src' : `v${i - 1}`}; return ${t}; })();`,
          );
          const plan = `const src = src_a({});\n${body.join('\n')}\nsink({ x: v${chain.length - 1} });`;
          const s = await summaryAtSink(h, plan);
          expect(s.integrity).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a literal is Trusted but never Verified', async () => {
    const s = await summaryAtSink(h, "sink({ x: 'Verified(AllowlistedEmailRecipient)' });");
    expect(s.integrity).toEqual(['Trusted']);
  });
});
