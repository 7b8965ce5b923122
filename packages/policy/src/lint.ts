/**
 * Lint: rules that can never fire, rules that contradict each other, and risky shapes.
 * Works on a valid v1 definition; positions are attached by the loader.
 */

import type { PolicyWarningCode } from './errors.js';
import { safeName } from './errors.js';
import type { ArgRule, DecisionKind, PolicyDefinition, ToolPolicy } from './types.js';

export interface LintWarning {
  readonly code: PolicyWarningCode;
  readonly segments: readonly (string | number)[];
  readonly key?: boolean;
  readonly message: string;
  readonly help: string;
}

function effectiveDefault(def: PolicyDefinition, t: ToolPolicy): DecisionKind {
  return t.default_decision ?? def.default_action;
}

function hasConfirmationRules(t: ToolPolicy): boolean {
  const c = t.confirmation_rules;
  return (
    c !== undefined &&
    ((c.if_pc_integrity_contains?.length ?? 0) > 0 ||
      (c.if_args_confidentiality_contains?.length ?? 0) > 0)
  );
}

/**
 * Whether any rule of the tool reads labels, and so, in strict mode, the control context
 * (the pc is joined into every label a rule checks; a rule that does not exist checks
 * nothing): label conditions on arguments, context rules, label-triggered confirmation.
 */
function readsLabels(t: ToolPolicy): boolean {
  const nonEmpty = (xs: readonly unknown[] | undefined): boolean => (xs?.length ?? 0) > 0;
  const c = t.context_rules;
  return (
    (t.arg_rules ?? []).some(
      (r) =>
        nonEmpty(r.forbids_confidentiality) ||
        r.allows_confidentiality !== undefined ||
        r.requires_integrity !== undefined ||
        r.readers_must_include !== undefined,
    ) ||
    (c !== undefined &&
      (nonEmpty(c.deny_if_pc_confidentiality_contains) ||
        nonEmpty(c.deny_if_pc_integrity_contains))) ||
    hasConfirmationRules(t)
  );
}

