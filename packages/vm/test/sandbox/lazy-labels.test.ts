/**
 * Lazy labels for imported values (issue 23): a tool result enters the sandbox with one meta
 * record on its root, and containers below get theirs when first touched. This property
 * test runs generated plans over generated JSON results (with per-path slot labels) twice,
 * with the prelude as shipped and with its eager reference model (`LAZY = false`: every
 * container and slot labelled at import), and requires every observable thing to agree:
 * each tool call's argument values, labels, deep labels and pc label (as label ids and as
 * the origins they describe), and how the run ends. Operations: reads (present and missing
 * keys, computed, nested), writes and new keys (also under a secret branch), deletes,
 * spreads, iteration (for-in, for-of, Object.keys/values/entries), JSON.stringify, push,
 * and passing values to a tool.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePlan, PRELUDE_SOURCE } from '../../src/compiler/index.js';
import { createSandbox, type JsonValue, type PlanCompiler } from '../../src/index.js';
import { originLabel, TEST_ALGEBRA_SOURCE } from './helpers.js';

const EAGER_PRELUDE = PRELUDE_SOURCE.replace('const LAZY = true;', 'const LAZY = false;');
const EAGER: PlanCompiler = { compile: compilePlan, preludeSource: EAGER_PRELUDE };
const LAZY: PlanCompiler = { compile: compilePlan, preludeSource: PRELUDE_SOURCE };

type Seg = string | number;
/** Every path to a value inside v (the root first); with `containers`, to objects and arrays. */
function paths(v: JsonValue, containers = false, at: Seg[] = [], out: Seg[][] = []): Seg[][] {
  if (!containers || (v !== null && typeof v === 'object')) out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => void paths(x, containers, [...at, i], out));
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) paths(x, containers, [...at, k], out);
  return out;
}
const expr = (root: string, p: readonly Seg[]) =>
  root + p.map((s) => `[${JSON.stringify(s)}]`).join('');

interface Op {
  readonly kind: number;
  readonly at: number;
  readonly secret: boolean;
  readonly key: string;
}
const KINDS = 16;
/** Kinds that write to or walk a container: their target is a container path. */
const ON_CONTAINERS = new Set([2, 3, 4, 5, 6, 7, 8, 10, 11, 12]);
function opText(op: Op, ps: readonly Seg[][], cps: readonly Seg[][]): string {
  const from = ON_CONTAINERS.has(op.kind % KINDS) && cps.length > 0 ? cps : ps;
  const p = from[op.at % from.length] ?? [];
  const x = expr('r', p);
  const k = JSON.stringify(op.key);
  const body = (() => {
    switch (op.kind % KINDS) {
      case 0:
        return `obs({ v: ${x} });`;
      case 1:
        return `obs({ v: ${x}[${k}] });`;
      case 2:
        return `${x}[${k}] = 1; obs({ v: ${x} });`;
      case 3:
        return `${x}[${k}] = s; obs({ v: r });`;
      case 4:
        return `delete ${x}[${k}]; obs({ v: ${x} });`;
      case 5:
        return `const c = { ...${x} }; obs({ v: c }); obs({ v: c[${k}] });`;
      case 6:
        return `const c = [...${x}]; obs({ v: c }); obs({ v: c.length });`;
      case 7:
        return `for (const q in ${x}) obs({ v: q, w: ${x}[q] });`;
      case 8:
        return `for (const q of ${x}) obs({ v: q });`;
      case 9:
        return `obs({ v: JSON.stringify(${x}) });`;
      case 10:
        return `obs({ v: Object.keys(${x}), w: Object.values(${x}), e: Object.entries(${x}) });`;
      case 11:
        return `${x}.push(s); obs({ v: ${x} });`;
      case 12:
        return `const y = ${x}; y[${k}] = [1, s]; obs({ v: y[${k}][1], w: r });`;
      case 13:
        return `const y = ${x}; obs({ v: typeof y, w: Array.isArray(y) ? y.length : 0 });`;
      case 14:
        return `obs({ v: ${x} === ${expr('r', ps[(op.at + 1) % ps.length] ?? [])} });`;
      default:
        return `const y = ${x}; obs({ v: String(y), w: y + '' });`;
    }
  })();
  const guarded = op.secret ? `if (s.length > 0) { ${body} }` : body;
  return `try { ${guarded} } catch (e) { obs({ v: 'threw' }); }`;
}

