/**
 * A fast-check arbitrary of plans for the two-run non-interference checker (issue 18): small
 * plans in the compiler's accepted subset (packages/vm/src/compiler/README.md,
 * docs/coverage-matrix.md) that read one sensitive value `s` (a secret, or an untrusted page)
 * and perform effects through public sinks all along the plan, not only at its end: inside
 * branches, loops, callbacks, helpers, `try`/`catch`/`finally` and `switch` cases.
 *
 * The grammar covers `if` with and without `else`, nesting, `for`/`while`/`do-while`/
 * `for-of`/`for-in` loops with `break`/`continue` and labels, `switch` with fall-through and
 * `default`, `try`/`catch`/`finally` with `throw` and `return` inside, short-circuit
 * assignment (`&&=`, `||=`, `??=`), `&&`/`||`/`??`, ternaries, callbacks (`forEach`, `map`,
 * `filter`, `find`, `some`, `every`, `sort`, `reduce`, `replace` with a string), closures that
 * assign captured variables, helpers with early `return`, aliased containers (`arr2` is `arr`,
 * `obj2` is `obj`), array slots and object keys (literal and computed), `push`/`pop`/`splice`/
 * `delete`, `in`, `Object.keys`, string building, `var` (hoisted, redeclared inside branches,
 * helpers and callbacks, as loop variables), regular expressions (`test`, `exec`, `match`,
 * `search`, `split`, `replace` with a string or a callback, on `s` and on public text, through a
 * shared stateful `g` regex `re` whose `lastIndex` branches on `s` may move or write),
 * builtin constructors as values (`ctor`, called and `new`ed through it) and `new` on plan
 * functions (`mk`, whose result is an object or not by data) and on non-constructors, the
 * property model (`Object.freeze`/`seal`/`preventExtensions`/`defineProperty` under branches,
 * descriptors and predicates read back, writes and deletes that throw on fixed properties),
 * wrapper objects (`new Boolean(b)`, `new String(x)`, `new Number(n)`, `Object(x)`) and
 * `new Array(...)`, `Array.prototype.m.call` on array-likes, `f.call`/`f.apply` on helpers,
 * recursion deep enough to overflow the stack,
 * big allocations and long loops (the checker's runtime has small limits).
 *
 * Every arbitrary is built from `oneof`/`tuple`/`array`/`option` and `map` (no `chain`), so
 * fast-check shrinks a failing plan to a few short statements. Names are fixed by position
 * (`i0`, `v1`, `x2`, ...), so a plan is well-scoped by construction; the only compile failures
 * left are corner cases the compiler refuses, and the checker measures their rate.
 */
import fc from 'fast-check';

type Arb<T> = fc.Arbitrary<T>;

export interface NiPlan {
  readonly source: string;
}

export interface NiGrammarOptions {
  /** The statement that reads the sensitive value into `s` (default `get_secret({})`). */
  readonly sourceCalls?: readonly string[];
  /** Most top-level statements (default 7). */
  readonly maxTopStatements?: number;
  /** Most statements in a nested block (default 3). */
  readonly maxBlockStatements?: number;
  /** Deepest nesting of compound statements (default 2). */
  readonly maxDepth?: number;
  /** Most helper functions (default 2). */
  readonly maxHelpers?: number;
  /** Weight of statements that hit engine limits (stack, memory, time; default 1). */
  readonly limitWeight?: number;
  /** Weight of statements that throw on data (`throw`, a read of null, `JSON.parse`; default 1). */
  readonly exceptionWeight?: number;
}

/** What the code at some point may use. */
interface Ctx {
  readonly depth: number;
  /** A `break`/`continue` here targets a loop of this function. */
  readonly inLoop: boolean;
  /** Inside a function (helper or callback): `return` is allowed. */
  readonly canReturn: boolean;
  /** Helpers that can be called (`f0` .. `f{helpers-1}`). */
  readonly helpers: number;
  /** String-valued names in scope besides the plan variables. */
  readonly strs: readonly string[];
  /** Number-valued names in scope besides the plan variables. */
  readonly nums: readonly string[];
  /** Callback parameters already in scope (each nested arrow gets a fresh name). */
  readonly lambdas: number;
  /** Labels of the enclosing loops of this function. */
  readonly labels: readonly string[];
}

interface Stmt {
  readonly code: string;
}

const STR_LITERALS = ["'h'", "'x'", "''", "'ab'", "'7'", "'not-h'"] as const;
const KEYS = ["'a'", "'b'", "'c'", "'k'"] as const;
const SEPS = ["''", "','", "'-'"] as const;
/** Regular expressions: the shared stateful `re`, fresh literals (g, y, none), a capture. */
const REGEXES = ['re', '/[a-h]/g', '/h/', '/(.)(.)/', '/x/y', '/[aeiou]/gi'] as const;

/**
 * Tests on `s` whose outcome differs between the checker's sensitive values (first character,
 * length, emptiness, numeric value, content, order).
 */
const SECRET_TESTS = [
  "s[0] === 'h'",
  's.length > 2',
  "s === ''",
  'Number(s) > 5',
  "s.includes('a')",
  "s < 'm'",
  "s.startsWith('x')",
  's.length % 2 === 0',
  's.charCodeAt(0) > 100',
  "s.endsWith('o')",
] as const;

