/**
 * The label core: interning, memoised join, summaries, witnesses and budgets. The host
 * `LabelTable` imports it; `npm run build:invm` bundles the same modules into the VM's copy
 * (packages/ifc/src/generated/label-core.ts, shipped by `labelAlgebraSource`), so both sides
 * run the very same code and assign the very same ids.
 *
 * Rules for every module reachable from here (each runs inside QuickJS too):
 * - no imports but these modules (types from `../summary.js` are erased and fine),
 * - no Node APIs, no classes, no wall clock, no randomness,
 * - only syntax QuickJS supports (ES2023); state lives in one core, never in a module.
 */
import { createDerive } from './derive.js';
import { createEnv, LITERAL, TOP } from './env.js';
import { createLattice } from './join.js';
import { exportState, restoreState, storeInitial } from './state.js';
import { createViews } from './summaries.js';
import { createStore } from './table.js';
import type { LabelCore, LabelCoreFail, LabelCoreOptions } from './types.js';
import { createValidator } from './validate.js';
import { createWireCodec } from './wire.js';
import { createWitness } from './witness.js';

export type {
  HostActionRecord,
  LabelBudgets,
  LabelCore,
  LabelCoreFail,
  LabelCoreOptions,
  LabelDerivation,
  LabelVia,
  OverflowRecord,
  SerializedLabel,
  SerializedLabelTable,
  Witness,
  WitnessNode,
} from './types.js';

/**
 * Creates a label core. `state`, when given, is a `SerializedLabelTable` to restore (its
 * budgets win over `options.budgets`). `fail` builds the errors to throw; without it (inside
 * the VM) a plain Error carrying `code` and `data` is thrown. `vetted` (host only, with
 * `freeze`) remembers frozen string sets this or a sibling core already validated, sorted and
 * de-duplicated, so a descriptor that `decode` made is not validated again member by member
 * (a summary of a label with many origins costs O(1) in its origins, not a second pass).
 */
export function createLabelCore(
  options: LabelCoreOptions,
  state: unknown,
  fail: LabelCoreFail | null,
  vetted: WeakSet<object> | null = null,
): LabelCore {
  const env = createEnv(options.freeze !== false, fail, vetted);
  const v = createValidator(env);
  const budgets = v.checkBudgets(options.budgets);
  const known = v.checkStrings(options.knownConfidentiality, 'knownConfidentiality', false).slice();
  const codec = createWireCodec(env, v);
  const t = createStore(env, v, codec, budgets, known);
  const lattice = createLattice(env, t);
  const views = createViews(env, t, v);
  const witness = createWitness(env, t, views);
  const derive = createDerive(env, t, v);
  if (state === null || state === undefined) storeInitial(t);
  else restoreState(env, t, v, state);
  const st = t.st;
  return {
    literal: () => LITERAL,
    unknownTop: () => TOP,
    join: lattice.join,
    joinAll: lattice.joinAll,
    intern: t.intern,
    describe: views.describe,
    encode: t.encode,
    encodeDescriptor: codec.encodeDescriptor,
    decode: codec.decode,
    summarize: views.summarize,
    summarizeDescriptor: views.summarizeDescriptor,
    witness,
    flowsTo: lattice.flowsTo,
    derive,
    size: () => st.descs.length,
    budgets: () => ({ ...st.budgets }),
    overflows: () => st.overflowRecords.slice(),
    overflowCount: () => st.overflowTotal,
    actions: () => st.actionLog.slice(),
    exportState: () => exportState(t),
  };
}
