/**
 * Gateway stage 4, approval: a confirmation or a draft is answered by the approval the
 * execution resumed with, or by a remembered one; otherwise the plan waits for the host
 * (`suspend.ts`). An approval for something the policy no longer asks for fails closed.
 */

import type { DependencySummary } from '@zamburak/ifc';
import type { PendingRequest } from '../approvals.js';
import type { PolicyDecision } from '../ports.js';
import { type CallRecorder, isConfidential } from './record.js';
import { argsDigest, suspendFor } from './suspend.js';
import type { GatedCall, GateOutcome } from './types.js';

/** How an allowed effect was approved (for its `effect_allowed` record). */
export interface Approved {
  readonly kind: 'approved';
  /** An approval answered the decision (the one resumed with, or a remembered one). */
  readonly answered: boolean;
  /** The approval was a remembered one. */
  readonly fromMemory: boolean;
}

/** Answers an allow, or a confirmation/draft the approval covers; else suspends or denies. */
export async function approve(
  g: GatedCall,
  decision: PolicyDecision,
  /** What the host is told of the decision (strict mode: on bounded inputs, red team V4). */
  report: PolicyDecision,
  approved: PendingRequest | undefined,
  rec: CallRecorder,
): Promise<Approved | GateOutcome> {
  const { host, call } = g;
  const d = host.deps;
  // An approval answers a confirmation, or the commit of an approved draft.
  const answered =
    approved !== undefined &&
    approved.callId === call.callId &&
    ((decision.kind === 'RequireConfirmation' && approved.kind === 'confirmation') ||
      (decision.kind === 'RequireDraft' && approved.kind === 'draft'));
  if (answered) return { kind: 'approved', answered, fromMemory: false };
  // Approval memory: a confirmation approved with `remember` for this tool and these exact
  // arguments (values and labels; in strict mode once the import join may choose, the labels
  // shown, red team X2) under this policy hash is not asked again. Its request is
  // recorded as always, then the remembered approval, then the effect.
  if (approved === undefined && decision.kind === 'RequireConfirmation') {
    const key = d.desk.memoryKey(d.policy.hash, call.name, argsDigest(g, rec));
    const scope = await d.desk.recall(key);
    if (scope !== undefined) {
      rec.decision(report);
      rec.audit('confirmation_requested', decision);
      d.audit.record({
        type: 'approval_accepted',
        executionId: host.id,
        callId: call.callId,
        tool: call.name,
        decision: 'approve',
        policyHash: d.policy.hash,
        ...memoryKeyField(key, rec.shownArguments()),
        counts: { fromMemory: true, rememberedAlways: scope === 'always' },
      });
      return { kind: 'approved', answered: true, fromMemory: true };
    }
  }
  if (decision.kind === 'RequireConfirmation' || decision.kind === 'RequireDraft') {
    // Approved for something the policy no longer asks for in that form: fail closed.
    if (approved !== undefined) return rec.deny({ kind: 'Deny', reasonCode: 'APPROVAL_MISMATCH' });
    return suspendFor(g, decision, report, rec);
  }
  return { kind: 'approved', answered: false, fromMemory: false };
}

/**
 * The approval-memory key as the audit record keeps it: a keyed but deterministic digest of
 * the arguments, so for a confidential argument it would tell a log reader which executions
 * passed equal secret values (red team V7). Kept only when every argument is public.
 */
export function memoryKeyField(
  key: string,
  summaries: Readonly<Record<string, DependencySummary>>,
): { hashes?: { approvalMemory: string } } {
  return Object.values(summaries).some(isConfidential) ? {} : { hashes: { approvalMemory: key } };
}