export function lintPolicy(def: PolicyDefinition): LintWarning[] {
  const out: LintWarning[] = [];
  def.tools.forEach((t, ti) => {
    const name = safeName(t.tool);
    const base = ['tools', ti] as const;
    const dflt = effectiveDefault(def, t);
    const rules = t.arg_rules ?? [];
    const byArg = new Map<string, { rule: ArgRule; index: number }>();
    rules.forEach((r, ri) => {
      const at = [...base, 'arg_rules', ri];
      const first = byArg.get(r.arg);
      if (first !== undefined) {
        const a = first.rule;
        const conflict =
          (a.max_payload_bytes !== undefined &&
            r.max_payload_bytes !== undefined &&
            a.max_payload_bytes !== r.max_payload_bytes) ||
          (a.readers_must_include !== undefined &&
            r.readers_must_include !== undefined &&
            a.readers_must_include !== r.readers_must_include) ||
          (a.optional ?? false) !== (r.optional ?? false);
        out.push({
          code: conflict ? 'CONTRADICTORY_RULE' : 'DUPLICATE_ARG_RULE',
          segments: [...at, 'arg'],
          message: conflict
            ? `arg \`${safeName(r.arg)}\` of \`${name}\` is ruled twice with conflicting requirements (also arg_rules[${first.index}])`
            : `arg \`${safeName(r.arg)}\` of \`${name}\` is ruled twice (also arg_rules[${first.index}])`,
          help: 'both rules apply (the stricter wins); merge them into one entry.',
        });
      } else {
        byArg.set(r.arg, { rule: r, index: ri });
      }
      const forbidden = new Set(r.forbids_confidentiality ?? []);
      const both = (r.allows_confidentiality ?? []).filter((l) => forbidden.has(l));
      if (both.length > 0) {
        out.push({
          code: 'CONTRADICTORY_RULE',
          segments: [...at, 'allows_confidentiality'],
          message: `arg \`${safeName(r.arg)}\` of \`${name}\` both allows and forbids ${both.length} label(s)`,
          help: 'forbids_confidentiality wins; remove the label from allows_confidentiality.',
        });
      }
      if (r.max_payload_bytes === 0 && r.optional !== true) {
        out.push({
          code: 'TOOL_ALWAYS_DENIED',
          segments: [...at, 'max_payload_bytes'],
          message: `max_payload_bytes 0 on required arg \`${safeName(r.arg)}\`: \`${name}\` is always denied`,
          help: 'every JSON value has at least one byte; raise the limit or deny the tool with default_decision: Deny.',
        });
      }
      if (r.readers_must_include === r.arg) {
        out.push({
          code: 'SELF_READERS_RULE',
          segments: [...at, 'readers_must_include'],
          message: `arg \`${safeName(r.arg)}\` must be readable by its own values`,
          help: 'readers_must_include names the argument that holds the recipients (e.g. `to`).',
        });
      }
    });
    if (t.max_calls === 0) {
      out.push({
        code: 'TOOL_ALWAYS_DENIED',
        segments: [...base, 'max_calls'],
        message: `max_calls 0: \`${name}\` is always denied`,
        help: 'use default_decision: Deny to say so, or raise the budget.',
      });
    }
    if (dflt === 'Deny') {
      const shadowed = [
        rules.length > 0 ? 'arg_rules' : undefined,
        t.context_rules !== undefined ? 'context_rules' : undefined,
        hasConfirmationRules(t) ? 'confirmation_rules' : undefined,
        (t.required_authority?.length ?? 0) > 0 ? 'required_authority' : undefined,
      ].filter((x): x is string => x !== undefined);
      if (shadowed.length > 0) {
        out.push({
          code: 'RULES_SHADOWED_BY_DENY',
          segments:
            t.default_decision === undefined ? [...base, 'tool'] : [...base, 'default_decision'],
          message: `\`${name}\` defaults to Deny, so its ${shadowed.join(', ')} can never allow anything`,
          help: 'the rules only change the reason of the denial; set a default_decision or remove them.',
        });
      }
    } else if (
      hasConfirmationRules(t) &&
      t.confirmation_rules?.draft !== true &&
      (dflt === 'RequireConfirmation' || dflt === 'RequireDraft')
    ) {
      out.push({
        code: 'REDUNDANT_CONFIRMATION_RULE',
        segments: [...base, 'confirmation_rules'],
        key: true,
        message: `\`${name}\` already defaults to ${dflt}; its confirmation_rules never change the outcome`,
        help: 'remove confirmation_rules, or make the default Allow so they select when to ask.',
      });
    }
    if (
      (t.side_effect_class === 'ExternalWrite' || t.side_effect_class === 'LlmSink') &&
      dflt === 'Allow' &&
      rules.length === 0 &&
      t.context_rules === undefined &&
      (t.required_authority?.length ?? 0) === 0 &&
      !hasConfirmationRules(t) &&
      t.llm_sink === undefined
    ) {
      out.push({
        code: 'UNGUARDED_WRITE',
        segments: [...base, 'tool'],
        message: `\`${name}\` (${t.side_effect_class}) is allowed with no rule at all`,
        help: 'add arg_rules, context_rules or required_authority, or require confirmation.',
      });
    }
    // Red team O1: strict mode joins the control context (pc) into the checks a tool has, so a
    // write tool without a label-reading rule runs under any branch, a secret one included.
    if (
      def.strict_mode &&
      (t.side_effect_class === 'ExternalWrite' || t.side_effect_class === 'LlmSink') &&
      dflt !== 'Deny' &&
      t.llm_sink === undefined &&
      !readsLabels(t)
    ) {
      out.push({
        code: 'UNCHECKED_CONTROL_CONTEXT',
        segments: [...base, 'tool'],
        message: `\`${name}\` (${t.side_effect_class}) has no rule that reads the control context: in strict mode a call under a secret or untrusted branch is not checked`,
        help: 'strict mode checks the control context only through rules that exist: add context_rules (deny_if_pc_confidentiality_contains, deny_if_pc_integrity_contains) or a label rule on an argument.',
      });
    }
    if ((t.llm_sink !== undefined) !== (t.side_effect_class === 'LlmSink')) {
      out.push({
        code: 'LLM_SINK_CLASS_MISMATCH',
        segments: [...base, t.llm_sink !== undefined ? 'llm_sink' : 'side_effect_class'],
        key: t.llm_sink !== undefined,
        message:
          t.llm_sink !== undefined
            ? `\`${name}\` has an llm_sink block but side_effect_class ${t.side_effect_class}`
            : `\`${name}\` is an LlmSink without an llm_sink block`,
        help: 'LLM calls declare side_effect_class: LlmSink and an llm_sink block (role, transforms, limits).',
      });
    }
  });
  return out;
}
