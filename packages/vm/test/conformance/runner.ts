/**
 * The test262 conformance runner (issue 22): every selected test262 file is compiled as a
 * plan in both IFC modes; what the compiler accepts runs in plain QuickJS (the same release
 * build, the source as a script) and in the real sandbox (`createSandbox`, both modes), and
 * the outcomes are compared: completed normally or threw, the thrown error's constructor name,
 * and for a `Test262Error` its message.
 *
 * The program a test runs is built by `buildProgram`: the plan-subset harness of
 * `harness/` (the same text on both sides), the test's other `includes` (test262's own
 * files, which the compiler mostly refuses today), then the test body inside
 * `try { ... } catch (caught262) { throw report262(caught262); }` and a final
 * `'completed262';`. The wrapper exists because a failed sandbox run reports only the
 * message of what the plan threw: `report262` turns the exception into one message naming its
 * constructor, on both sides alike. Its price: the body's top-level declarations are block
 * declarations (a test of global-scope semantics can change meaning, identically on both
 * sides). `flags: [raw]` tests run as written (no harness, no wrapper; only completion versus
 * exception is compared). Plans are strict: every test but a `noStrict` one gets
 * `"use strict";` prepended, on both sides (test262 runs a test without flags in both modes,
 * so its strict outcome is as much its expectation as its sloppy one); a `noStrict` test is
 * plain sloppy code on both sides (the compiler parses a plan as a sloppy script and must
 * refuse what would mean something else in the strict code it compiles to). Parse-negative
 * tests keep `onlyStrict` as the only directive.
 *
 * Negative tests: a `phase: parse` test is compiled as written (no harness, no wrapper, its
 * `$DONOTEVALUATE();` inlined as test262's harness defines it); the compiler accepting it is
 * a difference (it would accept an invalid program). A `phase: runtime` test runs like any
 * other; it must throw its named error in both (plain QuickJS not doing so is noted as a
 * plain non-conformance; the sandbox is compared with plain).
 */

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseScript } from 'acorn';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSWASMModule,
  RELEASE_SYNC,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten';
import {
  type CompiledPlan,
  type CompileOptions,
  compilePlan,
  createSandbox,
  PlanCompileError,
  PRELUDE_SOURCE,
  type Sandbox,
} from '../../src/index.js';
import { parseMeta, SELECTED_DIRS, skipReason, type TestMeta } from './selection.js';

export const CONFORMANCE_DIR = import.meta.dirname;
export const REPO_ROOT = join(CONFORMANCE_DIR, '..', '..', '..', '..');
/** The vendored subset (the default root). */
export const VENDORED_ROOT = join(REPO_ROOT, 'third_party', 'test262');
export const EXPECTED_DIFFERENCES_FILE = join(CONFORMANCE_DIR, 'expected-differences.json');

export type Mode = 'normal' | 'strict';
export const MODES: readonly Mode[] = ['normal', 'strict'];

/** A tiny label algebra: labels are bit sets (the runs carry no inputs, so all stay 0). */
export const CONFORMANCE_ALGEBRA = `globalThis.__zamburakLabels = {
  literal() { return 0; },
  join(a, b) { return a | b; },
  intern(d) { return typeof d === 'number' ? d : 0; },
  describe(id) { return id; },
};`;

/**
 * Limits of every run, plain and sandboxed: a runaway test ends as a coded limit. The
 * instruction budget (deterministic) is what ends a runaway plan; the deadlines are generous
 * so that a slow machine does not turn a slow test into a difference.
 */
export const RUN_LIMITS = {
  plainDeadlineMs: 10_000,
  sandboxDeadlineMs: 30_000,
  instructionBudget: 50_000_000,
  memoryBytes: 64 * 1024 * 1024,
  stackBytes: 256 * 1024,
} as const;

const COMPLETED = 'completed262';
const LIMIT_CODES = new Set([
  'INSTRUCTION_BUDGET_EXCEEDED',
  'DEADLINE_EXCEEDED',
  'STACK_OVERFLOW',
  'MEMORY_LIMIT',
]);

/** What one run did. */
export type Outcome =
  | { readonly kind: 'completed' }
  | { readonly kind: 'returned'; readonly value: string }
  | { readonly kind: 'threw'; readonly name: string; readonly message: string }
  | { readonly kind: 'limit'; readonly code: string }
  | { readonly kind: 'failed'; readonly code: string; readonly message: string };

