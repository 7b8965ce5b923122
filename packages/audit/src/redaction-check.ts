/**
 * The re-redaction check: whether a stored record or summary still looks redacted (every
 * string identifier- or hash-like, no secret pattern, principals tokenised). Export runs it
 * on every record it writes out; crash recovery runs it on an intent before adopting it.
 */
import type { RecordRow } from './record.js';
import { looksUnredacted, TOKEN_PATTERN } from './redaction.js';

function strings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      strings(v, out);
    }
  }
}

function rowStrings(r: RecordRow): string[] {
  const out: string[] = [r.event];
  for (const v of [
    r.executionId,
    r.tool,
    r.decision,
    r.reasonCode,
    r.rulePath,
    r.contextRef,
    r.witnessHash,
    r.payloadHash,
    r.policyHash,
  ]) {
    if (v !== null) out.push(v);
  }
  if (r.argRefs !== null) strings(JSON.parse(r.argRefs), out);
  if (r.attrs !== null) {
    const attrs = JSON.parse(r.attrs) as Record<string, unknown>;
    strings(attrs, out);
  }
  return out;
}

const ISO_TS = /^\d{4,6}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CHAIN_HASH = /^sha256:[0-9a-f]{64}$/;

/** Fixed-format fields and tokenised fields hold nothing else. */
function tokenised(r: RecordRow): boolean {
  if (typeof r.ts !== 'string' || !ISO_TS.test(r.ts)) return false;
  if (!CHAIN_HASH.test(r.prevHash) || !CHAIN_HASH.test(r.hash)) return false;
  if (r.subject !== null && !TOKEN_PATTERN.test(r.subject)) return false;
  if (r.attrs !== null) {
    const a = JSON.parse(r.attrs) as {
      principals?: unknown;
      tokenId?: unknown;
      inputs?: unknown;
    };
    if (a.inputs !== undefined && !inputsTokenised(a.inputs)) return false;
    if (
      a.tokenId !== undefined &&
      !(typeof a.tokenId === 'string' && TOKEN_PATTERN.test(a.tokenId))
    )
      return false;
    if (
      a.principals !== undefined &&
      !(
        Array.isArray(a.principals) &&
        a.principals.every((p) => typeof p === 'string' && TOKEN_PATTERN.test(p))
      )
    )
      return false;
  }
  return true;
}

/** Every `principals` list inside `attrs.inputs` (arguments and their paths) holds tokens only. */
function inputsTokenised(inputs: unknown): boolean {
  if (typeof inputs !== 'object' || inputs === null) return false;
  const args = (inputs as { args?: unknown }).args;
  if (typeof args !== 'object' || args === null) return false;
  const ok = (a: unknown): boolean => {
    if (typeof a !== 'object' || a === null) return false;
    const { principals, paths } = a as { principals?: unknown; paths?: unknown };
    if (
      principals !== undefined &&
      !(
        Array.isArray(principals) &&
        principals.every((p) => typeof p === 'string' && TOKEN_PATTERN.test(p))
      )
    )
      return false;
    if (paths === undefined) return true;
    return typeof paths === 'object' && paths !== null && Object.values(paths).every(ok);
  };
  return Object.values(args).every(ok);
}

/**
 * The re-redaction check of one stored record: true when a fixed-format field is malformed,
 * a tokenised field is not a token, or any stored string looks unredacted.
 */
export function recordLooksUnredacted(r: RecordRow, patterns: readonly RegExp[]): boolean {
  try {
    return !tokenised(r) || rowStrings(r).some((x) => looksUnredacted(x, patterns));
  } catch {
    return true;
  }
}

/** The re-redaction check of one stored summary (parsed body). */
export function summaryOk(summary: unknown, patterns: readonly RegExp[]): boolean {
  const s = summary as { readers?: unknown };
  const readers = s?.readers;
  if (readers !== undefined && readers !== 'Public') {
    if (!Array.isArray(readers)) return false;
    if (!readers.every((p) => typeof p === 'string' && TOKEN_PATTERN.test(p))) return false;
  }
  const out: string[] = [];
  strings(summary, out);
  return out.every((x) => !looksUnredacted(x, patterns));
}
