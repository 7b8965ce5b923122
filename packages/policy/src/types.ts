/**
 * Schema v1 policy definition types (the parsed, validated form of a policy file).
 * Field names are the file's snake_case names, so a definition round-trips to YAML/JSON.
 * The JSON Schema `schemas/policy-v1.schema.json` (in this package) is the source of truth
 * for validation; docs/policy.md is the reference for semantics.
 */

/** What a check can answer. */
export type DecisionKind = 'Allow' | 'Deny' | 'RequireConfirmation' | 'RequireDraft';

/** Side-effect classes a tool can declare. */
export type SideEffectClass = 'Pure' | 'ExternalRead' | 'ExternalWrite' | 'LlmSink';

/** An integrity requirement: `Trusted` or `Verified(Kind)`. */
export type IntegrityRequirement = 'Trusted' | `Verified(${string})`;

/**
 * A context-rule integrity atom. `Untrusted` means "the pc carries no claim at all" (it was
 * influenced by untrusted data). Positive claims are not allowed here: since integrity joins
 * by intersection, a rule that fires on a claim would permit less-trusted contexts more.
 */
export type IntegrityAtom = 'Untrusted';

/** Integrity a tool's output (or one of its fields) is labelled with. */
export type OutputIntegrity = 'Untrusted' | 'Trusted';

export interface Budgets {
  readonly max_values: number;
  readonly max_parents_per_value: number;
  readonly max_closure_steps: number;
  readonly max_witness_depth: number;
  /** Optional: total effects an execution may perform (absent = no global cap). */
  readonly max_effects?: number;
}

export interface ArgRule {
  /** Argument name (tools take named arguments). */
  readonly arg: string;
  /** A ruled argument must be present unless `optional: true`. */
  readonly optional?: boolean;
  /** One requirement, or a list: all are required. */
  readonly requires_integrity?: IntegrityRequirement | readonly IntegrityRequirement[];
  /** Deny if the value carries any of these confidentiality labels. */
  readonly forbids_confidentiality?: readonly string[];
  /** Deny if the value carries any confidentiality label outside this list. */
  readonly allows_confidentiality?: readonly string[];
  /** Deny if the canonical JSON value is larger than this many UTF-8 bytes. */
  readonly max_payload_bytes?: number;
  /**
   * Name of another argument (e.g. `to`): every string value of that argument must be
   * among the readers of this argument's value (`Public` satisfies it).
   */
  readonly readers_must_include?: string;
}

export interface ContextRules {
  /** Set test on the pc integrity: deny if an atom holds (`Untrusted` = pc has no claims). */
  readonly deny_if_pc_integrity_contains?: readonly IntegrityAtom[];
  /** Deny if the pc carries any of these confidentiality labels. */
  readonly deny_if_pc_confidentiality_contains?: readonly string[];
}

export interface ConfirmationRules {
  /** Ask for confirmation if the pc integrity contains any atom. */
  readonly if_pc_integrity_contains?: readonly IntegrityAtom[];
  /** Ask for confirmation if any argument carries any of these labels. */
  readonly if_args_confidentiality_contains?: readonly string[];
  /** Ask for a draft (two-phase commit) instead of a plain confirmation. */
  readonly draft?: boolean;
}

export interface FieldLabel {
  /** Path into the result: `.sender`, `[*].sender`, `[0].body`, `items[*].id`. */
  readonly path: string;
  readonly integrity?: OutputIntegrity;
  readonly confidentiality?: readonly string[];
  readonly readers?: readonly string[] | 'Public';
}

export interface OutputLabels {
  readonly integrity?: OutputIntegrity;
  readonly confidentiality?: readonly string[];
  readonly readers?: readonly string[] | 'Public';
  readonly fields?: readonly FieldLabel[];
}

export interface LlmSink {
  readonly role: 'planner' | 'quarantined';
  /** Transforms the LLM transport guard must see applied (enforced by core's adapter guard). */
  readonly required_transforms?: readonly string[];
  /** Deny if the sum of all arguments' payload bytes exceeds this. */
  readonly max_context_bytes?: number;
  /** Deny if any argument carries any of these labels. */
  readonly forbids_confidentiality?: readonly string[];
  /** Deny if any argument carries a label outside this list (the confidentiality budget). */
  readonly allows_confidentiality?: readonly string[];
}

export interface ToolPolicy {
  readonly tool: string;
  readonly side_effect_class: SideEffectClass;
  readonly required_authority?: readonly string[];
  readonly arg_rules?: readonly ArgRule[];
  readonly context_rules?: ContextRules;
  readonly confirmation_rules?: ConfirmationRules;
  readonly output_labels?: OutputLabels;
  /** Per-tool call budget: effects of this tool already performed must be below this. */
  readonly max_calls?: number;
  readonly llm_sink?: LlmSink;
  /** Absent: the policy's `default_action`. */
  readonly default_decision?: DecisionKind;
}

export interface PolicyDefinition {
  readonly schema_version: 1;
  readonly policy_name: string;
  readonly default_action: DecisionKind;
  readonly strict_mode: boolean;
  readonly budgets: Budgets;
  readonly tools: readonly ToolPolicy[];
}

/** Schema v0 (legacy) shapes, only for migration. */
export interface PolicyDefinitionV0 {
  readonly schema_version: 0;
  readonly policy_name: string;
  readonly default_action: DecisionKind;
  readonly strict_mode: boolean;
  readonly budgets: Budgets;
  readonly tools: readonly ToolPolicyV0[];
}

export interface ToolPolicyV0 {
  readonly name: string;
  readonly side_effect: SideEffectClass;
  readonly authority?: readonly string[];
  readonly args?: readonly {
    readonly name: string;
    readonly requires_integrity?: IntegrityRequirement | readonly IntegrityRequirement[];
    readonly forbid_confidentiality?: readonly string[];
    readonly max_payload_bytes?: number;
  }[];
  readonly context?: { readonly deny_if_pc_integrity_contains?: readonly IntegrityAtom[] };
  readonly output_labels?: {
    readonly integrity?: OutputIntegrity;
    readonly confidentiality?: readonly string[];
  };
  readonly default_decision?: DecisionKind;
}
