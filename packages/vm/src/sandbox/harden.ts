/**
 * JavaScript evaluated by the sandbox itself inside each QuickJS context.
 *
 * - `DETERMINISM_SOURCE` runs first, before the embedder's label algebra: it removes
 *   the ambient sources of non-determinism (Date is not even instantiated, see
 *   `CONTEXT_INTRINSICS`; `Math.random` throws).
 * - `LOCKDOWN_SOURCE` runs after the algebra, the prelude and the compiled plan are
 *   loaded and before the plan starts: it removes code generation (`eval`, `Function`
 *   and the constructors reachable through function prototypes), removes globals that
 *   give plans nothing but risk, freezes every standard intrinsic (constructors, their
 *   prototypes, `JSON`, `Math`, iterator and generator prototypes) so plan code cannot
 *   pollute what the prelude relies on, and makes every embedder/prelude global binding
 *   read-only with read-only methods.
 */
import type { Intrinsics } from 'quickjs-emscripten';

/** QuickJS intrinsics for a plan context: no Date (ambient time), no Proxy. */
export const CONTEXT_INTRINSICS: Intrinsics = {
  BaseObjects: true,
  Date: false,
  Eval: true, // needed by the host to load code; removed from plan reach by LOCKDOWN_SOURCE
  StringNormalize: true,
  RegExp: true,
  JSON: true,
  Proxy: false,
  MapSet: true,
  TypedArrays: true,
  Promise: true,
  BigInt: true,
};

export const DETERMINISM_SOURCE = `(function () {
  'use strict';
  const thrower = function random() { throw new TypeError('Math.random is not available in plans'); };
  Object.defineProperty(Math, 'random', { value: thrower, writable: false, configurable: false, enumerable: false });
  delete globalThis.Date;
})();`;

/** Globals removed before the plan runs (code generation, ambient capabilities, shared memory). */
export const REMOVED_GLOBALS = [
  'eval',
  'Function',
  'Date',
  'Proxy',
  'WeakRef',
  'FinalizationRegistry',
  'SharedArrayBuffer',
  'Atomics',
  'Promise',
  'escape',
  'unescape',
] as const;

/** Standard globals of a QuickJS context that are frozen (with their prototypes). */
export const STANDARD_GLOBALS = [
  'Error',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'InternalError',
  'AggregateError',
  'Array',
  'Object',
  'Iterator',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'Number',
  'Boolean',
  'String',
  'Math',
  'Reflect',
  'Symbol',
  'BigInt',
  'RegExp',
  'JSON',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'ArrayBuffer',
  'Uint8ClampedArray',
  'Int8Array',
  'Uint8Array',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'BigInt64Array',
  'BigUint64Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'DataView',
  'globalThis',
  'Infinity',
  'NaN',
  'undefined',
] as const;

export const LOCKDOWN_SOURCE = `(function () {
  'use strict';
  const g = globalThis;
  const removed = ${JSON.stringify(REMOVED_GLOBALS)};
  const standard = new Set(${JSON.stringify(STANDARD_GLOBALS)});
  const noCodegen = function () { throw new TypeError('code generation is not available in plans'); };
  Object.freeze(noCodegen);
  const fnProtos = [
    Object.getPrototypeOf(function () {}),
    Object.getPrototypeOf(function* () {}),
    Object.getPrototypeOf(async function () {}),
    Object.getPrototypeOf(async function* () {}),
  ];
  for (const p of fnProtos) {
    Object.defineProperty(p, 'constructor', { value: noCodegen, writable: false, configurable: false, enumerable: false });
  }
  for (const name of removed) {
    if (!delete g[name]) throw new TypeError('could not remove a global');
  }
  const seen = new Set();
  const freeze = (v) => {
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v)) return;
    seen.add(v);
    Object.freeze(v);
    for (const key of Reflect.ownKeys(v)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d === undefined) continue;
      if ('value' in d) freeze(d.value);
      else { freeze(d.get); freeze(d.set); }
    }
    freeze(Object.getPrototypeOf(v));
  };
  const hidden = [
    ...fnProtos,
    Object.getPrototypeOf(function* () {}).prototype,
    Object.getPrototypeOf(async function* () {}).prototype,
    Object.getPrototypeOf([][Symbol.iterator]()),
    Object.getPrototypeOf(new Map()[Symbol.iterator]()),
    Object.getPrototypeOf(new Set()[Symbol.iterator]()),
    Object.getPrototypeOf(''[Symbol.iterator]()),
    Object.getPrototypeOf(/x/[Symbol.matchAll](''))
  ];
  for (const name of Object.getOwnPropertyNames(g)) {
    if (standard.has(name) && name !== 'globalThis') freeze(g[name]);
  }
  for (const h of hidden) freeze(h);
  for (const name of Object.getOwnPropertyNames(g)) {
    if (standard.has(name)) continue;
    const v = g[name];
    Object.defineProperty(g, name, { writable: false, configurable: false });
    if ((typeof v === 'object' || typeof v === 'function') && v !== null) {
      for (const key of Reflect.ownKeys(v)) {
        const d = Object.getOwnPropertyDescriptor(v, key);
        if (d !== undefined && d.configurable && 'value' in d && typeof d.value === 'function') {
          Object.defineProperty(v, key, { writable: false, configurable: false });
        }
      }
    }
  }
  Object.preventExtensions(g);
})();`;
