/**
 * One governed execution of a plan: the effect gateway and the state machine around it.
 *
 * At every external call the VM pauses; the gateway pins the tool, summarises each
 * argument by name and the control context, validates authority at the boundary, asks the
 * policy engine, writes the audit record (durably, before any effect), runs the tool
 * adapter and labels its result back into the VM.
 */
import { createHmac } from 'node:crypto';
import { SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import type { ArgumentInputs, DecisionInputs } from '@zamburak/audit';
import type { DependencySummary, LabelDescriptor } from '@zamburak/ifc';
import { payloadBytes, stringsIn, valuesAt } from '@zamburak/policy';
import type { Approval, ApprovalDesk, PendingRequest } from './approvals.js';
import { RuntimeError, type RuntimeReasonCode, runtimeMessageId } from './errors.js';
import { canonicalJson, digest } from './hashing.js';
import { jsonProblem } from './json.js';
import type {
  ArgumentInput,
  AuditEvent,
  AuditPort,
  AuthorityPort,
  DecisionKind,
  LabelPort,
  PolicyDecision,
  PolicyPort,
  VmCall,
  VmPort,
  VmResume,
  VmRun,
  VmState,
} from './ports.js';
import { redactText } from './redaction.js';
import { argumentProblem } from './tools/arguments.js';
import type { ToolCatalogue } from './tools/catalogue.js';
import { callContext, callWithTimeout } from './tools/timeout.js';
import type {
  DraftPreview,
  JsonObject,
  JsonValue,
  ParameterSpec,
  ToolDefinition,
  TrustClass,
  TrustClassRules,
} from './tools/types.js';

/**
 * `running` only while `start`, `resume` or `load` is in progress (a tool adapter or a
 * concurrent task may see it); those calls settle on one of the other four.
 */
export type ExecutionStatus = 'running' | 'completed' | 'suspended' | 'denied' | 'failed';

/** A localizer as the runtime uses it (see @zamburak/l10n). */
export interface MessageLocalizer {
  message(
    id: string,
    args: Readonly<Record<string, string | number>> | undefined,
    fallback: string,
  ): string;
}

/**
 * Why an execution failed: a stable code and a message that is redacted by the labels of
 * what reached it; a plan that did not compile also names the position (`line`, `column`,
 * 1-based), since the plan is the planner's own text.
 */
export interface ExecutionError {
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/** One decision the gateway took, as the host sees it: codes, paths, redacted witness. */
export interface DecisionRecord {
  readonly callId: number;
  readonly tool: string;
  readonly decision: DecisionKind;
  readonly reasonCode?: string;
  readonly rulePath?: string;
  /** Origins that reached the arguments (call ids, inputs), never values. */
  readonly witness?: readonly string[];
  /** Localised explanation with remediation; never raw untrusted text. */
  readonly explanation?: string;
  /** True when observe mode recorded a would-deny but let the effect run. */
  readonly observed?: boolean;
}

/**
 * What `createRuntime({ onDecision })` receives for every decision, as it is taken: the
 * decision record with the execution and the policy it was taken under. Codes, paths and
 * origin ids only: never an argument value.
 */
export interface DecisionEvent extends DecisionRecord {
  readonly executionId: string;
  readonly policyHash: string;
}

/** What the host is asked to review while the plan waits. */
export interface PendingReview {
  readonly request: PendingRequest;
  readonly tool: string;
  /** Summaries of the arguments (labels only) the approval binds to. */
  readonly arguments: Readonly<Record<string, DependencySummary>>;
  /** The draft's reviewable preview, for `RequireDraft`. */
  readonly preview?: JsonValue;
  readonly explanation: string;
}

export interface ExecutionResult {
  readonly value: JsonValue;
  readonly summary: DependencySummary;
}

export interface ObserveMode {
  readonly observe: true;
  /** Must be exactly this sentence: observe mode cannot be enabled by accident. */
  readonly acknowledge: 'effects run even when the policy would deny them';
}

export const OBSERVE_ACKNOWLEDGEMENT = 'effects run even when the policy would deny them';

/** Everything an execution needs from its runtime. */
export interface ExecutionDeps {
  readonly policy: PolicyPort;
  readonly labels: LabelPort;
  readonly vm: VmPort;
  readonly authority: AuthorityPort;
  readonly audit: AuditPort;
  readonly tools: ReadonlyMap<string, ToolDefinition>;
  /** Each tool's parameters as declared at `createRuntime` (see `declaredParameters`). */
  readonly parameters: ReadonlyMap<string, Readonly<Record<string, ParameterSpec>>>;
  readonly catalogue: ToolCatalogue;
  readonly trustClasses: Readonly<Record<TrustClass, TrustClassRules>>;
  readonly transforms: Readonly<Record<string, (text: string) => string>>;
  readonly desk: ApprovalDesk;
  readonly localizer: MessageLocalizer;
  readonly clock: () => number;
  readonly key: Uint8Array;
  readonly observe: boolean;
  readonly approvalTtlMs: number;
  /** Per-call deadline for a tool without its own `timeoutMs`. */
  readonly toolTimeoutMs: number;
  /** The host's decision hook (`createRuntime({ onDecision })`). */
  readonly onDecision: ((event: DecisionEvent) => void) | undefined;
  /** Spans of governed calls (a no-op tracer unless the host registers an SDK). */
  readonly tracer: Tracer;
}

/** Mutable per-execution state that a snapshot carries. */
export interface ExecutionMemo {
  executionId: string;
  /**
   * Random per execution, kept in its snapshots: binds pending requests (and so approvals)
   * to this execution even when a host reuses an execution id.
   */
  instance: string;
  tokens: unknown[];
  perTool: Record<string, number>;
  total: number;
  perTrustClass: Record<string, number>;
  decisions: DecisionRecord[];
  pending?: PendingReview;
}

/** A count by name. Own keys only: a tool named `constructor` has no built-in count. */
function countOf(counts: Readonly<Record<string, number>>, name: string): number {
  return Object.hasOwn(counts, name) ? (counts[name] as number) : 0;
}

/** `o[k] = v`, except that `__proto__` becomes an own key instead of setting the prototype. */
function setOwn<T>(o: Record<string, T>, k: string, v: T): void {
  if (k !== '__proto__') o[k] = v;
  else Object.defineProperty(o, k, { value: v, enumerable: true, writable: true });
}

/**
 * The audit log's fingerprint of a tool result: `hmac:` + HMAC-SHA256 under the host's key of
 * the canonical JSON, domain-separated from the key's other uses (approvals, redaction
 * references). Without the key a reader of the log can test no guess; with it the host can
 * still tell whether a given value was the result.
 */
function payloadMac(key: Uint8Array, valueJson: string): string {
  const mac = createHmac('sha256', key)
    .update('zamburak/audit-payload/v1\0')
    .update(valueJson)
    .digest('hex');
  return `hmac:${mac}`;
}

/** Denials the runtime gives after (or instead of) the policy's decision. */
const RUNTIME_DENIALS: ReadonlySet<string> = new Set([
  'APPROVAL_MISMATCH',
  'USAGE_CHARGE_FAILED',
  'DRAFT_MISMATCH',
  'DECISION_UNKNOWN',
]);

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

function recordedArgs(
  args: Readonly<Record<string, ArgumentInput>>,
  absentPaths: ReadonlyMap<string, readonly string[]>,
): Record<string, ArgumentInputs> {
  const out: Record<string, ArgumentInputs> = {};
  for (const [k, a] of Object.entries(args)) {
    const absent = absentPaths.get(k);
    setOwn(
      out,
      k,
      absent === undefined ? recordedArg(a) : { ...recordedArg(a), absentPaths: absent },
    );
  }
  return out;
}

/** Adds one to a count by name (`__proto__` included: it is a name too). */
function countOne(counts: Record<string, number>, name: string): void {
  setOwn(counts, name, countOf(counts, name) + 1);
}

const KNOWN_DECISIONS: ReadonlySet<string> = new Set([
  'Allow',
  'Deny',
  'RequireConfirmation',
  'RequireDraft',
]);

const UNTRUSTED = (origin: string): LabelDescriptor => ({
  integrity: [],
  confidentiality: [],
  readers: 'Public',
  authority: [],
  origins: [origin],
  truncated: false,
});

/** The context Normal mode reports: no control dependencies. */
const NORMAL_MODE_PC: LabelDescriptor = {
  integrity: ['Trusted'],
  confidentiality: [],
  readers: 'Public',
  authority: 'Any',
  origins: [],
  truncated: false,
};

/** The strings in a JSON value (and, `withKeys`, its object keys), in document order. */
const utf8Bytes = (value: JsonValue): number => payloadBytes(value);

type GateOutcome =
  | { readonly kind: 'resume'; readonly resume: VmResume }
  | { readonly kind: 'suspend'; readonly pending: PendingReview }
  | { readonly kind: 'deny' };

export class Execution {
  #status: ExecutionStatus = 'suspended';
  #result: ExecutionResult | undefined;
  #error: ExecutionError | undefined;
  readonly #deps: ExecutionDeps;
  readonly #memo: ExecutionMemo;
  #run: VmRun | undefined;
  readonly #summaries = new Map<number, DependencySummary>();
  readonly #witnesses = new Map<
    string,
    { readonly origins: readonly string[]; readonly hash: string }
  >();

  /** @internal use `runtime.start` / `runtime.load`. */
  constructor(deps: ExecutionDeps, memo: ExecutionMemo, run: VmRun) {
    this.#deps = deps;
    this.#memo = memo;
    this.#run = run;
  }

  get id(): string {
    return this.#memo.executionId;
  }
  get status(): ExecutionStatus {
    return this.#status;
  }
  get result(): ExecutionResult | undefined {
    return this.#result;
  }
  /** Redacted failure: a code and a message that never carries untrusted or secret text. */
  get error(): ExecutionError | undefined {
    return this.#error;
  }
  get decisions(): readonly DecisionRecord[] {
    return this.#memo.decisions;
  }
  get pending(): PendingReview | undefined {
    return this.#status === 'suspended' ? this.#memo.pending : undefined;
  }

  /** @internal drives the plan until it completes, fails, is denied or must wait. */
  async drive(state: VmState, approved?: PendingRequest): Promise<this> {
    // While running, the execution can be neither dumped nor resumed: a snapshot taken
    // while an effect is under way would run that effect again when loaded.
    this.#status = 'running';
    let current = state;
    let approval = approved;
    try {
      for (;;) {
        if (current.status === 'completed') return this.#finish(current.value, current.label);
        if (current.status === 'failed') return this.#fail(current);
        const outcome = await this.#traced(current.call, approval);
        approval = undefined;
        if (outcome.kind === 'deny') return this.#end('denied');
        if (outcome.kind === 'suspend') {
          this.#memo.pending = outcome.pending;
          this.#status = 'suspended';
          return this;
        }
        current = this.#vm().resume(outcome.resume);
      }
    } catch (e) {
      // Still running: end it failed. Already ended (its final audit record failed): release.
      if (this.#status === 'running') this.#abort(e);
      else this.dispose();
      throw e;
    }
  }

  /**
   * Answers the pending request with an approval made by `runtime.answer(...)`.
   * A replayed, mismatched, forged or expired approval is refused, audited, and leaves
   * the execution suspended (the promise rejects with RuntimeError APPROVAL_INVALID).
   */
  async resume(approval: Approval): Promise<this> {
    const pending = this.pending;
    if (pending === undefined) {
      throw new RuntimeError(
        'EXECUTION_NOT_SUSPENDED',
        'the execution is not waiting for an approval',
        {
          status: this.#status,
        },
      );
    }
    const d = this.#deps;
    const check = await d.desk.redeem(approval, pending.request, d.clock());
    if (this.pending !== pending) {
      // Another resume went on while the ledger was asked: this approval is spent either way.
      throw new RuntimeError('EXECUTION_NOT_SUSPENDED', 'the execution was resumed meanwhile', {
        status: this.#status,
      });
    }
    const base = {
      executionId: this.id,
      callId: pending.request.callId,
      tool: pending.tool,
      policyHash: d.policy.hash,
    };
    if (!check.ok) {
      d.audit.record({ ...base, type: 'approval_refused', reasonCode: check.reason });
      this.#push({
        callId: pending.request.callId,
        tool: pending.tool,
        decision: pending.request.kind === 'draft' ? 'RequireDraft' : 'RequireConfirmation',
        reasonCode: check.reason,
        explanation: this.#explain(check.reason, pending.tool),
      });
      throw new RuntimeError('APPROVAL_INVALID', 'the approval does not answer this request', {
        reason: check.reason,
        ...(check.field === undefined ? {} : { field: check.field }),
      });
    }
    // An approval answered with `remember` covers later confirmations of the same tool and
    // arguments under this policy (the key carries the policy hash): recorded with its key.
    let remembered: Partial<AuditEvent> = {};
    if (check.verdict === 'approve' && approval.remember !== undefined) {
      const key = d.desk.memoryKey(d.policy.hash, pending.tool, pending.request.argsDigest);
      const kept = await d.desk.remember(key, approval.remember);
      remembered = {
        hashes: { approvalMemory: key },
        counts: {
          rememberedForSession: true,
          rememberedAlways: approval.remember === 'always' && kept,
        },
      };
    }
    d.audit.record({ ...base, type: 'approval_accepted', decision: check.verdict, ...remembered });
    if (check.verdict !== 'approve') {
      this.#push({
        callId: pending.request.callId,
        tool: pending.tool,
        decision: 'Deny',
        reasonCode: 'APPROVAL_REJECTED',
        explanation: this.#explain('APPROVAL_REJECTED', pending.tool),
      });
      return this.#end('denied');
    }
    this.#memo.pending = undefined;
    return this.drive(this.#vm().state(), pending.request);
  }

  /** Versioned bytes that `runtime.load` resumes from, in this or another process. */
  dump(): Uint8Array {
    if (this.#status === 'running') {
      throw new RuntimeError('EXECUTION_NOT_SUSPENDED', 'a running execution cannot be dumped', {
        status: this.#status,
      });
    }
    if (this.#status !== 'suspended' || this.#run === undefined) {
      throw new RuntimeError('EXECUTION_FINISHED', 'only a suspended execution can be dumped', {
        status: this.#status,
      });
    }
    const d = this.#deps;
    const extension = new TextEncoder().encode(
      canonicalJson({
        format: 'zamburak-execution/1',
        policyHash: d.policy.hash,
        memo: this.#memo,
        consumedApprovals: d.desk.consumed(),
      }),
    );
    d.audit.record({ type: 'snapshot_dumped', executionId: this.id, policyHash: d.policy.hash });
    return this.#run.dump(extension);
  }

  /** Releases the VM. Finished executions release it themselves. */
  dispose(): void {
    this.#run?.dispose();
    this.#run = undefined;
  }

  /** Summaries by in-VM label id (a label id never changes meaning within a run). */
  #summaryOf(id: number, label: LabelDescriptor): DependencySummary {
    let s = this.#summaries.get(id);
    if (s === undefined) {
      s = this.#deps.labels.summarize(label);
      this.#summaries.set(id, s);
    }
    return s;
  }

  #vm(): VmRun {
    if (this.#run === undefined) {
      throw new RuntimeError('EXECUTION_FINISHED', 'the execution has finished', {
        status: this.#status,
      });
    }
    return this.#run;
  }

  #end(status: ExecutionStatus): this {
    this.#status = status;
    this.#memo.pending = undefined;
    const d = this.#deps;
    d.audit.record({
      type: 'execution_finished',
      executionId: this.id,
      decision: status,
      policyHash: d.policy.hash,
    });
    this.dispose();
    return this;
  }

  /**
   * An unexpected error while driving the plan (a bug, a broken audit log, a VM released
   * under it): the plan stops, so no later effect runs (nor the gated one, if the error came
   * before it). The execution ends failed, its end is audited when the log still takes
   * records, and the VM is released; the caller rethrows the error.
   */
  #abort(e: unknown): void {
    const code =
      typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
        ? (e as { code: string }).code
        : 'INTERNAL_ERROR';
    this.#error = { code, message: 'the runtime failed while running the plan' };
    try {
      this.#end('failed');
    } catch {
      // The audit log refused the record too; the original error is what the host sees.
      this.dispose();
    }
  }

  #finish(value: JsonValue, label: number): this {
    const summary = this.#deps.labels.summarize(this.#vm().describe(label));
    this.#result = { value, summary };
    return this.#end('completed');
  }

  #fail(state: Extract<VmState, { status: 'failed' }>): this {
    if (state.line !== undefined) {
      // A compile error: the plan is the planner's trusted text and the message is the
      // compiler's own (code and position, never plan text), so it is shown plainly.
      this.#error = {
        code: state.code,
        message: state.message,
        line: state.line,
        ...(state.column === undefined ? {} : { column: state.column }),
      };
      return this.#end('failed');
    }
    if (state.label === undefined) {
      // No plan exception reached it: the sandbox's own message (a limit, a protocol
      // failure), which holds no plan data.
      this.#error = { code: state.code, message: state.message };
      return this.#end('failed');
    }
    const label = this.#run === undefined ? UNTRUSTED('vm') : this.#run.describe(state.label);
    this.#error = { code: state.code, message: redactText(state.message, label, this.#deps.key) };
    return this.#end('failed');
  }

  #explain(
    code: string,
    tool: string,
    rulePath?: string,
    remediation?: PolicyDecision['remediation'],
  ): string {
    const args = { tool, reasonCode: code, rulePath: rulePath ?? '', ...(remediation?.args ?? {}) };
    const id = remediation?.id ?? runtimeMessageId(code);
    const fallback =
      rulePath === undefined ? `${tool}: ${code}` : `${tool}: ${code} at ${rulePath}`;
    // The localizer is the host's: if it throws or answers no text, the English fallback.
    try {
      const text: unknown = this.#deps.localizer.message(id, args, fallback);
      return typeof text === 'string' ? text : fallback;
    } catch {
      return fallback;
    }
  }

  /**
   * Keeps a decision record and tells the host's hook. The hook observes, it does not
   * decide: what it throws is swallowed, and the decision stands either way.
   */
  #push(rec: DecisionRecord): void {
    this.#memo.decisions.push(rec);
    const hook = this.#deps.onDecision;
    if (hook === undefined) return;
    try {
      hook(Object.freeze({ ...rec, executionId: this.id, policyHash: this.#deps.policy.hash }));
    } catch {
      // An observer's failure must not change what happens to the effect.
    }
  }

  #record(
    call: VmCall,
    decision: PolicyDecision,
    witness: () => readonly string[],
    observed = false,
  ): DecisionRecord {
    const rec: DecisionRecord = {
      callId: call.callId,
      tool: call.name,
      decision: decision.kind,
      ...(decision.reasonCode === undefined ? {} : { reasonCode: decision.reasonCode }),
      ...(decision.rulePath === undefined ? {} : { rulePath: decision.rulePath }),
      ...(decision.kind === 'Allow' && !observed ? {} : { witness: witness() }),
      ...(decision.kind === 'Allow' && !observed
        ? {}
        : {
            explanation: this.#explain(
              decision.reasonCode ?? decision.kind.toUpperCase(),
              call.name,
              decision.rulePath,
              decision.remediation,
            ),
          }),
      ...(observed ? { observed } : {}),
    };
    this.#push(rec);
    return rec;
  }

  /**
   * One span per governed call (`zamburak.governed_call`): the tool, the decision, its reason
   * code and rule path, the policy hash and the execution, as attributes. Names and codes
   * only: an argument value or a label's origin never reaches a span.
   */
  async #traced(call: VmCall, approved: PendingRequest | undefined): Promise<GateOutcome> {
    const span = this.#deps.tracer.startSpan('zamburak.governed_call', {
      kind: SpanKind.INTERNAL,
      attributes: {
        'zamburak.tool': call.name,
        'zamburak.call_id': call.callId,
        'zamburak.execution_id': this.id,
        'zamburak.policy_hash': this.#deps.policy.hash,
      },
    });
    const before = this.#memo.decisions.length;
    try {
      const outcome = await this.#gate(call, approved);
      const rec = this.#memo.decisions[this.#memo.decisions.length - 1];
      if (this.#memo.decisions.length > before && rec !== undefined) {
        span.setAttribute('zamburak.decision', rec.decision);
        if (rec.reasonCode !== undefined) span.setAttribute('zamburak.reason_code', rec.reasonCode);
        if (rec.rulePath !== undefined) span.setAttribute('zamburak.rule_path', rec.rulePath);
        if (rec.observed === true) span.setAttribute('zamburak.observed', true);
      }
      span.setAttribute('zamburak.outcome', outcome.kind);
      return outcome;
    } catch (e) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: e instanceof RuntimeError ? e.code : 'ERROR',
      });
      throw e;
    } finally {
      span.end();
    }
  }

  async #gate(call: VmCall, approved: PendingRequest | undefined): Promise<GateOutcome> {
    const d = this.#deps;
    const run = this.#vm();
    const now = d.clock();
    const def = d.tools.get(call.name);
    const toolPolicy = d.policy.tool(call.name);

    // Per-argument summaries by name, verification, principals. Plain objects (prototype-less
    // ones cost measurable time per call): the VM never hands over an argument named
    // `__proto__`, and a verification kind of that name is defined, not assigned.
    const argInputs: Record<string, ArgumentInput> = {};
    const argSummaries: Record<string, DependencySummary> = {};
    const argLabels: LabelDescriptor[] = [];
    // Only names the tool declares are summarised (and so reach the audit log): any other name
    // is the plan's own text, and the call is denied for it (ARG_UNDECLARED) before the policy.
    const declared = d.parameters.get(call.name);
    for (const [name, arg] of Object.entries(call.args)) {
      if (declared === undefined || !Object.hasOwn(declared, name)) continue;
      const label = run.describe(arg.deepLabel);
      argLabels.push(label);
      const summary = this.#summaryOf(arg.deepLabel, label);
      argSummaries[name] = summary;
      const verification: Record<string, 'passed' | 'failed' | 'absent'> = {};
      const verified: string[] = [];
      for (const kind of toolPolicy?.verificationKinds.get(name) ?? []) {
        const passed =
          summary.integrity.includes(`Verified(${kind})`) || d.labels.verify(kind, arg.value);
        setOwn(verification, kind, passed === undefined ? 'absent' : passed ? 'passed' : 'failed');
        if (passed === true) verified.push(kind);
      }
      argInputs[name] = {
        summary,
        payloadBytes: utf8Bytes(arg.value),
        ...(toolPolicy?.principalArgs.has(name) ? { principals: stringsIn(arg.value) } : {}),
        verified,
        verification,
      };
    }
    // Nested paths that rules name (`message.body`): their values are exact; their label is
    // the whole argument's deep label, a sound over-approximation (the VM reports one label
    // per argument), so such a rule can deny more than the field alone would, never less.
    const absentPaths = new Map<string, string[]>();
    for (const at of toolPolicy?.nestedArgs ?? []) {
      const top = Object.hasOwn(argInputs, at.root) ? argInputs[at.root] : undefined;
      const arg = call.args[at.root];
      if (top === undefined || arg === undefined) continue;
      const values = valuesAt(arg.value, at.segments) as JsonValue[] | undefined;
      if (values === undefined) {
        // absent: optional rules skip, required ones deny (the record says it was absent)
        const absent = absentPaths.get(at.root) ?? [];
        absent.push(at.path);
        absentPaths.set(at.root, absent);
        continue;
      }
      const verification: Record<string, 'passed' | 'failed' | 'absent'> = {};
      const verified: string[] = [];
      for (const kind of toolPolicy?.verificationKinds.get(at.path) ?? []) {
        // Every value at the path must pass (a wildcard path may reach several, or none).
        let passed: boolean | undefined = true;
        if (!top.summary.integrity.includes(`Verified(${kind})`)) {
          for (const v of values) {
            const one = d.labels.verify(kind, v);
            if (one !== true) {
              passed = one;
              break;
            }
          }
        }
        setOwn(verification, kind, passed === undefined ? 'absent' : passed ? 'passed' : 'failed');
        if (passed === true) verified.push(kind);
      }
      const input: ArgumentInput = {
        summary: top.summary,
        payloadBytes: values.reduce<number>((n, v) => n + utf8Bytes(v), 0),
        ...(toolPolicy?.principalArgs.has(at.path)
          ? { principals: values.flatMap((v) => stringsIn(v)) }
          : {}),
        verified,
        verification,
      };
      const paths: Record<string, ArgumentInput> = { ...(top.paths ?? {}) };
      setOwn(paths, at.path, input);
      argInputs[at.root] = { ...top, paths };
    }
    const counters = { total: this.#memo.total, perTool: { ...this.#memo.perTool } };
    // Strict mode includes the control context in every effect check; Normal mode checks
    // direct data dependencies only (docs/ifc.md, "Propagation modes").
    const pcLabel = d.policy.strict ? run.describe(call.pcLabel) : NORMAL_MODE_PC;
    const ctx = d.labels.context(pcLabel, counters);
    // The witness explains a decision; it is built (and cached) only for non-allow ones.
    // In strict mode the exact labels of the arguments can be chosen by a secret branch (a
    // ternary's value carries the arm it took: red team T6), so the witness is the join of
    // everything the run imported before the call, which no branch chooses (the same rule as
    // a data-decided error's redaction label, docs/ifc.md); Normal mode names the exact origins.
    const imported =
      d.policy.strict && call.importedLabel !== undefined
        ? run.describe(call.importedLabel)
        : undefined;
    const witnessLabels = imported === undefined ? [pcLabel, ...argLabels] : [imported];
    const witnessOrigins = (): readonly string[] =>
      [...new Set(witnessLabels.flatMap((l) => l.origins))].sort();
    const witnessHash = (decision: PolicyDecision): string | undefined => {
      if (decision.kind === 'Allow') return undefined;
      const witnessKey =
        imported === undefined
          ? `${Object.values(call.args)
              .map((a) => a.deepLabel)
              .join(',')}|${d.policy.strict ? call.pcLabel : 'n'}`
          : `i${call.importedLabel}`;
      let w = this.#witnesses.get(witnessKey);
      if (w === undefined) {
        w = d.labels.witness(witnessLabels);
        this.#witnesses.set(witnessKey, w);
      }
      return w.hash;
    };
    // Record version 2: a decision record carries what the engine read besides the summaries
    // (sizes, principals, verifier answers, authority), so `zamburak-policy trial` can take
    // the decision again under another policy. Set once the authority is validated.
    let inputs: DecisionInputs | undefined;
    let decidedBy: DecisionInputs['by'] = 'policy';
    const inputsOf = (decision: PolicyDecision): { inputs: DecisionInputs } | object => {
      if (inputs === undefined) return {};
      const runtime =
        decision.kind === 'Deny' &&
        decision.reasonCode !== undefined &&
        RUNTIME_DENIALS.has(decision.reasonCode);
      return { inputs: runtime || decidedBy === 'runtime' ? { ...inputs, by: 'runtime' } : inputs };
    };
    const audit = (
      type: AuditEvent['type'],
      decision: PolicyDecision,
      extra: Partial<AuditEvent> = {},
    ) =>
      d.audit.record({
        type,
        executionId: this.id,
        callId: call.callId,
        tool: call.name,
        decision: decision.kind,
        ...(decision.reasonCode === undefined ? {} : { reasonCode: decision.reasonCode }),
        ...(decision.rulePath === undefined ? {} : { rulePath: decision.rulePath }),
        // The decision record carries the summaries; the result record links to it by call id.
        ...(type === 'tool_result' || type === 'tool_failed'
          ? {}
          : { argSummaries, contextSummary: ctx, ...inputsOf(decision) }),
        ...(type === 'effect_allowed' ? {} : withHash(witnessHash(decision))),
        policyHash: d.policy.hash,
        ...extra,
      });

    // Past a label budget the summary is unknown-top; record the overflow explicitly.
    const overflowed = Object.entries(argSummaries)
      .filter(([, s]) => s.truncated)
      .map(([n]) => n);
    if (overflowed.length > 0 || ctx.truncated) {
      d.audit.record({
        type: 'budget_overflow',
        executionId: this.id,
        callId: call.callId,
        tool: call.name,
        reasonCode: ctx.truncated ? 'CONTEXT_TRUNCATED' : 'SUMMARY_TRUNCATED',
        argSummaries,
        contextSummary: ctx,
        policyHash: d.policy.hash,
      });
    }

    // The decision: runtime pre-checks (catalogue pin, trust class), then the policy engine.
    // A shared store answers by promise (read now, in the database); the embedded ones
    // answer at once, and only a promise is awaited.
    const validated = d.authority.validate(this.#memo.tokens, {
      now,
      executionId: this.id,
      tool: call.name,
    });
    const authority = validated instanceof Promise ? await validated : validated;
    inputs = {
      by: 'policy',
      strict: d.policy.strict,
      args: recordedArgs(argInputs, absentPaths),
      authority: authority.authority.effective,
      invalidAuthority: authority.authority.invalid,
    };
    const pre = this.#precheck(call, def, toolPolicy?.sideEffectClass);
    if (pre !== undefined) decidedBy = 'runtime';
    let decision: PolicyDecision =
      pre ?? d.policy.check(call.name, argInputs, ctx, authority.authority);
    if (decision.kind !== 'Deny' && toolPolicy?.llmSink !== undefined) {
      const guard = this.#transportGuard(call, toolPolicy.llmSink.requiredTransforms);
      if (guard !== undefined) {
        decision = guard;
        decidedBy = 'runtime';
      }
    }

    // Only the four known decisions lead anywhere; anything else is a defect: deny.
    if (!KNOWN_DECISIONS.has(decision.kind)) {
      decision = { kind: 'Deny', reasonCode: 'DECISION_UNKNOWN', rulePath: 'runtime' };
      decidedBy = 'runtime';
    }

    // Observe mode: record the would-deny, then let the effect run.
    let observed = false;
    if (d.observe && decision.kind !== 'Allow') {
      observed = true;
      audit('observed_would_deny', decision);
      this.#record(call, decision, witnessOrigins, true);
      decision = { kind: 'Allow', reasonCode: 'OBSERVED_WOULD_DENY' };
    }

    // An approval answers a confirmation, or the commit of an approved draft.
    let answered =
      approved !== undefined &&
      approved.callId === call.callId &&
      ((decision.kind === 'RequireConfirmation' && approved.kind === 'confirmation') ||
        (decision.kind === 'RequireDraft' && approved.kind === 'draft'));

    if (decision.kind === 'Deny') {
      this.#record(call, decision, witnessOrigins);
      audit('effect_denied', decision);
      return { kind: 'deny' };
    }
    // Approval memory: a confirmation approved with `remember` for this tool and these exact
    // arguments (values and labels) under this policy hash is not asked again. Its request is
    // recorded as always, then the remembered approval, then the effect.
    let fromMemory = false;
    if (!answered && approved === undefined && decision.kind === 'RequireConfirmation') {
      const key = d.desk.memoryKey(d.policy.hash, call.name, this.#argsDigest(call));
      const scope = await d.desk.recall(key);
      if (scope !== undefined) {
        this.#record(call, decision, witnessOrigins);
        audit('confirmation_requested', decision);
        d.audit.record({
          type: 'approval_accepted',
          executionId: this.id,
          callId: call.callId,
          tool: call.name,
          decision: 'approve',
          policyHash: d.policy.hash,
          hashes: { approvalMemory: key },
          counts: { fromMemory: true, rememberedAlways: scope === 'always' },
        });
        answered = true;
        fromMemory = true;
      }
    }
    if (
      !answered &&
      (decision.kind === 'RequireConfirmation' || decision.kind === 'RequireDraft')
    ) {
      if (approved !== undefined) {
        // Approved for something the policy no longer asks for in that form: fail closed.
        const mismatch: PolicyDecision = { kind: 'Deny', reasonCode: 'APPROVAL_MISMATCH' };
        this.#record(call, mismatch, witnessOrigins);
        audit('effect_denied', mismatch);
        return { kind: 'deny' };
      }
      return this.#suspendFor(call, def, decision, argSummaries, witnessOrigins, audit, now);
    }

    // Allowed (or approved): charge the grants, audit durably, then the effect. The charge
    // comes first: a budget that another process spent since the check above, or a usage
    // store that fails, denies the effect (fail closed, in observe mode too) rather than
    // leaving an allow on record for an effect that never ran. A use charged when the audit
    // record then fails is lost, never given twice.
    try {
      const charged = d.authority.consume(authority.grants);
      if (charged !== undefined) await charged;
    } catch {
      const refused = denyBy('USAGE_CHARGE_FAILED', 'authority.usage');
      this.#record(call, refused, witnessOrigins);
      audit('effect_denied', refused);
      return { kind: 'deny' };
    }
    if (!observed)
      this.#record(call, answered ? { ...decision, kind: 'Allow' } : decision, witnessOrigins);
    const onRecord = audit(
      'effect_allowed',
      { ...decision, kind: 'Allow' },
      fromMemory
        ? { reasonCode: 'APPROVED_REMEMBERED' }
        : answered
          ? { reasonCode: `APPROVED_${approved?.kind.toUpperCase()}` }
          : {},
    );
    // A group-commit log acknowledges by promise: the effect runs only once the record that
    // authorises it is on stable storage (a failed fsync rejects, like a failed append).
    if (onRecord !== undefined) await onRecord;
    this.#memo.total += 1;
    countOne(this.#memo.perTool, call.name);
    countOne(this.#memo.perTrustClass, def?.trustClass ?? 'RemoteThirdParty');

    const origin = `call:${call.callId}`;
    const args: JsonObject = Object.fromEntries(
      Object.entries(call.args).map(([k, v]) => [k, v.value]),
    );
    let value: JsonValue = null;
    let failure: { message: string; reasonCode?: string } | undefined;
    // Under the tool's deadline: past it the adapter's signal aborts and the plan sees
    // TOOL_TIMEOUT (whatever the adapter returns later is dropped).
    const outcome = await callWithTimeout(
      (signal) => def!.run(args, callContext(this.id, call.callId, now, signal)),
      def?.timeoutMs ?? d.toolTimeoutMs,
    );
    if (outcome.kind === 'value') {
      value = outcome.value;
      // A result JSON cannot carry (a Date, a Map, a cycle, undefined) is the adapter's bug:
      // reported like a throw, never converted or dropped on the way into the plan.
      const problem = jsonProblem(value);
      if (problem !== undefined) {
        failure = {
          message: `${call.name} returned ${problem}, not JSON`,
          reasonCode: 'TOOL_RESULT_NOT_JSON',
        };
      }
    } else if (outcome.kind === 'timeout') {
      failure = { message: `${call.name} timed out`, reasonCode: 'TOOL_TIMEOUT' };
    } else {
      failure = { message: `${call.name} failed` };
    }
    if (failure !== undefined) {
      audit(
        'tool_failed',
        { kind: 'Allow' },
        failure.reasonCode === undefined ? {} : { reasonCode: failure.reasonCode },
      );
      return {
        kind: 'resume',
        resume: {
          error: {
            code: failure.reasonCode === 'TOOL_TIMEOUT' ? 'TOOL_TIMEOUT' : 'TOOL_FAILED',
            message: failure.message,
          },
          label: UNTRUSTED(origin),
        },
      };
    }
    // One serialisation of the result: the sandbox takes this text in, and the record keeps
    // its keyed hash (red-team U9: a plain SHA-256 of a low-entropy secret result, a PIN or
    // a one-time code, is read back from the log by hashing every candidate).
    const valueJson = JSON.stringify(value);
    audit('tool_result', { kind: 'Allow' }, { payloadHash: payloadMac(this.#deps.key, valueJson) });
    const out = toolPolicy?.outputLabel(origin) ?? { label: UNTRUSTED(origin), slots: [] };
    // A quarantined model's answer depends on everything it was shown.
    const through =
      toolPolicy?.llmSink?.role === 'quarantined'
        ? (l: LabelDescriptor) => argLabels.reduce((a, b) => d.labels.join(a, b), l)
        : (l: LabelDescriptor) => l;
    return {
      kind: 'resume',
      resume: {
        ...labelResult(value, out, def?.trustClass ?? 'RemoteThirdParty', through),
        valueJson,
      },
    };
  }

  #precheck(
    call: VmCall,
    def: ToolDefinition | undefined,
    sideEffectClass: string | undefined,
  ): PolicyDecision | undefined {
    const d = this.#deps;
    const pin = d.catalogue.check(def, call.name);
    if (!pin.ok) {
      return {
        kind: 'Deny',
        reasonCode: pin.reason,
        rulePath: `catalogue[${call.name}]${pin.field === undefined ? '' : `.${pin.field}`}`,
      };
    }
    // Arguments the tool never declared would reach it with no policy rule looking at them.
    const args = argumentProblem(d.parameters.get(call.name) ?? {}, call.args);
    if (args !== undefined) {
      return denyBy(
        args.reason,
        `catalogue[${call.name}].parameters${'parameter' in args ? `[${args.parameter}]` : ''}`,
      );
    }
    const rules = d.trustClasses[pin.entry.trustClass];
    if (sideEffectClass !== undefined && !rules.allowedSideEffects.includes(sideEffectClass)) {
      return denyBy(
        'TRUST_CLASS_FORBIDS_SIDE_EFFECT',
        `trust_classes[${pin.entry.trustClass}].allowed_side_effects`,
      );
    }
    if (countOf(this.#memo.perTrustClass, pin.entry.trustClass) >= rules.maxCallsPerExecution) {
      return denyBy(
        'TRUST_CLASS_BUDGET_EXCEEDED',
        `trust_classes[${pin.entry.trustClass}].max_calls_per_execution`,
      );
    }
    return undefined;
  }

  /** LLM transport guard: every required transform must already have been applied. */
  #transportGuard(call: VmCall, transforms: readonly string[]): PolicyDecision | undefined {
    for (const name of transforms) {
      const fn = Object.hasOwn(this.#deps.transforms, name)
        ? this.#deps.transforms[name]
        : undefined;
      if (fn === undefined)
        return denyBy(
          'TRANSPORT_GUARD_REFUSED',
          `tools[${call.name}].llm_sink.required_transforms[${name}]`,
        );
      // A transform that throws counts as one that would change the text: refused.
      const unchanged = (text: string): boolean => {
        try {
          return fn(text) === text;
        } catch {
          return false;
        }
      };
      // Argument names and object keys are text sent to the model too.
      for (const [argName, arg] of Object.entries(call.args)) {
        for (const s of [argName, ...stringsIn(arg.value, [], true)]) {
          if (!unchanged(s)) {
            return denyBy(
              'TRANSPORT_GUARD_REFUSED',
              `tools[${call.name}].llm_sink.required_transforms[${name}]`,
            );
          }
        }
      }
    }
    return undefined;
  }

  /** Keyed digest of a call's tool, argument values and labels (what an approval binds). */
  #argsDigest(call: VmCall): string {
    const args = Object.fromEntries(
      Object.entries(call.args).map(([k, v]) => [
        k,
        { value: v.value, label: this.#vm().describe(v.deepLabel) },
      ]),
    );
    return this.#deps.desk.argsDigest({ tool: call.name, args });
  }

  async #suspendFor(
    call: VmCall,
    def: ToolDefinition | undefined,
    decision: PolicyDecision,
    argSummaries: Record<string, DependencySummary>,
    witness: () => readonly string[],
    audit: (
      type: AuditEvent['type'],
      decision: PolicyDecision,
      extra?: Partial<AuditEvent>,
    ) => Promise<void> | undefined,
    now: number,
  ): Promise<GateOutcome> {
    const d = this.#deps;
    const argsDigest = this.#argsDigest(call);
    let preview: JsonValue | undefined;
    let draftId: string | undefined;
    let rec: DecisionRecord | undefined;
    if (decision.kind === 'RequireDraft') {
      if (def?.draft === undefined) {
        const refused: PolicyDecision = {
          kind: 'Deny',
          reasonCode: 'DRAFT_MISMATCH',
          rulePath: `tools[${call.name}].default_decision`,
        };
        this.#record(call, refused, witness);
        audit('effect_denied', refused);
        return { kind: 'deny' };
      }
      const values: JsonObject = Object.fromEntries(
        Object.entries(call.args).map(([k, v]) => [k, v.value]),
      );
      // The decision is on record before the adapter's draft phase runs. A draft phase that
      // throws or returns no JSON preview fails like the tool itself: the plan sees
      // TOOL_FAILED, nothing is suspended and no effect runs.
      rec = this.#record(call, decision, witness);
      // A group-commit log: the record is on stable storage before the draft phase runs.
      const onRecord = audit('draft_requested', decision);
      if (onRecord !== undefined) await onRecord;
      let draft: DraftPreview | undefined;
      let failure: string | undefined;
      const drafted = await callWithTimeout(
        (signal) => def.draft!(values, callContext(this.id, call.callId, now, signal)),
        def.timeoutMs ?? d.toolTimeoutMs,
      );
      if (drafted.kind === 'value') {
        draft = drafted.value;
        if (draft === null || typeof draft !== 'object' || !Object.hasOwn(draft, 'preview')) {
          failure = 'returned no preview';
        } else {
          const problem = jsonProblem(draft.preview);
          if (problem !== undefined) failure = `returned ${problem}, not JSON`;
        }
      } else {
        failure = drafted.kind === 'timeout' ? 'timed out' : 'failed';
      }
      if (draft === undefined || failure !== undefined) {
        const timedOut = drafted.kind === 'timeout';
        audit('tool_failed', decision, { reasonCode: timedOut ? 'TOOL_TIMEOUT' : 'DRAFT_FAILED' });
        return {
          kind: 'resume',
          resume: {
            error: {
              code: timedOut ? 'TOOL_TIMEOUT' : 'TOOL_FAILED',
              message: `${call.name} draft ${failure ?? 'failed'}`,
            },
            label: UNTRUSTED(`call:${call.callId}`),
          },
        };
      }
      // The preview may quote untrusted text: show it only as far as its labels allow.
      preview = redactPreview(draft.preview, argSummaries, d.key);
      draftId = `draft_${digest({ argsDigest, callId: call.callId, executionId: this.id }).slice(7, 23)}`;
    }
    const request: PendingRequest = {
      requestId: `req_${digest({ e: this.id, i: this.#memo.instance, c: call.callId, a: argsDigest }).slice(7, 23)}`,
      kind: decision.kind === 'RequireDraft' ? 'draft' : 'confirmation',
      executionId: this.id,
      callId: call.callId,
      tool: call.name,
      argsDigest,
      ...(draftId === undefined ? {} : { draftId }),
      expiresAt: now + d.approvalTtlMs,
    };
    if (rec === undefined) {
      rec = this.#record(call, decision, witness);
      audit('confirmation_requested', decision);
    }
    return {
      kind: 'suspend',
      pending: {
        request,
        tool: call.name,
        arguments: argSummaries,
        ...(preview === undefined ? {} : { preview }),
        explanation: rec.explanation ?? '',
      },
    };
  }
}

type OutputLabel = ReturnType<NonNullable<ReturnType<PolicyPort['tool']>>['outputLabel']>;

/**
 * The labels a tool result enters the VM with. Without per-field overrides the whole
 * result carries the tool's output label. With overrides (e.g. an email's `sender`
 * vouched for by the mail server) each leaf gets its own label, and the structure of the
 * result (keys, lengths) carries the output label's confidentiality and origins with the
 * integrity of the adapter that built it: Trusted for a TrustedLocal adapter, none for a
 * remote one. Without this, reading `mails[0].sender` would join the untrusted body's
 * label through the containers and per-field labels would mean nothing.
 */
function labelResult(
  value: JsonValue,
  out: OutputLabel,
  trustClass: TrustClass,
  through: (l: LabelDescriptor) => LabelDescriptor,
): VmResume {
  if (out.slots.length === 0) return { value, label: through(out.label) };
  const structure: LabelDescriptor = {
    ...out.label,
    integrity: trustClass === 'TrustedLocal' ? ['Trusted'] : [],
  };
  const matches = (pattern: readonly (string | number)[], path: readonly (string | number)[]) =>
    pattern.length <= path.length && pattern.every((p, i) => p === '*' || p === path[i]);
  const slots: { path: (string | number)[]; label: LabelDescriptor }[] = [];
  const walk = (v: JsonValue, path: (string | number)[]): void => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i] as JsonValue, [...path, i]);
    } else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    else {
      let label = out.label;
      for (const s of out.slots) if (matches(s.path, path)) label = s.label;
      slots.push({ path, label: through(label) });
    }
  };
  walk(value, []);
  if (slots.length === 1 && slots[0]?.path.length === 0) return { value, label: slots[0].label };
  return { value, label: through(structure), slots };
}