interface Observed {
  readonly events: unknown[];
}
async function run(
  compiler: PlanCompiler,
  strict: boolean,
  plan: string,
  value: JsonValue,
  slots: { path: Seg[]; label: unknown }[],
): Promise<Observed> {
  const sandbox = await createSandbox({
    algebraSource: TEST_ALGEBRA_SOURCE,
    externalFunctions: ['fetch', 'obs'],
    propagateControl: strict,
    compiler,
    limits: { instructionBudget: 5e7 },
  });
  const r = sandbox.start(plan);
  const events: unknown[] = [];
  const o = (id: number) => [id, (r.describeLabel(id) as { origins: string[] }).origins];
  let fetches = 0;
  while (r.status === 'suspended') {
    const call = r.call!;
    const args = Object.entries(call.args).map(([n, a]) => [
      n,
      a.value,
      o(a.label),
      o(a.deepLabel),
    ]);
    events.push([call.name, args, o(call.pcLabel)]);
    if (call.name === 'fetch') {
      fetches += 1;
      if (fetches === 1) r.resume({ value, label: originLabel('call:r'), slots });
      else r.resume({ value: 'secret', label: originLabel('secret') });
    } else r.resume({ value: null, label: originLabel('obs') });
  }
  if (r.status === 'completed') events.push(['done', r.result?.value, o(r.result!.deepLabel)]);
  else events.push(['failed', r.error?.code]);
  r.dispose();
  return { events };
}

const arbKey = fc.constantFrom('a', 'b', '0', '1', 'x', 'toString', 'length', 'nokey');
const arbValue = fc.jsonValue({ maxDepth: 3 }).map((v) => v as JsonValue);
/** Nested objects and arrays (e-mail-like records), where container labels matter most. */
const { tree } = fc.letrec<{ tree: JsonValue; node: JsonValue }>((t) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.boolean(), fc.constant(null)),
    t('node'),
  ),
  node: fc.oneof(
    fc.array(t('tree'), { maxLength: 3 }),
    fc.dictionary(arbKey, t('tree'), { maxKeys: 3 }),
  ),
}));

