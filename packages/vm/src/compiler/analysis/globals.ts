/**
 * The globals and properties a plan may name (analysis, name resolution): the builtins it may
 * use, the constructors it may call or `new`, the globals it may never reach and the property
 * names it may never read or write.
 */
import { PROPERTY_MODEL_BUILTINS } from '../builtins.js';
import type { VmCompileErrorCode } from '../errors.js';

/** Global names a plan may use besides its own declarations, `inputs` and external functions. */
export const BUILTIN_GLOBALS = new Set([
  'Math',
  'JSON',
  'Object',
  'Array',
  'Number',
  'String',
  'Boolean',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'Error',
  ...[
    'TypeError',
    'RangeError',
    'SyntaxError',
    'ReferenceError',
    'EvalError',
    'URIError',
    'Map',
    'Set',
    'Date',
  ],
  'RegExp',
  'undefined',
  'NaN',
  'Infinity',
]);

/** The Error constructors: callable with and without `new`. */
export const ERROR_CONSTRUCTORS = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
]);

/**
 * Builtin constructors a plan may use as values: passed (`assert.throws(TypeError, f)`),
 * stored, compared (`x === TypeError`), read for `name` and `length`, called or `new`ed
 * through a variable (as calling the builtin). Each evaluates to one constant stand-in per
 * name (label literal()): the prelude's `CTOR`.
 */
export const CONSTRUCTOR_VALUES: ReadonlySet<string> = ERROR_CONSTRUCTORS;

/**
 * Globals that `new` accepts: the Error constructors, `Map`, `Set`, `Date`, `RegExp`, and the
 * wrapper and container constructors `String`, `Number`, `Boolean`, `Object`, `Array`.
 */
export const NEW_CONSTRUCTORS = new Set([
  ...ERROR_CONSTRUCTORS,
  'Map',
  'Set',
  'Date',
  'RegExp',
  // issue 22: wrapper objects and containers (`Object(x)` and `Array(...)` are calls too)
  'String',
  'Number',
  'Boolean',
  'Object',
  'Array',
]);

/** Globals that exist in JavaScript but are refused (ambient authority or untrackable). */
export const FORBIDDEN_GLOBALS: ReadonlyMap<string, VmCompileErrorCode> = new Map<
  string,
  VmCompileErrorCode
>([
  ['eval', 'EVAL_FORBIDDEN'],
  ['Function', 'EVAL_FORBIDDEN'],
  ['setTimeout', 'NONDETERMINISM_FORBIDDEN'],
  ['setInterval', 'NONDETERMINISM_FORBIDDEN'],
  ['queueMicrotask', 'NONDETERMINISM_FORBIDDEN'],
  ['performance', 'NONDETERMINISM_FORBIDDEN'],
  ['globalThis', 'FORBIDDEN_GLOBAL'],
  ['window', 'FORBIDDEN_GLOBAL'],
  ['self', 'FORBIDDEN_GLOBAL'],
  ['global', 'FORBIDDEN_GLOBAL'],
  ['Proxy', 'FORBIDDEN_GLOBAL'],
  ['Reflect', 'FORBIDDEN_GLOBAL'],
  ['Symbol', 'FORBIDDEN_GLOBAL'],
  ['Promise', 'FORBIDDEN_GLOBAL'],
  ['WeakMap', 'FORBIDDEN_GLOBAL'],
  ['WeakSet', 'FORBIDDEN_GLOBAL'],
  ['WeakRef', 'FORBIDDEN_GLOBAL'],
  ['arguments', 'FORBIDDEN_GLOBAL'],
  ['require', 'FORBIDDEN_GLOBAL'],
  ['process', 'FORBIDDEN_GLOBAL'],
  ['std', 'FORBIDDEN_GLOBAL'],
  ['os', 'FORBIDDEN_GLOBAL'],
  ['__zr', 'FORBIDDEN_GLOBAL'],
  ['__zamburakLabels', 'FORBIDDEN_GLOBAL'],
]);

/**
 * Words a sloppy script may bind but strict code may not. Plans are parsed as sloppy scripts
 * (for precise error codes) and run as strict code inside a generator, so binding one would
 * make compiled code that QuickJS refuses: the compiler rejects it first.
 */
export const STRICT_RESERVED_WORDS = new Set([
  'implements',
  'interface',
  'let',
  'package',
  'private',
  'protected',
  'public',
  'static',
  'yield',
]);

/** Property names a plan may never write in source (prototype and coercion hooks). */
export const FORBIDDEN_PROPERTIES = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'toJSON',
  'toLocaleString',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'then',
  'caller',
  'callee',
  'arguments',
]);

/** Property names that may be read but not defined (read of `x.toString` stays refused too). */
export const READ_FORBIDDEN = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'caller',
  'callee',
  'arguments',
]);

/** Namespace members callable as functions (`Math.max(...)`). */
export const BUILTIN_CALLS = new Set([
  ...[
    'abs',
    'acos',
    'acosh',
    'asin',
    'asinh',
    'atan',
    'atan2',
    'atanh',
    'cbrt',
    'ceil',
    'cos',
    'cosh',
    'exp',
    'expm1',
    'floor',
    'fround',
    'hypot',
    'imul',
    'log',
    'log10',
    'log1p',
    'log2',
    'max',
    'min',
    'pow',
    'round',
    'sign',
    'sin',
    'sinh',
    'sqrt',
    'tan',
    'tanh',
    'trunc',
    'clz32',
  ].map((m) => `Math.${m}`),
  'Number.isInteger',
  'Number.isFinite',
  'Number.isNaN',
  'Number.isSafeInteger',
  'Number.parseFloat',
  'Number.parseInt',
  'String.fromCharCode',
  'String.fromCodePoint',
  'Object.keys',
  'Object.values',
  'Object.entries',
  'Object.assign',
  'Object.fromEntries',
  'Object.hasOwn',
  ...PROPERTY_MODEL_BUILTINS,
  'Array.isArray',
  'Array.from',
  'Array.of',
  'JSON.stringify',
  'JSON.parse',
  'Number',
  'String',
  'Boolean',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  ...ERROR_CONSTRUCTORS,
  'Date',
  'Date.now',
  'Date.UTC',
  'Date.parse',
  'Error',
  'RegExp',
  'Object',
  'Array',
]);

/** Namespace constants readable as values (`Math.PI`). */
export const BUILTIN_CONSTANTS = new Set([
  'Math.PI',
  'Math.E',
  'Math.LN2',
  'Math.LN10',
  'Math.LOG2E',
  'Math.LOG10E',
  'Math.SQRT2',
  'Math.SQRT1_2',
  'Number.MAX_SAFE_INTEGER',
  'Number.MIN_SAFE_INTEGER',
  'Number.EPSILON',
  'Number.MAX_VALUE',
  'Number.MIN_VALUE',
  'Number.POSITIVE_INFINITY',
  'Number.NEGATIVE_INFINITY',
  'Number.NaN',
]);

export const NAMESPACES = new Set(['Math', 'JSON', 'Object', 'Array', 'Number', 'String', 'Date']);
