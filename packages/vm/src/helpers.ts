/**
 * The compiler<->prelude helper table: every function the prelude hands a compiled plan on its
 * runtime object (`$R`, see src/compiler/README.md), with what it does and its arity (its
 * declared parameter count, `Function.prototype.length`). Both sides use it: the prelude's
 * runtime object is generated from it at build time (`BUILD.HELPERS` in
 * src/prelude/parts/protocol.js, `npm run build:invm`), and the emitter binds the `bound` ones
 * once per plan as `$NAME` (src/compiler/emit.ts). test/prelude/helpers.test.ts checks the
 * live runtime object against it, and every helper call in compiled plans against the arities.
 *
 * Labels are small-int ids (`l`, `ol`, `kl`, `vl`, ... the label of the value beside it); `pc`
 * is the control context; `args`/`als` are a call's argument values and their labels.
 */

/** One helper of the prelude's runtime object. */
export interface PreludeHelper {
  /** What it does, in one line. */
  readonly meaning: string;
  /** Its declared parameter count. */
  readonly arity: number;
  /** The prelude function behind it, when not named as the helper. */
  readonly impl?: string;
}

const h = (arity: number, meaning: string, impl?: string): PreludeHelper =>
  impl === undefined ? { meaning, arity } : { meaning, arity, impl };

/**
 * The helpers the prelude adds to its runtime object, in that order (`J` and `STX` are there
 * from the start, with the registers below).
 */
export const PRELUDE_HELPERS = {
  G: h(3, 'read o.k (static key): the value; R.l = ref label ⊔ structure ⊔ slot'),
  GK: h(4, 'read o[k] (computed key): as G, with the key label joined'),
  S: h(6, 'write o.k = v under pc (static key): new version, slot label, strict-mode check'),
  SK: h(7, 'write o[k] = v under pc (computed key): as S, with the key label'),
  DEL: h(5, 'delete o[k] under pc: the structure label takes ref and key'),
  IN: h(5, 'k in o (own: hasOwnProperty / Object.hasOwn)'),
  MO: h(3, 'an object literal with static keys: attach its slot labels and structure label'),
  MA: h(3, 'an array literal without spread: attach its slot labels and structure label'),
  NO: h(1, 'a new empty object with structure label c'),
  NA: h(1, 'a new empty array with structure label c'),
  OP: h(5, 'add a computed-key property to an object literal'),
  OS: h(3, 'spread a source into an object literal'),
  AP: h(3, 'append one element (and its label) to an array literal'),
  AS: h(4, 'spread an iterable into an array literal'),
  ITER: h(4, 'the items a for...of loop walks (lazily for iterators)'),
  EL: h(3, 'the i-th item of a for...of walk; R.l = its label'),
  KEYS: h(3, 'the keys a for...in loop walks'),
  CALL: h(5, 'call a function value (non-generator context)'),
  CALLG: h(5, 'call a function value where the callee may suspend (generator)'),
  ISG: h(1, 'whether a value is a plan function compiled as a generator'),
  CM: h(6, 'method call o.name(...args), dispatched by receiver (non-generator context)'),
  CMG: h(6, 'method call where a callback may suspend (generator)'),
  BI: h(4, 'call a builtin namespace function (Math.max, Object.keys, JSON.parse, ...)'),
  THROW: h(3, "a plan's own throw: the exception carries its value label and the pc"),
  CAUGHT: h(2, 'the caught value; R.l = its label, R.p = the pc the handler runs under'),
  REST: h(3, 'a rest parameter: the arguments from index from, as a labelled array'),
  RESTA: h(4, 'an array destructuring rest element'),
  RESTO: h(4, 'an object destructuring rest property (keys excl left out)'),
  DESTR: h(3, 'a destructuring source: null or undefined throws'),
  PSRC: h(1, "the plan's source text, once (String(f) of plan functions)"),
  NN: h(3, "a method call's receiver before its arguments run: null or undefined throws"),
  EXT: h(5, 'an external call: suspends the plan with the call event'),
  CV: h(2, 'the label of a coercion: an object reveals its contents (deep label)'),
  DL: h(2, 'the deep label of a value: every label in it'),
  SPA: h(5, "spread x into a call's argument lists (the count's label in labs.n)"),
  PUSH: h(5, 'append to an array under pc (write check)'),
  HASK: h(2, 'whether a loop key is still present (for...in skips deleted keys)'),
  SL: h(1, 'the structure label of a container (LIT for anything else)'),
  FATAL: h(1, 'whether an exception is an engine fault no plan catch may see', 'isFatal'),
  EXC: h(2, 'the pc code runs under once an exception reached it'),
  RAISE: h(2, 'an exception leaving a plan function (strict mode) carries its pc'),
  TIN: h(1, 'strict mode: entering a try block (returns the tx to restore)'),
  TOUT: h(2, 'strict mode: leaving a try block'),
  MK: h(0, "the prelude's private meta symbol (a constant, not a function: arity 0)"),
  UV: h(3, 'strict mode: upgrade a variable label before a branch'),
  UO: h(4, 'strict mode: upgrade the containers reached along a path before a branch'),
  NV: h(3, 'strict mode: a variable write under pc (no-sensitive-upgrade check)'),
  TDZ: h(1, 'run an upgrade unless its name is still in its temporal dead zone'),
  TXE: h(2, 'strict mode: an exception leaving a try block raises tx'),
  NX: h(2, "a for...of test: the next item of a lazy walk; the step's label"),
  RX: h(3, 'a regular expression literal (a new object at each evaluation)'),
  CTOR: h(1, 'a builtin constructor as a value (Map, Set, Date, Error, ...)'),
  NEW: h(5, 'new f(...args) of a plan function (non-generator context)'),
  NEWG: h(5, 'new f(...args) where the constructor may suspend (generator)'),
  WS: h(1, 'charge the instruction budget for a long string (work accounting)'),
  APC: h(5, 'Array.prototype.method.call/apply on an array-like'),
  APCG: h(5, 'as APC, where a callback may suspend (generator)'),
  APL: h(2, 'the receiver label of an array-like method call'),
} as const satisfies Record<string, PreludeHelper>;

