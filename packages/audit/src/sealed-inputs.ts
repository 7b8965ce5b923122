/**
 * Sealed decision inputs (red team U6 and U7, docs/audit.md "Sealed inputs"). What the
 * engine read of a confidential argument — its exact payload size, its tokenised principals,
 * its verifier answers and nested paths — is kept in the decision record encrypted, so that a
 * reader of the log without the host's key learns neither the size of a secret nor whether
 * two records name the same principal, while the host (holding the key) can still take the
 * decision again (`zamburak-policy trial --audit-key`).
 *
 * Construction: AES-256-GCM under a key derived from the log's token key (HMAC-SHA256 with a
 * purpose string, so the token key itself never encrypts), the record's identity
 * (`executionId|callId|argument`) as associated data, and a synthetic nonce: the first 12 bytes
 * of an HMAC over that identity and the padded plaintext under a second derived key. The
 * output is therefore deterministic for one argument of one call (a deterministic demo stays
 * deterministic) and differs across calls and executions, so equal sizes or principals in two
 * records give unrelated ciphertexts. The plaintext is padded to one fixed size,
 * `SEALED_PLAINTEXT_BYTES`, before encryption (0x80 then zeros), so every sealed value has the
 * same length: a power-of-two bucket (the first version) let a plan choose the number of
 * principals from a secret and a log reader read a bit per call (red team V2). Inputs that do
 * not fit are sealed with less (see `fitSealed` in events.ts: principals then everything but
 * the size are left out, and trial reports what is missing as not recorded).
 * Hex, not base64: no default secret pattern can match a hex string, so the scrubber and the
 * export's re-redaction check never mistake a sealed value for a leaked secret.
 */
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/** The plaintext size every sealed value is padded to (its inputs must be shorter). */
export const SEALED_PLAINTEXT_BYTES = 1024;

/** A sealed value as stored: `sealed:v1:` + hex(nonce ‖ ciphertext ‖ tag), one fixed length. */
export const SEALED_PATTERN = /^sealed:v1:[0-9a-f]{2104}$/;

const PREFIX = 'sealed:v1:';
const NONCE = 12;
const TAG = 16;

function derive(key: Buffer, purpose: string): Buffer {
  return createHmac('sha256', key).update(`zamburak/audit/sealed-inputs/v1/${purpose}`).digest();
}

/** Whether a plaintext fits the fixed sealed size (with room for the 0x80 marker). */
export function fitsSealed(plaintext: string): boolean {
  return Buffer.byteLength(plaintext, 'utf8') < SEALED_PLAINTEXT_BYTES;
}

/** Seals and opens decision inputs under keys derived from one log's token key. */
export class InputSealer {
  readonly #enc: Buffer;
  readonly #nonce: Buffer;

  constructor(tokenKey: Buffer) {
    this.#enc = derive(tokenKey, 'encrypt');
    this.#nonce = derive(tokenKey, 'nonce');
  }

  /** `plaintext` (which must fit, `fitsSealed`) sealed for the record identity `context`. */
  seal(plaintext: string, context: string): string {
    const body = Buffer.from(plaintext, 'utf8');
    if (body.length >= SEALED_PLAINTEXT_BYTES) throw new RangeError('sealed inputs too long');
    const padded = Buffer.alloc(SEALED_PLAINTEXT_BYTES);
    body.copy(padded);
    padded[body.length] = 0x80;
    const nonce = createHmac('sha256', this.#nonce)
      .update(context)
      .update('\0')
      .update(padded)
      .digest()
      .subarray(0, NONCE);
    const cipher = createCipheriv('aes-256-gcm', this.#enc, nonce);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ct = Buffer.concat([cipher.update(padded), cipher.final()]);
    return PREFIX + Buffer.concat([nonce, ct, cipher.getAuthTag()]).toString('hex');
  }

  /** The plaintext, or undefined when the value is not sealed for `context` under this key. */
  open(sealed: string, context: string): string | undefined {
    if (!SEALED_PATTERN.test(sealed)) return undefined;
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'hex');
    const nonce = raw.subarray(0, NONCE);
    const ct = raw.subarray(NONCE, raw.length - TAG);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#enc, nonce);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG));
      const padded = Buffer.concat([decipher.update(ct), decipher.final()]);
      const end = padded.lastIndexOf(0x80);
      if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) return undefined;
      return padded.subarray(0, end).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** The associated data of one argument's sealed inputs: the record's identity. */
export function sealContext(
  executionId: string | null | undefined,
  callId: number | null | undefined,
  argument: string,
): string {
  return `${executionId ?? ''}|${callId ?? ''}|${argument}`;
}
