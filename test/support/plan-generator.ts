/**
 * A fast-check arbitrary of small plans in the compiler's supported subset
 * (packages/vm/src/compiler/README.md, builtins.ts), for the noninterference property
 * (now used by test/runtime/warm-start.test.ts; the non-interference property itself is test/mechanistic/ni-*.property.test.ts over test/support/ni/).
 *
 * Every plan reads one secret, declares a few trusted literals and mutable variables, runs a
 * random sequence of statements over them, and ends with one `post_message` whose `text` is a
 * string built from the variables. The plans are well-typed by construction, so the only
 * exceptions they raise are their own `throw new Error(...)` and, where such a throw may
 * happen (inside a `try` or a helper), builtin exceptions decided by data: `JSON.parse` of a
 * string expression, a property read of `null` chosen by a condition (directly or inside a
 * callback). Try probes put such an operation (its condition mostly on the secret; directly,
 * in a helper, in a callback) first in a try block followed by writes of posted variables,
 * and helpers return from inside such a try and may throw after it: code that runs only
 * because nothing threw must carry what decided that. Every string-method receiver is a string (array and object reads are defaulted
 * with `?? 'u'`, arrays never get holes), computed keys cannot spell a prototype hook, loops
 * are bounded (counters < 4, `for...of` over copies of at most three elements) and strings
 * built inside loops and helpers are cut to 24 characters.
 */
import fc from 'fast-check';

/** Names every plan declares (read them in the text of the final `post_message`). */
export const PLAN_VARIABLES = {
  secret: 's',
  trusted: ['t', 'k'],
  strings: ['a', 'b'],
  numbers: ['n', 'm'],
  array: 'arr',
  object: 'obj',
} as const;

export interface GeneratedPlan {
  readonly source: string;
  /** Statements in the plan (declarations, nested statements and helper bodies included). */
  readonly statements: number;
}

export interface PlanGeneratorOptions {
  /** Most helper functions declared at the top (default 2). */
  readonly maxHelpers?: number;
  /** Most top-level statements between the declarations and `post_message` (default 8). */
  readonly maxTopStatements?: number;
  /** Most statements in a nested block (default 3). */
  readonly maxBlockStatements?: number;
  /** Deepest nesting of compound statements (default 2). */
  readonly maxDepth?: number;
  /** Plans with this many statements or more are not generated (default 40). */
  readonly maxStatements?: number;
}

/** What a statement or expression may use where it is generated. */
interface Ctx {
  /** Nesting of compound statements (if, loops, try, switch) around this point. */
  readonly depth: number;
  /** A `break`/`continue` here targets a loop of this function. */
  readonly inLoop: boolean;
  /** A plan-written `throw` here is caught by a `try` or leaves a helper. */
  readonly canThrow: boolean;
  /** Inside a helper (not in its `finally`): `return` is allowed. */
  readonly canReturn: boolean;
  /** Code here may run many times (loop body, helper): strings it builds are cut. */
  readonly repeats: boolean;
  /** Helpers that can be called (`f0` .. `f{helpers-1}`; a helper calls only earlier ones). */
  readonly helpers: number;
  /** String-valued names in scope besides the plan variables (loop variables, parameters). */
  readonly strs: readonly string[];
  /** Number-valued names in scope besides the plan variables (counters, parameters). */
  readonly nums: readonly string[];
  /** Callback parameter names already in scope (each nested arrow gets a fresh one). */
  readonly lambdas: number;
  /** Labels of the enclosing loops of this function (targets of labelled jumps). */
  readonly labels: readonly string[];
}

interface Stmt {
  readonly code: string;
  readonly count: number;
}

type Arb<T> = fc.Arbitrary<T>;

/** Conditions on the secret (each holds for some secrets of digits and not for others). */
const secretTests: Arb<string> = fc.oneof(
  fc.constantFrom(...['0', '1', '2', '3']).map((c) => `(s.length > ${c})`),
  fc.constantFrom("'3'", "'5'", "'7'").map((c) => `(s < ${c})`),
  fc.constantFrom(...'0123456789').map((c) => `s.includes('${c}')`),
  fc.constant('(Number(s) % 2 === 0)'),
);

/** Writes of something every posted text piece shows (`a`, `b`, `n`, `m`, `arr`, `obj`). */
const POSTED_WRITES = [
  "a = 'w';",
  "b = 'w';",
  'n = 7;',
  'm = 7;',
  "arr.push('w');",
  "obj.c = 'w';",
] as const;

const STR_LITERALS = ["'x'", "'yz'", "''", "'7'", "'ab'"] as const;
const SEPARATORS = ["''", "','", "'7'", "'a'", "'-'"] as const;
const KEYS = ['a', 'b', 'c'] as const;
const SMALL = ['0', '1', '2', '3'] as const;
const SLICE_BOUNDS = ['-2', '-1', '0', '1', '2', '3', '5'] as const;

