/**
 * Gateway stage 2, context: the control context the call happens in (strict mode: the pc
 * label; Normal mode: none) as the policy reads it, and the witness that explains a non-allow
 * decision. See docs/ifc.md, "Propagation modes", and docs/architecture.md.
 */
import {
  type EffectCounters,
  type ExecutionContextSummary,
  type LabelDescriptor,
  trustedLabel,
} from '@zamburak/ifc';
import type { PolicyDecision } from '../ports.js';
import type { GatedCall } from './types.js';

/** The context Normal mode reports: no control dependencies. */
const NORMAL_MODE_PC: LabelDescriptor = trustedLabel();

/** The witness of one call: built (and cached) only for a decision that is not an allow. */
export interface CallWitness {
  /** The origins that reached the decision, sorted. */
  origins(): readonly string[];
  /** The witness hash for the audit record; none for an allow. */
  hash(decision: PolicyDecision): string | undefined;
}

export interface CallContext {
  readonly summary: ExecutionContextSummary;
  readonly witness: CallWitness;
  /** Strict mode: the join of everything the run imported before the call (no branch chose it). */
  readonly imported?: LabelDescriptor;
  readonly counters: EffectCounters;
}

export function controlContext(g: GatedCall, argLabels: readonly LabelDescriptor[]): CallContext {
  const { host, call, run } = g;
  const d = host.deps;
  const counters = { total: host.memo.total, perTool: { ...host.memo.perTool } };
  // Strict mode includes the control context in every effect check; Normal mode checks
  // direct data dependencies only (docs/ifc.md, "Propagation modes").
  const pcLabel = d.policy.strict ? run.describe(call.pcLabel) : NORMAL_MODE_PC;
  const summary = d.labels.context(pcLabel, counters);
  // In strict mode the exact labels of the arguments can be chosen by a secret branch (a
  // ternary's value carries the arm it took: red team T6), so the witness is the join of
  // everything the run imported before the call, which no branch chooses (the same rule as
  // a data-decided error's redaction label, docs/ifc.md); Normal mode names the exact origins.
  const imported =
    d.policy.strict && call.importedLabel !== undefined
      ? run.describe(call.importedLabel)
      : undefined;
  const witness = new Witness(g, pcLabel, argLabels, imported);
  return { summary, witness, counters, ...(imported === undefined ? {} : { imported }) };
}

/**
 * The witness explains a decision; it is built (and cached) only for non-allow ones. An
 * object, not closures: nothing is allocated for it per call beyond itself (issue 23).
 */
class Witness implements CallWitness {
  readonly #g: GatedCall;
  readonly #pc: LabelDescriptor;
  readonly #args: readonly LabelDescriptor[];
  readonly #imported: LabelDescriptor | undefined;

  constructor(
    g: GatedCall,
    pc: LabelDescriptor,
    args: readonly LabelDescriptor[],
    imported: LabelDescriptor | undefined,
  ) {
    this.#g = g;
    this.#pc = pc;
    this.#args = args;
    this.#imported = imported;
  }

  #labels(): LabelDescriptor[] {
    return this.#imported === undefined ? [this.#pc, ...this.#args] : [this.#imported];
  }

  origins(): readonly string[] {
    return [...new Set(this.#labels().flatMap((l) => l.origins))].sort();
  }

  hash(decision: PolicyDecision): string | undefined {
    if (decision.kind === 'Allow') return undefined;
    const { host, call } = this.#g;
    const d = host.deps;
    const witnessKey =
      this.#imported === undefined
        ? `${Object.values(call.args)
            .map((a) => a.deepLabel)
            .join(',')}|${d.policy.strict ? call.pcLabel : 'n'}`
        : `i${call.importedLabel}`;
    let w = host.witnesses.get(witnessKey);
    if (w === undefined) {
      w = d.labels.witness(this.#labels());
      host.witnesses.set(witnessKey, w);
    }
    return w.hash;
  }
}