export function describeOutcome(o: Outcome): string {
  switch (o.kind) {
    case 'completed':
      return 'completed';
    case 'returned':
      return `completed with ${o.value}`;
    case 'threw':
      return o.message === '' ? `threw ${o.name}` : `threw ${o.name}: ${o.message}`;
    case 'limit':
      return `limit ${o.code}`;
    case 'failed':
      return `failed ${o.code}: ${o.message}`;
  }
}

export function sameOutcome(a: Outcome, b: Outcome, raw: boolean): boolean {
  if (raw) return (a.kind === 'threw') === (b.kind === 'threw') && a.kind !== 'failed';
  if (a.kind !== b.kind) return false;
  if (a.kind === 'threw' && b.kind === 'threw') {
    return a.name === b.name && (a.name !== 'Test262Error' || a.message === b.message);
  }
  if (a.kind === 'returned' && b.kind === 'returned') return a.value === b.value;
  if (a.kind === 'failed' && b.kind === 'failed') return a.code === b.code;
  return true;
}

// ---------------------------------------------------------------------------------------
// Building the program

const HARNESS_DIR = join(CONFORMANCE_DIR, 'harness');
const harnessCache = new Map<string, string>();
function ownHarness(name: string): string {
  let t = harnessCache.get(name);
  if (t === undefined) {
    t = readFileSync(join(HARNESS_DIR, name), 'utf8');
    harnessCache.set(name, t);
  }
  return t;
}

/**
 * One top-level statement of the plan-subset harness: a declaration (`function f`, `const
 * assert`) or a property write (`assert.m = ...`), with the identifiers it mentions.
 */
interface HarnessPiece {
  readonly text: string;
  /** The name it declares, or for a property write the object and the property. */
  readonly declares?: string;
  readonly member?: { readonly object: string; readonly property: string };
  readonly words: readonly string[];
}

const WORD = /[A-Za-z_$][\w$]*/g;
const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

const piecesCache = new Map<string, HarnessPiece[]>();
function harnessPieces(name: string): HarnessPiece[] {
  let ps = piecesCache.get(name);
  if (ps !== undefined) return ps;
  const text = ownHarness(name);
  const program = parseScript(text, { ecmaVersion: 'latest', sourceType: 'script' });
  ps = program.body.map((st): HarnessPiece => {
    const t = text.slice(st.start, st.end);
    const words = wordsOf(t);
    if (st.type === 'FunctionDeclaration' && st.id) return { text: t, declares: st.id.name, words };
    if (st.type === 'VariableDeclaration' && st.declarations.length === 1) {
      const id = st.declarations[0]?.id;
      if (id?.type === 'Identifier') return { text: t, declares: id.name, words };
    }
    if (
      st.type === 'ExpressionStatement' &&
      st.expression.type === 'AssignmentExpression' &&
      st.expression.left.type === 'MemberExpression' &&
      st.expression.left.object.type === 'Identifier' &&
      st.expression.left.property.type === 'Identifier' &&
      !st.expression.left.computed
    ) {
      const m = st.expression.left;
      return {
        text: t,
        member: {
          object: (m.object as { name: string }).name,
          property: (m.property as { name: string }).name,
        },
        words,
      };
    }
    // anything else always stays
    return { text: t, words };
  });
  piecesCache.set(name, ps);
  return ps;
}

/**
 * The plan-subset harness files cut down to what `uses` (the test's body and test262 includes,
 * as text) can reach: a declaration stays when a kept text mentions its name, a property write
 * `o.m = ...` when `o` stays and some kept text mentions `m` (an over-approximation by words:
 * a word in a string or a comment keeps a piece too). Function declarations are hoisted and
 * an unused one has no effect, so the program means what the whole harness would; plain
 * QuickJS and the sandbox get the same text. It halves the text most tests compile and load.
 */
export function shakeHarness(files: readonly string[], uses: string): string {
  const pieces = files.flatMap((f) => harnessPieces(f));
  const words = new Set(wordsOf(uses));
  const keep = new Array<boolean>(pieces.length).fill(false);
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < pieces.length; i++) {
      if (keep[i]) continue;
      const p = pieces[i] as HarnessPiece;
      const needed =
        p.declares !== undefined
          ? words.has(p.declares)
          : p.member !== undefined
            ? words.has(p.member.object) && words.has(p.member.property)
            : true;
      if (!needed) continue;
      keep[i] = true;
      changed = true;
      for (const w of p.words) words.add(w);
    }
  }
  return pieces
    .filter((_, i) => keep[i])
    .map((p) => p.text)
    .join('\n');
}

