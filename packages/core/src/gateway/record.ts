/**
 * Gateway recording: the decision records the host sees (`execution.decisions`, the
 * `onDecision` hook) and the audit records of one call, with the engine inputs that let
 * `zamburak-policy trial` take the decision again (record version 2). Codes, paths, summaries
 * and origin ids only: never an argument value. See docs/audit.md and docs/architecture.md.
 */
import type { ArgumentInputs, DecisionInputs } from '@zamburak/audit';
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import { runtimeMessageId } from '../errors.js';
import type { ArgumentInput, AuditEvent, PolicyDecision } from '../ports.js';
import { mayChoose } from '../strict-report.js';
import type { CallContext } from './context.js';
import { setOwn } from './counts.js';
import type { ArgumentSummaries } from './summarise.js';
import type { DecisionRecord, GatedCall, GateHost, GateOutcome } from './types.js';

/** Denials the runtime gives after (or instead of) the policy's decision. */
const RUNTIME_DENIALS: ReadonlySet<string> = new Set([
  'APPROVAL_MISMATCH',
  'USAGE_CHARGE_FAILED',
  'DRAFT_MISMATCH',
  'DECISION_UNKNOWN',
]);

/** The localised explanation of a reason code, with the English fallback. */
export function explain(
  host: GateHost,
  code: string,
  tool: string,
  rulePath?: string,
  remediation?: PolicyDecision['remediation'],
): string {
  const args = { tool, reasonCode: code, rulePath: rulePath ?? '', ...(remediation?.args ?? {}) };
  const id = remediation?.id ?? runtimeMessageId(code);
  const fallback = rulePath === undefined ? `${tool}: ${code}` : `${tool}: ${code} at ${rulePath}`;
  // The localizer is the host's: if it throws or answers no text, the English fallback.
  try {
    const text: unknown = host.deps.localizer.message(id, args, fallback);
    return typeof text === 'string' ? text : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Keeps a decision record and tells the host's hook. The hook observes, it does not decide:
 * what it throws is swallowed, and the decision stands either way.
 */
export function pushDecision(host: GateHost, rec: DecisionRecord): void {
  host.memo.decisions.push(rec);
  const hook = host.deps.onDecision;
  if (hook === undefined) return;
  try {
    hook(Object.freeze({ ...rec, executionId: host.id, policyHash: host.deps.policy.hash }));
  } catch {
    // An observer's failure must not change what happens to the effect.
  }
}

/** One argument's engine input as the audit record keeps it (the summary is stored apart). */
function recordedArg(a: ArgumentInput): ArgumentInputs {
  const out: {
    bytes: number;
    principals?: readonly string[];
    verification?: Readonly<Record<string, 'passed' | 'failed' | 'absent'>>;
    paths?: Record<string, ArgumentInputs>;
  } = { bytes: a.payloadBytes };
  if (a.principals !== undefined) out.principals = a.principals;
  if (a.verification !== undefined && Object.keys(a.verification).length > 0)
    out.verification = a.verification;
  if (a.paths !== undefined) {
    const paths: Record<string, ArgumentInputs> = {};
    for (const [k, p] of Object.entries(a.paths)) setOwn(paths, k, recordedArg(p));
    out.paths = paths;
  }
  return out;
}

/** The engine's argument inputs as the decision record keeps them. */
export function recordedArgs(
  args: Readonly<Record<string, ArgumentInput>>,
  absentPaths: ReadonlyMap<string, readonly string[]>,
): Record<string, ArgumentInputs> {
  const out: Record<string, ArgumentInputs> = {};
  for (const [k, a] of Object.entries(args)) {
    const absent = absentPaths.get(k);
    setOwn(out, k, {
      ...recordedArg(a),
      ...(absent === undefined ? {} : { absentPaths: absent }),
      ...(isConfidential(a.summary) ? { confidential: true } : {}),
    });
  }
  return out;
}

/**
 * Whether an argument's inputs are kept sealed in the audit record (red team U6, U7): its
 * label carries data labels, restricts its readers, or overflowed (unknown-top fails closed).
 */
export function isConfidential(s: DependencySummary): boolean {
  return s.truncated || s.confidentiality.length > 0 || s.readers !== 'Public';
}

const withHash = (hash: string | undefined): { witnessHash?: string } =>
  hash === undefined ? {} : { witnessHash: hash };

/**
 * The summaries a call's records show when a secret branch may have chosen the exact ones
 * (red team V1, V4): strict mode, once the run's import join may choose (`mayChoose`), every
 * argument's summary is that join and the context is the join's (with the exact effect
 * counters), as the bounded report takes them (strict-report.ts). The exact summaries are
 * kept only in the record's sealed inputs.
 */
export interface ShownSummaries {
  readonly args: Record<string, DependencySummary>;
  readonly context: ExecutionContextSummary;
}

/** The records of one governed call: decision records for the host, audit records. */
export class CallRecorder {
  /** What the engine read besides the summaries; set once the authority is validated. */
  inputs: DecisionInputs | undefined;
  /** Who decided: the policy, or the runtime's own checks before or after it. */
  decidedBy: DecisionInputs['by'] = 'policy';
  readonly #g: GatedCall;
  readonly #args: ArgumentSummaries;
  readonly #context: CallContext;
  #bounded: ShownSummaries | null | undefined;

  constructor(g: GatedCall, args: ArgumentSummaries, context: CallContext) {
    this.#g = g;
    this.#args = args;
    this.#context = context;
  }

  /** The bounded summaries, when this call's records and requests must show them (V1, V4). */
  bounded(): ShownSummaries | undefined {
    if (this.#bounded === undefined) {
      const imported = this.#context.imported;
      const labels = this.#g.host.deps.labels;
      const join = imported === undefined ? undefined : labels.summarize(imported);
      if (imported === undefined || join === undefined || !mayChoose(join)) this.#bounded = null;
      else {
        const args: Record<string, DependencySummary> = {};
        for (const name of Object.keys(this.#args.summaries)) setOwn(args, name, join);
        this.#bounded = {
          args,
          context: {
            ...labels.context(imported, this.#context.counters),
            effectCounters: this.#context.summary.effectCounters,
          },
        };
      }
    }
    return this.#bounded ?? undefined;
  }

  /** The argument summaries the host may be shown (`pending.arguments`): bounded or exact. */
  shownArguments(): Record<string, DependencySummary> {
    return this.bounded()?.args ?? this.#args.summaries;
  }

  /** Writes one audit record of this call (a promise when the log commits by group). */
  audit(
    type: AuditEvent['type'],
    decision: PolicyDecision,
    extra: Partial<AuditEvent> = {},
  ): Promise<void> | undefined {
    const { host, call } = this.#g;
    const d = host.deps;
    return d.audit.record({
      type,
      executionId: host.id,
      callId: call.callId,
      tool: call.name,
      decision: decision.kind,
      ...(decision.reasonCode === undefined ? {} : { reasonCode: decision.reasonCode }),
      ...(decision.rulePath === undefined ? {} : { rulePath: decision.rulePath }),
      // The decision record carries the summaries; the result record links to it by call id.
      ...(type === 'tool_result' || type === 'tool_failed'
        ? {}
        : {
            argSummaries: this.bounded()?.args ?? this.#args.summaries,
            contextSummary: this.bounded()?.context ?? this.#context.summary,
            ...this.#inputsOf(decision),
          }),
      ...(type === 'effect_allowed' ? {} : withHash(this.#context.witness.hash(decision))),
      policyHash: d.policy.hash,
      ...extra,
    });
  }

  #inputsOf(decision: PolicyDecision): { inputs: DecisionInputs } | object {
    const inputs = this.inputs;
    if (inputs === undefined) return {};
    const runtime =
      decision.kind === 'Deny' &&
      decision.reasonCode !== undefined &&
      RUNTIME_DENIALS.has(decision.reasonCode);
    const by: DecisionInputs['by'] =
      runtime || this.decidedBy === 'runtime' ? 'runtime' : inputs.by;
    if (this.bounded() === undefined)
      return { inputs: by === inputs.by ? inputs : { ...inputs, by } };
    // Red team V1: the record shows the bounded summaries; the exact ones go into the sealed
    // inputs, every argument's (sealed, whatever its own label) and the context's.
    const exact = this.#args.summaries;
    const args: Record<string, ArgumentInputs> = {};
    for (const [name, a] of Object.entries(inputs.args)) {
      const summary = Object.hasOwn(exact, name) ? exact[name] : undefined;
      setOwn(args, name, {
        ...a,
        confidential: true,
        ...(summary === undefined ? {} : { summary }),
      });
    }
    return { inputs: { ...inputs, by, args, context: this.#context.summary } };
  }

  /** Keeps the decision record the host sees (with witness and explanation unless allowed). */
  decision(decision: PolicyDecision, observed = false): DecisionRecord {
    const { host, call } = this.#g;
    const plain = decision.kind === 'Allow' && !observed;
    const rec: DecisionRecord = {
      callId: call.callId,
      tool: call.name,
      decision: decision.kind,
      ...(decision.reasonCode === undefined ? {} : { reasonCode: decision.reasonCode }),
      ...(decision.rulePath === undefined ? {} : { rulePath: decision.rulePath }),
      ...(plain ? {} : { witness: this.#context.witness.origins() }),
      ...(plain
        ? {}
        : {
            explanation: explain(
              host,
              decision.reasonCode ?? decision.kind.toUpperCase(),
              call.name,
              decision.rulePath,
              decision.remediation,
            ),
          }),
      ...(observed ? { observed } : {}),
    };
    pushDecision(host, rec);
    return rec;
  }

  /**
   * A denial: its decision record (`report`, what the host may be told: see `Decided`), its
   * audit record (the exact decision), and the plan stops.
   */
  deny(decision: PolicyDecision, report: PolicyDecision = decision): GateOutcome {
    this.decision(report);
    this.audit('effect_denied', decision);
    return { kind: 'deny' };
  }

  /** Past a label budget the summary is unknown-top: the overflow is recorded explicitly. */
  overflow(): void {
    const { host, call } = this.#g;
    // Red team V1: once bounded, only an overflow of the bounded summaries is recorded in
    // clear; the exact ones (their `truncated` too) are in the decision record's sealed inputs.
    const bounded = this.bounded();
    const summaries = bounded?.args ?? this.#args.summaries;
    const ctx = bounded?.context ?? this.#context.summary;
    const overflowed = Object.entries(summaries)
      .filter(([, s]) => s.truncated)
      .map(([n]) => n);
    if (overflowed.length === 0 && !ctx.truncated) return;
    host.deps.audit.record({
      type: 'budget_overflow',
      executionId: host.id,
      callId: call.callId,
      tool: call.name,
      reasonCode: ctx.truncated ? 'CONTEXT_TRUNCATED' : 'SUMMARY_TRUNCATED',
      argSummaries: summaries,
      contextSummary: ctx,
      policyHash: host.deps.policy.hash,
    });
  }
}
