/**
 * Test harness for the compiler alone: runs a label algebra + PRELUDE_SOURCE + compiled plan
 * in QuickJS (release sync variant) and drives `__zr.begin/step` like the sandbox does.
 * Labels in tests are interned sets of origin strings joined by union; `literal()` = {}.
 */
import {
  getQuickJS,
  type QuickJSContext,
  type QuickJSWASMModule,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten';
import { compilePlan } from '../../src/compiler/index.js';
import { PRELUDE_SOURCE } from '../../src/prelude/source.js';
import { parseEvent } from '../../src/sandbox/events.js';

export const TEST_ALGEBRA = `globalThis.__zamburakLabels = (function () {
  const sets = [[]];
  const index = new Map([['', 0]]);
  function mk(arr) {
    const s = Array.from(new Set(arr)).sort();
    const k = s.join('|');
    let id = index.get(k);
    if (id === undefined) { id = sets.length; sets.push(s); index.set(k, id); }
    return id;
  }
  return {
    literal() { return 0; },
    join(a, b) { return mk(sets[a].concat(sets[b])); },
    intern(d) { return mk(Array.isArray(d) ? d : d.origins); },
    describe(id) { return sets[id]; },
    all() { return sets; },
  };
})();`;

export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };

export interface ToolReply {
  readonly value?: JsonValue;
  readonly error?: { readonly code: string; readonly message: string };
  readonly label: readonly string[];
  readonly slots?: readonly {
    readonly path: readonly (string | number)[];
    readonly label: readonly string[];
  }[];
}

export interface CallSeen {
  readonly callId: number;
  readonly name: string;
  readonly args: Record<
    string,
    { value: JsonValue; label: string[]; deepLabel: string[]; valueId: string }
  >;
  readonly pc: string[];
}

export type Outcome =
  | {
      readonly kind: 'done';
      readonly value: JsonValue;
      readonly label: string[];
      readonly deepLabel: string[];
    }
  | {
      readonly kind: 'error';
      readonly code: string;
      readonly message: string;
      readonly label: string[];
    };

export interface RunOptions {
  readonly inputs?: Record<string, { value: JsonValue; label: readonly string[] }>;
  readonly tools?: Record<string, (args: Record<string, JsonValue>, call: CallSeen) => ToolReply>;
  readonly strict?: boolean;
  readonly deadlineMs?: number;
  /** The host clock given to `begin` (epoch ms, with an optional label): `new Date()`, `Date.now()`. */
  readonly clock?: { readonly now: number; readonly label?: readonly string[] };
}

export interface RunReport {
  readonly outcome: Outcome;
  readonly calls: CallSeen[];
  readonly code: string;
  /** Every label the algebra interned during the run (origin sets). */
  readonly interned: string[][];
}

let modulePromise: Promise<QuickJSWASMModule> | undefined;
export function quickjs(): Promise<QuickJSWASMModule> {
  modulePromise ??= getQuickJS();
  return modulePromise;
}

function evalString(vm: QuickJSContext, code: string): string {
  const r = vm.evalCode(code);
  if (r.error) {
    const err = vm.dump(r.error) as unknown;
    r.error.dispose();
    throw new Error(`VM error: ${JSON.stringify(err)}`);
  }
  const v = vm.dump(r.value) as unknown;
  r.value.dispose();
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function withContext<T>(
  qjs: QuickJSWASMModule,
  deadlineMs: number,
  f: (vm: QuickJSContext) => T,
): T {
  const rt = qjs.newRuntime();
  rt.setMemoryLimit(256 * 1024 * 1024);
  rt.setMaxStackSize(512 * 1024);
  rt.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + deadlineMs));
  const vm = rt.newContext();
  try {
    return f(vm);
  } finally {
    vm.dispose();
    rt.dispose();
  }
}