/** test262 includes the plan-subset harness replaces (the rest are test262's own files). */
const OWN_INCLUDES = new Set(['assert.js', 'sta.js', 'compareArray.js', 'propertyHelper.js']);

const DONOTEVALUATE = '$DONOTEVALUATE();';
const DONOTEVALUATE_INLINE = 'throw "Test262: This statement should not be evaluated.";';

export interface Program {
  /** The source compiled as a plan and run as a script by plain QuickJS. */
  readonly source: string;
  /** Compared by completion versus exception only (`raw`, parse-negative). */
  readonly raw: boolean;
}

/** The body of a test file: the text without its frontmatter comment. */
function bodyOf(text: string): string {
  return text.replace(/\/\*---[\s\S]*?---\*\//, '');
}

export function buildProgram(
  text: string,
  meta: TestMeta,
  readInclude: (name: string) => string,
): Program {
  const directive = meta.flags.includes('onlyStrict') ? '"use strict";\n' : '';
  if (meta.flags.includes('raw')) return { source: text, raw: true };
  const body = bodyOf(text);
  if (meta.negative?.phase === 'parse') {
    return { source: directive + body.split(DONOTEVALUATE).join(DONOTEVALUATE_INLINE), raw: true };
  }
  // `assert` is an object of the checks unless the test calls it; a function carrying the
  // checks as properties only when the test needs both (plans cannot set properties on
  // functions yet: issue 22).
  const callsAssert = /(^|[^.\w$])assert\s*\(/m.test(body);
  const readsAssert =
    /(^|[^.\w$])assert\s*\./m.test(body) || meta.includes.includes('compareArray.js');
  // Plans are strict (the lead's decision for the property model, issue 22): a test that
  // test262 runs in both modes (no flag) runs strict on both sides, so a write to a read-only
  // property throws in plain QuickJS as in the sandbox; a noStrict test stays sloppy.
  const runDirective = meta.flags.includes('noStrict') ? '' : '"use strict";\n';
  const own = ['sta.js', 'assert.js'];
  if (!callsAssert) own.push('assert-object.js');
  else {
    own.push('assert-function.js');
    if (readsAssert) own.push('assert-properties.js');
  }
  const theirs: string[] = [];
  for (const inc of meta.includes) {
    if (OWN_INCLUDES.has(inc)) {
      if (inc === 'compareArray.js' || inc === 'propertyHelper.js') own.push(inc);
    } else theirs.push(readInclude(inc));
  }
  const wrapped = `try {\n${body}\n} catch (caught262) {\n  throw report262(caught262);\n}\n'${COMPLETED}';\n`;
  const harness = shakeHarness(own, [...theirs, wrapped].join('\n'));
  return { source: [runDirective, harness, ...theirs, wrapped].join('\n'), raw: false };
}

// ---------------------------------------------------------------------------------------
// Running

function parseThrownMessage(message: string): Outcome | undefined {
  if (!message.startsWith('threw ')) return undefined;
  const rest = message.slice(6);
  const i = rest.indexOf(': ');
  const name = i < 0 ? rest : rest.slice(0, i);
  const msg = i < 0 ? '' : rest.slice(i + 2);
  if (name === 'InternalError') return { kind: 'limit', code: `InternalError: ${msg}` };
  return { kind: 'threw', name, message: msg };
}

/** Plain QuickJS: the program as a script in a fresh runtime with the same caps. */
export class PlainRunner {
  private constructor(private readonly qjs: QuickJSWASMModule) {}

  static async create(): Promise<PlainRunner> {
    return new PlainRunner(await newQuickJSWASMModuleFromVariant(RELEASE_SYNC));
  }

  private withContext<T>(f: (vm: ReturnType<QuickJSWASMModule['newContext']>) => T): T {
    const rt = this.qjs.newRuntime();
    rt.setMemoryLimit(RUN_LIMITS.memoryBytes);
    rt.setMaxStackSize(RUN_LIMITS.stackBytes);
    rt.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + RUN_LIMITS.plainDeadlineMs));
    const vm = rt.newContext();
    try {
      return f(vm);
    } finally {
      vm.dispose();
      rt.dispose();
    }
  }

  /** Whether the source parses as a script (nothing of it runs). */
  parses(source: string): boolean {
    return this.withContext((vm) => {
      const r = vm.evalCode(source, 'test.js', { compileOnly: true });
      if (r.error) {
        r.error.dispose();
        return false;
      }
      r.value.dispose();
      return true;
    });
  }

  run(source: string): Outcome {
    return this.withContext((vm): Outcome => {
      const r = vm.evalCode(source, 'test.js');
      if (r.error) {
        let e: unknown;
        try {
          e = vm.dump(r.error);
        } finally {
          r.error.dispose();
        }
        if (typeof e === 'object' && e !== null) {
          const o = e as { name?: unknown; message?: unknown };
          const message = typeof o.message === 'string' ? o.message : '';
          if (typeof o.name === 'string') {
            if (o.name === 'InternalError')
              return { kind: 'limit', code: `InternalError: ${message}` };
            return { kind: 'threw', name: o.name, message };
          }
          const parsed = parseThrownMessage(message);
          if (parsed !== undefined) return parsed;
          return { kind: 'threw', name: 'object', message };
        }
        return { kind: 'threw', name: typeof e, message: String(e) };
      }
      let v: unknown;
      try {
        v = vm.dump(r.value);
      } finally {
        r.value.dispose();
      }
      if (v === COMPLETED) return { kind: 'completed' };
      return { kind: 'returned', value: JSON.stringify(v) ?? String(v) };
    });
  }
}

