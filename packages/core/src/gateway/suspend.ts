/**
 * Gateway stage 4b, suspend: a confirmation or a draft the plan must wait for. A draft runs
 * the adapter's draft phase first and shows its preview only as far as the arguments' labels
 * allow; the pending request binds to this execution, call and arguments (values and labels).
 */
import type { DependencySummary } from '@zamburak/ifc';
import { untrustedLabel } from '@zamburak/ifc';
import type { PendingRequest } from '../approvals.js';
import { digest } from '../hashing.js';
import { jsonProblem } from '../json.js';
import type { PolicyDecision } from '../ports.js';
import { redactText } from '../redaction.js';
import { callContext, callWithTimeout } from '../tools/timeout.js';
import type { DraftPreview, JsonObject, JsonValue } from '../tools/types.js';
import { setOwn } from './counts.js';
import type { CallRecorder } from './record.js';
import type { DecisionRecord, GatedCall, GateOutcome } from './types.js';

/**
 * Keyed digest of a call's tool, argument values and labels (what an approval binds, and the
 * approval memory's key). In strict mode, once the import join may choose, the labels are the
 * bounded summaries the host is shown, never the exact ones: the digest reaches the host
 * (`request.argsDigest`) and whether a remembered approval answers decides whether the host
 * is asked, so exact labels would tell it what a secret branch chose (red team X2).
 */
export function argsDigest(g: GatedCall, rec: CallRecorder): string {
  const { host, call } = g;
  const bounded = rec.bounded()?.args;
  const args = Object.fromEntries(
    Object.entries(call.args).map(([k, v]) => [
      k,
      bounded === undefined
        ? { value: v.value, label: host.vm().describe(v.deepLabel) }
        : { value: v.value, summary: bounded[k] ?? null },
    ]),
  );
  return host.deps.desk.argsDigest({ tool: call.name, args });
}

export async function suspendFor(
  g: GatedCall,
  decision: PolicyDecision,
  report: PolicyDecision,
  rec: CallRecorder,
): Promise<GateOutcome> {
  const { host, call, def, now } = g;
  const d = host.deps;
  // Strict mode, once the import join may choose: the request shows the bounded summaries
  // and the report taken on them (red team V4); the exact ones are in the sealed record.
  const argSummaries = rec.shownArguments();
  const digested = argsDigest(g, rec);
  let preview: JsonValue | undefined;
  let draftId: string | undefined;
  let kept: DecisionRecord | undefined;
  if (decision.kind === 'RequireDraft') {
    if (def?.draft === undefined) {
      return rec.deny({
        kind: 'Deny',
        reasonCode: 'DRAFT_MISMATCH',
        rulePath: `tools[${call.name}].default_decision`,
      });
    }
    const values: JsonObject = Object.fromEntries(
      Object.entries(call.args).map(([k, v]) => [k, v.value]),
    );
    // The decision is on record before the adapter's draft phase runs. A draft phase that
    // throws or returns no JSON preview fails like the tool itself: the plan sees
    // TOOL_FAILED, nothing is suspended and no effect runs.
    kept = rec.decision(report);
    // A group-commit log: the record is on stable storage before the draft phase runs.
    const onRecord = rec.audit('draft_requested', decision);
    if (onRecord !== undefined) await onRecord;
    let draft: DraftPreview | undefined;
    let failure: string | undefined;
    const drafted = await callWithTimeout(
      (signal) => def.draft!(values, callContext(host.id, call.callId, now, signal)),
      def.timeoutMs ?? d.toolTimeoutMs,
    );
    if (drafted.kind === 'value') {
      draft = drafted.value;
      if (draft === null || typeof draft !== 'object' || !Object.hasOwn(draft, 'preview')) {
        failure = 'returned no preview';
      } else {
        const problem = jsonProblem(draft.preview);
        if (problem !== undefined) failure = `returned ${problem}, not JSON`;
      }
    } else {
      failure = drafted.kind === 'timeout' ? 'timed out' : 'failed';
    }
    if (draft === undefined || failure !== undefined) {
      const timedOut = drafted.kind === 'timeout';
      rec.audit('tool_failed', decision, {
        reasonCode: timedOut ? 'TOOL_TIMEOUT' : 'DRAFT_FAILED',
      });
      return {
        kind: 'resume',
        resume: {
          error: {
            code: timedOut ? 'TOOL_TIMEOUT' : 'TOOL_FAILED',
            message: `${call.name} draft ${failure ?? 'failed'}`,
          },
          label: untrustedLabel(`call:${call.callId}`),
        },
      };
    }
    // The preview may quote untrusted text: show it only as far as its labels allow.
    preview = redactPreview(draft.preview, argSummaries, d.key);
    draftId = `draft_${digest({ argsDigest: digested, callId: call.callId, executionId: host.id }).slice(7, 23)}`;
  }
  const request: PendingRequest = {
    requestId: `req_${digest({ e: host.id, i: host.memo.instance, c: call.callId, a: digested }).slice(7, 23)}`,
    kind: decision.kind === 'RequireDraft' ? 'draft' : 'confirmation',
    executionId: host.id,
    callId: call.callId,
    tool: call.name,
    argsDigest: digested,
    ...(draftId === undefined ? {} : { draftId }),
    expiresAt: now + d.approvalTtlMs,
  };
  if (kept === undefined) {
    kept = rec.decision(report);
    rec.audit('confirmation_requested', decision);
  }
  return {
    kind: 'suspend',
    pending: {
      request,
      tool: call.name,
      arguments: argSummaries,
      ...(preview === undefined ? {} : { preview }),
      explanation: kept.explanation ?? '',
    },
  };
}

/**
 * Keeps preview strings only where every argument is trusted and public; else placeholders.
 * A preview of confidential (or unknown-provenance) arguments is one placeholder in all: its
 * numbers, booleans, array lengths and key counts are the secret too, re-encoded (red-team
 * U5: `[...s].map((c) => c.charCodeAt(0))` showed a whole secret as character codes).
 */
function redactPreview(
  preview: JsonValue,
  summaries: Readonly<Record<string, DependencySummary>>,
  key: Uint8Array,
): JsonValue {
  const all = Object.values(summaries);
  const label = {
    integrity:
      all.length === 0
        ? ['Trusted']
        : all.map((s) => s.integrity).reduce((a, b) => a.filter((c) => b.includes(c))),
    confidentiality: [...new Set(all.flatMap((s) => s.confidentiality))],
    truncated: all.some((s) => s.truncated),
  };
  if (label.truncated || label.confidentiality.length > 0) {
    return redactText(JSON.stringify(preview) ?? '', label, key);
  }
  const walk = (v: JsonValue): JsonValue => {
    if (typeof v === 'string') return redactText(v, label, key);
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    // Keys are text too (an adapter may key a preview by a recipient or a subject). Two keys
    // that redact alike are both kept: the later one gets a numbered suffix.
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of Object.entries(v)) {
      let name = redactText(k, label, key);
      for (let n = 2; Object.hasOwn(out, name); n++) name = `${redactText(k, label, key)} (${n})`;
      setOwn(out, name, walk(x));
    }
    return out;
  };
  return walk(preview);
}
