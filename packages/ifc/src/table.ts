/**
 * The host-side label table: a thin class over the self-contained label core (the same code
 * that runs inside the VM through `labelAlgebraSource`).
 */

import { IfcError, ifcFail } from './errors.js';
import { linkCore, VETTED_SETS } from './internal.js';
import {
  createLabelCore,
  type HostActionRecord,
  type LabelBudgets,
  type LabelCore,
  type OverflowRecord,
  type SerializedLabelTable,
  type Witness,
} from './label-core/index.js';
import type { DependencySummary, LabelDescriptor } from './summary.js';

/** A label id: a small non-negative integer, meaningful only in its table. */
export type LabelId = number;

/** The example budgets of docs/ifc.md "Budgets and unknown-top" (`max_values: 100000`, ...). */
export const DEFAULT_LABEL_BUDGETS: LabelBudgets = Object.freeze({
  maxValues: 100_000,
  maxParentsPerValue: 64,
  maxClosureSteps: 10_000,
  maxWitnessDepth: 32,
});

/** The policy's snake_case budgets block (schema v1 `budgets`). */
export interface PolicyBudgets {
  readonly max_values: number;
  readonly max_parents_per_value: number;
  readonly max_closure_steps: number;
  readonly max_witness_depth: number;
}

/** Maps the policy's `budgets` (snake_case) to `LabelBudgets` (camelCase), validating them. */
export function labelBudgetsFromPolicy(budgets: PolicyBudgets): LabelBudgets {
  const b: LabelBudgets = {
    maxValues: budgets.max_values,
    maxParentsPerValue: budgets.max_parents_per_value,
    maxClosureSteps: budgets.max_closure_steps,
    maxWitnessDepth: budgets.max_witness_depth,
  };
  // Validation is the core's (one implementation); build a throwaway core to run it.
  createLabelCore({ budgets: b, knownConfidentiality: [] }, null, ifcFail);
  return Object.freeze(b);
}

export interface LabelTableOptions {
  /** Budgets (default DEFAULT_LABEL_BUDGETS). */
  readonly budgets?: LabelBudgets;
  /**
   * Confidentiality labels the policy declares. The unknown-top label lists all of them plus
   * every confidentiality label the table has seen, so even a naive consumer fails closed.
   */
  readonly knownConfidentiality?: readonly string[];
}

export interface WitnessOptions {
  /** Depth to render to (capped by the `maxWitnessDepth` budget). */
  readonly maxDepth?: number;
  /** The argument path the explanation is about (e.g. `to`, `body`), echoed in the witness. */
  readonly argument?: string;
}

export function normalizeTableOptions(options: LabelTableOptions = {}): {
  budgets: LabelBudgets;
  knownConfidentiality: readonly string[];
} {
  if (options === null || typeof options !== 'object') {
    throw new IfcError('INVALID_OPTIONS', { field: 'options' });
  }
  return {
    budgets: options.budgets ?? DEFAULT_LABEL_BUDGETS,
    knownConfidentiality: options.knownConfidentiality ?? [],
  };
}

export class LabelTable {
  #core: LabelCore;

  constructor(options: LabelTableOptions = {}) {
    this.#core = createLabelCore(normalizeTableOptions(options), null, ifcFail, VETTED_SETS);
    linkCore(this, this.#core);
  }

  /**
   * Restores a table from `serialize()` output (its budgets and known labels are restored
   * too); fails closed with INVALID_SERIALIZED_TABLE on any inconsistency.
   */
  static deserialize(state: unknown): LabelTable {
    if (state === null || typeof state !== 'object') {
      throw new IfcError('INVALID_SERIALIZED_TABLE', { field: 'state' });
    }
    const table = new LabelTable();
    table.#core = createLabelCore(
      { budgets: DEFAULT_LABEL_BUDGETS, knownConfidentiality: [] },
      state,
      ifcFail,
      VETTED_SETS,
    );
    linkCore(table, table.#core);
    return table;
  }

  /** Label of a plan literal: Trusted, no confidentiality, Public, authority Any, no origins. */
  literal(): LabelId {
    return 1;
  }

  /** The unknown-top label (id 0): absorbing under join; consumers fail closed on it. */
  unknownTop(): LabelId {
    return 0;
  }

  isUnknownTop(id: LabelId): boolean {
    return this.#core.describe(id).truncated;
  }

  /** Memoised join (O(1) amortised). Commutative, associative, idempotent. */
  join(a: LabelId, b: LabelId): LabelId {
    return this.#core.join(a, b);
  }

  /** Join of many labels ([] = literal); more than `maxClosureSteps` ids yields unknown-top. */
  joinAll(ids: readonly LabelId[]): LabelId {
    return this.#core.joinAll(ids);
  }

  /** Interns a host-provided descriptor (tool result, input). Same label -> same id. */
  intern(descriptor: LabelDescriptor): LabelId {
    return this.#core.intern(descriptor);
  }

  /** The descriptor of an id (frozen; sorted arrays). */
  describe(id: LabelId): LabelDescriptor {
    return this.#core.describe(id);
  }

  /** O(1) cached summary of an id, for policy checks. */
  summarize(id: LabelId): DependencySummary {
    return this.#core.summarize(id);
  }

  /**
   * The summary `summarize(intern(descriptor))` would give, without adding the label to the
   * table (validated like `intern`). When the label would be unknown-top (truncated, or more
   * origins than `maxParentsPerValue`) the summary is unknown-top and lists the descriptor's
   * confidentiality plus the known labels, so it does not depend on the table's history.
   */
  summarizeDescriptor(descriptor: LabelDescriptor): DependencySummary {
    return this.#core.summarizeDescriptor(descriptor);
  }

  /** `a` flows to `b`: `b` is at least as restrictive as `a` on every axis. */
  flowsTo(a: LabelId, b: LabelId): boolean {
    return this.#core.flowsTo(a, b);
  }

  /** Redacted, bounded witness of how a label came to be, with a stable `sha256:` hash. */
  witness(id: LabelId, options: WitnessOptions = {}): Witness {
    return this.#core.witness(id, options.maxDepth, options.argument);
  }

  /** Number of labels in the table (including unknown-top and literal). */
  get size(): number {
    return this.#core.size();
  }

  get budgets(): LabelBudgets {
    return this.#core.budgets();
  }

  /**
   * Budget overflows so far: the first 64 distinct overflow events (code + counts). A
   * memoised join that overflows again adds no record but is counted by `overflowCount`.
   */
  overflows(): readonly OverflowRecord[] {
    return this.#core.overflows();
  }

  /** Number of operations that overflowed a budget (including repeats). */
  get overflowCount(): number {
    return this.#core.overflowCount();
  }

  /** Host actions (verify, endorse, declassify) applied to this table, in order. */
  actions(): readonly HostActionRecord[] {
    return this.#core.actions();
  }

  /** Deterministic JSON-compatible form; `LabelTable.deserialize` restores it. */
  serialize(): SerializedLabelTable {
    return this.#core.exportState();
  }
}