/**
 * The real sandbox, one per mode: a new sandbox for every run (a fresh wasm instance from the
 * process's memory image, as `createSandbox` builds it: about half the CPU time of preparing a
 * fresh context in a reused sandbox, and no state of one test can reach the next).
 */
export class SandboxRunner {
  private sandbox: Sandbox | undefined;
  /** The compiled plan the next start uses (compiled once by the runner, not again). */
  private nextCompiled: { source: string; compiled: CompiledPlan } | undefined;

  constructor(readonly mode: Mode) {}

  private async get(): Promise<Sandbox> {
    if (this.sandbox !== undefined) return this.sandbox;
    const cached = (source: string, options: CompileOptions): CompiledPlan => {
      const next = this.nextCompiled;
      if (next !== undefined && next.source === source) return next.compiled;
      return compilePlan(source, options);
    };
    this.sandbox = await createSandbox({
      algebraSource: CONFORMANCE_ALGEBRA,
      externalFunctions: [],
      propagateControl: this.mode === 'strict',
      limits: {
        memoryBytes: RUN_LIMITS.memoryBytes,
        stackBytes: RUN_LIMITS.stackBytes,
        instructionBudget: RUN_LIMITS.instructionBudget,
        deadlineMs: RUN_LIMITS.sandboxDeadlineMs,
      },
      clock: Date.now,
      // the plan clock (new Date(), Date.now()): plain QuickJS reads the time too
      planClock: Date.now,
      compiler: { compile: cached, preludeSource: PRELUDE_SOURCE },
    });
    return this.sandbox;
  }

  async run(source: string, compiled: CompiledPlan): Promise<Outcome> {
    const sandbox = await this.get();
    this.nextCompiled = { source, compiled };
    let outcome: Outcome;
    const run = sandbox.start(source);
    try {
      if (run.status === 'completed') {
        const v = run.result?.value;
        outcome =
          v === COMPLETED ? { kind: 'completed' } : { kind: 'returned', value: JSON.stringify(v) };
      } else if (run.status === 'suspended') {
        outcome = { kind: 'failed', code: 'SUSPENDED', message: 'the plan made an external call' };
      } else {
        const code = run.error?.code ?? 'UNKNOWN';
        if (LIMIT_CODES.has(code)) outcome = { kind: 'limit', code };
        else if (code === 'PLAN_THREW') {
          const message = run.exception?.message ?? run.error?.message ?? '';
          outcome = parseThrownMessage(message) ?? { kind: 'failed', code, message };
        } else outcome = { kind: 'failed', code, message: run.error?.message ?? '' };
      }
    } finally {
      this.nextCompiled = undefined;
      run.dispose();
      this.sandbox = undefined;
    }
    return outcome;
  }
}

// ---------------------------------------------------------------------------------------
// The selection and the comparison

export interface ExpectedDifference {
  readonly path: string;
  readonly reason: string;
  /** `intended` (the plan language differs on purpose) or `known-bug` (being fixed). */
  readonly kind: 'intended' | 'known-bug';
}

export function readExpectedDifferences(file = EXPECTED_DIFFERENCES_FILE): ExpectedDifference[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { differences: ExpectedDifference[] };
  return data.differences;
}

export interface Rejection {
  readonly code: string;
  readonly detail: string;
  /** The source text at the rejected position (up to 60 characters of its line). */
  readonly snippet: string;
}