const withHash = (hash: string | undefined): { witnessHash?: string } =>
  hash === undefined ? {} : { witnessHash: hash };

function denyBy(reasonCode: RuntimeReasonCode, rulePath: string): PolicyDecision {
  return {
    kind: 'Deny',
    reasonCode,
    rulePath,
    remediation: { id: runtimeMessageId(reasonCode), args: {} },
  };
}

/**
 * Keeps preview strings only where every argument is trusted and public; else placeholders.
 * A preview of confidential (or unknown-provenance) arguments is one placeholder in all: its
 * numbers, booleans, array lengths and key counts are the secret too, re-encoded (red-team
 * U5: `[...s].map((c) => c.charCodeAt(0))` showed a whole secret as character codes).
 */
function redactPreview(
  preview: JsonValue,
  summaries: Readonly<Record<string, DependencySummary>>,
  key: Uint8Array,
): JsonValue {
  const all = Object.values(summaries);
  const label = {
    integrity:
      all.length === 0
        ? ['Trusted']
        : all.map((s) => s.integrity).reduce((a, b) => a.filter((c) => b.includes(c))),
    confidentiality: [...new Set(all.flatMap((s) => s.confidentiality))],
    truncated: all.some((s) => s.truncated),
  };
  if (label.truncated || label.confidentiality.length > 0) {
    return redactText(JSON.stringify(preview) ?? '', label, key);
  }
  const walk = (v: JsonValue): JsonValue => {
    if (typeof v === 'string') return redactText(v, label, key);
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    // Keys are text too (an adapter may key a preview by a recipient or a subject). Two keys
    // that redact alike are both kept: the later one gets a numbered suffix.
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of Object.entries(v)) {
      let name = redactText(k, label, key);
      for (let n = 2; Object.hasOwn(out, name); n++) name = `${redactText(k, label, key)} (${n})`;
      setOwn(out, name, walk(x));
    }
    return out;
  };
  return walk(preview);
}
