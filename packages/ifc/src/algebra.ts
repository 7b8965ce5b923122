/**
 * The in-VM label algebra: self-contained JavaScript that defines
 * `globalThis.__zamburakLabels` by running the very same `createLabelCore` the host uses.
 */
import { createLabelCore, type LabelBudgets } from './core.js';
import { ifcFail } from './errors.js';
import { DEFAULT_LABEL_BUDGETS } from './table.js';

export interface LabelAlgebraOptions {
  /** Budgets (default DEFAULT_LABEL_BUDGETS); use labelBudgetsFromPolicy for a policy's. */
  readonly budgets?: LabelBudgets;
  /** Confidentiality labels the policy declares (listed by unknown-top). */
  readonly knownConfidentiality?: readonly string[];
  /** A `LabelTable.serialize()` / `exportState()` result to start from, instead of empty. */
  readonly state?: unknown;
}

/**
 * Names of the methods `globalThis.__zamburakLabels` has (the VM contract's four first).
 * `intern` takes a descriptor or its wire string; `describe` returns the wire string (the
 * host reads it with `decodeLabel`); `descriptor` returns the descriptor object.
 */
export const LABEL_ALGEBRA_METHODS = [
  'literal',
  'join',
  'intern',
  'describe',
  'descriptor',
  'unknownTop',
  'joinAll',
  'summarize',
  'witness',
  'flowsTo',
  'size',
  'exportState',
] as const;

/**
 * Returns JavaScript (a single statement, no imports, no platform APIs) that, evaluated in a
 * QuickJS context (or any ES2022 realm), defines a frozen, non-enumerable, non-writable
 * `globalThis.__zamburakLabels` with the methods in LABEL_ALGEBRA_METHODS. Options are
 * validated here (on the host) so a bad budget fails before the VM starts.
 */
export function labelAlgebraSource(options: LabelAlgebraOptions = {}): string {
  const coreOptions = {
    budgets: options.budgets ?? DEFAULT_LABEL_BUDGETS,
    knownConfidentiality: options.knownConfidentiality ?? [],
    // Frozen arrays cost QuickJS twice the memory; the VM copy hands out fresh copies instead.
    freeze: false,
  };
  const state = options.state ?? null;
  // Validate now (throws IfcError), with exactly what the VM will run.
  createLabelCore(coreOptions, state, ifcFail);
  const factory = createLabelCore.toString();
  return [
    '(function () {',
    "'use strict';",
    // Some transpilers (esbuild with keepNames, used by tsx) wrap functions in __name(...):
    // a no-op stand-in keeps the shipped factory self-contained whichever emitted it.
    'var __name = function (target) { return target; };',
    `var createLabelCore = ${factory};`,
    `var core = createLabelCore(${JSON.stringify(coreOptions)}, ${JSON.stringify(state)}, null);`,
    'var api = {',
    '  literal: function () { return core.literal(); },',
    '  join: core.join,',
    '  intern: core.intern,',
    '  describe: core.encode,',
    '  descriptor: core.describe,',
    '  unknownTop: function () { return core.unknownTop(); },',
    '  joinAll: core.joinAll,',
    '  summarize: core.summarize,',
    '  witness: function (id, options) {',
    '    var o = options || {};',
    '    return core.witness(id, o.maxDepth, o.argument);',
    '  },',
    '  flowsTo: core.flowsTo,',
    '  size: function () { return core.size(); },',
    '  exportState: function () { return core.exportState(); },',
    '};',
    "Object.defineProperty(globalThis, '__zamburakLabels', {",
    '  value: Object.freeze(api), writable: false, enumerable: false, configurable: true,',
    '});',
    '})();',
  ].join('\n');
}