export interface Difference {
  readonly path: string;
  readonly mode: Mode | 'compile';
  readonly plain: string;
  readonly sandbox: string;
  readonly negative: string | undefined;
  /** The listed reason when `expected-differences.json` names the test. */
  readonly expected: string | undefined;
}

export type TestStatus = 'skipped' | 'rejected' | 'accepted';

export interface TestResult {
  readonly path: string;
  readonly status: TestStatus;
  readonly skip?: string;
  /** Rejection in normal and strict mode (undefined where accepted). */
  readonly rejected?: { readonly normal?: Rejection; readonly strict?: Rejection };
  readonly negativeParse?: boolean;
  readonly different?: boolean;
}

export interface ModeCounts {
  accepted: number;
  compared: number;
  same: number;
  different: number;
}

export interface ConformanceReport {
  readonly root: string;
  readonly files: number;
  readonly skipped: number;
  readonly runnable: number;
  /** Runnable tests the compiler accepts in at least one mode (parse-negative ones excluded). */
  readonly accepted: number;
  readonly rejected: number;
  readonly modes: Record<Mode, ModeCounts>;
  /** Tests the compiler accepts in one mode only. */
  readonly modeSplit: number;
  readonly acceptedParseNegative: number;
  readonly different: number;
  readonly unexplained: number;
  /** Tests expected-differences.json lists that ran and did not differ (the entry can go). */
  readonly stale: string[];
  /** Accepted tests plain QuickJS itself fails (a positive test threw, or a negative one did not). */
  readonly plainFailed: number;
  readonly skips: Record<string, number>;
  /** Rejection codes of the normal-mode compile, over runnable tests. */
  readonly rejections: Record<string, number>;
  readonly differences: Difference[];
  readonly results: TestResult[];
  readonly elapsedMs: number;
}

export interface ConformanceOptions {
  readonly root?: string;
  readonly filter?: string;
  readonly expected?: readonly ExpectedDifference[];
  /** Modes the sandbox runs in (default both). */
  readonly modes?: readonly Mode[];
  readonly progress?: (done: number, total: number, report: () => string) => void;
  /**
   * Run the sandbox in strict mode for a deterministic 1-in-n sample of the accepted tests
   * only (by the hash of the path; default 1: all). Every test still compiles in both modes.
   */
  readonly strictOneIn?: number;
  /**
   * Run accepted tests (plain QuickJS and the sandbox) for a deterministic 1-in-n sample only
   * (by the hash of the path; default 1: all); the others are compiled in both modes and
   * counted as accepted, not compared (the vendored test's time budget).
   */
  readonly runOneIn?: number;
  /**
   * Which of the samples runs (default 0): the 1-in-`runOneIn` sample of the tests whose path
   * hashes to `rotation` modulo `runOneIn`, and strict mode on those of them whose path
   * hashes to `floor(rotation / runOneIn)` modulo `strictOneIn`. Rotations 0 .. runOneIn *
   * strictOneIn - 1 together compare every accepted test in both modes.
   */
  readonly rotation?: number;
  /**
   * Only the tests whose index in the sorted selection is `index` modulo `count`: a run split
   * over several processes (`--shard`), put back together by `mergeReports`.
   */
  readonly shard?: { readonly index: number; readonly count: number };
}

function walk(dir: string, out: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const n of names) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (n.endsWith('.js') && !n.includes('_FIXTURE')) out.push(p);
  }
}

/** Every selected test file under `root`, as paths relative to it (`test/...`), sorted. */
export function listTests(root: string, filter?: string): string[] {
  const out: string[] = [];
  for (const d of SELECTED_DIRS) walk(join(root, d), out);
  return out
    .map((p) => relative(root, p).split('\\').join('/'))
    .filter((p) => filter === undefined || p.includes(filter))
    .sort();
}

function compileOne(source: string, mode: Mode): CompiledPlan | Rejection {
  try {
    return compilePlan(source, { externalFunctions: [], propagateControl: mode === 'strict' });
  } catch (e) {
    if (e instanceof PlanCompileError) {
      const data = e.data as { line?: number; column?: number; detail?: string };
      const line = source.split('\n')[(data.line ?? 1) - 1] ?? '';
      return {
        code: e.code,
        detail: data.detail ?? '',
        snippet: line.slice(Math.max(0, (data.column ?? 1) - 1), (data.column ?? 1) + 59).trim(),
      };
    }
    // Anything else is a compiler bug: a rejection under its own code, so it shows.
    return {
      code: 'COMPILER_CRASH',
      detail: e instanceof Error ? e.message : String(e),
      snippet: '',
    };
  }
}