export type PreludeHelperName = keyof typeof PRELUDE_HELPERS;

/** What the runtime object holds from the start: the registers and two helpers. */
export const PRELUDE_REGISTERS = {
  l: 'label of the last result (set by every helper that returns a value)',
  LIT: 'the label of a plan literal (constant)',
  J: 'join of two labels, memoised (a function of arity 2; bound as $J)',
  p: 'the pc a catch handler runs under (set by CAUGHT)',
  xp: 'the pc at the normal exit of the last call',
  cl: 'the label of how many arguments a spread call passed (read once by the callee)',
  td: 'how many try blocks the plan is in (dynamically, across calls)',
  tx: 'while td > 0: the labels that decided whether an operation inside them threw',
  tb: 'tx of the try block the last exception left',
  STX: 'raise tx (a function of arity 1): strict-mode try blocks upgrade their write sets first',
} as const;

/**
 * The helpers compiled code binds once per plan as `$NAME` (`const $J = $R.J, ...`), in the
 * order the emitter writes them; the others (ISG, PSRC, MK, TXE) it reads as `$R.NAME`.
 */
export const BOUND_HELPERS: readonly (PreludeHelperName | 'J')[] = [
  'J',
  'G',
  'GK',
  'S',
  'SK',
  'DEL',
  'IN',
  'MO',
  'MA',
  'NO',
  'NA',
  'OP',
  'OS',
  'AP',
  'AS',
  'ITER',
  'EL',
  'KEYS',
  'CALL',
  'CALLG',
  'CM',
  'CMG',
  'BI',
  'THROW',
  'CAUGHT',
  'REST',
  'RESTA',
  'RESTO',
  'DESTR',
  'EXT',
  'CV',
  'DL',
  'SPA',
  'PUSH',
  'HASK',
  'SL',
  'FATAL',
  'EXC',
  'RAISE',
  'TIN',
  'TOUT',
  'UV',
  'UO',
  'NV',
  'TDZ',
  'NX',
  'RX',
  'NN',
  'CTOR',
  'NEW',
  'WS',
  'NEWG',
  'APC',
  'APCG',
  'APL',
];

/** The runtime object's extension as prelude code (`{ G: G, ..., FATAL: isFatal, ... }`). */
export function helpersObjectCode(): string {
  const entries = Object.entries(PRELUDE_HELPERS).map(([name, x]: [string, PreludeHelper]) => {
    return `${name}: ${x.impl ?? name}`;
  });
  return `{ ${entries.join(', ')} }`;
}
