/**
 * Red team U1-U3 and the deep-nesting note (docs/redteam-2026-11-28.md, fourth pass): compile
 * and load of any plan finish or fail with a coded error within a bound proportional to its
 * size (docs/vm.md, "Compile and load bounds"). The shapes are the red team's, at sizes that
 * took seconds to minutes before; times are the process's CPU time (the machine is shared),
 * with wide margins.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SCOPE_NAMES, MAX_SYNTAX_DEPTH } from '../../src/compiler/limits.js';
import { compilePlan, PlanCompileError } from '../../src/index.js';
import { runPlan } from './harness.js';

const EXTERNAL = ['get_secret', 'post'];
const compile = (src: string, strict: boolean) =>
  compilePlan(src, { externalFunctions: EXTERNAL, propagateControl: strict });

/** CPU milliseconds `f` took, and what it threw (a PlanCompileError's code, or the error). */
function measured(f: () => unknown): { cpuMs: number; error?: unknown } {
  const c0 = process.cpuUsage();
  let error: unknown;
  try {
    f();
  } catch (e) {
    error = e;
  }
  const c = process.cpuUsage(c0);
  return { cpuMs: (c.user + c.system) / 1000, ...(error === undefined ? {} : { error }) };
}

const codeOf = (e: unknown) => (e instanceof PlanCompileError ? e.code : String(e));

/** U1: n functions calling the next, each writing g, and n branches on the secret calling a0. */
function calleeChain(n: number): string {
  let src = 'const s = get_secret({});\nlet g = 0;\n';
  for (let i = 0; i < n; i++) src += `function a${i}(){g=1;${i + 1 < n ? `a${i + 1}()` : ''}}\n`;
  for (let i = 0; i < n; i++) src += 'if(s)a0();\n';
  return `${src}post({ url: 'u', body: 'done' });\n`;
}

/** U2: n `if`s on the secret at the top level. */
function ifs(n: number): string {
  let src = 'const s = get_secret({});\nlet g = 0;\n';
  for (let i = 0; i < n; i++) src += `if(s.length===${i})g=${i};\n`;
  return `${src}post({ url: 'u', body: 'done' });\n`;
}

describe('compile and load are bounded by the size of the plan (red team U1-U3)', () => {
  it('U1: the callee walk of every branch is charged (PLAN_TOO_LARGE, quickly)', () => {
    // before: n = 2000 (80 KB) compiled in 5 s, n = 8000 in 135 s, never refused
    const r = measured(() => compile(calleeChain(2000), true));
    expect(codeOf(r.error)).toBe('PLAN_TOO_LARGE');
    expect((r.error as PlanCompileError).line).toBeGreaterThan(1);
    expect(r.cpuMs).toBeLessThan(15_000);
    // a handful of helpers called from a few hundred branches is far inside the budget
    expect(
      measured(() =>
        compile(
          calleeChain(20).replace(/if\(s\)a0\(\);\n/g, '') + 'if(s)a0();\n'.repeat(300),
          true,
        ),
      ).error,
    ).toBeUndefined();
  }, 120_000);

  it('U3: a template, an array literal and a call with many items compile in linear time', () => {
    // before: template n = 20,000 took 13 s, n = 100,000 took 502 s; array n = 30,000 30 s
    const item = `${'$'}{s}x`;
    const tmpl = `const s = get_secret({});\nconst r = \`${item.repeat(40_000)}\`;\n`;
    const arr = `const s = get_secret({});\nconst a = [${'s,'.repeat(40_000)}];\n`;
    for (const strict of [true, false]) {
      for (const src of [tmpl, arr]) {
        const r = measured(() => compile(src, strict));
        expect(r.error).toBeUndefined();
        expect(r.cpuMs).toBeLessThan(20_000);
      }
    }
  }, 120_000);

  it('U2: a statement keeps its temporaries in its own scope; no function declares more than the cap', () => {
    const { code } = compile(ifs(1900), true);
    // the generator's own `let` list holds no temporary of the 1,900 statements
    const gen = code.slice(code.indexOf('return function*'));
    const first = /\nlet ([^;]*);/.exec(gen)?.[1] ?? '';
    expect(first.split(',').length).toBeLessThan(100);
    for (const m of code.matchAll(/\blet ([^;=]*);/g)) {
      expect((m[1] as string).split(',').length).toBeLessThanOrEqual(MAX_SCOPE_NAMES);
    }
  }, 120_000);

  it('U2: a function (or the top level) declaring more names than the cap is refused', () => {
    let lets = '';
    for (let i = 0; i < 5000; i++) lets += `let v${i} = 0;\n`;
    let fns = '';
    for (let i = 0; i < 5000; i++) fns += `function a${i}(){return ${i};}\n`;
    for (const strict of [true, false]) {
      expect(codeOf(measured(() => compile(lets, strict)).error)).toBe('PLAN_TOO_LARGE');
      expect(codeOf(measured(() => compile(fns, strict)).error)).toBe('PLAN_TOO_LARGE');
      expect(
        codeOf(measured(() => compile(`function f() {\n${lets}}\nf();\n`, strict)).error),
      ).toBe('PLAN_TOO_LARGE');
    }
  }, 120_000);

  it('U2: one function is kept small enough to load quickly; 1,900 ifs load and run', async () => {
    // before: 5,000 ifs (133 KB, 2.6 MB in one generator) completed 207 s after a 2 s
    // deadline, the load alone being QuickJS parsing 40,000 temporaries; the load of one
    // function grows faster than its size, so a function's own code is capped
    const big = measured(() => compile(ifs(5000), true));
    expect(codeOf(big.error)).toBe('PLAN_TOO_LARGE');
    expect(String((big.error as Error).message)).toMatch(/compiled function too large/);
    // Normal mode's output of the same plan is under a MB: it compiles (and loads in 0.3 s)
    expect(measured(() => compile(ifs(5000), false)).error).toBeUndefined();
    const c0 = process.cpuUsage();
    const r = await runPlan(ifs(1900), {
      strict: true,
      deadlineMs: 60_000,
      tools: {
        get_secret: () => ({ value: 'abc', label: ['SECRET'] }),
        post: () => ({ value: 'ok', label: [] }),
      },
    });
    const c = process.cpuUsage(c0);
    expect(r.outcome.kind).toBe('done');
    expect((c.user + c.system) / 1000).toBeLessThan(15_000);
  }, 120_000);
});