const isRejection = (c: CompiledPlan | Rejection): c is Rejection => 'snippet' in c;

/** A deterministic 1-in-`n` sample by the hash of a test's path (one of `n` rotations). */
export function inSample(path: string, n: number, rotation = 0): boolean {
  return createHash('sha256').update(path).digest().readUInt32BE(0) % n === rotation % n;
}

export async function runConformance(options: ConformanceOptions = {}): Promise<ConformanceReport> {
  const started = Date.now();
  const root = options.root ?? VENDORED_ROOT;
  const modes = options.modes ?? MODES;
  const strictOneIn = options.strictOneIn ?? 1;
  const runOneIn = options.runOneIn ?? 1;
  const rotation = options.rotation ?? 0;
  const expected = new Map((options.expected ?? []).map((e) => [e.path, e]));
  const shard = options.shard;
  const paths = listTests(root, options.filter).filter(
    (_, i) => shard === undefined || i % shard.count === shard.index,
  );
  const plain = await PlainRunner.create();
  const sandboxes = new Map(modes.map((m) => [m, new SandboxRunner(m)]));
  const includeCache = new Map<string, string>();
  const readInclude = (name: string): string => {
    let t = includeCache.get(name);
    if (t === undefined) {
      t = readFileSync(join(root, 'harness', name), 'utf8');
      includeCache.set(name, t);
    }
    return t;
  };
  const skips: Record<string, number> = {};
  const rejections: Record<string, number> = {};
  const modeCounts: Record<Mode, ModeCounts> = {
    normal: { accepted: 0, compared: 0, same: 0, different: 0 },
    strict: { accepted: 0, compared: 0, same: 0, different: 0 },
  };
  const differences: Difference[] = [];
  const results: TestResult[] = [];
  let skipped = 0;
  let accepted = 0;
  let rejected = 0;
  let modeSplit = 0;
  let acceptedParseNegative = 0;
  let plainFailed = 0;
  const stale: string[] = [];
  const bump = (h: Record<string, number>, k: string): void => {
    h[k] = (h[k] ?? 0) + 1;
  };
  const summaryLine = (): string =>
    `accepted ${accepted}, rejected ${rejected}, skipped ${skipped}, different ${differences.length}`;

  for (let i = 0; i < paths.length; i++) {
    options.progress?.(i, paths.length, summaryLine);
    const path = paths[i]!;
    const text = readFileSync(join(root, path), 'utf8');
    const meta = parseMeta(text);
    const skip = skipReason(meta);
    if (skip !== undefined) {
      skipped++;
      bump(skips, skip);
      results.push({ path, status: 'skipped', skip });
      continue;
    }
    const program = buildProgram(text, meta, readInclude);
    const compiled = new Map<Mode, CompiledPlan>();
    const rejectedBy: { normal?: Rejection; strict?: Rejection } = {};
    for (const mode of MODES) {
      const c = compileOne(program.source, mode);
      if (isRejection(c)) rejectedBy[mode] = c;
      else compiled.set(mode, c);
    }
    const negativeParse = meta.negative?.phase === 'parse';
    const difference = (mode: Difference['mode'], p: string, s: string): void => {
      differences.push({
        path,
        mode,
        plain: p,
        sandbox: s,
        negative:
          meta.negative === undefined ? undefined : `${meta.negative.phase} ${meta.negative.type}`,
        expected: expected.get(path)?.reason,
      });
    };
    if (compiled.size === 0) {
      rejected++;
      bump(rejections, rejectedBy.normal!.code);
      results.push({ path, status: 'rejected', rejected: rejectedBy, negativeParse });
      continue;
    }
    if (compiled.size === 1) modeSplit++;
    if (negativeParse) {
      // The compiler accepted a program test262 says must not parse.
      acceptedParseNegative++;
      const parses = plain.parses(program.source);
      difference(
        'compile',
        parses ? 'parses (plain QuickJS accepts it too)' : `rejected: ${meta.negative!.type}`,
        `accepted in ${[...compiled.keys()].join(' and ')} mode`,
      );
      results.push({
        path,
        status: 'accepted',
        rejected: rejectedBy,
        negativeParse,
        different: true,
      });
      continue;
    }
    accepted++;
    if (runOneIn > 1 && !inSample(`${path}#run`, runOneIn, rotation)) {
      for (const mode of compiled.keys()) modeCounts[mode].accepted++;
      results.push({ path, status: 'accepted', rejected: rejectedBy, different: false });
      continue;
    }
    const p = plain.run(program.source);
    const neg = meta.negative;
    const plainOk =
      neg === undefined ? p.kind === 'completed' : p.kind === 'threw' && p.name === neg.type;
    if (!plainOk) plainFailed++;
    let different = false;
    for (const [mode, c] of compiled) {
      const counts = modeCounts[mode];
      counts.accepted++;
      const runner = sandboxes.get(mode);
      if (runner === undefined) continue;
      if (
        mode === 'strict' &&
        strictOneIn > 1 &&
        !inSample(`${path}#strict`, strictOneIn, Math.floor(rotation / runOneIn))
      )
        continue;
      const s = await runner.run(program.source, c);
      counts.compared++;
      if (sameOutcome(p, s, program.raw)) counts.same++;
      else {
        counts.different++;
        different = true;
        difference(mode, describeOutcome(p), describeOutcome(s));
      }
    }
    results.push({ path, status: 'accepted', rejected: rejectedBy, different });
    if (!different && expected.has(path)) stale.push(path);
  }
  options.progress?.(paths.length, paths.length, summaryLine);
  const differentTests = new Set(differences.map((d) => d.path));
  const unexplained = new Set(
    differences.filter((d) => d.expected === undefined).map((d) => d.path),
  );
  return {
    root,
    files: paths.length,
    skipped,
    runnable: paths.length - skipped,
    accepted,
    rejected,
    modes: modeCounts,
    modeSplit,
    acceptedParseNegative,
    different: differentTests.size,
    unexplained: unexplained.size,
    stale,
    plainFailed,
    skips,
    rejections,
    differences,
    results,
    elapsedMs: Date.now() - started,
  };
}

