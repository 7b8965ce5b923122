/**
 * The canonical snapshot: a versioned replay journal.
 *
 * Layout (all integers big-endian):
 *
 *   offset 0   8 bytes  magic "ZMBKVMSN"
 *   offset 8   2 bytes  format version (1)
 *   offset 10  1 byte   integrity kind: 0 = SHA-256, 1 = HMAC-SHA256 (snapshotKey)
 *   offset 11  4 bytes  payload length N
 *   offset 15  N bytes  payload: UTF-8 canonical JSON (SnapshotPayload)
 *   offset 15+N 32 bytes SHA-256 or HMAC-SHA256 over bytes [0, 15+N)
 */
import { createHmac, hash, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '@zamburak/kernel';
import { VmError } from '../errors.js';

export const SNAPSHOT_MAGIC = 'ZMBKVMSN';
export const SNAPSHOT_FORMAT_VERSION = 1;
const HEADER = 15;
const DIGEST = 32;

/** A call as recorded in the journal: its name and a hash of its canonical event. */
export interface JournalCall {
  readonly name: string;
  readonly callHash: string;
}

export interface JournalEntry {
  readonly call: JournalCall;
  /** The exact resume JSON that was passed to the VM for this call. */
  readonly resume: string;
}

export interface SnapshotPayload {
  readonly planSource: string;
  readonly planHash: string;
  readonly compilerVersion: string;
  readonly algebraHash: string;
  readonly preludeHash: string;
  readonly externalFunctions: readonly string[];
  readonly propagateControl: boolean;
  /** The inputs JSON given to `__zr.begin`. */
  readonly inputs: string;
  /** The plan clock's reading given to `__zr.begin` (`{"now":<ms>}`), when the run had one. */
  readonly clock?: string;
  readonly journal: readonly JournalEntry[];
  /** The call the run is suspended at. */
  readonly pending: JournalCall;
  readonly counters: { readonly calls: number; readonly steps: number };
  /** Embedder extension bytes, base64. */
  readonly extension: string;
}

/** Canonical JSON and SHA-256 come from the kernel (one implementation, RFC 8785). */
export { canonicalJson, sha256Hex } from '@zamburak/kernel';

function digest(bytes: Uint8Array, key: Uint8Array | undefined): Uint8Array {
  return key === undefined
    ? hash('sha256', bytes, 'buffer')
    : createHmac('sha256', key).update(bytes).digest();
}

export function encodeSnapshot(payload: SnapshotPayload, key: Uint8Array | undefined): Uint8Array {
  const body = new TextEncoder().encode(canonicalJson(payload));
  const out = new Uint8Array(HEADER + body.length + DIGEST);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(SNAPSHOT_MAGIC), 0);
  view.setUint16(8, SNAPSHOT_FORMAT_VERSION);
  view.setUint8(10, key === undefined ? 0 : 1);
  view.setUint32(11, body.length);
  out.set(body, HEADER);
  out.set(digest(out.subarray(0, HEADER + body.length), key), HEADER + body.length);
  return out;
}

const corrupt = (reason: string): VmError =>
  new VmError('SNAPSHOT_CORRUPT', 'the snapshot bytes are not a valid vm snapshot', { reason });

export function decodeSnapshot(bytes: Uint8Array, key: Uint8Array | undefined): SnapshotPayload {
  if (!(bytes instanceof Uint8Array)) throw corrupt('not-bytes');
  if (bytes.length < HEADER + DIGEST) throw corrupt('truncated');
  const magic = new TextDecoder().decode(bytes.subarray(0, 8));
  if (magic !== SNAPSHOT_MAGIC) throw corrupt('magic');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(8);
  if (version !== SNAPSHOT_FORMAT_VERSION) {
    throw new VmError('SNAPSHOT_VERSION', 'unsupported snapshot format version', {
      version,
      supported: SNAPSHOT_FORMAT_VERSION,
    });
  }
  const kind = view.getUint8(10);
  const length = view.getUint32(11);
  if (bytes.length !== HEADER + length + DIGEST) throw corrupt('length');
  if (kind !== 0 && kind !== 1) throw corrupt('integrity-kind');
  if (kind === 1 && key === undefined) {
    throw new VmError('SNAPSHOT_MISMATCH', 'the snapshot is keyed; a snapshotKey is required', {
      field: 'snapshotKey',
    });
  }
  if (kind === 0 && key !== undefined) {
    throw new VmError('SNAPSHOT_MISMATCH', 'the snapshot is not keyed but a key was given', {
      field: 'snapshotKey',
    });
  }
  const expected = digest(bytes.subarray(0, HEADER + length), key);
  const actual = bytes.subarray(HEADER + length);
  if (!timingSafeEqual(expected, actual)) throw corrupt('integrity');
  let parsed: unknown;
  try {
    parsed = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(HEADER, HEADER + length)),
    );
  } catch {
    throw corrupt('payload-json');
  }
  if (!isPayload(parsed)) throw corrupt('payload-shape');
  return parsed;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCall = (v: unknown): v is JournalCall =>
  isObj(v) && typeof v.name === 'string' && typeof v.callHash === 'string';
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function isPayload(v: unknown): v is SnapshotPayload {
  if (!isObj(v)) return false;
  const strings = [
    'planSource',
    'planHash',
    'compilerVersion',
    'algebraHash',
    'preludeHash',
    'inputs',
    'extension',
  ];
  if (!strings.every((k) => typeof v[k] === 'string')) return false;
  if (typeof v.propagateControl !== 'boolean') return false;
  if (v.clock !== undefined && typeof v.clock !== 'string') return false;
  if (
    !Array.isArray(v.externalFunctions) ||
    !v.externalFunctions.every((n) => typeof n === 'string')
  )
    return false;
  if (!Array.isArray(v.journal)) return false;
  for (const e of v.journal) {
    if (!isObj(e) || !isCall(e.call) || typeof e.resume !== 'string') return false;
  }
  if (!isCall(v.pending)) return false;
  if (!isObj(v.counters) || !isCount(v.counters.calls) || !isCount(v.counters.steps)) return false;
  return true;
}

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

export function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