/** Builds the arbitraries for one generator configuration, memoised by context. */
function makeGenerator(opts: Required<PlanGeneratorOptions>) {
  const memo = new Map<string, Arb<string>>();
  const memoStmt = new Map<string, Arb<Stmt>>();
  const memoBlock = new Map<string, Arb<Stmt>>();
  const ctxKey = (ctx: Ctx) =>
    [
      ctx.depth,
      ctx.inLoop,
      ctx.canThrow,
      ctx.canReturn,
      ctx.repeats,
      ctx.helpers,
      ctx.strs.join(','),
      ctx.nums.join(','),
      ctx.lambdas,
      ctx.labels.join(','),
    ].join('|');
  const cached = (kind: string, ctx: Ctx, d: number, build: () => Arb<string>): Arb<string> => {
    const k = `${kind}|${d}|${ctxKey(ctx)}`;
    let a = memo.get(k);
    if (a === undefined) {
      a = build();
      memo.set(k, a);
    }
    return a;
  };

  const strLeaf = (ctx: Ctx): Arb<string> =>
    cached('sl', ctx, 0, () =>
      fc.oneof(
        { arbitrary: fc.constant('s'), weight: 1 },
        { arbitrary: fc.constantFrom(...STR_LITERALS), weight: 3 },
        { arbitrary: fc.constantFrom('t', 'a', 'b', ...ctx.strs), weight: 5 },
      ),
    );

  const numLeaf = (ctx: Ctx): Arb<string> =>
    cached('nl', ctx, 0, () =>
      fc.oneof(
        { arbitrary: fc.constantFrom(...SMALL), weight: 2 },
        { arbitrary: fc.constantFrom('k', 'n', 'm', ...ctx.nums), weight: 3 },
        { arbitrary: fc.constant('s.length'), weight: 1 },
      ),
    );

  /** A non-negative integer below 3: a safe array index for writes. */
  const smallIndex = (ctx: Ctx): Arb<string> =>
    cached('ix', ctx, 0, () =>
      fc.oneof(
        fc.constantFrom('0', '1', '2', 'Math.min(s.length, 2)'),
        boolExpr(ctx, 1).map((b) => `(${b} ? 0 : 1)`),
      ),
    );

  /** A key for a computed property write or read; never a prototype hook name. */
  const keyExpr = (ctx: Ctx, d: number): Arb<string> =>
    cached('ky', ctx, d, () =>
      fc.oneof(
        fc.constantFrom(...KEYS.map((k) => `'${k}'`)),
        strExpr(ctx, Math.max(d - 1, 0)),
        fc.constant('s.slice(0, 1)'),
      ),
    );

  /** Callback parameter and the context of its body. */
  const lambda = (ctx: Ctx): { name: string; ctx: Ctx } => {
    const name = `z${ctx.lambdas}`;
    return { name, ctx: { ...ctx, strs: [...ctx.strs, name], lambdas: ctx.lambdas + 1 } };
  };

  function strExpr(ctx: Ctx, d: number): Arb<string> {
    if (d <= 0) return strLeaf(ctx);
    return cached('s', ctx, d, () => {
      const x = strExpr(ctx, d - 1);
      const nx = numExpr(ctx, d - 1);
      const bx = boolExpr(ctx, d - 1);
      const lam = lambda(ctx);
      const options: fc.WeightedArbitrary<string>[] = [
        { arbitrary: strLeaf(ctx), weight: 6 },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `(${p} + ${q})`), weight: 3 },
        { arbitrary: fc.tuple(x, nx).map(([p, q]) => `(${p} + ${q})`), weight: 1 },
        {
          arbitrary: fc
            .tuple(x, fc.constantFrom(...SLICE_BOUNDS), fc.constantFrom(...SLICE_BOUNDS))
            .map(([p, i, j]) => `${p}.slice(${i}, ${j})`),
          weight: 2,
        },
        { arbitrary: x.map((p) => `${p}.toUpperCase()`), weight: 1 },
        {
          arbitrary: fc
            .tuple(x, fc.constantFrom(...SEPARATORS), fc.constantFrom(...SEPARATORS))
            .map(([p, i, j]) => `${p}.split(${i}).join(${j})`),
          weight: 1,
        },
        { arbitrary: fc.constantFrom(...SEPARATORS).map((sep) => `arr.join(${sep})`), weight: 2 },
        { arbitrary: nx.map((i) => `(arr[${i}] ?? 'u')`), weight: 1 },
        { arbitrary: fc.constantFrom(...KEYS).map((k) => `(obj.${k} ?? 'u')`), weight: 2 },
        { arbitrary: keyExpr(ctx, d).map((k) => `(obj[${k}] ?? 'u')`), weight: 1 },
        { arbitrary: fc.tuple(bx, x, x).map(([b, p, q]) => `(${b} ? ${p} : ${q})`), weight: 2 },
        {
          arbitrary: fc.tuple(bx, x, x).map(([b, p, q]) => `((${b} && ${p}) || ${q})`),
          weight: 1,
        },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `(${p} || ${q})`), weight: 1 },
        { arbitrary: nx.map((p) => `String(${p})`), weight: 1 },
        { arbitrary: fc.tuple(x, nx).map(([p, q]) => `\`\${${p}}-\${${q}}\``), weight: 1 },
        { arbitrary: fc.constant('JSON.stringify(obj)'), weight: 1 },
        {
          arbitrary: fc.constantFrom(
            'Object.values(obj).join()',
            "Object.entries(obj).join(';')",
            "(JSON.parse(JSON.stringify(obj)).a ?? 'u')",
            "(arr.at(-1) ?? 'u')",
            "[...arr].reverse().join('')",
            'arr.slice().sort().join()',
            "(arr.shift() ?? 'u')",
            "(arr.pop() ?? 'u')",
          ),
          weight: 1,
        },
        {
          arbitrary: fc
            .tuple(
              x,
              fc.constantFrom(
                '.padStart(4, "0")',
                '.repeat(2)',
                ".replace('a', 'b')",
                ".replaceAll('7', '')",
                '.trim()',
                '.charAt(1)',
                '.substring(1, 3)',
                '.toLowerCase()',
                '.concat(t)',
              ),
            )
            .map(([p, m]) => `${p}${m}`),
          weight: 2,
        },
        { arbitrary: fc.tuple(x, nx).map(([p, q]) => `(${p}.at(${q}) ?? 'u')`), weight: 1 },
        { arbitrary: nx.map((q) => `(${q}).toFixed(1)`), weight: 1 },
        { arbitrary: bx.map((b) => `String(${b})`), weight: 1 },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `(${p}, ${q})`), weight: 1 },
        { arbitrary: keyExpr(ctx, d).map((k) => `(obj?.[${k}] ?? 'u')`), weight: 1 },
        { arbitrary: x.map((p) => `arr.concat([${p}]).join('')`), weight: 1 },
        {
          arbitrary: boolExpr(lam.ctx, d - 1).map(
            (body) => `(arr.find((${lam.name}) => ${body}) ?? 'u')`,
          ),
          weight: 1,
        },
        {
          arbitrary: strExpr(lam.ctx, d - 1).map(
            (body) => `arr.reduce((acc, ${lam.name}) => (acc + ${body}).slice(0, 24), '')`,
          ),
          weight: 1,
        },
        {
          arbitrary: boolExpr(
            { ...lam.ctx, strs: [...lam.ctx.strs, `y${ctx.lambdas}`] },
            d - 1,
          ).map(
            (body) =>
              `arr.slice().sort((${lam.name}, y${ctx.lambdas}) => (${body} ? -1 : 1)).join('')`,
          ),
          weight: 1,
        },
        { arbitrary: fc.constant("Object.keys(obj).join(',')"), weight: 1 },
        {
          arbitrary: strExpr(lam.ctx, d - 1).map(
            (body) => `arr.map((${lam.name}) => ${body}).join('')`,
          ),
          weight: 1,
        },
        {
          arbitrary: boolExpr(lam.ctx, d - 1).map(
            (body) => `arr.filter((${lam.name}) => ${body}).join(',')`,
          ),
          weight: 1,
        },
      ];
      if (ctx.helpers > 0) {
        options.push({
          arbitrary: fc
            .tuple(fc.nat(ctx.helpers - 1), x, nx)
            .map(([i, p, q]) => `f${i}(${p}, ${q})`),
          weight: 2,
        });
      }
      return fc.oneof(...options);
    });
  }

  function numExpr(ctx: Ctx, d: number): Arb<string> {
    if (d <= 0) return numLeaf(ctx);
    return cached('n', ctx, d, () => {
      const x = strExpr(ctx, d - 1);
      const nx = numExpr(ctx, d - 1);
      const bx = boolExpr(ctx, d - 1);
      const lam = lambda(ctx);
      return fc.oneof(
        { arbitrary: numLeaf(ctx), weight: 6 },
        { arbitrary: x.map((p) => `${p}.length`), weight: 2 },
        { arbitrary: fc.constant('arr.length'), weight: 1 },
        { arbitrary: fc.tuple(nx, nx).map(([p, q]) => `(${p} + ${q})`), weight: 2 },
        { arbitrary: fc.tuple(nx, nx).map(([p, q]) => `(${p} - ${q})`), weight: 1 },
        { arbitrary: nx.map((p) => `(${p} * 2)`), weight: 1 },
        { arbitrary: nx.map((p) => `(${p} % 3)`), weight: 1 },
        { arbitrary: x.map((p) => `arr.indexOf(${p})`), weight: 1 },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `${p}.indexOf(${q})`), weight: 1 },
        { arbitrary: fc.tuple(bx, nx, nx).map(([b, p, q]) => `(${b} ? ${p} : ${q})`), weight: 2 },
        { arbitrary: fc.tuple(nx, nx).map(([p, q]) => `Math.min(${p}, ${q})`), weight: 1 },
        { arbitrary: fc.constant('Number(s)'), weight: 1 },
        {
          arbitrary: fc.constantFrom(
            'parseInt(s.slice(0, 2))',
            'Math.floor(Number(s) / 7)',
            'Math.max(n, m)',
            'Math.abs(n - m)',
            'n++',
            '--m',
          ),
          weight: 1,
        },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `${p}.lastIndexOf(${q})`), weight: 1 },
        {
          arbitrary: boolExpr(lam.ctx, d - 1).map(
            (body) => `arr.findIndex((${lam.name}) => ${body})`,
          ),
          weight: 1,
        },
        { arbitrary: fc.constant('Object.keys(obj).length'), weight: 1 },
        {
          arbitrary: boolExpr(lam.ctx, d - 1).map(
            (body) => `arr.filter((${lam.name}) => ${body}).length`,
          ),
          weight: 1,
        },
      );
    });
  }

  function boolExpr(ctx: Ctx, d: number): Arb<string> {
    return cached('b', ctx, d, () => {
      const x = strExpr(ctx, Math.max(d - 1, 0));
      const nx = numExpr(ctx, Math.max(d - 1, 0));
      const options: fc.WeightedArbitrary<string>[] = [
        { arbitrary: secretTests, weight: 4 },
        { arbitrary: fc.tuple(nx, nx).map(([p, q]) => `(${p} < ${q})`), weight: 2 },
        { arbitrary: fc.tuple(nx, nx).map(([p, q]) => `(${p} === ${q})`), weight: 1 },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `(${p} === ${q})`), weight: 2 },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `(${p} !== ${q})`), weight: 1 },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `${p}.includes(${q})`), weight: 1 },
        { arbitrary: fc.tuple(x, x).map(([p, q]) => `${p}.startsWith(${q})`), weight: 1 },
        { arbitrary: x.map((p) => `arr.includes(${p})`), weight: 1 },
        { arbitrary: keyExpr(ctx, d).map((k) => `(${k} in obj)`), weight: 1 },
        { arbitrary: keyExpr(ctx, d).map((k) => `Object.hasOwn(obj, ${k})`), weight: 1 },
        { arbitrary: fc.tuple(x, nx).map(([p, q]) => `(${p} == ${q})`), weight: 1 },
        { arbitrary: x.map((p) => `Boolean(${p})`), weight: 1 },
      ];
      if (d > 0) {
        const bx = boolExpr(ctx, d - 1);
        const lam = lambda(ctx);
        options.push(
          { arbitrary: bx.map((p) => `!${p}`), weight: 1 },
          { arbitrary: fc.tuple(bx, bx).map(([p, q]) => `(${p} && ${q})`), weight: 1 },
          { arbitrary: fc.tuple(bx, bx).map(([p, q]) => `(${p} || ${q})`), weight: 1 },
          {
            arbitrary: strExpr(lam.ctx, 0).map(
              (q) => `arr.some((${lam.name}) => ${lam.name} === ${q})`,
            ),
            weight: 1,
          },
          {
            arbitrary: boolExpr(lam.ctx, d - 1).map(
              (body) => `arr.every((${lam.name}) => ${body})`,
            ),
            weight: 1,
          },
        );
      }
      return fc.oneof(...options);
    });
  }

  const one = (code: string): Stmt => ({ code, count: 1 });

  /** A condition, mostly on the secret. */
  const secretBool = (ctx: Ctx): Arb<string> =>
    cached('sb', ctx, 0, () =>
      fc.oneof({ arbitrary: secretTests, weight: 3 }, { arbitrary: boolExpr(ctx, 1), weight: 1 }),
    );

  /**
   * A statement that throws a builtin exception or not depending on data (mostly the secret):
   * a read through a reference or a property that may be null, `JSON.parse` of text that may
   * not be JSON, directly, in a helper (which may write after the read) or in a callback.
   */
  const mayThrowOp = (ctx: Ctx): Arb<string> =>
    cached('mt', ctx, 0, () => {
      const b = secretBool(ctx);
      const options: fc.WeightedArbitrary<string>[] = [
        { arbitrary: b.map((c) => `(${c} ? obj : null).a;`), weight: 2 },
        {
          arbitrary: fc
            .tuple(b, fc.constantFrom(...KEYS))
            .map(([c, k]) => `({ x: obj, y: null })[${c} ? 'x' : 'y'].${k};`),
          weight: 2,
        },
        {
          arbitrary: fc
            .tuple(b, fc.constantFrom("'[1]'", "'2'", 's'), fc.constantFrom("'{'", "''", 't'))
            .map(([c, ok, bad]) => `JSON.parse(${c} ? ${ok} : ${bad});`),
          weight: 2,
        },
        { arbitrary: strExpr(ctx, 1).map((e) => `JSON.parse(${e});`), weight: 1 },
        { arbitrary: b.map((c) => `((q) => (q ? obj : null).b)(${c});`), weight: 1 },
        {
          arbitrary: fc
            .tuple(b, fc.constantFrom(...POSTED_WRITES))
            .map(([c, w]) => `((q) => { (q ? obj : null).c; ${w} })(${c});`),
          weight: 1,
        },
        { arbitrary: b.map((c) => `[${c}].forEach((q) => (q ? obj : null).b);`), weight: 1 },
      ];
      if (ctx.helpers > 0) {
        // a helper may throw (a plan throw or one of these) and is called here inside a try
        options.push({
          arbitrary: fc
            .tuple(fc.nat(ctx.helpers - 1), strExpr(ctx, 1), numExpr(ctx, 1))
            .map(([i, p, q]) => `f${i}(${p}, ${q});`),
          weight: 3,
        });
      }
      return fc.oneof(...options);
    });

  /** Statements without nested blocks. */
  function simpleStmt(ctx: Ctx): Arb<Stmt> {
    const x = strExpr(ctx, 2);
    const nx = numExpr(ctx, 2);
    const bx = boolExpr(ctx, 1);
    const strVar = fc.constantFrom('a', 'b');
    const numVar = fc.constantFrom('n', 'm');
    const options: fc.WeightedArbitrary<Stmt>[] = [
      {
        arbitrary: fc
          .tuple(strVar, x)
          .map(([v, e]) => one(ctx.repeats ? `${v} = (${e}).slice(0, 24);` : `${v} = ${e};`)),
        weight: 6,
      },
      {
        arbitrary: fc
          .tuple(strVar, x)
          .map(([v, e]) =>
            ctx.repeats
              ? { code: `${v} += ${e}; ${v} = ${v}.slice(0, 24);`, count: 2 }
              : one(`${v} += ${e};`),
          ),
        weight: 3,
      },
      { arbitrary: fc.tuple(numVar, nx).map(([v, e]) => one(`${v} = ${e};`)), weight: 3 },
      { arbitrary: fc.tuple(numVar, nx).map(([v, e]) => one(`${v} += ${e};`)), weight: 2 },
      { arbitrary: numVar.map((v) => one(`${v} -= 1;`)), weight: 1 },
      {
        arbitrary: fc.tuple(numVar, fc.constantFrom('++', '--')).map(([v, o]) => one(`${v}${o};`)),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(strVar, fc.constantFrom('||=', '&&=', '??='), x)
          .map(([v, o, e]) => one(`${v} ${o} (${e}).slice(0, 24);`)),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(fc.constantFrom(...KEYS), x)
          .map(([k, e]) =>
            ctx.repeats
              ? { code: `obj.${k} += ${e}; obj.${k} = obj.${k}.slice(0, 24);`, count: 2 }
              : one(`obj.${k} += ${e};`),
          ),
        weight: 1,
      },
      { arbitrary: keyExpr(ctx, 2).map((k) => one(`delete obj[${k}];`)), weight: 1 },
      {
        arbitrary: fc.constantFrom(
          one('arr.shift();'),
          one('arr.sort();'),
          one('arr.splice(1, 1);'),
          one("arr.fill('f');"),
        ),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(smallIndex(ctx), x)
          .map(([i, e]) => one(`arr.splice(${i}, 0, (${e}).slice(0, 24));`)),
        weight: 1,
      },
      { arbitrary: x.map((e) => one(`arr.unshift((${e}).slice(0, 24));`)), weight: 1 },
      {
        arbitrary: x.map((e) => one(`[a = 'u', b = (${e}).slice(0, 24)] = arr;`)),
        weight: 1,
      },
      // Shapes that once leaked (test/fixtures/security/launder-*): a compound assignment whose
      // right side assigns the variable, argument counts of spreads, a return through a
      // finally that calls a method, defaults and optional chains with side effects.
      { arbitrary: x.map((e) => one(`a += (a = (${e}).slice(0, 24), '');`)), weight: 1 },
      {
        arbitrary: x.map((e) =>
          one(`n = ((...r) => r.length)(...(${e}).slice(0, 6)) + Array.of(...arr).length;`),
        ),
        weight: 1,
      },
      { arbitrary: x.map((e) => one(`arr.push(...(${e}).slice(0, 3));`)), weight: 1 },
      {
        arbitrary: x.map((e) =>
          one(
            `a = ((q) => { try { return (q).slice(0, 24); } finally { arr.indexOf('x'); } })(${e});`,
          ),
        ),
        weight: 1,
      },
      {
        arbitrary: fc.constantFrom(...KEYS).map((k) => one(`({ ${k}: a = (b = 'd') } = obj);`)),
        weight: 1,
      },
      {
        arbitrary: bx.map((t) => one(`(${t} ? obj : null)?.[(a = 'o', 'a')];`)),
        weight: 1,
      },
      { arbitrary: x.map((e) => one(`n = [arr, [${e}]].flat().length;`)), weight: 1 },
      {
        arbitrary: nx.map((e) =>
          one(
            `b = arr.map((z, i) => { if (i === 0) { arr.splice(0, Math.abs(${e}) % 3); } return z; }).join(',');`,
          ),
        ),
        weight: 1,
      },
      {
        arbitrary: x.map((e) =>
          one(
            `arr.sort((y1, y2) => { if (arr.length < 4) { arr.push((${e}).slice(0, 6)); } return 0; });`,
          ),
        ),
        weight: 1,
      },
      {
        arbitrary: x.map((e) => one(`({ a: a = 'u', c: b = (${e}).slice(0, 24) } = obj);`)),
        weight: 1,
      },
      {
        arbitrary: x.map((e) => one(`Object.assign(obj, { c: (${e}).slice(0, 24) });`)),
        weight: 1,
      },
      {
        arbitrary: x.map((e) =>
          one(ctx.repeats ? `arr.push((${e}).slice(0, 24));` : `arr.push(${e});`),
        ),
        weight: 3,
      },
      { arbitrary: fc.constant(one('arr.pop();')), weight: 1 },
      { arbitrary: fc.constant(one('arr.reverse();')), weight: 1 },
      {
        arbitrary: fc
          .tuple(fc.constantFrom(...SLICE_BOUNDS), fc.constantFrom(...SLICE_BOUNDS))
          .map(([i, j]) => one(`arr = arr.slice(${i}, ${j});`)),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(x, fc.constantFrom(...SEPARATORS))
          .map(([e, sep]) => one(`arr = (${e}).slice(0, 8).split(${sep});`)),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(smallIndex(ctx), x)
          .map(([i, e]) => one(`arr[Math.min(${i}, arr.length)] = (${e}).slice(0, 24);`)),
        weight: 2,
      },
      {
        arbitrary: fc
          .tuple(fc.constantFrom(...KEYS), x)
          .map(([k, e]) => one(`obj.${k} = (${e}).slice(0, 24);`)),
        weight: 3,
      },
      {
        arbitrary: fc
          .tuple(keyExpr(ctx, 2), x)
          .map(([k, e]) => one(`obj[${k}] = (${e}).slice(0, 24);`)),
        weight: 2,
      },
      { arbitrary: fc.constantFrom(...KEYS).map((k) => one(`delete obj.${k};`)), weight: 1 },
      {
        arbitrary: fc.tuple(bx, x).map(([b, e]) => one(`${b} && arr.push((${e}).slice(0, 24));`)),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(bx, strVar, x)
          .map(([b, v, e]) => one(`${b} || (${v} = (${e}).slice(0, 24));`)),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(bx, numVar, nx, nx)
          .map(([b, v, p, q]) => one(`${v} = ${b} ? ${p} : ${q};`)),
        weight: 1,
      },
    ];
    if (ctx.helpers > 0) {
      options.push({
        arbitrary: fc
          .tuple(fc.nat(ctx.helpers - 1), x, nx)
          .map(([i, p, q]) => one(`f${i}(${p}, ${q});`)),
        weight: 2,
      });
    }
    if (ctx.canThrow) {
      options.push({
        arbitrary: fc.tuple(bx, x, fc.boolean()).map(([b, e, plain]) => ({
          code: `if (${b}) { throw ${plain ? `{ message: ${e} }` : `new Error(${e})`}; }`,
          count: 2,
        })),
        weight: 2,
      });
      // builtin exceptions decided by data: the code after them runs only when they did not
      // throw (strict mode raises it by what decided that)
      options.push(
        { arbitrary: x.map((e) => one(`JSON.parse(${e});`)), weight: 1 },
        { arbitrary: bx.map((b) => one(`(${b} ? obj : null).a;`)), weight: 1 },
        {
          arbitrary: bx.map((b) => one(`[${b}].forEach((q) => (q ? null : obj).b);`)),
          weight: 1,
        },
      );
    }
    if (ctx.inLoop) {
      options.push({
        arbitrary: fc
          .tuple(
            bx,
            fc.constantFrom('break', 'continue'),
            fc.constantFrom('', ...ctx.labels.map((l) => ` ${l}`)),
          )
          .map(([b, j, l]) => ({ code: `if (${b}) { ${j}${l}; }`, count: 2 })),
        weight: 2,
      });
    }
    if (ctx.canReturn) {
      options.push({
        arbitrary: fc
          .tuple(bx, x)
          .map(([b, e]) => ({ code: `if (${b}) { return ${e}; }`, count: 2 })),
        weight: 2,
      });
    }
    return fc.oneof(...options);
  }

  function stmt(ctx: Ctx): Arb<Stmt> {
    const k = ctxKey(ctx);
    const hit = memoStmt.get(k);
    if (hit !== undefined) return hit;
    let result: Arb<Stmt>;
    if (ctx.depth >= opts.maxDepth) {
      result = simpleStmt(ctx);
    } else {
      const d = ctx.depth;
      const inner: Ctx = { ...ctx, depth: d + 1 };
      const bx = boolExpr(ctx, 2);
      const loopCtx = (extra: Partial<Ctx>): Ctx => ({
        ...inner,
        inLoop: true,
        repeats: true,
        ...extra,
      });
      const v = `v${d}`;
      const w = `w${d}`;
      const c = `c${d}`;
      const arrSource = fc.oneof(
        fc.constantFrom('arr.slice(0, 3)', "['x', s, t]", 'Object.keys(obj).slice(0, 3)'),
        strExpr(ctx, 1).map((e) => `${e}.split('').slice(0, 3)`),
      );
      const bound = fc.oneof(
        fc.constantFrom('1', '2', '3', 'Math.min(s.length, 3)', 'Math.min(n, 3)'),
        boolExpr(ctx, 1).map((b) => `(${b} ? 3 : 1)`),
      );
      const label = `L${d}`;
      /** A loop, optionally labelled, whose body may jump to it and to enclosing loops. */
      const loop = (
        bodyCtx: Partial<Ctx>,
        make: (labelPrefix: string, body: Stmt) => Stmt,
      ): Arb<Stmt> =>
        fc
          .boolean()
          .chain((labelled) =>
            block(
              loopCtx({ ...bodyCtx, labels: labelled ? [...ctx.labels, label] : ctx.labels }),
            ).map((body) => make(labelled ? `${label}: ` : '', body)),
          );
      const counted = { nums: [...ctx.nums, w] };
      const compound: fc.WeightedArbitrary<Stmt>[] = [
        {
          arbitrary: fc
            .tuple(bx, block(inner), fc.option(block(inner), { nil: undefined }))
            .map(([b, t, e]) => ({
              code: `if (${b}) { ${t.code} }${e === undefined ? '' : ` else { ${e.code} }`}`,
              count: 1 + t.count + (e?.count ?? 0),
            })),
          weight: 4,
        },
        {
          arbitrary: arrSource.chain((src) =>
            loop({ strs: [...ctx.strs, v] }, (l, body) => ({
              code: `${l}for (const ${v} of ${src}) { ${body.code} }`,
              count: 1 + body.count,
            })),
          ),
          weight: 2,
        },
        {
          arbitrary: loop({ strs: [...ctx.strs, v] }, (l, body) => ({
            code: `${l}for (const ${v} in { ...obj }) { ${body.code} }`,
            count: 1 + body.count,
          })),
          weight: 1,
        },
        {
          arbitrary: fc
            .tuple(bound, fc.option(boolExpr(loopCtx(counted), 1), { nil: undefined }))
            .chain(([n, extra]) =>
              loop(counted, (l, body) => ({
                code: `{ let ${w} = 0; ${l}while (${w} < ${n}${extra === undefined ? '' : ` && ${extra}`}) { ${w} += 1; ${body.code} } }`,
                count: 3 + body.count,
              })),
            ),
          weight: 2,
        },
        {
          arbitrary: bound.chain((n) =>
            loop(counted, (l, body) => ({
              code: `${l}for (let ${w} = 0; ${w} < ${n}; ${w}++) { ${body.code} }`,
              count: 1 + body.count,
            })),
          ),
          weight: 1,
        },
        {
          arbitrary: bound.chain((n) =>
            loop(counted, (l, body) => ({
              code: `{ let ${w} = 0; ${l}do { ${w} += 1; ${body.code} } while (${w} < ${n}); }`,
              count: 3 + body.count,
            })),
          ),
          weight: 1,
        },
        {
          arbitrary: fc
            .tuple(
              block({ ...inner, canThrow: true }),
              fc.constantFrom('plain', 'destructured', 'unbound'),
              fc.option(block({ ...inner, inLoop: false, canThrow: false, canReturn: false }), {
                nil: undefined,
              }),
            )
            .chain(([t, binding, f]) => {
              const strs =
                binding === 'plain'
                  ? [...ctx.strs, `${c}.message`]
                  : binding === 'destructured'
                    ? [...ctx.strs, c]
                    : ctx.strs;
              const param =
                binding === 'plain'
                  ? ` (${c})`
                  : binding === 'destructured'
                    ? ` ({ message: ${c} })`
                    : '';
              return block({ ...inner, strs }).map((h) => ({
                code: `try { ${t.code} } catch${param} { ${h.code} }${f === undefined ? '' : ` finally { ${f.code} }`}`,
                count: 1 + t.count + h.count + (f?.count ?? 0),
              }));
            }),
          weight: 2,
        },
        {
          arbitrary: fc
            .tuple(
              strExpr(ctx, 1),
              fc.constantFrom(...STR_LITERALS),
              fc.constantFrom(...STR_LITERALS),
              block(inner),
              block(inner),
              block(inner),
              fc.boolean(),
            )
            .map(([e, l1, l2, a, b, dflt, fallthrough]) => ({
              code: `switch (${e}) { case ${l1}: { ${a.code} }${fallthrough ? '' : ' break;'} case ${l2}: { ${b.code} } break; default: { ${dflt.code} } }`,
              count: 3 + a.count + b.count + dflt.count,
            })),
          weight: 1,
        },
      ];
      // A try probe: an operation whose throwing is decided by data (mostly the secret) comes
      // first in a try block whose handler is often empty, and writes of posted variables come
      // after it: they run only when it did not throw (strict mode raises them by what decided
      // that; without that raise two allowed messages differ).
      compound.push({
        arbitrary: fc
          .tuple(
            mayThrowOp(ctx),
            block({ ...inner, canThrow: true }, 2),
            fc.subarray([...POSTED_WRITES], { minLength: 1, maxLength: 3 }),
            fc.option(block(inner, 2), { nil: undefined, freq: 2 }),
          )
          .map(([op, rest, writes, h]) => ({
            code: `try { ${op} ${rest.code} ${writes.join(' ')} } catch { ${h?.code ?? ''} }`,
            count: 2 + rest.count + writes.length + (h?.count ?? 0),
          })),
        weight: 3,
      });
      if (ctx.canReturn && ctx.canThrow) {
        // The same inside a helper, returning from the try block (or not) and throwing after
        // the try (or not): the caller continues only because the helper returned there.
        compound.push({
          arbitrary: fc
            .tuple(
              mayThrowOp(ctx),
              strExpr(ctx, 1),
              // (a plan-written throw would raise the caller by the helper's exit pc anyway)
              fc.constantFrom('(null).a;', '(null).a;', "throw new Error('t');", ''),
            )
            .map(([op, x, after]) => ({
              code: `try { ${op} return ${x}; } catch { } ${after}`,
              count: 3,
            })),
          weight: 2,
        });
      }
      // A callback with statements: its `return` ends one call, its `throw` leaves the builtin.
      const cb = lambda(ctx);
      const cbCtx: Ctx = {
        ...cb.ctx,
        depth: d + 1,
        inLoop: false,
        canReturn: true,
        repeats: true,
        labels: [],
      };
      compound.push(
        {
          arbitrary: block(cbCtx).map((body) => ({
            code: `arr.slice(0, 3).forEach((${cb.name}) => { ${body.code} });`,
            count: 1 + body.count,
          })),
          weight: 1,
        },
        {
          arbitrary: fc
            .tuple(fc.constantFrom('a', 'b'), block(cbCtx), strExpr(cbCtx, 1))
            .map(([v, body, ret]) => ({
              code: `${v} = arr.slice(0, 3).map((${cb.name}) => { ${body.code} return ${ret}; }).join('').slice(0, 24);`,
              count: 2 + body.count,
            })),
          weight: 1,
        },
      );
      if (ctx.canThrow || ctx.inLoop || ctx.canReturn) {
        // A `finally` without `catch`: a throw, jump or return leaves through it.
        compound.push({
          arbitrary: fc
            .tuple(
              block({ ...inner, canThrow: ctx.canThrow }),
              block({ ...inner, inLoop: false, canThrow: false, canReturn: false }),
            )
            .map(([t, f]) => ({
              code: `try { ${t.code} } finally { ${f.code} }`,
              count: 1 + t.count + f.count,
            })),
          weight: 1,
        });
      }
      result = fc.oneof({ arbitrary: simpleStmt(ctx), weight: 12 }, ...compound);
    }
    memoStmt.set(k, result);
    return result;
  }

  function block(ctx: Ctx, maxLength = opts.maxBlockStatements): Arb<Stmt> {
    const k = `${maxLength}|${ctxKey(ctx)}`;
    const hit = memoBlock.get(k);
    if (hit !== undefined) return hit;
    const result = fc.array(stmt(ctx), { maxLength }).map((xs) => ({
      code: xs.map((x) => x.code).join(' '),
      count: xs.reduce((acc, x) => acc + x.count, 0),
    }));
    memoBlock.set(k, result);
    return result;
  }

  const base: Ctx = {
    depth: 0,
    inLoop: false,
    canThrow: false,
    canReturn: false,
    repeats: false,
    helpers: 0,
    strs: [],
    nums: [],
    lambdas: 0,
    labels: [],
  };

  const helper = (i: number): Arb<Stmt> => {
    const ctx: Ctx = {
      ...base,
      canThrow: true,
      canReturn: true,
      repeats: true,
      helpers: i,
      strs: ['p'],
      nums: ['q'],
    };
    return fc.tuple(block(ctx), strExpr(ctx, 2)).map(([body, ret]) => ({
      code: `function f${i}(p, q) {\n  ${body.code}\n  return ${ret};\n}`,
      count: 2 + body.count,
    }));
  };

  const textPieces = [
    'a',
    'b',
    'String(n)',
    'String(m)',
    "arr.join(',')",
    'JSON.stringify(obj)',
  ] as const;

  const plan = fc
    .nat(opts.maxHelpers)
    .chain((helpers) =>
      fc.tuple(
        fc.tuple(...Array.from({ length: helpers }, (_, i) => helper(i))),
        block({ ...base, helpers }, opts.maxTopStatements),
        fc.subarray([...textPieces], { minLength: 1 }),
        fc.option(strExpr({ ...base, helpers }, 2), { nil: undefined }),
      ),
    )
    .map(([helperStmts, body, pieces, extra]): GeneratedPlan => {
      const text = [...pieces, ...(extra === undefined ? [] : [`String(${extra})`])];
      const lines = [
        "const s = read_secret({ name: 'x' });",
        "const t = 'ab';",
        'const k = 2;',
        "let a = 'p';",
        "let b = 'q';",
        'let n = 0;',
        'let m = 1;',
        "let arr = ['x', 'y'];",
        "let obj = { a: 'o', b: 'p' };",
        ...helperStmts.map((h) => h.code),
        body.code,
        `post_message({ channel: 'general', text: [${text.join(', ')}].join('|') });`,
      ];
      return {
        source: `${lines.join('\n')}\n`,
        statements: 10 + helperStmts.reduce((acc, h) => acc + h.count, 0) + body.count,
      };
    });

  return plan.filter((p) => p.statements < opts.maxStatements);
}

/** Small, bounded, well-typed plans in the supported subset (see the file header). */
export function planArbitrary(options: PlanGeneratorOptions = {}): fc.Arbitrary<GeneratedPlan> {
  return makeGenerator({
    maxHelpers: options.maxHelpers ?? 2,
    maxTopStatements: options.maxTopStatements ?? 8,
    maxBlockStatements: options.maxBlockStatements ?? 3,
    maxDepth: options.maxDepth ?? 2,
    maxStatements: options.maxStatements ?? 40,
  });
}
