/**
 * One governed execution of a plan: its state and the sequence of the effect gateway.
 *
 * At every external call the VM pauses and the gateway's stages run in order
 * (packages/core/src/gateway/, docs/architecture.md): summarise the arguments and the control
 * context, decide (authority at the boundary, runtime pre-checks, the policy engine), answer
 * an approval or suspend, charge and record the allow (durably, before any effect), run the
 * tool adapter, and label its result back into the VM.
 */
import type { DependencySummary } from '@zamburak/ifc';
import { untrustedLabel } from '@zamburak/ifc';
import type { Approval, PendingRequest } from './approvals.js';
import { RuntimeError } from './errors.js';
import { runAdapter } from './gateway/adapter.js';
import { approve, memoryKeyField } from './gateway/approval.js';
import { chargeAndRecord } from './gateway/charge.js';
import { controlContext } from './gateway/context.js';
import { decide } from './gateway/decide.js';
import { labelledResult } from './gateway/label.js';
import { CallRecorder, explain, pushDecision } from './gateway/record.js';
import { traced } from './gateway/span.js';
import { summariseArguments } from './gateway/summarise.js';
import type {
  DecisionRecord,
  ExecutionDeps,
  ExecutionMemo,
  GatedCall,
  GateHost,
  GateOutcome,
  PendingReview,
  WitnessEntry,
} from './gateway/types.js';
import type { AuditEvent, VmCall, VmRun, VmState } from './ports.js';
import { redactText } from './redaction.js';
import { encodeSnapshotExtension } from './snapshot.js';
import type { JsonValue } from './tools/types.js';

export type {
  DecisionEvent,
  DecisionRecord,
  ExecutionDeps,
  ExecutionMemo,
  MessageLocalizer,
  PendingReview,
} from './gateway/types.js';

/**
 * `running` only while `start`, `resume` or `load` is in progress (a tool adapter or a
 * concurrent task may see it); those calls settle on one of the other four.
 */
export type ExecutionStatus = 'running' | 'completed' | 'suspended' | 'denied' | 'failed';

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

export class Execution {
  #status: ExecutionStatus = 'suspended';
  #result: ExecutionResult | undefined;
  #error: ExecutionError | undefined;
  readonly #deps: ExecutionDeps;
  readonly #memo: ExecutionMemo;
  #run: VmRun | undefined;
  /** What the gateway's stages see of this execution (one object for its lifetime). */
  readonly #host: GateHost;

  /** @internal use `runtime.start` / `runtime.load`. */
  constructor(deps: ExecutionDeps, memo: ExecutionMemo, run: VmRun) {
    this.#deps = deps;
    this.#memo = memo;
    this.#run = run;
    this.#host = {
      deps,
      memo,
      id: memo.executionId,
      vm: () => this.#vm(),
      summaries: new Map<number, DependencySummary>(),
      witnesses: new Map<string, WitnessEntry>(),
    };
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
        const { call } = current;
        const answering = approval;
        approval = undefined;
        const outcome = await traced(this.#host, call, () => this.#gate(call, answering));
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
      pushDecision(this.#host, {
        callId: pending.request.callId,
        tool: pending.tool,
        decision: pending.request.kind === 'draft' ? 'RequireDraft' : 'RequireConfirmation',
        reasonCode: check.reason,
        explanation: explain(this.#host, check.reason, pending.tool),
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
        ...memoryKeyField(key, pending.arguments),
        counts: {
          rememberedForSession: true,
          rememberedAlways: approval.remember === 'always' && kept,
        },
      };
    }
    d.audit.record({ ...base, type: 'approval_accepted', decision: check.verdict, ...remembered });
    if (check.verdict !== 'approve') {
      pushDecision(this.#host, {
        callId: pending.request.callId,
        tool: pending.tool,
        decision: 'Deny',
        reasonCode: 'APPROVAL_REJECTED',
        explanation: explain(this.#host, 'APPROVAL_REJECTED', pending.tool),
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
    const extension = encodeSnapshotExtension({
      policyHash: d.policy.hash,
      memo: this.#memo,
      consumedApprovals: d.desk.consumed(),
    });
    d.audit.record({ type: 'snapshot_dumped', executionId: this.id, policyHash: d.policy.hash });
    return this.#run.dump(extension);
  }

  /** Releases the VM. Finished executions release it themselves. */
  dispose(): void {
    this.#run?.dispose();
    this.#run = undefined;
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
    const label = this.#run === undefined ? untrustedLabel('vm') : this.#run.describe(state.label);
    this.#error = { code: state.code, message: redactText(state.message, label, this.#deps.key) };
    return this.#end('failed');
  }

  /**
   * The effect gateway for one call, stage by stage (packages/core/src/gateway/): each stage
   * either answers the call (deny, suspend, or an error the plan sees) or hands on.
   */
  async #gate(call: VmCall, approved: PendingRequest | undefined): Promise<GateOutcome> {
    const host = this.#host;
    const d = this.#deps;
    const g: GatedCall = {
      host,
      call,
      run: this.#vm(),
      now: d.clock(),
      def: d.tools.get(call.name),
      toolPolicy: d.policy.tool(call.name),
    };
    const args = summariseArguments(g);
    const context = controlContext(g, args.labels);
    const rec = new CallRecorder(g, args, context);
    rec.overflow();
    const { decision, report, observed, grants } = await decide(g, args, context, rec);
    if (decision.kind === 'Deny') return rec.deny(decision, report);
    const approval = await approve(g, decision, report, approved, rec);
    if (approval.kind !== 'approved') return approval;
    const refused = await chargeAndRecord(
      g,
      grants,
      decision,
      report,
      observed,
      approval,
      approved,
      rec,
    );
    if (refused !== undefined) return refused;
    const result = await runAdapter(g, rec);
    if (result.kind !== 'result') return result;
    return labelledResult(g, result.value, result.valueJson, args.labels);
  }
}
