/**
 * Gateway stage 6, run the adapter: the tool runs under its deadline; a throw, a timeout or a
 * result JSON cannot carry reaches the plan as an error, with its audit record. The result is
 * serialised once: the sandbox takes that text in, and the audit record keeps its keyed hash.
 */
import { createHmac } from 'node:crypto';
import { untrustedLabel } from '@zamburak/ifc';
import { jsonProblem } from '../json.js';
import { callContext, callWithTimeout } from '../tools/timeout.js';
import type { JsonObject, JsonValue } from '../tools/types.js';
import type { CallRecorder } from './record.js';
import type { GatedCall, GateOutcome } from './types.js';

/**
 * The audit log's fingerprint of a tool result: `hmac:` + HMAC-SHA256 under the host's key of
 * the canonical JSON, domain-separated from the key's other uses (approvals, redaction
 * references). Without the key a reader of the log can test no guess; with it the host can
 * still tell whether a given value was the result.
 */
function payloadMac(key: Uint8Array, valueJson: string): string {
  const mac = createHmac('sha256', key)
    .update('zamburak/audit-payload/v1\0')
    .update(valueJson)
    .digest('hex');
  return `hmac:${mac}`;
}

/** The adapter's result and its one serialisation. */
export interface ToolResult {
  readonly kind: 'result';
  readonly value: JsonValue;
  readonly valueJson: string;
}

export async function runAdapter(
  g: GatedCall,
  rec: CallRecorder,
): Promise<ToolResult | GateOutcome> {
  const { host, call, def, now } = g;
  const d = host.deps;
  const args: JsonObject = Object.fromEntries(
    Object.entries(call.args).map(([k, v]) => [k, v.value]),
  );
  let value: JsonValue = null;
  let failure: { message: string; reasonCode?: string } | undefined;
  // Under the tool's deadline: past it the adapter's signal aborts and the plan sees
  // TOOL_TIMEOUT (whatever the adapter returns later is dropped).
  const outcome = await callWithTimeout(
    (signal) => def!.run(args, callContext(host.id, call.callId, now, signal)),
    def?.timeoutMs ?? d.toolTimeoutMs,
  );
  if (outcome.kind === 'value') {
    value = outcome.value;
    // A result JSON cannot carry (a Date, a Map, a cycle, undefined) is the adapter's bug:
    // reported like a throw, never converted or dropped on the way into the plan.
    const problem = jsonProblem(value);
    if (problem !== undefined) {
      failure = {
        message: `${call.name} returned ${problem}, not JSON`,
        reasonCode: 'TOOL_RESULT_NOT_JSON',
      };
    }
  } else if (outcome.kind === 'timeout') {
    failure = { message: `${call.name} timed out`, reasonCode: 'TOOL_TIMEOUT' };
  } else {
    failure = { message: `${call.name} failed` };
  }
  if (failure !== undefined) {
    rec.audit(
      'tool_failed',
      { kind: 'Allow' },
      failure.reasonCode === undefined ? {} : { reasonCode: failure.reasonCode },
    );
    return {
      kind: 'resume',
      resume: {
        error: {
          code: failure.reasonCode === 'TOOL_TIMEOUT' ? 'TOOL_TIMEOUT' : 'TOOL_FAILED',
          message: failure.message,
        },
        label: untrustedLabel(`call:${call.callId}`),
      },
    };
  }
  // One serialisation of the result: the sandbox takes this text in, and the record keeps
  // its keyed hash (red-team U9: a plain SHA-256 of a low-entropy secret result, a PIN or
  // a one-time code, is read back from the log by hashing every candidate).
  const valueJson = JSON.stringify(value);
  rec.audit('tool_result', { kind: 'Allow' }, { payloadHash: payloadMac(d.key, valueJson) });
  return { kind: 'result', value, valueJson };
}
