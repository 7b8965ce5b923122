/**
 * The types the effect gateway's stages share: what an execution hands them (`GateHost`), the
 * call in flight (`GatedCall`), and what the gateway answers the VM (`GateOutcome`). The
 * public ones (`DecisionRecord`, `PendingReview`, `ExecutionDeps`, ...) are re-exported by
 * `execution.ts`. See docs/architecture.md, "The effect gateway".
 */
import type { Tracer } from '@opentelemetry/api';
import type { DependencySummary } from '@zamburak/ifc';
import type { ApprovalDesk, PendingRequest } from '../approvals.js';
import type {
  AuditPort,
  AuthorityPort,
  DecisionKind,
  LabelPort,
  PolicyPort,
  ToolPolicyView,
  VmCall,
  VmPort,
  VmResume,
  VmRun,
} from '../ports.js';
import type { ToolCatalogue } from '../tools/catalogue.js';
import type {
  JsonValue,
  ParameterSpec,
  ToolDefinition,
  TrustClass,
  TrustClassRules,
} from '../tools/types.js';

/** A localizer as the runtime uses it (see @zamburak/l10n). */
export interface MessageLocalizer {
  message(
    id: string,
    args: Readonly<Record<string, string | number>> | undefined,
    fallback: string,
  ): string;
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

/** What the gateway answers the execution for one call. */
export type GateOutcome =
  | { readonly kind: 'resume'; readonly resume: VmResume }
  | { readonly kind: 'suspend'; readonly pending: PendingReview }
  | { readonly kind: 'deny' };

/** A redacted witness (the origins that reached a decision) and its hash. */
export interface WitnessEntry {
  readonly origins: readonly string[];
  readonly hash: string;
}

/** The execution as the gateway's stages see it: its dependencies, its state, its caches. */
export interface GateHost {
  readonly deps: ExecutionDeps;
  readonly memo: ExecutionMemo;
  /** The execution's id. */
  readonly id: string;
  /** The execution's VM run (RuntimeError EXECUTION_FINISHED once released). */
  vm(): VmRun;
  /** Summaries by in-VM label id (a label id never changes meaning within a run). */
  readonly summaries: Map<number, DependencySummary>;
  /** Witnesses by the label ids they were built from. */
  readonly witnesses: Map<string, WitnessEntry>;
}

/** One governed call in flight: what every stage reads. */
export interface GatedCall {
  readonly host: GateHost;
  readonly call: VmCall;
  readonly run: VmRun;
  /** The clock at the boundary: one instant for the whole call. */
  readonly now: number;
  readonly def: ToolDefinition | undefined;
  readonly toolPolicy: ToolPolicyView | undefined;
}