/** Compile and run a plan through the prelude, answering external calls with `tools`. */
export async function runPlan(source: string, options: RunOptions = {}): Promise<RunReport> {
  const qjs = await quickjs();
  const tools = options.tools ?? {};
  const compiled = compilePlan(source, {
    externalFunctions: Object.keys(tools),
    propagateControl: options.strict ?? false,
  });
  return withContext(qjs, options.deadlineMs ?? 5000, (vm) => {
    evalString(vm, TEST_ALGEBRA);
    evalString(vm, PRELUDE_SOURCE);
    evalString(vm, compiled.code);
    const interned = (): string[][] =>
      JSON.parse(evalString(vm, 'JSON.stringify(__zamburakLabels.all())')) as string[][];
    const describe = (id: number): string[] =>
      JSON.parse(evalString(vm, `__zr.describe(${JSON.stringify(id)})`)) as string[];
    const inputs: Record<string, { value: JsonValue; label: readonly string[] }> =
      options.inputs ?? {};
    const clock =
      options.clock === undefined ? '' : `, ${JSON.stringify(JSON.stringify(options.clock))}`;
    evalString(vm, `__zr.begin(${JSON.stringify(JSON.stringify(inputs))}${clock})`);
    const calls: CallSeen[] = [];
    let resume: string | null = null;
    for (let guard = 0; guard < 100_000; guard++) {
      const text = evalString(vm, `__zr.step(${JSON.stringify(resume)})`);
      const raw = JSON.parse(text) as unknown;
      // Calls come in the compact array form: read them with the sandbox's own parser.
      const ev = (
        Array.isArray(raw) ? toObjectForm(parseEvent(text, new Set(Object.keys(tools)))) : raw
      ) as { kind: string; [k: string]: unknown };
      if (ev.kind === 'done') {
        return {
          outcome: {
            kind: 'done',
            value: ev.value as JsonValue,
            label: describe(ev.label as number),
            deepLabel: describe(ev.deepLabel as number),
          },
          calls,
          code: compiled.code,
          interned: interned(),
        };
      }
      if (ev.kind === 'error') {
        return {
          outcome: {
            kind: 'error',
            code: ev.code as string,
            message: ev.message as string,
            label: describe(ev.label as number),
          },
          calls,
          code: compiled.code,
          interned: interned(),
        };
      }
      const rawArgs = ev.args as Record<
        string,
        { value: JsonValue; label: number; deepLabel: number; valueId: string }
      >;
      const args: CallSeen['args'] = {};
      for (const [k, a] of Object.entries(rawArgs)) {
        args[k] = {
          value: a.value,
          label: describe(a.label),
          deepLabel: describe(a.deepLabel),
          valueId: a.valueId,
        };
      }
      const call: CallSeen = {
        callId: ev.callId as number,
        name: ev.name as string,
        args,
        pc: describe(ev.pcLabel as number),
      };
      calls.push(call);
      const tool = tools[call.name];
      if (tool === undefined) throw new Error(`no tool ${call.name}`);
      const plainArgs: Record<string, JsonValue> = {};
      for (const [k, a] of Object.entries(args)) plainArgs[k] = a.value;
      resume = JSON.stringify(tool(plainArgs, call));
    }
    throw new Error('too many steps');
  });
}

/**
 * Run the same source as plain JavaScript (no instrumentation) with `inputs` as a plain
 * object and tools as plain functions. Returns the JSON of the result or of the thrown value.
 */
export async function runPlain(
  source: string,
  options: RunOptions = {},
): Promise<{ kind: 'done'; value: JsonValue } | { kind: 'error'; message: string }> {
  const qjs = await quickjs();
  const inputs: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(options.inputs ?? {})) inputs[k] = v.value;
  return withContext(qjs, options.deadlineMs ?? 5000, (vm) => {
    const toolNames = Object.keys(options.tools ?? {});
    const toolDefs = toolNames
      .map(
        (n) =>
          `const ${n} = (a) => { const r = __tool(${JSON.stringify(n)}, JSON.stringify(a)); if (r.error) { const e = new Error(r.error.message); e.code = r.error.code; throw e; } return r.value; };`,
      )
      .join('\n');
    const handle = vm.newFunction('__tool', (nameH, argsH) => {
      const name = vm.getString(nameH);
      const args = JSON.parse(vm.getString(argsH)) as Record<string, JsonValue>;
      const tool = options.tools?.[name];
      if (tool === undefined) throw new Error('no tool');
      const reply = tool(args, { callId: 0, name, args: {}, pc: [] });
      const r = vm.evalCode(`(${JSON.stringify(reply)})`);
      return vm.unwrapResult(r);
    });
    vm.setProp(vm.global, '__tool', handle);
    handle.dispose();
    const body = `(function () { 'use strict'; const inputs = ${JSON.stringify(inputs)};\n${toolDefs}\nconst __r = (function () {\n${source}\n})();\nreturn JSON.stringify({ kind: 'done', value: __r === undefined ? null : __r }); })()`;
    const wrapped = `(function () { try { return ${body}; } catch (e) { return JSON.stringify({ kind: 'error', message: (e && typeof e.message === 'string') ? e.message : String(e) }); } })()`;
    return JSON.parse(evalString(vm, wrapped)) as
      | { kind: 'done'; value: JsonValue }
      | { kind: 'error'; message: string };
  });
}

function toObjectForm(e: ReturnType<typeof parseEvent>): Record<string, unknown> {
  if (e.kind !== 'call') throw new Error('a compact event that is not a call');
  return { kind: 'call', ...e.call };
}
