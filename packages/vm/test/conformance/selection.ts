/**
 * Which test262 files the conformance runner takes, and why it skips the others.
 *
 * The selection is "ES2020-level language plus the six built-ins (Array, String, Object,
 * JSON, Math, Number), async and module tests skipped": a test is skipped when
 *  1. its flags include `async` or `module` (asynchronous completion through `$DONE`, module
 *     goal), or `CanBlockIsFalse`/`CanBlockIsTrue` (agent tests);
 *  2. one of its features is newer than ES2020 (`NEWER_THAN_ES2020`);
 *  3. one of its features needs what a plan can never have (`NEVER_IN_PLANS`): a host hook
 *     (other realms, the module loader), an engine property no engine has (proper tail
 *     calls), or a built-in a plan has no way to reach (Proxy, Reflect, the well-known
 *     symbols `Symbol.*`, typed arrays and buffers, weak collections, promises).
 * Everything else is runnable, including the features a plan refuses today (generators,
 * async functions, classes, BigInt, `Symbol` itself, ...): those count as rejected.
 * On the tree at commit be13516fb6 this gives 19,938 runnable tests (issue 22's measurement
 * counted 19,939 with a rule it did not record).
 */

/** Features that entered the language after ES2020 (by the edition that shipped them). */
export const NEWER_THAN_ES2020: readonly string[] = [
  // ES2021
  'logical-assignment-operators',
  'numeric-separator-literal',
  'String.prototype.replaceAll',
  'AggregateError',
  'WeakRef',
  'FinalizationRegistry',
  // ES2022
  'class-fields-public',
  'class-fields-private',
  'class-methods-private',
  'class-static-fields-public',
  'class-static-fields-private',
  'class-static-methods-private',
  'class-static-block',
  'class-fields-private-in',
  'nonextensible-applies-to-private',
  'top-level-await',
  'Object.hasOwn',
  'Array.prototype.at',
  'String.prototype.at',
  'regexp-match-indices',
  'error-cause',
  // ES2023
  'array-find-from-last',
  'change-array-by-copy',
  'hashbang',
  // ES2024 and later, and proposals
  'String.prototype.isWellFormed',
  'String.prototype.toWellFormed',
  'resizable-arraybuffer',
  'array-grouping',
  'regexp-v-flag',
  'regexp-duplicate-named-groups',
  'regexp-modifiers',
  'Array.fromAsync',
  'iterator-helpers',
  'json-parse-with-source',
  'Float16Array',
  'Math.sumPrecise',
  'explicit-resource-management',
  'decorators',
  'import-attributes',
  'import-defer',
  'source-phase-imports',
  'source-phase-imports-module-source',
];

/** Features whose tests need what plans can never have (see the file comment). */
export const NEVER_IN_PLANS: readonly string[] = [
  // host hooks: another realm, the module loader
  'cross-realm',
  'dynamic-import',
  'import.meta',
  // no engine implements proper tail calls (plain QuickJS fails these too)
  'tail-call-optimization',
  // built-ins out of a plan's reach (and every well-known symbol, `Symbol.*`: see skipReason)
  'Proxy',
  'Reflect',
  'Reflect.construct',
  'Reflect.set',
  'Reflect.setPrototypeOf',
  'WeakMap',
  'WeakSet',
  'Promise',
  'TypedArray',
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
  'Atomics',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
];

const NEWER = new Set(NEWER_THAN_ES2020);
const NEVER = new Set(NEVER_IN_PLANS);

/** The directories of test262's `test/` tree the selection takes. */
export const SELECTED_DIRS: readonly string[] = [
  'test/language',
  'test/built-ins/Array',
  'test/built-ins/String',
  'test/built-ins/Object',
  'test/built-ins/JSON',
  'test/built-ins/Math',
  'test/built-ins/Number',
];

export interface TestMeta {
  readonly flags: readonly string[];
  readonly features: readonly string[];
  readonly includes: readonly string[];
  readonly negative: { readonly phase: string; readonly type: string } | undefined;
}

/** A YAML list value, inline (`[a, b]`) or as a block of `- item` lines. */
function yamlList(front: string, key: string): string[] {
  const inline = new RegExp(`^${key}:[ \\t]*\\[([^\\]]*)\\]`, 'm').exec(front);
  if (inline !== null) {
    return inline[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  }
  const block = new RegExp(`^${key}:[ \\t]*\\n((?:[ \\t]+-[^\\n]*\\n?)+)`, 'm').exec(front);
  if (block === null) return [];
  return block[1]!
    .split('\n')
    .map((s) => s.replace(/^\s*-\s*/, '').trim())
    .filter((s) => s !== '');
}

/** The frontmatter (`/*--- ... ---*\/`) fields the runner reads. */
export function parseMeta(text: string): TestMeta {
  const m = /\/\*---([\s\S]*?)---\*\//.exec(text);
  const front = m?.[1] ?? '';
  let negative: TestMeta['negative'];
  const neg = /^negative:[ \t]*\n((?:[ \t]+[^\n]*\n?)+)/m.exec(front);
  if (neg !== null) {
    const phase = /phase:\s*(\S+)/.exec(neg[1]!)?.[1] ?? '';
    const type = /type:\s*(\S+)/.exec(neg[1]!)?.[1] ?? '';
    negative = { phase, type };
  }
  return {
    flags: yamlList(front, 'flags'),
    features: yamlList(front, 'features'),
    includes: yamlList(front, 'includes'),
    negative,
  };
}

/** Why a test is out of the selection (a histogram key), or undefined when it is runnable. */
export function skipReason(meta: TestMeta): string | undefined {
  for (const f of meta.flags) {
    if (f === 'async' || f === 'module' || f === 'CanBlockIsFalse' || f === 'CanBlockIsTrue') {
      return `flag ${f}`;
    }
  }
  for (const f of meta.features) if (NEWER.has(f)) return `newer than ES2020: ${f}`;
  for (const f of meta.features) {
    if (NEVER.has(f) || f.startsWith('Symbol.')) return `never in plans: ${f}`;
  }
  return undefined;
}
