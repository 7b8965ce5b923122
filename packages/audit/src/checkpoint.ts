/**
 * Signed checkpoints: the host's Ed25519 key signs the head of the chain (seq, hash, time)
 * every N records or T milliseconds and at close, in a `checkpoint` record that the chain
 * itself then carries. The verifier, given the public key, checks every checkpoint: a
 * rewrite of the chain before a checkpoint is detected by anyone without the private key.
 * Key material never enters the log, an error or its data (only the key id: SHA-256 of the
 * public key's SPKI encoding).
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { canonicalJson } from '@zamburak/kernel';
import { AuditError } from './errors.js';

/** A key as the host supplies it: a KeyObject, or PEM text/bytes. */
export type KeyInput = KeyObject | string | Uint8Array;

export interface CheckpointOptions {
  /** The host's Ed25519 private key. Never stored or reported. */
  readonly privateKey: KeyInput;
  /** Checkpoint after this many records since the last one. Default 1000. */
  readonly everyRecords?: number;
  /** Checkpoint at the first append this long (injected clock, ms) after the last one. Default 60000. */
  readonly everyMs?: number;
}

/**
 * A signed head: keep the latest one outside the log (and outside the writer's reach),
 * like Certificate Transparency's signed tree heads, to detect truncation after it.
 */
export interface SignedCheckpoint {
  /** The head it signs: sequence number and chain hash. */
  readonly seq: number;
  readonly hash: string;
  /** The checkpoint record's timestamp (ISO 8601, the log's clock). */
  readonly ts: string;
  /**
   * The first sequence number the signing writer appended itself since the checkpoint
   * before this one: records between that checkpoint and `from` were found in the file
   * when the writer opened it (after a crash, or in a log written without checkpoints) and
   * are signed without having been written by the signer ("adopted").
   */
  readonly from: number;
  /** `sha256:<hex>` of the public key (SPKI, DER). */
  readonly keyId: string;
  /** `ed25519:<128 hex>`. */
  readonly signature: string;
}

const DOMAIN = 'zamburak-audit-checkpoint/1\n';
const SIG_RE = /^ed25519:([0-9a-f]{128})$/;
const KEY_ID_RE = /^sha256:[0-9a-f]{64}$/;

/** The signed bytes: a domain tag and the canonical JSON of the head, `from` and key id. */
export function checkpointMessage(
  seq: number,
  hash: string,
  ts: string,
  from: number,
  keyId: string,
): Buffer {
  return Buffer.from(DOMAIN + canonicalJson({ from, hash, keyId, seq, ts }), 'utf8');
}

function asKeyText(k: string | Uint8Array): string | Buffer {
  return typeof k === 'string' ? k : Buffer.from(k);
}

function badKey(option: string): never {
  throw new AuditError('INVALID_OPTIONS', `${option} must be an Ed25519 key`, { option });
}

export function keyIdOf(pub: KeyObject): string {
  const der = pub.export({ type: 'spki', format: 'der' });
  return 'sha256:' + createHash('sha256').update(der).digest('hex');
}

/** An Ed25519 private key from the host's input; INVALID_OPTIONS (no key text) otherwise. */
export function loadPrivateKey(k: KeyInput, option: string): KeyObject {
  let key: KeyObject;
  try {
    key =
      typeof k === 'object' && 'asymmetricKeyType' in k && !(k instanceof Uint8Array)
        ? (k as KeyObject)
        : createPrivateKey(asKeyText(k as string | Uint8Array));
  } catch {
    badKey(option);
  }
  if (key.type !== 'private' || key.asymmetricKeyType !== 'ed25519') badKey(option);
  return key;
}

/** An Ed25519 public key (a private key gives its public half); INVALID_OPTIONS otherwise. */
export function loadPublicKey(k: KeyInput, option: string): KeyObject {
  let key: KeyObject;
  try {
    if (typeof k === 'object' && 'asymmetricKeyType' in k && !(k instanceof Uint8Array)) {
      key =
        (k as KeyObject).type === 'private' ? createPublicKey(k as KeyObject) : (k as KeyObject);
    } else {
      key = createPublicKey(asKeyText(k as string | Uint8Array));
    }
  } catch {
    badKey(option);
  }
  if (key.type !== 'public' || key.asymmetricKeyType !== 'ed25519') badKey(option);
  return key;
}

export class CheckpointSigner {
  readonly keyId: string;
  readonly #key: KeyObject;
  constructor(key: KeyObject) {
    this.#key = key;
    this.keyId = keyIdOf(createPublicKey(key));
  }

  sign(seq: number, hash: string, ts: string, from: number): string {
    const sig = sign(null, checkpointMessage(seq, hash, ts, from, this.keyId), this.#key);
    return 'ed25519:' + sig.toString('hex');
  }
}

export class CheckpointVerifier {
  readonly keyId: string;
  readonly #key: KeyObject;
  constructor(key: KeyObject) {
    this.#key = key;
    this.keyId = keyIdOf(key);
  }

  /** True when `signature` is this key's signature of the head. */
  check(
    seq: number,
    hash: string,
    ts: string,
    from: number,
    keyId: unknown,
    signature: unknown,
  ): boolean {
    if (keyId !== this.keyId || typeof signature !== 'string') return false;
    const m = SIG_RE.exec(signature);
    if (m === null) return false;
    try {
      return verify(
        null,
        checkpointMessage(seq, hash, ts, from, this.keyId),
        this.#key,
        Buffer.from(m[1]!, 'hex'),
      );
    } catch {
      return false;
    }
  }

  /** A checkpoint kept outside the log (`log.lastCheckpoint()`), checked as a whole. */
  checkSigned(c: SignedCheckpoint): boolean {
    return (
      typeof c === 'object' &&
      c !== null &&
      Number.isSafeInteger(c.seq) &&
      typeof c.hash === 'string' &&
      typeof c.ts === 'string' &&
      Number.isSafeInteger(c.from) &&
      this.check(c.seq, c.hash, c.ts, c.from, c.keyId, c.signature)
    );
  }
}

/** The `attrs` of a checkpoint record, parsed; undefined when malformed. */
export function checkpointAttrs(
  attrs: unknown,
): { from: number; keyId: string; signature: string } | undefined {
  if (typeof attrs !== 'string') return undefined;
  try {
    const a = JSON.parse(attrs) as { from?: unknown; keyId?: unknown; signature?: unknown };
    if (typeof a.from !== 'number' || !Number.isSafeInteger(a.from) || a.from < 1) {
      return undefined;
    }
    if (typeof a.keyId !== 'string' || !KEY_ID_RE.test(a.keyId)) return undefined;
    if (typeof a.signature !== 'string' || !SIG_RE.test(a.signature)) return undefined;
    return { from: a.from, keyId: a.keyId, signature: a.signature };
  } catch {
    return undefined;
  }
}

export function checkpointAttrsText(from: number, keyId: string, signature: string): string {
  return canonicalJson({ from, keyId, signature });
}
