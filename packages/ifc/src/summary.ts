/**
 * The summary types every decision is made from. Other packages (policy, audit, core)
 * consume these; see docs/architecture.md. Arrays are sorted and duplicate-free.
 */

/** An integrity claim. A label with no claims is Untrusted. */
export type IntegrityClaim = 'Trusted' | `Verified(${string})`;

/** The readers axis: a set of principals, or everyone. */
export type Readers = readonly string[] | 'Public';

/** O(1) summary of one value's dependencies, read from its interned label. */
export interface DependencySummary {
  /** Claims every dependency carries (join = intersection). [] = Untrusted. */
  readonly integrity: readonly IntegrityClaim[];
  /** Data labels any dependency carries (join = union). */
  readonly confidentiality: readonly string[];
  /** Who may read the value (join = intersection); 'Public' = everyone. */
  readonly readers: Readers;
  /** Authority every dependency carries (join = intersection). */
  readonly authority: readonly string[];
  /** Number of distinct origins that reached the value. */
  readonly originCount: number;
  /** Unknown-top: a budget overflowed. Treat as every confidentiality label; fail closed. */
  readonly truncated: boolean;
}

/** How many effects the execution has performed, in total and per tool. */
export interface EffectCounters {
  readonly total: number;
  readonly perTool: Readonly<Record<string, number>>;
}

/** The control context an effect happens in. */
export interface ExecutionContextSummary {
  readonly pcIntegrity: readonly IntegrityClaim[];
  readonly pcConfidentiality: readonly string[];
  /** Origin ids that influenced control flow up to this point. */
  readonly controlDependencies: readonly string[];
  readonly effectCounters: EffectCounters;
  readonly truncated: boolean;
}

/** JSON form of one label: what a host hands the VM, and what the VM describes back. */
export interface LabelDescriptor {
  readonly integrity: readonly IntegrityClaim[];
  readonly confidentiality: readonly string[];
  readonly readers: Readers;
  /** 'Any' is the top of the authority axis (identity of intersection). */
  readonly authority: readonly string[] | 'Any';
  /** Origins such as 'call:3', 'literal', 'input:user_query'. */
  readonly origins: readonly string[];
  readonly truncated: boolean;
}
