/**
 * Gateway stage 5, charge and record: the effect's uses are charged to its grants, then the
 * allow is recorded durably, and only then may the adapter run. See docs/architecture.md.
 */
import type { PendingRequest } from '../approvals.js';
import type { PolicyDecision } from '../ports.js';
import type { Approved } from './approval.js';
import { countOne } from './counts.js';
import { denyBy } from './decide.js';
import type { CallRecorder } from './record.js';
import type { GatedCall, GateOutcome } from './types.js';

/** Charges and records an allowed (or approved) effect; a deny when the charge fails. */
export async function chargeAndRecord(
  g: GatedCall,
  grants: readonly unknown[],
  decision: PolicyDecision,
  /** What the host is told of the decision (strict mode: on bounded inputs, red team V4). */
  report: PolicyDecision,
  observed: boolean,
  approval: Approved,
  approved: PendingRequest | undefined,
  rec: CallRecorder,
): Promise<GateOutcome | undefined> {
  const { host, call, def } = g;
  const d = host.deps;
  // Allowed (or approved): charge the grants, audit durably, then the effect. The charge
  // comes first: a budget that another process spent since the check above, or a usage
  // store that fails, denies the effect (fail closed, in observe mode too) rather than
  // leaving an allow on record for an effect that never ran. A use charged when the audit
  // record then fails is lost, never given twice.
  try {
    const charged = d.authority.consume(grants);
    if (charged !== undefined) await charged;
  } catch {
    return rec.deny(denyBy('USAGE_CHARGE_FAILED', 'authority.usage'));
  }
  const { answered, fromMemory } = approval;
  if (!observed) rec.decision(answered ? { ...report, kind: 'Allow' } : decision);
  const onRecord = rec.audit(
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
  const memo = host.memo;
  memo.total += 1;
  countOne(memo.perTool, call.name);
  countOne(memo.perTrustClass, def?.trustClass ?? 'RemoteThirdParty');
  return undefined;
}