describe('deep nesting is a coded compile error with its position', () => {
  const shapes: Record<string, (n: number) => string> = {
    'member chain': (n) => `const o = {}; const x = o${'.a'.repeat(n)};`,
    'optional chain': (n) => `const o = {}; const x = o${'?.a'.repeat(n)};`,
    blocks: (n) => `${'{'.repeat(n)}let x = 1;${'}'.repeat(n)}`,
    'operator chain': (n) => `let a = 1; const x = a${' + a'.repeat(n)};`,
    'unary chain': (n) => `let a = 1; const x = ${'!'.repeat(n)}a;`,
    'nested arrays': (n) => `const x = ${'['.repeat(n)}1${']'.repeat(n)};`,
    'nested templates': (n) => `const x = ${'`${'.repeat(n)}1${'}`'.repeat(n)};`,
    'nested calls': (n) => `const x = ${'String('.repeat(n)}1${')'.repeat(n)};`,
  };
  it('refuses every shape past the depth (PLAN_TOO_LARGE at a position), never a RangeError', () => {
    for (const [name, f] of Object.entries(shapes)) {
      for (const n of [MAX_SYNTAX_DEPTH + 10, 1000, 2000, 10_000]) {
        for (const strict of [true, false]) {
          const { error } = measured(() => compile(f(n), strict));
          expect(error, `${name} ${n}`).toBeInstanceOf(PlanCompileError);
          expect((error as PlanCompileError).code, `${name} ${n}`).toBe('PLAN_TOO_LARGE');
          expect((error as PlanCompileError).line, `${name} ${n}`).toBeGreaterThanOrEqual(1);
          expect((error as PlanCompileError).column, `${name} ${n}`).toBeGreaterThanOrEqual(1);
        }
      }
    }
  }, 120_000);

  it('compiles each shape a little inside the depth', () => {
    for (const [name, f] of Object.entries(shapes)) {
      const n = name === 'nested arrays' || name === 'nested calls' ? 120 : MAX_SYNTAX_DEPTH - 20;
      for (const strict of [true, false]) {
        expect(measured(() => compile(f(n), strict)).error, name).toBeUndefined();
      }
    }
  }, 120_000);
});
