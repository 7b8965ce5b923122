/**
 * What `npm run build:invm` (scripts/build-invm.ts) needs to build the prelude: its parts in
 * load order and the constants it puts in for `BUILD.<NAME>`. Read at build time only; the
 * sandbox evaluates the generated string (src/generated/prelude.ts).
 */
import {
  ARRAY_CALLBACK_METHODS,
  ARRAY_METHODS,
  NUMBER_METHODS,
  STRING_METHODS,
} from '../compiler/builtins.js';
import { helpersObjectCode } from '../helpers.js';

/** The parts (`./parts/<name>.js`), in the order they run: a part may use at load time only
 * what an earlier part defined (functions are hoisted, constants are not). */
export const PRELUDE_PARTS: readonly string[] = [
  'labels',
  'functions',
  'access',
  'properties',
  'calls',
  'strings',
  'arrays',
  'array-callbacks',
  'methods',
  'regexp',
  'imports',
  'exceptions',
  'collections',
  'dates-errors',
  'wrappers',
  'protocol',
];

/** What `BUILD.<NAME>` in a part stands for: the compiler's method lists, so the prelude and
 * the compiler cannot drift apart. */
export const PRELUDE_CONSTANTS: Readonly<Record<string, readonly string[]>> = {
  STRING_METHODS,
  NUMBER_METHODS,
  ARRAY_CALLBACK_METHODS,
  ARRAY_ALL_METHODS: [...ARRAY_METHODS, ...ARRAY_CALLBACK_METHODS],
};

/** What `BUILD.<NAME>` stands for as code: the runtime object's helpers, from the helper table
 * (src/helpers.ts), so the prelude hands plans exactly the helpers the compiler knows. */
export const PRELUDE_CODE: Readonly<Record<string, string>> = {
  HELPERS: helpersObjectCode(),
};
