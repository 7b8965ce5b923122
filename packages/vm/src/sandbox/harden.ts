/**
 * JavaScript evaluated by the sandbox itself inside each QuickJS context.
 *
 * - `DETERMINISM_SOURCE` runs first, before the embedder's label algebra: it removes
 *   the ambient sources of non-determinism: the global `Date` is removed (its constructor is
 *   handed to the prelude under a hidden name, which the prelude deletes: plans get dates
 *   only through the prelude, with the host's clock and without the host's time zone);
 *   `Math.random` throws.
 * - the lockdown, in two parts, before the plan starts. `FREEZE_INTRINSICS_SOURCE` runs
 *   after the algebra and the prelude are loaded (and before the compiled plan, which only
 *   installs the plan's function; so a context prepared ahead can be frozen ahead): it
 *   removes code generation (`eval`, `Function` and the constructors reachable through
 *   function prototypes), removes globals that give plans nothing but risk, and freezes
 *   every standard intrinsic object (constructors, their prototypes, `JSON`, `Math`,
 *   iterator and generator prototypes) and makes their global bindings read-only, so plan
 *   code cannot pollute or replace what the prelude relies on. `LOCK_GLOBALS_SOURCE` runs after the compiled plan is loaded: it makes every
 *   embedder/prelude/plan global binding read-only with read-only methods and the global
 *   object non-extensible.
 */
import type { Intrinsics } from 'quickjs-emscripten';

/** After the label algebra: whether it defined `__zamburakLabels` with the four functions. */
export const ALGEBRA_CHECK_SOURCE = `(function () {
      const a = globalThis.__zamburakLabels;
      if (typeof a !== 'object' || a === null) return false;
      return ['literal', 'join', 'intern', 'describe'].every((k) => typeof a[k] === 'function');
    })()`;

/** QuickJS intrinsics for a plan context: no Proxy (Date only through the prelude). */
export const CONTEXT_INTRINSICS: Intrinsics = {
  BaseObjects: true,
  Date: true,
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
  const D = globalThis.Date;
  delete globalThis.Date;
  // the prelude takes the constructor (and deletes this binding) for its Date support
  if (typeof D === 'function') Object.defineProperty(globalThis, '__zamburakDate', { value: D, writable: false, configurable: true, enumerable: false });
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

/**
 * The first half of the lockdown, before the compiled plan is loaded: no code generation,
 * no risky globals, every standard intrinsic frozen (see the module comment).
 */
export const FREEZE_INTRINSICS_SOURCE = `(function () {
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
  // Freeze every standard intrinsic object: each standard global, its prototype, their
  // own prototypes, and the intrinsics only reachable indirectly (iterator, generator and
  // typed-array prototypes); and, one level down, every method, accessor and nested
  // object they hold (so e.g. \`hasOwnProperty.call\` cannot be shadowed by an own property).
  const frozen = new Set();
  const walked = new Set();
  const isRef = (v) => (typeof v === 'object' || typeof v === 'function') && v !== null;
  const freeze = (v) => {
    if (isRef(v) && !frozen.has(v)) {
      frozen.add(v);
      Object.freeze(v);
    }
  };
  const lock = (v) => {
    if (!isRef(v) || walked.has(v)) return;
    walked.add(v);
    freeze(v);
    const ds = Object.getOwnPropertyDescriptors(v);
    const keys = Reflect.ownKeys(ds);
    for (let i = 0; i < keys.length; i++) {
      const d = ds[keys[i]];
      if ('value' in d) freeze(d.value);
      else {
        freeze(d.get);
        freeze(d.set);
      }
    }
  };
  const freezeWithProtos = (v) => {
    if (!isRef(v)) return;
    lock(v);
    lock(Object.getPrototypeOf(v));
    if (typeof v === 'function') {
      const p = Object.getOwnPropertyDescriptor(v, 'prototype');
      if (p !== undefined && 'value' in p && isRef(p.value)) {
        lock(p.value);
        lock(Object.getPrototypeOf(p.value));
      }
    }
  };
  const hidden = [
    ...fnProtos,
    Object.getPrototypeOf(function* () {}).prototype,
    Object.getPrototypeOf(async function* () {}).prototype,
    Object.getPrototypeOf([][Symbol.iterator]()),
    Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())),
    Object.getPrototypeOf(new Map()[Symbol.iterator]()),
    Object.getPrototypeOf(new Set()[Symbol.iterator]()),
    Object.getPrototypeOf(''[Symbol.iterator]()),
    Object.getPrototypeOf(/x/[Symbol.matchAll]('')),
    Array.prototype[Symbol.unscopables],
  ];
  // QuickJS lets Object.defineProperty, Object.defineProperties and Reflect.defineProperty
  // change the value of a non-writable, non-configurable property of the global object
  // (other objects are not affected; assignment is refused): from here on the global object
  // is no target for them. The second half locks the global bindings with the originals,
  // through a one-shot hook it deletes before calling.
  const define = Object.defineProperty;
  const defineAll = Object.defineProperties;
  const reflectDefine = Reflect.defineProperty;
  const locked = () => new TypeError('the global object is locked');
  define(Object, 'defineProperty', {
    value: function defineProperty(o, k, d) { if (o === g) throw locked(); return define(o, k, d); },
  });
  define(Object, 'defineProperties', {
    value: function defineProperties(o, ds) { if (o === g) throw locked(); return defineAll(o, ds); },
  });
  define(Reflect, 'defineProperty', {
    value: function defineProperty(o, k, d) { return o === g ? false : reflectDefine(o, k, d); },
  });
  let lockGlobals = function () {
    for (const name of Object.getOwnPropertyNames(g)) {
      if (standard.has(name)) continue;
      const v = g[name];
      define(g, name, { writable: false, configurable: false });
      if ((typeof v === 'object' || typeof v === 'function') && v !== null) {
        for (const key of Reflect.ownKeys(v)) {
          const d = Object.getOwnPropertyDescriptor(v, key);
          if (d !== undefined && d.configurable && 'value' in d && typeof d.value === 'function') {
            define(v, key, { writable: false, configurable: false });
          }
        }
      }
    }
    Object.preventExtensions(g);
  };
  define(g, '__zamburakLockGlobals', {
    value: function () {
      const f = lockGlobals;
      lockGlobals = undefined;
      if (f !== undefined) f();
    },
    configurable: true,
  });
  for (const name of Object.getOwnPropertyNames(g)) {
    if (standard.has(name) && name !== 'globalThis') freezeWithProtos(g[name]);
  }
  for (const h of hidden) freezeWithProtos(h);
  // The standard bindings themselves: \`JSON\`, \`Object\`, ... cannot be replaced on the
  // global object (the prelude looks some of them up when it runs).
  for (const name of Object.getOwnPropertyNames(g)) {
    if (!standard.has(name)) continue;
    const d = Object.getOwnPropertyDescriptor(g, name);
    if (d !== undefined && d.configurable && 'value' in d) {
      define(g, name, { writable: false, configurable: false });
    }
  }
})();`;

/**
 * The second half of the lockdown, after the compiled plan is loaded: every global binding
 * that is not a standard one (the algebra's, the prelude's, the plan's) becomes read-only
 * with read-only methods, and the global object takes no new properties.
 */
export const LOCK_GLOBALS_SOURCE = `(function () {
  'use strict';
  const lock = globalThis.__zamburakLockGlobals;
  if (typeof lock !== 'function' || !delete globalThis.__zamburakLockGlobals) {
    throw new TypeError('the lockdown hook is missing');
  }
  lock();
})();`;
