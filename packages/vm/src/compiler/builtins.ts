/**
 * Builtin methods the prelude implements with label propagation. Shared by the prelude source,
 * the compiler and the coverage matrix so the three cannot drift apart.
 */
export const STRING_METHODS = [
  'at',
  'charAt',
  'charCodeAt',
  'codePointAt',
  'concat',
  'endsWith',
  'includes',
  'indexOf',
  'lastIndexOf',
  'localeCompare',
  'match',
  'matchAll',
  'normalize',
  'padEnd',
  'padStart',
  'repeat',
  'replace',
  'replaceAll',
  'search',
  'slice',
  'split',
  'startsWith',
  'substr',
  'substring',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'toLowerCase',
  'toString',
  'toUpperCase',
  'trim',
  'trimEnd',
  'trimStart',
] as const;

export const NUMBER_METHODS = ['toExponential', 'toFixed', 'toPrecision', 'toString'] as const;

/** Array methods that never call plan code. */
export const ARRAY_METHODS = [
  'at',
  'concat',
  'copyWithin',
  'fill',
  'flat',
  'hasOwnProperty',
  'includes',
  'indexOf',
  'join',
  'lastIndexOf',
  'pop',
  'push',
  'reverse',
  'shift',
  'slice',
  'splice',
  'toString',
  'unshift',
] as const;

/** Array methods that call a plan callback (generator functions in the prelude). */
export const ARRAY_CALLBACK_METHODS = [
  'every',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flatMap',
  'forEach',
  'map',
  'reduce',
  'reduceRight',
  'some',
  'sort',
] as const;

/** The property model (issue 22): descriptors, attributes, extensibility, Object.create(null). */
export const PROPERTY_MODEL_BUILTINS = [
  'Object.create',
  'Object.defineProperties',
  'Object.defineProperty',
  'Object.freeze',
  'Object.getOwnPropertyDescriptor',
  'Object.getOwnPropertyDescriptors',
  'Object.getOwnPropertyNames',
  'Object.isExtensible',
  'Object.isFrozen',
  'Object.isSealed',
  'Object.preventExtensions',
  'Object.seal',
] as const;

/** Property-model builtins that change their first argument (strict mode's write sets). */
export const PROPERTY_MODEL_MUTATORS: ReadonlySet<string> = new Set([
  'defineProperties',
  'defineProperty',
  'freeze',
  'preventExtensions',
  'seal',
]);

/**
 * Array methods a plan may call on any receiver as `Array.prototype.m.call(o, ...)` or
 * `.apply(o, args)` (issue 22): an array receiver is `o.m(...)`; any other (an array-like
 * object, a string, a function, a wrapper) runs the generic algorithm in the prelude.
 */
export const ARRAY_LIKE_METHODS = [
  'every',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'forEach',
  'includes',
  'indexOf',
  'join',
  'lastIndexOf',
  'map',
  'reduce',
  'reduceRight',
  'slice',
  'some',
] as const;