/** One report from the reports of the shards of one run (`--shard`), as one run would give. */
export function mergeReports(reports: readonly ConformanceReport[]): ConformanceReport {
  const first = reports[0];
  if (first === undefined) throw new Error('no reports to merge');
  const sum = (f: (r: ConformanceReport) => number): number =>
    reports.reduce((a, r) => a + f(r), 0);
  const hist = (f: (r: ConformanceReport) => Record<string, number>): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const r of reports) for (const [k, v] of Object.entries(f(r))) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  const modes = {} as Record<Mode, ModeCounts>;
  for (const m of MODES) {
    modes[m] = {
      accepted: sum((r) => r.modes[m].accepted),
      compared: sum((r) => r.modes[m].compared),
      same: sum((r) => r.modes[m].same),
      different: sum((r) => r.modes[m].different),
    };
  }
  const byPath = <T extends { path: string }>(xs: T[]): T[] =>
    xs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    root: first.root,
    files: sum((r) => r.files),
    skipped: sum((r) => r.skipped),
    runnable: sum((r) => r.runnable),
    accepted: sum((r) => r.accepted),
    rejected: sum((r) => r.rejected),
    modes,
    modeSplit: sum((r) => r.modeSplit),
    acceptedParseNegative: sum((r) => r.acceptedParseNegative),
    different: sum((r) => r.different),
    unexplained: sum((r) => r.unexplained),
    stale: reports.flatMap((r) => r.stale).sort(),
    plainFailed: sum((r) => r.plainFailed),
    skips: hist((r) => r.skips),
    rejections: hist((r) => r.rejections),
    differences: byPath(reports.flatMap((r) => r.differences)),
    results: byPath(reports.flatMap((r) => r.results)),
    elapsedMs: Math.max(...reports.map((r) => r.elapsedMs)),
  };
}

/**
 * A report with its differences matched against `expected` again (the list as it is now, not
 * as it was when the run started): each difference's reason, the unexplained count, and the
 * listed tests that ran and did not differ (stale). The outcomes are the run's.
 */
export function relist(
  r: ConformanceReport,
  expected: readonly ExpectedDifference[],
): ConformanceReport {
  const byPath = new Map(expected.map((e) => [e.path, e]));
  const differences = r.differences.map((d) => ({ ...d, expected: byPath.get(d.path)?.reason }));
  const stale = r.results
    .filter((t) => t.status === 'accepted' && t.different !== true && byPath.has(t.path))
    .map((t) => t.path)
    .sort();
  const unexplained = new Set(
    differences.filter((d) => d.expected === undefined).map((d) => d.path),
  ).size;
  return { ...r, differences, stale, unexplained };
}