describe('lazy labels for imported values agree with the eager model', () => {
  it('on generated results, slots and operations (normal and strict mode)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(arbValue, tree, tree),
        fc.array(fc.record({ at: fc.nat(), star: fc.boolean(), origin: fc.nat(3) }), {
          maxLength: 4,
        }),
        fc.array(
          fc.record({ kind: fc.nat(KINDS - 1), at: fc.nat(), secret: fc.boolean(), key: arbKey }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.boolean(),
        async (value, slotSpecs, ops, strict) => {
          const ps = paths(value);
          const cps = paths(value, true);
          const slots = slotSpecs
            .map((s) => {
              const p = ps[s.at % ps.length] ?? [];
              const path = s.star && p.length > 0 ? [...p.slice(0, -1), '*'] : p;
              return { path, label: originLabel(`slot:${s.origin}`) };
            })
            .filter((s) => s.path.length > 0);
          const plan = `const r = fetch({}); const s = fetch({});\n${ops.map((op) => opText(op, ps, cps)).join('\n')}\nobs({ v: r });\nr;`;
          const eager = await run(EAGER, strict, plan, value, slots);
          const lazy = await run(LAZY, strict, plan, value, slots);
          expect(lazy.events).toEqual(eager.events);
        },
      ),
      { numRuns: Number(process.env.LAZY_RUNS ?? 60) },
    );
  }, 900_000);

  const NESTED: JsonValue = {
    a: { b: { c: 1, d: [1, { e: 'x' }] }, toString: 'no' },
    list: [{ a: 1, n: { m: 'q' } }, { a: 2, n: { m: 'r' } }, [3, [4]]],
    s: 'text',
  };
  const CASES: readonly [string, { path: Seg[]; label: unknown }[], string][] = [
    [
      'overlapping slots, the deeper one first',
      [
        { path: ['a', 'b'], label: originLabel('slot:1') },
        { path: ['a'], label: originLabel('slot:2') },
      ],
      'obs({ v: r.a.b.c, w: r.a.b.d[1].e, x: r.a });',
    ],
    [
      'overlapping slots, the prefix first, and stars',
      [
        { path: ['a'], label: originLabel('slot:1') },
        { path: ['a', 'b', 'd', '*'], label: originLabel('slot:2') },
        { path: ['list', '*', 'n'], label: originLabel('slot:3') },
      ],
      'obs({ v: r.a.b.d[1].e, w: r.a.b.c, x: r.list[1].n.m, y: r.list[0].a, z: r });',
    ],
    [
      'array methods and destructuring hand out children',
      [{ path: ['list', 1], label: originLabel('slot:1') }],
      `const m = r.list.map((x) => x.n); obs({ v: m[1].m });
       const f = r.list.filter((x) => x.a === 2); obs({ v: f[0].n.m });
       const [p, ...rest] = r.list; obs({ v: rest[0].n.m, w: p.n });
       const { a: { b: { d: [, q] } } } = r; obs({ v: q.e });
       const sl = r.list.slice(1).concat(r.list).reverse(); obs({ v: sl[1].n, w: sl[2].n.m });
       obs({ v: r.list.find((x) => x.a === 2).n.m, w: r.list.flat()[2] });`,
    ],
    [
      'Maps, Sets, Object.assign, entries, thrown values, coercion keys',
      [{ path: ['list', 0, 'n'], label: originLabel('slot:1') }],
      `const mp = new Map([[r.list[0].n, r.list[1].n]]); obs({ v: [...mp.values()][0].m, w: mp.get(r.list[0].n).m });
       const st = new Set(r.list.slice(0, 2)); for (const x of st) obs({ v: x.n.m });
       const as = Object.assign({}, r.list[0]); obs({ v: as.n.m });
       const fe = Object.fromEntries(Object.entries(r.list[0])); obs({ v: fe.n.m });
       try { throw r.list[0].n; } catch (e) { obs({ v: e.m }); }
       obs({ v: '' + r.a, w: String(r.a.b), x: JSON.stringify(r.a) });`,
    ],
    [
      'writes to nested children, plain and under a secret branch',
      [],
      `const y = r.a.b; y.c = 2; y.d.push(s); obs({ v: r.a.b });
       if (s.length > 0) { r.list[0].n.m = 'w'; } obs({ v: r.list[0].n, w: r.list[0] });
       const z = r.list[1].n; if (s.length > 3) { z.k = 1; } obs({ v: z, w: Object.keys(z) });
       delete r.a.b.d[1].e; obs({ v: r.a.b.d });`,
    ],
    [
      'JSON.parse in the plan and values the plan builds from imports',
      [],
      `const j = JSON.parse(JSON.stringify(r.a)); j.b.c = s; obs({ v: j.b, w: j.b.d[1] });
       const o = { k: r.list[1], t: [r.a.b] }; obs({ v: o.k.n.m, w: o.t[0].d });`,
    ],
  ];
  for (const [name, slots, body] of CASES) {
    it(`the same labels: ${name}`, async () => {
      const plan = `const r = fetch({}); const s = fetch({});\n${body}\nobs({ v: r });\nr;`;
      for (const strict of [false, true]) {
        const eager = await run(EAGER, strict, plan, NESTED, slots);
        const lazy = await run(LAZY, strict, plan, NESTED, slots);
        expect(eager.events.at(-1)).toEqual(expect.arrayContaining(['done']));
        expect(lazy.events).toEqual(eager.events);
      }
    }, 120_000);
  }

  it('the eager model is what the test runs against (the switch exists)', () => {
    expect(EAGER_PRELUDE).not.toBe(PRELUDE_SOURCE);
  });
});
