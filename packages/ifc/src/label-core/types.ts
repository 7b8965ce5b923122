/**
 * The label core's types: budgets, the serialised table, witnesses, the core's interface,
 * and the normalised label (`Parsed`) and table state (`CoreState`) its modules share.
 */
import type { DependencySummary, IntegrityClaim, LabelDescriptor } from '../summary.js';

/** Budgets, camelCase forms of the policy's `budgets` (see `labelBudgetsFromPolicy`). */
export interface LabelBudgets {
  /** Distinct labels the table may hold (policy `max_values`). */
  readonly maxValues: number;
  /** Origins one label may carry (policy `max_parents_per_value`). */
  readonly maxParentsPerValue: number;
  /** Steps a multi-join or a witness traversal may take (policy `max_closure_steps`). */
  readonly maxClosureSteps: number;
  /** Depth a witness may be rendered to (policy `max_witness_depth`). */
  readonly maxWitnessDepth: number;
}

/** How a label came to exist (recorded for the witness graph). */
export type LabelVia = 'top' | 'literal' | 'intern' | 'join' | 'verify' | 'endorse' | 'declassify';

/** One budget overflow: a reason code and counts, never values. */
export interface OverflowRecord {
  readonly code: string;
  readonly limit: number;
  readonly observed: number;
}

/** One node of a rendered witness (redacted: ids, claims, label names and origin ids only). */
export interface WitnessNode {
  readonly id: number;
  readonly depth: number;
  readonly via: LabelVia;
  /** Labels this label was made from (empty for sources, or when cut by the depth limit). */
  readonly parents: readonly number[];
  readonly integrity: readonly IntegrityClaim[];
  readonly confidentiality: readonly string[];
  readonly originCount: number;
  readonly truncated: boolean;
}

/** A redacted explanation of which origins reached a label, with a stable hash. */
export interface Witness {
  readonly root: number;
  /** Argument path the witness is about (given by the caller), or null. */
  readonly argument: string | null;
  /** Origins (call ids, inputs, literals, verifier outputs) that reached the value. */
  readonly origins: readonly string[];
  readonly nodes: readonly WitnessNode[];
  /** True when the label is unknown-top or the rendering was cut by a budget. */
  readonly truncated: boolean;
  /** Reason codes for the truncation (sorted, unique). */
  readonly reasons: readonly string[];
  /** `sha256:<hex>` of the canonical JSON of every other field. */
  readonly hash: string;
}

/** A host action (endorse / declassify / verify), as recorded in the table. */
export interface HostActionRecord {
  readonly kind: 'verify' | 'endorse' | 'declassify';
  readonly from: number;
  readonly to: number;
  /** Claims added (verify, endorse) or confidentiality labels removed (declassify). */
  readonly labels: readonly string[];
  /** Who performed it (a principal id) and why (a reason code or short text chosen by the host). */
  readonly by: string;
  readonly reason: string;
}

/** One label in serialised form: its descriptor, how it was made, and from which labels. */
export interface SerializedLabel extends LabelDescriptor {
  readonly via: LabelVia;
  readonly parents: readonly number[];
}

/** Deterministic serialised form of a label table (JSON-compatible). */
export interface SerializedLabelTable {
  readonly format: 'zamburak-label-table';
  readonly version: 2;
  readonly budgets: LabelBudgets;
  readonly knownConfidentiality: readonly string[];
  readonly labels: readonly SerializedLabel[];
  readonly overflows: readonly OverflowRecord[];
  readonly overflowCount: number;
  readonly actions: readonly HostActionRecord[];
}

/** Options of the core (all JSON, so they can be shipped into the VM). */
export interface LabelCoreOptions {
  readonly budgets: LabelBudgets;
  /** Confidentiality labels the policy declares; unknown-top lists them (and every seen one). */
  readonly knownConfidentiality: readonly string[];
  /**
   * Freeze stored labels and hand them out as they are (host; default). When false (the
   * VM, where frozen arrays cost QuickJS twice the memory), labels are stored unfrozen and
   * every descriptor, summary and witness handed out is a fresh copy.
   */
  readonly freeze?: boolean;
}

/** A change applied by a host-only API (never reachable from the VM object). */
export interface LabelDerivation {
  readonly kind: 'verify' | 'endorse' | 'declassify';
  readonly addClaims: readonly IntegrityClaim[];
  readonly removeConfidentiality: readonly string[];
  readonly addOrigins: readonly string[];
  readonly by: string;
  readonly reason: string;
}

export interface LabelCore {
  literal(): number;
  unknownTop(): number;
  join(a: number, b: number): number;
  joinAll(ids: readonly number[]): number;
  /** Interns a descriptor object, or a wire string from `encode` / `encodeDescriptor`. */
  intern(descriptor: unknown): number;
  describe(id: number): LabelDescriptor;
  /** The compact wire string of a label (its canonical key); `decode` turns it back. */
  encode(id: number): string;
  encodeDescriptor(descriptor: unknown): string;
  decode(wire: unknown): LabelDescriptor;
  summarize(id: number): DependencySummary;
  /**
   * What `summarize(intern(d))` returns, without interning; for unknown-top, the labels the
   * descriptor lists plus the known ones (not every label this table has seen).
   */
  summarizeDescriptor(descriptor: unknown): DependencySummary;
  witness(id: number, maxDepth: number | undefined, argument: string | undefined): Witness;
  flowsTo(a: number, b: number): boolean;
  derive(id: number, change: LabelDerivation): number;
  size(): number;
  budgets(): LabelBudgets;
  overflows(): readonly OverflowRecord[];
  overflowCount(): number;
  actions(): readonly HostActionRecord[];
  exportState(): SerializedLabelTable;
}

/** Hook that turns a core failure into the error to throw (the host passes IfcError). */
export type LabelCoreFail = (
  code: string,
  data: Readonly<Record<string, string | number>>,
) => Error;

/** A validated, normalised label (sorted, unique sets); shared heads are never written. */
export interface Parsed {
  readonly integrity: readonly string[];
  readonly confidentiality: readonly string[];
  readonly readers: readonly string[] | 'Public';
  readonly authority: readonly string[] | 'Any';
  readonly origins: readonly string[];
  readonly truncated: boolean;
}

/** The table one core owns, shared by its modules (ids index the parallel arrays). */
export interface CoreState {
  /** Budgets (replaced by a restored table's). */
  budgets: LabelBudgets;
  /** Declared confidentiality labels, sorted (a restored table's are merged in). */
  readonly known: string[];
  readonly descs: LabelDescriptor[];
  readonly vias: LabelVia[];
  readonly parentsOf: (readonly number[])[];
  /** Summaries, made on first use. */
  readonly summaries: (DependencySummary | undefined)[];
  /** Wire key -> id (every label but unknown-top). */
  readonly byKey: Map<string, number>;
  readonly keys: string[];
  /** Join memo rows for pairs with a large lower id: one slot per label, filled on first use. */
  readonly memoRows: (Map<number, number> | undefined)[];
  readonly overflowRecords: OverflowRecord[];
  /** Overflowing operations, recorded or not (records stop at MAX_OVERFLOW_RECORDS). */
  overflowTotal: number;
  readonly actionLog: HostActionRecord[];
  /** Every confidentiality label seen: unknown-top's universe. */
  readonly seenConfidentiality: Set<string>;
}
