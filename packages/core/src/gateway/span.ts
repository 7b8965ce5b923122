/**
 * One span per governed call (`zamburak.governed_call`): the tool, the decision, its reason
 * code and rule path, the policy hash and the execution, as attributes. Names and codes
 * only: an argument value or a label's origin never reaches a span.
 */
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { RuntimeError } from '../errors.js';
import type { VmCall } from '../ports.js';
import type { GateHost, GateOutcome } from './types.js';

export async function traced(
  host: GateHost,
  call: VmCall,
  gate: () => Promise<GateOutcome>,
): Promise<GateOutcome> {
  const memo = host.memo;
  const span = host.deps.tracer.startSpan('zamburak.governed_call', {
    kind: SpanKind.INTERNAL,
    attributes: {
      'zamburak.tool': call.name,
      'zamburak.call_id': call.callId,
      'zamburak.execution_id': host.id,
      'zamburak.policy_hash': host.deps.policy.hash,
    },
  });
  const before = memo.decisions.length;
  try {
    const outcome = await gate();
    const rec = memo.decisions[memo.decisions.length - 1];
    if (memo.decisions.length > before && rec !== undefined) {
      span.setAttribute('zamburak.decision', rec.decision);
      if (rec.reasonCode !== undefined) span.setAttribute('zamburak.reason_code', rec.reasonCode);
      if (rec.rulePath !== undefined) span.setAttribute('zamburak.rule_path', rec.rulePath);
      if (rec.observed === true) span.setAttribute('zamburak.observed', true);
    }
    span.setAttribute('zamburak.outcome', outcome.kind);
    return outcome;
  } catch (e) {
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: e instanceof RuntimeError ? e.code : 'ERROR',
    });
    throw e;
  } finally {
    span.end();
  }
}