/**
 * The part of a whole-selection run that concerns `paths` (the vendored tests), as a run of
 * only those would count it: same code, same outcomes. Every mode ran on every accepted test
 * in that run (no strict sample), and the tests are all runnable (none skipped).
 */
export function restrictReport(
  full: ConformanceReport,
  paths: readonly string[],
  root: string,
): ConformanceReport {
  const keep = new Set(paths);
  const results = full.results.filter((r) => keep.has(r.path));
  const differences = full.differences.filter((d) => keep.has(d.path));
  const modes = {} as Record<Mode, ModeCounts>;
  for (const m of MODES) {
    const accepted = results.filter(
      (r) => r.status === 'accepted' && r.negativeParse !== true && r.rejected?.[m] === undefined,
    ).length;
    const different = differences.filter((d) => d.mode === m).length;
    modes[m] = { accepted, compared: accepted, same: accepted - different, different };
  }
  const rejections: Record<string, number> = {};
  for (const r of results) {
    const code = r.status === 'rejected' ? r.rejected?.normal?.code : undefined;
    if (code !== undefined) rejections[code] = (rejections[code] ?? 0) + 1;
  }
  const skipped = results.filter((r) => r.status === 'skipped').length;
  const acceptedParseNegative = results.filter(
    (r) => r.status === 'accepted' && r.negativeParse === true,
  ).length;
  return {
    root,
    files: results.length,
    skipped,
    runnable: results.length - skipped,
    accepted: results.filter((r) => r.status === 'accepted').length - acceptedParseNegative,
    rejected: results.filter((r) => r.status === 'rejected').length,
    modes,
    modeSplit: results.filter(
      (r) =>
        r.status === 'accepted' &&
        r.negativeParse !== true &&
        (r.rejected?.normal !== undefined || r.rejected?.strict !== undefined),
    ).length,
    acceptedParseNegative,
    different: new Set(differences.map((d) => d.path)).size,
    unexplained: new Set(differences.filter((d) => d.expected === undefined).map((d) => d.path))
      .size,
    stale: full.stale.filter((p) => keep.has(p)),
    plainFailed: 0,
    skips: {},
    rejections,
    differences,
    results,
    elapsedMs: 0,
  };
}

// ---------------------------------------------------------------------------------------
// Text output

const sortedEntries = (h: Record<string, number>): [string, number][] =>
  Object.entries(h).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

export function formatReport(r: ConformanceReport): string {
  const lines: string[] = [];
  lines.push(`test262 conformance: ${r.root}`);
  lines.push(
    `files ${r.files}, skipped ${r.skipped}, runnable ${r.runnable}, accepted ${r.accepted}, rejected ${r.rejected}` +
      ` (accepted in one mode only: ${r.modeSplit}; parse-negative tests accepted: ${r.acceptedParseNegative})`,
  );
  for (const m of MODES) {
    const c = r.modes[m];
    lines.push(
      `  ${m}: accepted ${c.accepted}, compared ${c.compared}, same ${c.same}, different ${c.different}`,
    );
  }
  lines.push(
    `different tests ${r.different} (unexplained ${r.unexplained}); plain QuickJS fails ${r.plainFailed} accepted tests itself; ${(r.elapsedMs / 1000).toFixed(1)} s`,
  );
  if (r.stale.length > 0) {
    lines.push(
      `listed in expected-differences.json but the same now (remove them): ${r.stale.join(', ')}`,
    );
  }
  lines.push('skipped by reason:');
  const skipGroups: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.skips)) {
    const g = k.startsWith('flag') ? k : k.replace(/:.*$/, '');
    skipGroups[g] = (skipGroups[g] ?? 0) + v;
  }
  for (const [k, v] of sortedEntries(skipGroups)) lines.push(`  ${String(v).padStart(6)}  ${k}`);
  lines.push('rejections (normal mode, first error):');
  for (const [k, v] of sortedEntries(r.rejections)) lines.push(`  ${String(v).padStart(6)}  ${k}`);
  if (r.differences.length > 0) {
    lines.push('differences:');
    for (const d of r.differences) {
      lines.push(
        `  ${d.expected === undefined ? 'UNEXPLAINED' : 'expected'} ${d.path} [${d.mode}]${d.negative === undefined ? '' : ` (negative ${d.negative})`}`,
      );
      lines.push(`      plain:   ${d.plain}`);
      lines.push(`      sandbox: ${d.sandbox}`);
      if (d.expected !== undefined) lines.push(`      reason:  ${d.expected}`);
    }
  }
  return lines.join('\n');
}
