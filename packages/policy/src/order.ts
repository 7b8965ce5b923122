/**
 * The decision order, as data. The engine evaluates stages in this order and the first
 * stage that answers decides; the visualiser draws the same order. Inside a stage the
 * built-in fail-closed checks (`builtins`) run first, then the rule `fields` in the order
 * listed (paths relative to a tool entry; `budgets.*` is policy-level). Arg rules are
 * checked rule by rule, in file order: a ruled argument that is absent (and not
 * `optional`) is denied with ARG_SUMMARY_MISSING when its rule is reached. Stage 5 only
 * tightens: its outcome is combined with stage 6 and the stricter decision wins
 * (Allow < RequireConfirmation < RequireDraft < Deny).
 */
import type { DecisionKind } from './types.js';

export interface DecisionStage {
  /** Stable stage id. */
  readonly id: 'hard_deny' | 'authority' | 'verification' | 'context' | 'confirmation' | 'default';
  /** 1-based position, as in docs/policy.md "Decision order". */
  readonly order: number;
  readonly title: string;
  /** Rule fields checked in this stage, in order. */
  readonly fields: readonly string[];
  /** Built-in fail-closed checks of this stage (not written in the policy). */
  readonly builtins: readonly string[];
  /** Decisions this stage can produce. */
  readonly outcomes: readonly DecisionKind[];
}

export const DECISION_ORDER: readonly DecisionStage[] = [
  {
    id: 'hard_deny',
    order: 1,
    title: 'Hard deny constraints',
    fields: [
      'budgets.max_effects',
      'max_calls',
      'arg_rules[].forbids_confidentiality',
      'arg_rules[].allows_confidentiality',
      'arg_rules[].max_payload_bytes',
      'arg_rules[].readers_must_include',
      'llm_sink.forbids_confidentiality',
      'llm_sink.allows_confidentiality',
      'llm_sink.max_context_bytes',
    ],
    builtins: [
      'unknown_tool',
      'context_unavailable',
      'context_truncated',
      'arg_summary_missing',
      'summary_truncated',
    ],
    outcomes: ['Deny'],
  },
  {
    id: 'authority',
    order: 2,
    title: 'Authority token requirements',
    fields: ['required_authority'],
    builtins: ['authority_unavailable'],
    outcomes: ['Deny'],
  },
  {
    id: 'verification',
    order: 3,
    title: 'Verification requirements',
    fields: ['arg_rules[].requires_integrity'],
    builtins: ['verifier_result_absent'],
    outcomes: ['Deny'],
  },
  {
    id: 'context',
    order: 4,
    title: 'Context constraints',
    fields: [
      'context_rules.deny_if_pc_integrity_contains',
      'context_rules.deny_if_pc_confidentiality_contains',
    ],
    builtins: [],
    outcomes: ['Deny'],
  },
  {
    id: 'confirmation',
    order: 5,
    title: 'Confirmation and draft requirements',
    fields: [
      'confirmation_rules.if_pc_integrity_contains',
      'confirmation_rules.if_args_confidentiality_contains',
      'confirmation_rules.draft',
    ],
    builtins: [],
    outcomes: ['RequireConfirmation', 'RequireDraft'],
  },
  {
    id: 'default',
    order: 6,
    title: 'Default action',
    fields: ['default_decision', '(policy) default_action'],
    builtins: [],
    outcomes: ['Allow', 'Deny', 'RequireConfirmation', 'RequireDraft'],
  },
];
