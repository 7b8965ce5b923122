/**
 * How a stage words its answer: a decision with its stage, reason code, rule path, redacted
 * witness (names and counts, never values) and the Fluent id of its remedy.
 */
import {
  POLICY_DECISION_REASON_CODES,
  type PolicyDecisionReasonCode,
  policyMessageId,
  safeName,
} from '../errors.js';
import type { DecisionStage } from '../order.js';
import type { DecisionKind } from '../types.js';
import type { Decision, DecisionWitness } from './types.js';

const MESSAGE_IDS: ReadonlyMap<string, string> = new Map(
  POLICY_DECISION_REASON_CODES.map((c) => [c, policyMessageId(c)]),
);

export const ALLOW: Decision = Object.freeze({ kind: 'Allow' as const });

/** Allow < RequireConfirmation < RequireDraft < Deny: stage 5 and 6 combine by this order. */
export const STRICTNESS: Readonly<Record<DecisionKind, number>> = {
  Allow: 0,
  RequireConfirmation: 1,
  RequireDraft: 2,
  Deny: 3,
};

export function freeze(d: Decision): Decision {
  if (d.witness !== undefined) Object.freeze(d.witness);
  if (d.remediation !== undefined) {
    Object.freeze(d.remediation.args);
    Object.freeze(d.remediation);
  }
  return Object.freeze(d);
}

export function decide(
  kind: DecisionKind,
  stage: DecisionStage['id'],
  reasonCode: PolicyDecisionReasonCode,
  rulePath: string,
  witness: Omit<DecisionWitness, 'stage'>,
  args: Record<string, string | number>,
): Decision {
  return {
    kind,
    stage,
    reasonCode,
    rulePath,
    witness: { ...witness, stage },
    remediation: {
      id: MESSAGE_IDS.get(reasonCode) ?? policyMessageId(reasonCode),
      args: { tool: witness.tool, ...args },
    },
  };
}

export const deny = (
  stage: DecisionStage['id'],
  code: PolicyDecisionReasonCode,
  path: string,
  witness: Omit<DecisionWitness, 'stage'>,
  args: Record<string, string | number> = {},
) => decide('Deny', stage, code, path, witness, args);

/** First label of `labels` in `set`, or -1. */
export function firstIn(labels: readonly string[], set: ReadonlySet<string>): number {
  for (let i = 0; i < labels.length; i++) if (set.has(labels[i] as string)) return i;
  return -1;
}

/** First label of `labels` not in `set`, or -1. */
export function firstOutside(labels: readonly string[], set: ReadonlySet<string>): number {
  for (let i = 0; i < labels.length; i++) if (!set.has(labels[i] as string)) return i;
  return -1;
}

/** The names of `list` that `pick` selects, made safe for a witness, sorted. */
export function names(list: readonly string[], pick: (l: string) => boolean): string[] {
  return list.filter(pick).map(safeName).sort();
}