function makeGrammar(o: Required<NiGrammarOptions>) {
  const memo = new Map<string, Arb<string>>();
  const memoStmt = new Map<string, Arb<Stmt>>();
  const key = (ctx: Ctx) =>
    [
      ctx.depth,
      ctx.inLoop,
      ctx.canReturn,
      ctx.helpers,
      ctx.strs.join(','),
      ctx.nums.join(','),
      ctx.lambdas,
      ctx.labels.join(','),
    ].join('|');
  const cached = (kind: string, ctx: Ctx, d: number, build: () => Arb<string>): Arb<string> => {
    const k = `${kind}|${d}|${key(ctx)}`;
    let a = memo.get(k);
    if (a === undefined) {
      a = build();
      memo.set(k, a);
    }
    return a;
  };
  const lambda = (ctx: Ctx): { name: string; ctx: Ctx } => {
    const name = `x${ctx.lambdas}`;
    return { name, ctx: { ...ctx, strs: [...ctx.strs, name], lambdas: ctx.lambdas + 1 } };
  };
  const w = <T>(arbitrary: Arb<T>, weight: number) => ({ arbitrary, weight });

  const secretTest: Arb<string> = fc.constantFrom(...SECRET_TESTS);

  /**
   * Literal writes and tests of the same few variables: a write under a branch on `s`, then a
   * branch on what it wrote, then an effect that shows what that second branch left behind,
   * is the shape of the laundering the issue describes; coupling the two lists makes such
   * chains common.
   */
  const literalWrite: Arb<string> = fc.oneof(
    w(fc.constantFrom('flag = false;', "a = 'h';"), 6),
    w(fc.constantFrom('flag = true;', "a = 'p';"), 2),
    w(fc.constantFrom('n = 5;', "obj.c = 'w';", "arr.push('w');"), 2),
    w(
      fc.constantFrom(
        'ok = false;',
        "b = 'not-h';",
        "z = 'w';",
        'delete obj.a;',
        'arr.pop();',
        "arr2[0] = 'w';",
      ),
      1,
    ),
    // the property model (issue 22): attributes and extensibility chosen under a branch
    w(
      fc.constantFrom(
        'Object.freeze(obj);',
        'Object.seal(obj2);',
        'Object.preventExtensions(arr);',
        "Object.defineProperty(obj, 'a', { writable: false });",
        "Object.defineProperty(obj2, 'd', { value: 'w', enumerable: false });",
      ),
      1,
    ),
    // Map, Set and Date writes (issue 22)
    w(
      fc.constantFrom(
        "mp.set('c', 'w');",
        "mp2.delete('a');",
        'mp.clear();',
        "st.add('w');",
        "st.delete('x');",
        'dt.setUTCFullYear(2000);',
        'it.next();',
      ),
      1,
    ),
    // `var`: hoisted to the function (a declaration inside a branch is a write there; inside
    // a helper or a callback, a binding of its own)
    w(fc.constantFrom("var w = 'h';", "w = 'x';", "var w = 'x';"), 2),
  );
  const varTest: Arb<string> = fc.oneof(
    w(fc.constantFrom('flag', "a === 'h'"), 6),
    w(fc.constantFrom('!flag', "a !== 'h'"), 2),
    w(fc.constantFrom('n > 0', "'c' in obj", 'arr.length > 2'), 2),
    w(fc.constantFrom('ok', "b !== 'q'", 'z === null', "obj.a === 'o'", "arr[0] === 'x'"), 1),
    w(
      fc.constantFrom(
        "mp.has('c')",
        "mp2.get('a') === 'o'",
        'mp.size > 1',
        "st.has('w')",
        'st.size === 0',
        'dt.getTime() > 0',
        "it.next().value === 'a'",
      ),
      1,
    ),
    w(fc.constantFrom("w === 'h'", "w !== 'p'"), 1),
  );

  const strLeaf = (ctx: Ctx): Arb<string> =>
    cached('sl', ctx, 0, () =>
      fc.oneof(
        w(fc.constantFrom("'h'", "'x'", "''", "'ab'"), 3),
        w(fc.constantFrom('a', 'b', ...ctx.strs), 5),
        w(fc.constant('s'), 1),
        w(fc.constantFrom("(obj.a ?? 'u')", "(arr[0] ?? 'u')", "(obj2.b ?? 'u')"), 1),
        w(
          fc.constantFrom(
            "(mp.get('a') ?? 'u')",
            "(mp2.get('c') ?? 'u')",
            'String(dt.getUTCFullYear())',
          ),
          1,
        ),
      ),
    );

  const numLeaf = (ctx: Ctx): Arb<string> =>
    cached('nl', ctx, 0, () =>
      fc.oneof(
        w(fc.constantFrom('0', '1', '2', '3'), 3),
        w(fc.constantFrom('n', 'm', ...ctx.nums), 4),
        w(fc.constantFrom('s.length', 'arr.length'), 2),
      ),
    );

  const keyExpr = (ctx: Ctx): Arb<string> =>
    cached('key', ctx, 0, () =>
      fc.oneof(
        w(fc.constantFrom(...KEYS), 4),
        w(fc.constantFrom('s.slice(0, 1)', 'a', "(t ? 'a' : 'b')"), 2),
        w(
          secretTest.map((b) => `(${b} ? 'a' : 'c')`),
          2,
        ),
      ),
    );

  /** An index that is usually in range for `arr` (writes may also grow it by one). */
  const indexExpr = (ctx: Ctx): Arb<string> =>
    cached('ix', ctx, 0, () =>
      fc.oneof(
        w(fc.constantFrom('0', '1', 'arr.length'), 3),
        w(
          boolExpr(ctx, 0).map((b) => `(${b} ? 0 : 1)`),
          2,
        ),
        w(fc.constantFrom('Math.min(s.length, 2)', 'Math.min(n, 2)'), 1),
      ),
    );

  function strExpr(ctx: Ctx, d: number): Arb<string> {
    if (d <= 0) return strLeaf(ctx);
    return cached('s', ctx, d, () => {
      const x = strExpr(ctx, d - 1);
      const nx = numExpr(ctx, d - 1);
      const bx = boolExpr(ctx, d - 1);
      const lam = lambda(ctx);
      const acc = `acc${ctx.lambdas}`;
      return fc.oneof(
        w(strLeaf(ctx), 8),
        w(
          fc.tuple(x, x).map(([p, q]) => `(${p} + ${q})`),
          3,
        ),
        w(
          fc.tuple(x, nx).map(([p, q]) => `\`\${${p}}-\${${q}}\``),
          1,
        ),
        w(
          fc.tuple(bx, x, x).map(([b, p, q]) => `(${b} ? ${p} : ${q})`),
          3,
        ),
        w(
          fc.tuple(x, x).map(([p, q]) => `(${p} || ${q})`),
          1,
        ),
        w(
          fc.tuple(bx, x).map(([b, p]) => `String(${b} && ${p})`),
          1,
        ),
        w(
          x.map((p) => `(z ?? ${p})`),
          1,
        ),
        w(
          x.map((p) => `${p}.slice(0, 3)`),
          1,
        ),
        w(
          x.map((p) => `(${p}[0] ?? '')`),
          1,
        ),
        w(
          x.map((p) => `${p}.toUpperCase()`),
          1,
        ),
        w(
          fc
            .tuple(x, fc.constantFrom("'h'", "'a'", "'x'"), fc.constantFrom(...STR_LITERALS, 'a'))
            .map(([p, f, r]) => `${p}.replace(${f}, ${r})`),
          1,
        ),
        w(
          nx.map((p) => `String(${p})`),
          1,
        ),
        w(
          fc.constantFrom(...SEPS).map((sep) => `arr.join(${sep})`),
          2,
        ),
        w(fc.constantFrom("Object.keys(obj).join(',')", 'JSON.stringify(obj)'), 1),
        // issue 22: function values and builtin methods read as values
        w(
          fc.constantFrom(
            "(fnv.x ?? 'u')",
            "(fnv.a ?? 'u')",
            "Object.keys(fnv).join(',')",
            'String(fnv.length)',
            'fnv.name',
            'String(arr.indexOf.length)',
            "Array.from(arr, (v, i) => v + i).join('')",
            "Array.from({ length: arr.length }, (v, i) => i).join('')",
            "String(obj.hasOwnProperty('c'))",
            // the property model (issue 22)
            'String(Object.isFrozen(obj))',
            "Object.getOwnPropertyNames(obj).join(',')",
            "JSON.stringify(Object.getOwnPropertyDescriptor(obj, 'a') ?? null)",
            'JSON.stringify(Object.getOwnPropertyDescriptors(arr))',
          ),
          1,
        ),
        w(
          keyExpr(ctx).map((k) => `(obj[${k}] ?? 'u')`),
          2,
        ),
        w(
          nx.map((i) => `(arr[${i}] ?? 'u')`),
          1,
        ),
        w(
          strExpr(lam.ctx, d - 1).map(
            (e) => `arr.map((${lam.name}) => ${e}).join('').slice(0, 12)`,
          ),
          1,
        ),
        w(
          boolExpr(lam.ctx, d - 1).map((b) => `arr.filter((${lam.name}) => ${b}).join(',')`),
          1,
        ),
        w(
          boolExpr(lam.ctx, d - 1).map((b) => `(arr.find((${lam.name}) => ${b}) ?? 'none')`),
          1,
        ),
        w(
          strExpr({ ...lam.ctx, strs: [...lam.ctx.strs, acc] }, 0).map(
            (e) => `arr.reduce((${acc}, ${lam.name}) => (${acc} + ${e}).slice(0, 12), '')`,
          ),
          1,
        ),
        w(
          numExpr(lam.ctx, 0).map(
            (e) =>
              `[...arr].sort((${lam.name}, y${ctx.lambdas}) => (${e}) - ${lam.name}.length).join('')`,
          ),
          1,
        ),
        // regular expressions: results labelled by subject and pattern; `re` is stateful
        w(
          fc
            .tuple(x, fc.constantFrom(...REGEXES), fc.constantFrom("'x'", "'$1-'", "''"))
            .map(([p, r, q]) => `${p}.replace(${r}, ${q})`),
          1,
        ),
        w(
          fc
            .tuple(x, fc.constantFrom(...REGEXES))
            .map(([p, r]) => `(${p}.match(${r}) ?? ['u']).join('')`),
          1,
        ),
        w(
          x.map((p) => `${p}.split(/[,-]/).join('+')`),
          1,
        ),
        w(
          x.map((p) => `(re.exec(${p}) ?? ['u'])[0]`),
          1,
        ),
        w(
          fc
            .tuple(x, fc.constantFrom(...REGEXES), strExpr(lam.ctx, 0))
            .map(([p, r, e]) => `${p}.replace(${r}, (${lam.name}) => ${e})`),
          1,
        ),
        // builtin constructors as values (`ctor` may hold TypeError or RangeError), called
        // and `new`ed through a variable; `new` on plan functions whose result (an object or
        // not) depends on data, and on a value that may not be a constructor
        w(
          x.map((p) => `ctor(${p}).message`),
          1,
        ),
        w(
          x.map((p) => `(new ctor(${p})).name`),
          1,
        ),
        w(
          bx.map((b) => `String((${b} ? TypeError : ctor) === RangeError)`),
          1,
        ),
        w(
          x.map((p) => `typeof new mk(${p})`),
          1,
        ),
        w(
          x.map((p) => `JSON.stringify(new mk(${p}))`),
          1,
        ),
        // issue 22: wrapper objects (their primitive labelled like the argument; truthiness
        // is structural) and the Object/Array constructors
        w(
          fc.oneof(
            bx.map((b) => `String(new Boolean(${b}).valueOf())`),
            bx.map((b) => `(new Boolean(${b}) ? 'T' : 'F')`),
            x.map((p) => `String(new String(${p}).length)`),
            x.map((p) => `(new String(${p})[0] ?? 'u')`),
            x.map((p) => `new String(${p}).toUpperCase()`),
            x.map((p) => `(new String(${p}) + '!')`),
            nx.map((n) => `String(new Number(${n}) + 1)`),
            x.map((p) => `String(Object(${p}) == 'h')`),
            x.map((p) => `typeof Object(${p})`),
            x.map((p) => `String(new Array(${p}).length)`),
            bx.map((b) => `String(new Array(${b} ? 3 : 1).length)`),
            bx.map((b) => `String(Array(${b} ? 2 : 0).length)`),
            x.map((p) => `new Array(${p}, 'z').join('')`),
          ),
          1,
        ),
        // issue 22: Array.prototype methods on array-likes (length and slots from data)
        w(
          fc.oneof(
            fc
              .tuple(x, nx)
              .map(
                ([p, n]) =>
                  `String(Array.prototype.indexOf.call({ 0: ${p}, 1: 'h', length: ${n} }, 'h'))`,
              ),
            fc
              .tuple(x, x)
              .map(([p, q]) => `Array.prototype.join.call({ 0: ${p}, 2: ${q}, length: 3 }, '-')`),
            x.map((p) => `Array.prototype.filter.call(${p}, (c) => c !== 'a').join('')`),
            fc
              .tuple(bx, x)
              .map(
                ([b, p]) =>
                  `String(Array.prototype.some.call({ 0: ${p}, length: ${b} ? 1 : 0 }, (v) => v === 'h'))`,
              ),
            x.map(
              (p) =>
                `Array.prototype.map.call({ 0: ${p}, length: 2 }, (v, i) => (v ?? 'u') + i).join('')`,
            ),
            x.map((p) => `Array.prototype.reduce.call(${p}, (a, c) => c + a, '')`),
          ),
          1,
        ),
        ...(ctx.helpers > 0
          ? [
              w(
                fc.tuple(fc.nat(ctx.helpers - 1), x, nx).map(([i, p, q]) => `f${i}(${p}, ${q})`),
                2,
              ),
              // issue 22: f.call / f.apply, the list's length and elements from data
              w(
                fc.oneof(
                  fc
                    .tuple(fc.nat(ctx.helpers - 1), x, nx)
                    .map(([i, p, q]) => `f${i}.call(${p}, ${p}, ${q})`),
                  fc
                    .tuple(fc.nat(ctx.helpers - 1), bx, x, nx)
                    .map(([i, b, p, q]) => `f${i}.apply(null, ${b} ? [${p}, ${q}] : [${p}])`),
                  fc
                    .tuple(fc.nat(ctx.helpers - 1), bx, x)
                    .map(([i, b, p]) => `f${i}.apply(null, ${b} ? null : [${p}])`),
                ),
                1,
              ),
            ]
          : []),
      );
    });
  }

  function numExpr(ctx: Ctx, d: number): Arb<string> {
    if (d <= 0) return numLeaf(ctx);
    return cached('n', ctx, d, () => {
      const x = strExpr(ctx, d - 1);
      const nx = numExpr(ctx, d - 1);
      const bx = boolExpr(ctx, d - 1);
      return fc.oneof(
        w(numLeaf(ctx), 8),
        w(
          fc.tuple(nx, nx).map(([p, q]) => `(${p} + ${q})`),
          2,
        ),
        w(
          fc.tuple(bx, nx, nx).map(([b, p, q]) => `(${b} ? ${p} : ${q})`),
          2,
        ),
        w(
          x.map((p) => `${p}.length`),
          2,
        ),
        w(
          x.map((p) => `(Number(${p}) || 0)`),
          1,
        ),
        w(
          x.map((p) => `${p}.indexOf('h')`),
          1,
        ),
        w(
          x.map((p) => `(${p}.charCodeAt(0) || 0)`),
          1,
        ),
        w(
          nx.map((p) => `Math.min(${p}, 5)`),
          1,
        ),
        w(fc.constantFrom('Object.keys(obj).length', 'bump()'), 1),
        w(
          x.map((p) => `arr.indexOf(${p})`),
          1,
        ),
        w(fc.constant('re.lastIndex'), 1),
        w(
          fc.tuple(x, fc.constantFrom(...REGEXES)).map(([p, r]) => `${p}.search(${r})`),
          1,
        ),
      );
    });
  }

  function boolExpr(ctx: Ctx, d: number): Arb<string> {
    return cached('b', ctx, d, () => {
      const x = strExpr(ctx, Math.max(d - 1, 0));
      const nx = numExpr(ctx, Math.max(d - 1, 0));
      const options = [
        w(secretTest, 6),
        // tests of variables a branch on `s` may have written (the second step of laundering)
        w(varTest, 8),
        w(
          fc.tuple(x, x).map(([p, q]) => `${p} === ${q}`),
          2,
        ),
        w(
          fc.tuple(nx, nx).map(([p, q]) => `${p} > ${q}`),
          1,
        ),
        w(
          keyExpr(ctx).map((k) => `${k} in obj`),
          1,
        ),
        w(
          x.map((p) => `arr.includes(${p})`),
          1,
        ),
        w(
          keyExpr(ctx).map((k) => `Object.hasOwn(obj2, ${k})`),
          1,
        ),
        w(
          fc.constantFrom(
            'Object.isFrozen(obj)',
            'Object.isExtensible(arr)',
            'Object.isSealed(obj2)',
          ),
          1,
        ),
        w(
          fc.tuple(fc.constantFrom(...REGEXES), x).map(([r, p]) => `${r}.test(${p})`),
          2,
        ),
      ];
      if (d > 0) {
        const bx = boolExpr(ctx, d - 1);
        const lam = lambda(ctx);
        options.push(
          w(
            bx.map((p) => `!(${p})`),
            1,
          ),
          w(
            fc.tuple(bx, bx).map(([p, q]) => `(${p} && ${q})`),
            1,
          ),
          w(
            fc.tuple(bx, bx).map(([p, q]) => `(${p} || ${q})`),
            1,
          ),
          w(
            boolExpr(lam.ctx, d - 1).map((b) => `arr.some((${lam.name}) => ${b})`),
            1,
          ),
          w(
            boolExpr(lam.ctx, d - 1).map((b) => `arr.every((${lam.name}) => ${b})`),
            1,
          ),
        );
      }
      return fc.oneof(...options);
    });
  }

  /** An argument to a sink: strings mostly, also numbers, booleans and containers. */
  const sinkValue = (ctx: Ctx): Arb<string> =>
    cached('sv', ctx, 0, () =>
      fc.oneof(
        // plain variables most: what a branch on `s` wrote or left alone
        w(fc.constantFrom('a', 'flag'), 8),
        w(fc.constantFrom('n', 'obj', 'arr'), 3),
        w(fc.constantFrom('b', 'z', 'ok', ...ctx.strs), 2),
        w(strExpr(ctx, 1), 4),
        w(numExpr(ctx, 1), 1),
        w(fc.constantFrom('arr', 'obj', '[a, n]', 'arr2.length', "Object.keys(obj2).join('')"), 3),
        w(
          fc.constantFrom(
            'mp.size',
            '[...mp.keys()]',
            'Array.from(mp2.values())',
            '[...st]',
            'st.size',
            'dt.getTime()',
            'Object.fromEntries(mp)',
          ),
          2,
        ),
        // values that are not JSON, chosen by a condition: the error names their kind (red
        // team T1, T2: an argument's and a result's ARG_NOT_JSON / RESULT_NOT_JSON message)
        w(
          boolExpr(ctx, 0).map((c) => `(${c} ? undefined : NaN)`),
          1,
        ),
        w(
          boolExpr(ctx, 0).map((c) => `{ k: ${c} ? new Map() : () => 1 }`),
          1,
        ),
      ),
    );

  /** An effect: a call of one of the public sinks. */
  const effect = (ctx: Ctx): Arb<Stmt> =>
    fc
      .oneof(
        w(
          fc
            .tuple(fc.oneof(w(fc.constant("'u'"), 4), w(strLeaf(ctx), 1)), sinkValue(ctx))
            .map(([url, body]) => `post({ url: ${url}, body: ${body} });`),
          5,
        ),
        w(
          sinkValue(ctx).map((v) => `log({ msg: ${v} });`),
          2,
        ),
        w(fc.constant('ping({});'), 2),
        // an expression statement: the plan's result when it comes last
        w(
          sinkValue(ctx).map((v) => `({ r: ${v} });`),
          1,
        ),
      )
      .map((code) => ({ code }));

  /** Statements that end the run by an engine limit on some values of `s`. */
  const limitStmt = (ctx: Ctx): Arb<Stmt> =>
    cached('lim', ctx, 0, () => {
      const b = boolExpr(ctx, 0);
      return fc.oneof(
        b.map((c) => `deep(${c} ? 100000 : 2);`),
        numExpr(ctx, 1).map((e) => `n = deep(Math.min(${e}, 3) * 40000);`),
        b.map((c) => `a = 'x'.repeat(${c} ? 100000000 : 2);`),
        b.map(
          (c) =>
            `{ const big = []; for (let j = 0; j < (${c} ? 1000000 : 2); j++) { big.push([j, 'xxxxxxxx']); } }`,
        ),
        b.map((c) => `{ let spin = 0; while (${c}) { spin += 1; } }`),
      );
    }).map((code) => ({ code }));

  function simpleStmt(ctx: Ctx): Arb<Stmt> {
    const x = strExpr(ctx, 2);
    const nx = numExpr(ctx, 1);
    const bx = boolExpr(ctx, 1);
    const strVar = fc.constantFrom('a', 'b');
    const numVar = fc.constantFrom('n', 'm');
    const cut = ctx.inLoop || ctx.canReturn ? '.slice(0, 12)' : '';
    const options: fc.WeightedArbitrary<string>[] = [
      w(
        fc.tuple(strVar, x).map(([v, e]) => `${v} = ${e}${cut};`),
        6,
      ),
      w(
        fc.tuple(strVar, x).map(([v, e]) => `${v} = (${v} + ${e})${cut === '' ? '' : cut};`),
        2,
      ),
      w(
        fc.tuple(numVar, nx).map(([v, e]) => `${v} = ${e};`),
        3,
      ),
      w(
        x.map((e) => `var w = ${e}${cut};`),
        1,
      ),
      w(
        fc.tuple(numVar, fc.constantFrom('++', '--')).map(([v, op]) => `${v}${op};`),
        1,
      ),
      w(
        bx.map((b) => `flag = ${b};`),
        2,
      ),
      // literal writes: under a branch on `s`, what they leave behind tells which way it went
      w(literalWrite, 6),
      w(
        fc.tuple(fc.oneof(secretTest, varTest), literalWrite).map(([b, x]) => `if (${b}) ${x}`),
        24,
      ),
      w(
        fc.tuple(bx, literalWrite).map(([b, x]) => `if (${b}) ${x}`),
        4,
      ),
      // a write under a branch, then a second construct deciding on what was written
      w(
        fc
          .tuple(
            fc.oneof(secretTest, bx),
            fc.oneof(
              w(
                fc.constantFrom<readonly [string, string]>(
                  ['flag = false;', 'flag'],
                  ["a = 'h';", "a === 'h'"],
                  ['flag = true;', '!flag'],
                ),
                3,
              ),
              w(
                fc.constantFrom<readonly [string, string]>(
                  ["obj.c = 'w';", "'c' in obj"],
                  ["arr.push('w');", 'arr.length > 2'],
                  ['n = 5;', 'n > 0'],
                  ['z = null;', 'z === null'],
                  ['delete obj.a;', "obj.a === 'o'"],
                  // issue 22: a function as a container, holes skipped by callback builtins
                  ["fnv.x = 'w';", "'x' in fnv"],
                  ['delete arr[0];', 'arr.filter(() => true).length > 1'],
                  ['delete arr2[0];', 'arr.reduce((p, q) => p + 1, 0) > 1'],
                  ['arr.length = 1;', 'arr.length > 1'],
                  ['arr2.copyWithin(0, 1);', "arr[0] === 'x'"],
                  ['obj.length = 3;', 'Array.from(obj, (v) => v).length > 0'],
                  // issue 22: the property model (attributes and extensibility are structure)
                  ['Object.freeze(obj);', 'Object.isFrozen(obj)'],
                  ['Object.preventExtensions(obj2);', 'Object.isExtensible(obj)'],
                  [
                    "Object.defineProperty(obj, 'a', { enumerable: false });",
                    'Object.keys(obj).length < 2',
                  ],
                  [
                    "Object.defineProperty(obj, 'c', { value: 'w' });",
                    "Object.getOwnPropertyDescriptor(obj, 'c') !== undefined",
                  ],
                  [
                    "Object.defineProperty(obj, 'a', { writable: false });",
                    "(() => { try { obj.a = 'w'; return false; } catch { return true; } })()",
                  ],
                  [
                    'Object.seal(obj2);',
                    '(() => { try { delete obj.b; return false; } catch { return true; } })()',
                  ],
                  [
                    'Object.freeze(arr);',
                    "(() => { try { arr.push('w'); return false; } catch { return true; } })()",
                  ],
                ),
                1,
              ),
              w<readonly [string, string]>(fc.tuple(literalWrite, varTest), 1),
            ),
            literalWrite,
            fc.constantFrom('if', 'if', '&&', 'while', 'some', 'try'),
          )
          .map(([b1, [w1, b2], w2, how]) => {
            const second =
              how === 'if'
                ? `if (${b2}) ${w2}`
                : how === '&&'
                  ? `${b2} && (() => { ${w2} })();`
                  : how === 'while'
                    ? `while (${b2}) { ${w2} break; }`
                    : how === 'some'
                      ? `[${b2}].some((c) => { if (c) { ${w2} } return c; });`
                      : `try { if (${b2}) { throw new Error('e'); } } catch { ${w2} }`;
            return `if (${b1}) ${w1} ${second}`;
          }),
        12,
      ),
      w(
        fc
          .tuple(bx, literalWrite, literalWrite)
          .map(([b, x, y]) => `if (${b}) { ${x} } else { ${y} }`),
        4,
      ),
      w(fc.constant('flag = !flag;'), 1),
      w(
        fc
          .tuple(fc.constantFrom('a', 'b', 'z'), fc.constantFrom('||=', '&&=', '??='), x)
          .map(([v, op, e]) => `${v} ${op} ${e}${cut};`),
        2,
      ),
      w(
        fc.tuple(fc.constantFrom('flag', 'ok'), bx).map(([v, b]) => `${v} &&= ${b};`),
        1,
      ),
      w(
        x.map((e) => `z = ${e};`),
        1,
      ),
      w(fc.constant('z = null;'), 1),
      // containers, through either alias
      w(
        fc
          .tuple(fc.constantFrom('arr', 'arr2'), x)
          .map(([c, e]) => `if (${c}.length < 6) { ${c}.push(${e}${cut}); }`),
        3,
      ),
      w(fc.constantFrom('arr.pop();', 'arr2.pop();', 'arr.shift();'), 1),
      w(
        fc
          .tuple(fc.constantFrom('arr', 'arr2'), indexExpr(ctx))
          .map(([c, i]) => `${c}.splice(${i}, 1);`),
        1,
      ),
      w(
        fc
          .tuple(fc.constantFrom('arr', 'arr2'), indexExpr(ctx), x)
          .map(([c, i, e]) => `if (${c}.length < 6) { ${c}.splice(${i}, 0, ${e}${cut}); }`),
        1,
      ),
      w(
        fc
          .tuple(fc.constantFrom('arr', 'arr2'), indexExpr(ctx), x)
          .map(([c, i, e]) => `${c}[Math.min(${i}, ${c}.length)] = ${e}${cut};`),
        3,
      ),
      w(
        fc
          .tuple(fc.constantFrom('obj', 'obj2'), fc.constantFrom('a', 'b', 'c'), x)
          .map(([c, k, e]) => `${c}.${k} = ${e}${cut};`),
        3,
      ),
      w(
        fc
          .tuple(fc.constantFrom('obj', 'obj2'), keyExpr(ctx), x)
          .map(([c, k, e]) => `${c}[${k}] = ${e}${cut};`),
        2,
      ),
      w(
        fc
          .tuple(fc.constantFrom('obj', 'obj2'), fc.option(keyExpr(ctx), { nil: undefined }))
          .map(([c, k]) => (k === undefined ? `delete ${c}.a;` : `delete ${c}[${k}];`)),
        1,
      ),
      w(fc.constantFrom('arr.sort();', 'arr2.reverse();', 'arr = arr.slice(0, 2);'), 1),
      // Map, Set, Date (issue 22): writes through either alias, with keys and values of any label
      w(
        fc
          .tuple(fc.constantFrom('mp', 'mp2'), keyExpr(ctx), x)
          .map(([c, k, e]) => `if (${c}.size < 6) { ${c}.set(${k}, ${e}${cut}); }`),
        2,
      ),
      w(
        fc.tuple(fc.constantFrom('mp', 'mp2'), keyExpr(ctx)).map(([c, k]) => `${c}.delete(${k});`),
        1,
      ),
      w(
        x.map((e) => `if (st.size < 6) { st.add(${e}${cut}); }`),
        1,
      ),
      w(
        x.map((e) => `st.delete(${e}${cut});`),
        1,
      ),
      w(
        numExpr(ctx, 1).map((e) => `dt.setUTCDate(${e});`),
        1,
      ),
      w(fc.constantFrom('it.next();', 'mp.clear();', 'st.clear();'), 1),
      w(
        fc
          .tuple(fc.constantFrom('mp', 'mp2'), fc.constantFrom('a', 'b', 'z'))
          .map(([c, v]) => `for (const [k, v] of ${c}) { if (k === 'c') ${v} = v; }`),
        1,
      ),
      w(
        fc
          .constantFrom('a', 'b')
          .map((v) => `mp.forEach((v, k) => { if (k === 'a') ${v} = String(v); });`),
        1,
      ),
      // issue 22: properties on a function, holes
      w(
        fc
          .tuple(fc.option(keyExpr(ctx), { nil: undefined }), x)
          .map(([k, e]) => (k === undefined ? `fnv.x = ${e}${cut};` : `fnv[${k}] = ${e}${cut};`)),
        1,
      ),
      w(
        fc
          .tuple(fc.constantFrom('arr', 'arr2'), numExpr(ctx, 0))
          .map(([c, e]) => `${c}.length = Math.min(${e} >>> 0, 5);`),
        1,
      ),
      w(
        fc
          .tuple(fc.constantFrom('arr', 'arr2'), indexExpr(ctx))
          .map(([c, i]) => `${c}.copyWithin(${i}, 1);`),
        1,
      ),
      // fill writes holes too (their labels were once dropped)
      w(
        fc
          .tuple(fc.constantFrom('arr', 'arr2'), x, indexExpr(ctx))
          .map(([c, e, i]) => `${c}.fill(${e}${cut}, ${i});`),
        1,
      ),
      w(
        indexExpr(ctx).map((i) => `delete arr[${i}];`),
        1,
      ),
      // closures that assign captured variables
      w(
        x.map((e) => `setA(${e}${cut});`),
        2,
      ),
      w(fc.constant('bump();'), 1),
      w(
        x.map((e) => `((v) => { b = v; })(${e}${cut});`),
        1,
      ),
      // the stateful regex: moved under a branch on s, written, moved by a callback's subject
      w(
        fc.tuple(fc.oneof(secretTest, bx), x).map(([b, e]) => `if (${b}) re.test(${e});`),
        2,
      ),
      w(
        fc.tuple(fc.oneof(secretTest, bx), nx).map(([b, e]) => `if (${b}) re.lastIndex = ${e};`),
        1,
      ),
      w(
        x.map((e) => `${e}.replace(/[a-z]/g, (c) => { n += 1; return c; });`),
        1,
      ),
      w(
        x.map((e) => `a = ${e}.replace(re, 'r')${cut};`),
        1,
      ),
      // builtin exceptions decided by data, and the plan's own
      w(
        bx.map((b) => `(${b} ? obj : null).a;`),
        o.exceptionWeight,
      ),
      // a constructor value chosen by data; `new` on a value that may not be a constructor
      w(
        bx.map((b) => `if (${b}) ctor = RangeError;`),
        1,
      ),
      w(
        fc.tuple(bx, x).map(([b, e]) => `new (${b} ? mk : fnv)(${e});`),
        o.exceptionWeight,
      ),
      w(
        fc.tuple(bx, x).map(([b, e]) => `throw new (${b} ? TypeError : ctor)(${e});`),
        o.exceptionWeight,
      ),
      // issue 22: new Array(n) throws a RangeError decided by n; a String wrapper's index
      // is read-only (a TypeError decided by the wrapper's length, i.e. by its argument)
      w(
        nx.map((n) => `a = String(new Array(${n}).length);`),
        o.exceptionWeight,
      ),
      w(
        x.map((e) => `new String(${e})[1] = 'q';`),
        o.exceptionWeight,
      ),
      w(
        x.map((e) => `JSON.parse(${e});`),
        o.exceptionWeight,
      ),
      w(
        fc.tuple(bx, x).map(([b, e]) => `if (${b}) { throw new Error(${e}); }`),
        2 * o.exceptionWeight,
      ),
      // native exceptions whose message a condition or a number chooses (red team T3)
      w(
        bx.map((b) => `if (${b}) String.fromCodePoint(-1); else 'a'.repeat(-1);`),
        o.exceptionWeight,
      ),
      w(
        nx.map((e) => `(1).toFixed(${e});`),
        o.exceptionWeight,
      ),
      // effects
      w(
        effect(ctx).map((s) => s.code),
        8,
      ),
      w(
        fc.tuple(bx, effect(ctx)).map(([b, e]) => `${b} && ${e.code.slice(0, -1)};`),
        1,
      ),
      w(
        limitStmt(ctx).map((s) => s.code),
        o.limitWeight,
      ),
    ];
    if (ctx.helpers > 0) {
      options.push(
        w(
          fc.tuple(fc.nat(ctx.helpers - 1), x, nx).map(([i, p, q]) => `f${i}(${p}, ${q});`),
          2,
        ),
        w(
          fc
            .tuple(fc.nat(ctx.helpers - 1), bx, x, nx)
            .map(([i, b, p, q]) => `f${i}.apply(null, ${b} ? [${p}] : [${p}, ${q}]);`),
          1,
        ),
      );
    }
    if (ctx.inLoop) {
      options.push(
        w(
          fc
            .tuple(
              bx,
              fc.constantFrom('break', 'continue'),
              fc.constantFrom('', ...ctx.labels.map((l) => ` ${l}`)),
            )
            .map(([b, j, l]) => `if (${b}) { ${j}${l}; }`),
          3,
        ),
      );
    }
    if (ctx.canReturn) {
      options.push(
        w(
          fc.tuple(bx, x).map(([b, e]) => `if (${b}) { return ${e}; }`),
          3,
        ),
      );
    }
    return fc.oneof(...options).map((code) => ({ code }));
  }

  function stmt(ctx: Ctx): Arb<Stmt> {
    const k = key(ctx);
    const hit = memoStmt.get(k);
    if (hit !== undefined) return hit;
    let result: Arb<Stmt>;
    if (ctx.depth >= o.maxDepth) {
      result = simpleStmt(ctx);
    } else {
      const d = ctx.depth;
      const inner: Ctx = { ...ctx, depth: d + 1 };
      const bx = boolExpr(ctx, 2);
      const label = `L${d}`;
      const loopBody = (extra: Partial<Ctx>, labelled: boolean) =>
        block({
          ...inner,
          inLoop: true,
          ...extra,
          labels: labelled ? [...ctx.labels, label] : ctx.labels,
        });
      const lab = (labelled: boolean) => (labelled ? `${label}: ` : '');
      const bound = fc.oneof(
        fc.constantFrom('2', '3', 'Math.min(s.length, 4)', 'Math.min(n, 4)', 'arr.length'),
        boolExpr(ctx, 0).map((b) => `(${b} ? 3 : 1)`),
      );
      const iv = `i${d}`;
      const vv = `v${d}`;
      const ev = `e${d}`;
      const counted = { nums: [...ctx.nums, iv] };
      const iterated = { strs: [...ctx.strs, vv] };
      const loops = (labelled: boolean): fc.WeightedArbitrary<string>[] => [
        w(
          fc
            .tuple(bound, loopBody(counted, labelled), fc.constantFrom('let', 'let', 'var'))
            .map(
              ([n, body, kind]) =>
                `${lab(labelled)}for (${kind} ${iv} = 0; ${iv} < ${n}; ${iv}++) { ${body.code} }`,
            ),
          2,
        ),
        w(
          fc
            .tuple(
              bound,
              fc.option(boolExpr(inner, 0), { nil: undefined }),
              loopBody(counted, labelled),
            )
            .map(
              ([n, extra, body]) =>
                `{ let ${iv} = 0; ${lab(labelled)}while (${iv} < ${n}${extra === undefined ? '' : ` && ${extra}`}) { ${iv} += 1; ${body.code} } }`,
            ),
          2,
        ),
        w(
          fc
            .tuple(bound, loopBody(counted, labelled))
            .map(
              ([n, body]) =>
                `{ let ${iv} = 0; ${lab(labelled)}do { ${iv} += 1; ${body.code} } while (${iv} < ${n}); }`,
            ),
          1,
        ),
        w(
          fc
            .tuple(
              fc.constantFrom('arr.slice(0, 4)', "s.split('').slice(0, 4)", 'arr2', "['h', s, t]"),
              loopBody(iterated, labelled),
              fc.constantFrom('const', 'const', 'var'),
            )
            .map(
              ([src, body, kind]) =>
                `${lab(labelled)}for (${kind} ${vv} of ${src}) { ${body.code} }`,
            ),
          2,
        ),
        w(
          fc
            .tuple(loopBody(iterated, labelled), fc.constantFrom('const', 'const', 'var'))
            .map(([body, kind]) => `${lab(labelled)}for (${kind} ${vv} in obj) { ${body.code} }`),
          1,
        ),
      ];
      const cb = lambda(ctx);
      const cbCtx: Ctx = { ...cb.ctx, depth: d + 1, inLoop: false, canReturn: true, labels: [] };
      const compound: fc.WeightedArbitrary<string>[] = [
        w(
          fc
            .tuple(bx, block(inner), fc.option(block(inner), { nil: undefined, freq: 3 }))
            .map(
              ([b, t, e]) =>
                `if (${b}) { ${t.code} }${e === undefined ? '' : ` else { ${e.code} }`}`,
            ),
          8,
        ),
        w(
          fc.tuple(bx, simpleStmt(inner)).map(([b, t]) => `if (${b}) ${t.code}`),
          2,
        ),
        ...loops(false).map((l) => ({ ...l, weight: l.weight * 2 })),
        ...loops(true),
        w(
          fc
            .tuple(
              strExpr(ctx, 1),
              fc.constantFrom(...STR_LITERALS),
              fc.constantFrom(...STR_LITERALS),
              block(inner),
              block(inner),
              fc.option(block(inner), { nil: undefined }),
              fc.boolean(),
            )
            .map(
              ([e, l1, l2, p, q, dflt, fall]) =>
                `switch (${e}) { case ${l1}: ${p.code}${fall ? '' : ' break;'} case ${l2}: ${q.code} break;${dflt === undefined ? '' : ` default: ${dflt.code}`} }`,
            ),
          2,
        ),
        w(
          fc
            .tuple(
              block(inner),
              fc.option(block({ ...inner, strs: [...ctx.strs, `${ev}.message`] }), {
                nil: undefined,
                freq: 5,
              }),
              fc.option(block(inner), { nil: undefined, freq: 2 }),
            )
            .map(([t, c, f]) => {
              const handler = c === undefined && f === undefined ? { code: '' } : c;
              return `try { ${t.code} }${handler === undefined ? '' : ` catch (${ev}) { ${handler.code} }`}${f === undefined ? '' : ` finally { ${f.code} }`}`;
            }),
          4,
        ),
        w(
          block(cbCtx).map((body) => `arr.slice(0, 4).forEach((${cb.name}) => { ${body.code} });`),
          2,
        ),
        w(
          fc
            .tuple(fc.constantFrom('a', 'b'), block(cbCtx), strExpr(cbCtx, 1))
            .map(
              ([v, body, ret]) =>
                `${v} = arr.map((${cb.name}) => { ${body.code} return ${ret}; }).join('').slice(0, 12);`,
            ),
          1,
        ),
        w(
          fc
            .tuple(block(cbCtx), boolExpr(cbCtx, 0))
            .map(
              ([body, ret]) => `flag = arr.some((${cb.name}) => { ${body.code} return ${ret}; });`,
            ),
          1,
        ),
      ];
      result = fc
        .oneof(
          w(
            simpleStmt(ctx).map((s) => s.code),
            40,
          ),
          ...compound,
        )
        .map((code) => ({ code }));
    }
    memoStmt.set(k, result);
    return result;
  }

  function block(ctx: Ctx, maxLength = o.maxBlockStatements): Arb<Stmt> {
    return fc
      .array(stmt(ctx), { maxLength })
      .map((xs) => ({ code: xs.map((x) => x.code).join(' ') }));
  }

  const base: Ctx = {
    depth: 0,
    inLoop: false,
    canReturn: false,
    helpers: 0,
    strs: [],
    nums: [],
    lambdas: 0,
    labels: [],
  };

  const helper = (i: number): Arb<string> => {
    const ctx: Ctx = { ...base, depth: 1, canReturn: true, helpers: i, strs: ['p'], nums: ['q'] };
    return fc
      .tuple(block(ctx), strExpr(ctx, 1))
      .map(([body, ret]) => `function f${i}(p, q) { ${body.code} return ${ret}; }`);
  };

  const helpers = Array.from({ length: o.maxHelpers + 1 }, (_, count) =>
    fc.tuple(...Array.from({ length: count }, (_, i) => helper(i))),
  );

  return fc
    .tuple(
      fc.constantFrom(...o.sourceCalls),
      fc.oneof(...helpers.map((h) => h as Arb<string[]>)),
      fc.array(
        fc.oneof(
          { arbitrary: simpleStmt({ ...base, helpers: o.maxHelpers }), weight: 3 },
          { arbitrary: stmt({ ...base, helpers: o.maxHelpers }), weight: 2 },
        ),
        { minLength: 1, maxLength: o.maxTopStatements, size: 'medium' },
      ),
      effect({ ...base, helpers: o.maxHelpers }),
    )
    .map(([call, fns, body, last]): NiPlan => {
      const count = fns.length;
      // calls of helpers the plan does not declare become calls of the last one declared
      const fix = (code: string) =>
        count === o.maxHelpers
          ? code
          : code
              .replace(/\bf(\d+)\(/g, (m, i: string) =>
                Number(i) < count ? m : count === 0 ? 'String(' : `f${count - 1}(`,
              )
              .replace(/\bf(\d+)\.(call|apply)\(/g, (m, i: string, how: string) =>
                Number(i) < count
                  ? m
                  : count === 0
                    ? `((...r) => 'k').${how}(`
                    : `f${count - 1}.${how}(`,
              );
      const lines = [
        `const s = ${call};`,
        "const t = 'ab';",
        "let a = 'p';",
        "let b = 'q';",
        'let n = 0;',
        'let m = 1;',
        'let z = null;',
        'let flag = true;',
        'let ok = true;',
        "var w = 'p';",
        "let arr = ['x', 'y'];",
        'let arr2 = arr;',
        'const re = /[a-h]/g;',
        "const obj = { a: 'o', b: 'p' };",
        'const obj2 = obj;',
        "const mp = new Map([['a', 'o'], ['b', 'p']]);",
        'const mp2 = mp;',
        "const st = new Set(['x']);",
        'const dt = new Date(86400000);',
        'const it = mp.keys();',
        'const fnv = (p, q) => p;',
        'let ctor = TypeError;',
        "function mk(v) { if (v === 'h') { return { a: v }; } return v; }",
        'const setA = (v) => { a = v; };',
        'const bump = () => { n += 1; return n; };',
        'function deep(d) { return d <= 0 ? 0 : 1 + deep(d - 1); }',
        ...fns,
        ...body.map((x) => fix(x.code)),
        fix(last.code),
      ];
      return { source: `${lines.join('\n')}\n` };
    });
}

function withDefaults(options: NiGrammarOptions): Required<NiGrammarOptions> {
  return {
    sourceCalls: options.sourceCalls ?? ['get_secret({})'],
    maxTopStatements: options.maxTopStatements ?? 7,
    maxBlockStatements: options.maxBlockStatements ?? 3,
    maxDepth: options.maxDepth ?? 2,
    maxHelpers: options.maxHelpers ?? 2,
    limitWeight: options.limitWeight ?? 1,
    exceptionWeight: options.exceptionWeight ?? 1,
  };
}

/** Plans of one configuration (see the file header). */
export function niPlanArbitrary(options: NiGrammarOptions = {}): fc.Arbitrary<NiPlan> {
  return makeGrammar(withDefaults(options));
}

/**
 * The checker's mix: half the plans throw nothing and hit no engine limit (a throw or a jump
 * raises the rest of the plan in strict mode, which hides the branch channels behind it), a
 * quarter throw on data, a quarter also reach engine limits. Shrinking moves towards the first.
 */
export function niPlanMix(options: NiGrammarOptions = {}): fc.Arbitrary<NiPlan> {
  return fc.oneof(
    { arbitrary: niPlanArbitrary({ ...options, limitWeight: 0, exceptionWeight: 0 }), weight: 2 },
    { arbitrary: niPlanArbitrary({ ...options, limitWeight: 0 }), weight: 1 },
    { arbitrary: niPlanArbitrary({ limitWeight: 2, ...options }), weight: 1 },
  );
}
