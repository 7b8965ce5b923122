/**
 * The shapes a decision reads and returns: a call's argument inputs, the authority input, the
 * decision with its redacted witness, and the engine's public face. No logic lives here.
 */
import type { DependencySummary, ExecutionContextSummary, LabelDescriptor } from '@zamburak/ifc';
import type { PolicyDecisionReasonCode } from '../errors.js';
import type { DecisionStage } from '../order.js';
import type { DecisionKind, PolicyDefinition } from '../types.js';

/** One argument of a call, as the effect gateway summarises it. */
export interface ArgumentInput {
  readonly summary: DependencySummary;
  /** UTF-8 bytes of the canonical JSON value. */
  readonly payloadBytes: number;
  /** String values of the argument; only for arguments named by a readers rule (e.g. `to`). */
  readonly principals?: readonly string[];
  /** Verifier kinds the host's registered verifiers confirmed for this argument. */
  readonly verified?: readonly string[];
  /** Per required kind: what the verifier said, or `absent` when none is registered. */
  readonly verification?: Readonly<Record<string, 'passed' | 'failed' | 'absent'>>;
  /**
   * Inputs for the nested paths under this argument that rules name (`message.body`,
   * `to[*]`), keyed by the path as written in the rule. A path whose value is absent has no
   * entry (an absent required path is denied, an optional one skipped).
   */
  readonly paths?: Readonly<Record<string, ArgumentInput>>;
}

/** A rule's argument path below the top-level argument (`message.body` -> root `message`). */
export interface NestedArgPath {
  /** The path as written in the rule: the key of `ArgumentInput.paths`. */
  readonly path: string;
  /** The top-level argument it starts at. */
  readonly root: string;
  /** Object keys and array indexes below the root; `'*'` is every element of an array. */
  readonly segments: readonly (string | number)[];
}

/** Capabilities of the valid authority tokens, and the ones that failed validation. */
export interface AuthorityInput {
  readonly effective: readonly string[];
  readonly invalid: readonly { readonly capability: string; readonly reason: string }[];
}

/** Redacted evidence for a decision: names and counts, never values or principals. */
export interface DecisionWitness {
  readonly tool: string;
  readonly stage: DecisionStage['id'];
  readonly arg?: string;
  /** Offending or required label/claim/capability names. */
  readonly labels?: readonly string[];
  /** Integrity claims the argument (or pc) carries. */
  readonly integrity?: readonly string[];
  readonly originCount?: number;
  readonly count?: number;
  readonly limit?: number;
  readonly size?: number;
  /** Authority validation reasons (codes such as EXPIRED). */
  readonly reasons?: readonly string[];
}

export interface Remediation {
  /** Fluent message id, `policy-<reason code in kebab-case>`; its `.help` is the remedy. */
  readonly id: string;
  readonly args: Readonly<Record<string, string | number>>;
}

export interface Decision {
  readonly kind: DecisionKind;
  readonly stage?: DecisionStage['id'];
  readonly reasonCode?: PolicyDecisionReasonCode;
  readonly rulePath?: string;
  readonly witness?: DecisionWitness;
  readonly remediation?: Remediation;
}

/** What core needs to know about a tool besides decisions. */
export interface ToolView {
  readonly name: string;
  readonly sideEffectClass: string;
  readonly requiredAuthority: readonly string[];
  /** Arguments whose string values a readers rule compares against (e.g. `to`). */
  readonly principalArgs: ReadonlySet<string>;
  /** Verifier kinds required per argument (`requires_integrity: Verified(Kind)`). */
  readonly verificationKinds: ReadonlyMap<string, readonly string[]>;
  /** The nested paths rules of this tool name (their inputs go in `ArgumentInput.paths`). */
  readonly nestedArgs: readonly NestedArgPath[];
  readonly llmSink?: {
    readonly role: 'planner' | 'quarantined';
    readonly requiredTransforms: readonly string[];
    readonly maxContextBytes?: number;
  };
  readonly maxCalls?: number;
  /** The label of a result of this tool, plus per-field slot labels. */
  outputLabel(callOrigin: string): {
    readonly label: LabelDescriptor;
    readonly slots: readonly {
      readonly path: readonly (string | number)[];
      readonly label: LabelDescriptor;
    }[];
  };
}

export interface PolicyEngine {
  readonly name: string;
  /** `sha256:` hash of the canonical JSON of the definition. */
  readonly hash: string;
  readonly strict: boolean;
  readonly definition: PolicyDefinition;
  readonly budgets: PolicyDefinition['budgets'];
  readonly toolNames: readonly string[];
  tool(name: string): ToolView | undefined;
  check(
    tool: string,
    args: Readonly<Record<string, ArgumentInput>>,
    ctx: ExecutionContextSummary,
    authority: AuthorityInput,
  ): Decision;
}
