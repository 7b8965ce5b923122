/**
 * What the runtime needs from each package, as narrow ports. `bindings.ts` binds them to
 * the real packages; keeping the gateway on ports keeps it small enough to read whole.
 */

import type { AuditEvent as AuditLogEvent } from '@zamburak/audit';
import type {
  DependencySummary,
  EffectCounters,
  ExecutionContextSummary,
  LabelDescriptor,
} from '@zamburak/ifc';
import type { ArgumentInput, AuthorityInput, Decision, DecisionKind } from '@zamburak/policy';
import type { JsonValue } from './tools/types.js';

export interface LabelPort {
  /** In-VM label algebra source for a policy's budgets. */
  algebraSource(): string;
  summarize(label: LabelDescriptor): DependencySummary;
  join(a: LabelDescriptor, b: LabelDescriptor): LabelDescriptor;
  context(pc: LabelDescriptor, counters: EffectCounters): ExecutionContextSummary;
  /**
   * Redacted witness of the join of `labels` (in order): the origins that reached it and a
   * hash that depends on these labels only.
   */
  witness(labels: readonly LabelDescriptor[]): {
    readonly origins: readonly string[];
    readonly hash: string;
  };
  /** Runs a registered deterministic verifier; `undefined` when none is registered. */
  verify(kind: string, value: JsonValue): boolean | undefined;
}

export interface VmCallArg {
  readonly value: JsonValue;
  readonly label: number;
  readonly deepLabel: number;
  readonly valueId: string;
}

export interface VmCall {
  readonly callId: number;
  readonly name: string;
  readonly args: Readonly<Record<string, VmCallArg>>;
  readonly pcLabel: number;
  /**
   * Strict mode: the join of every label the run imported before this call (inputs, clock,
   * tool results and errors), an upper bound of every label in the run that no branch chose.
   */
  readonly importedLabel?: number;
}

export interface VmResume {
  readonly value?: JsonValue;
  /**
   * `JSON.stringify(value)` when the gateway made it already (to hash the payload): the
   * sandbox takes this text in instead of checking and serialising `value` a second time.
   */
  readonly valueJson?: string;
  readonly error?: { readonly code: string; readonly message: string };
  readonly label: LabelDescriptor;
  readonly slots?: readonly {
    readonly path: readonly (string | number)[];
    readonly label: LabelDescriptor;
    /** The key set of the object at `path` (see the vm's `SlotLabel.keySet`). */
    readonly keySet?: { readonly label: LabelDescriptor; readonly vouched: readonly string[] };
  }[];
}

export type VmState =
  | { readonly status: 'suspended'; readonly call: VmCall }
  | { readonly status: 'completed'; readonly value: JsonValue; readonly label: number }
  | {
      readonly status: 'failed';
      readonly code: string;
      readonly message: string;
      readonly label?: number;
      readonly line?: number;
      readonly column?: number;
    };

export interface VmRun {
  state(): VmState;
  resume(result: VmResume): VmState;
  describe(label: number): LabelDescriptor;
  dump(extension: Uint8Array): Uint8Array;
  dispose(): void;
}

export interface VmPort {
  start(plan: string, opts: VmStartOptions): Promise<VmRun>;
  /** With `warmStart`: build the next start's sandbox in the background (else nothing). */
  warm(opts: Omit<VmStartOptions, 'inputs'>): void;
  /** Where the spare is (for tests and diagnostics); 'none' without `warmStart`. */
  warmState(): 'none' | 'scheduled' | 'building' | 'ready';
  load(
    bytes: Uint8Array,
    opts: Omit<VmStartOptions, 'inputs'>,
  ): Promise<{ run: VmRun; extension: Uint8Array }>;
}

export interface VmStartOptions {
  readonly algebraSource: string;
  readonly externalFunctions: readonly string[];
  readonly propagateControl: boolean;
  readonly inputs: Readonly<
    Record<string, { readonly value: JsonValue; readonly label: LabelDescriptor }>
  >;
}

/** The policy's view of one tool, as the gateway needs it. */
export interface ToolPolicyView {
  readonly sideEffectClass: string;
  /** The label for a result of this tool, with per-field overrides as slot labels. */
  outputLabel(callOrigin: string): {
    readonly label: LabelDescriptor;
    readonly slots: readonly {
      readonly path: readonly (string | number)[];
      readonly label: LabelDescriptor;
    }[];
  };
  /** Arguments whose string values a readers rule compares against (e.g. `to`). */
  readonly principalArgs: ReadonlySet<string>;
  /** Verifier kinds required per argument (`requires_integrity: Verified(Kind)`). */
  readonly verificationKinds: ReadonlyMap<string, readonly string[]>;
  /**
   * Nested argument paths the tool's rules name (`message.body`, `to[*]`): the gateway gives
   * each an input of its own under its top-level argument (`ArgumentInput.paths`).
   */
  readonly nestedArgs?: readonly {
    readonly path: string;
    readonly root: string;
    readonly segments: readonly (string | number)[];
  }[];
  /** Present for LLM tools: the model role and the transforms the transport guard enforces. */
  readonly llmSink?: {
    readonly role: string;
    readonly requiredTransforms: readonly string[];
  };
}

/** The policy engine's inputs and answer (one definition: @zamburak/policy's). */
export type { ArgumentInput, AuthorityInput, DecisionKind };
export type PolicyDecision = Omit<Decision, 'reasonCode'> & { readonly reasonCode?: string };

export interface PolicyPort {
  readonly name: string;
  readonly hash: string;
  readonly strict: boolean;
  /** Every tool the policy names. */
  readonly toolNames: readonly string[];
  tool(name: string): ToolPolicyView | undefined;
  check(
    tool: string,
    args: Readonly<Record<string, ArgumentInput>>,
    ctx: ExecutionContextSummary,
    authority: AuthorityInput,
  ): PolicyDecision;
}

export interface AuthorityCheck {
  readonly authority: AuthorityInput;
  /** The valid tokens that grant the capabilities, charged when the effect runs. */
  readonly grants: readonly unknown[];
}

/**
 * Token validation and use charges. Over the embedded stores (in memory, SQLite files) both
 * answer synchronously; over a shared store (a fleet's database) they return promises, which
 * the gateway awaits, and only then: the synchronous path pays no extra tick.
 */
export interface AuthorityPort {
  validate(
    tokens: readonly unknown[],
    at: { now: number; executionId: string; tool: string },
  ): AuthorityCheck | Promise<AuthorityCheck>;
  /** Charges one use to every grant (and its ancestors), all or nothing. */
  consume(grants: readonly unknown[]): undefined | Promise<void>;
}

/** The audit log's typed event (one definition: @zamburak/audit's), as the runtime writes it. */
export type AuditEventType = AuditLogEvent['type'];
export type AuditEvent = AuditLogEvent & {
  readonly executionId: string;
  readonly policyHash: string;
};

export interface AuditPort {
  /**
   * Security events are as durable as the log's mode makes them before this returns;
   * operational ones are buffered. A log that acknowledges security events by group commit
   * (`durability: 'group'`) returns a promise that settles once the record is on stable
   * storage: the runtime awaits it before the effect the record authorises. Otherwise
   * undefined (nothing to wait for: the default path stays synchronous).
   */
  record(event: AuditEvent): Promise<void> | undefined;
}
