/**
 * Redaction: sensitive identifiers are tokenised with a keyed hash (`tok_<hmac prefix>`);
 * any string that does not look like an identifier or a hash is treated as free text and
 * tokenised too; a secret-pattern scrubber runs as a second line over every stored
 * string and replaces a matching string whole with `red_<hmac prefix>`.
 */
import { createHmac } from 'node:crypto';
import { AuditError } from './errors.js';
import { InputSealer, SEALED_PATTERN } from './sealed-inputs.js';

/** Built-in secret patterns (the second line of defence). */
export const DEFAULT_SECRET_PATTERNS: readonly RegExp[] = [
  /(?<![A-Za-z0-9])sk-[A-Za-z0-9_-]{8,}/,
  /(?<![A-Za-z0-9])gh[pousr]_[A-Za-z0-9]{8,}/,
  /(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{8,}/,
  /(?<![A-Za-z0-9])AKIA[0-9A-Z]{8,}/,
  /(?<![A-Za-z0-9])xox[a-z]?-[A-Za-z0-9-]{6,}/,
  /(?<![A-Za-z0-9])glpat-[A-Za-z0-9_-]{8,}/,
  /(?<![A-Za-z0-9])npm_[A-Za-z0-9]{8,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];

/** What an identifier-like stored string may look like (no whitespace, quotes or markup). */
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9_.:/()[\]*@+#=-]{1,256}$/;
/** What a hash-like stored string may look like (`sha256:<hex>` and similar). */
export const HASH_PATTERN = /^[a-z0-9]{2,16}:[0-9a-f]{16,128}$/;
/** A tokenised value. */
export const TOKEN_PATTERN = /^tok_[0-9a-f]{24}$/;
/** A scrubbed value. */
export const REDACTED_PATTERN = /^red_[0-9a-f]{24}$/;

export type SecretPatternInput = RegExp | string;

export function compilePatterns(patterns: readonly SecretPatternInput[] | undefined): RegExp[] {
  const out = [...DEFAULT_SECRET_PATTERNS];
  for (const [i, p] of (patterns ?? []).entries()) {
    try {
      out.push(
        typeof p === 'string' ? new RegExp(p) : new RegExp(p.source, p.flags.replace(/[gy]/g, '')),
      );
    } catch {
      throw new AuditError('INVALID_OPTIONS', 'a secret pattern does not compile', {
        option: 'secretPatterns',
        index: i,
      });
    }
  }
  return out;
}

export function normaliseKey(key: unknown): Buffer {
  let buf: Buffer | undefined;
  if (typeof key === 'string') buf = Buffer.from(key, 'utf8');
  else if (key instanceof Uint8Array) buf = Buffer.from(key);
  if (buf === undefined || buf.length < 16) {
    throw new AuditError('INVALID_OPTIONS', 'tokenKey must be at least 16 bytes', {
      option: 'tokenKey',
    });
  }
  return buf;
}

export class Redactor {
  readonly #key: Buffer;
  readonly #patterns: readonly RegExp[];
  /** All patterns as one alternation (fast path); per-pattern flags are checked separately. */
  readonly #combined: RegExp | undefined;
  readonly #cache = new Map<string, string>();
  /** Set when the last operations changed anything; the caller reads and resets it. */
  changed = false;

  constructor(key: Buffer, patterns: readonly RegExp[]) {
    this.#key = key;
    this.#patterns = patterns;
    let combined: RegExp | undefined;
    try {
      combined = new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));
    } catch {
      combined = undefined;
    }
    this.#combined = combined;
  }

  #mac(domain: string, value: string): string {
    const ck = domain + value;
    let out = this.#cache.get(ck);
    if (out === undefined) {
      out =
        domain +
        createHmac('sha256', this.#key)
          .update(domain + '\0' + value)
          .digest('hex')
          .slice(0, 24);
      if (this.#cache.size >= 4096) this.#cache.clear();
      this.#cache.set(ck, out);
    }
    return out;
  }

  isSecret(value: string): boolean {
    if (this.#combined === undefined) {
      for (const p of this.#patterns) if (p.test(value)) return true;
      return false;
    }
    if (this.#combined.test(value)) return true;
    for (const p of this.#patterns) if (p.flags !== '' && p.test(value)) return true;
    return false;
  }

  #sealer: InputSealer | undefined;

  /** A confidential argument's decision inputs, sealed under this log's key (sealed-inputs.ts). */
  seal(plaintext: string, context: string): string {
    this.#sealer ??= new InputSealer(this.#key);
    return this.#sealer.seal(plaintext, context);
  }

  /** Keyed token for a sensitive identifier (always applied, not a redaction event). */
  token(value: string): string {
    return this.#mac('tok_', value);
  }

  /** Values recently found clean (conforming, no secret), per field kind. */
  readonly #cleanIdent = new Set<string>();
  readonly #cleanHash = new Set<string>();

  #remember(set: Set<string>, value: string): string {
    if (set.size >= 4096) set.clear();
    set.add(value);
    return value;
  }

  /** An identifier-like field: kept when it conforms and holds no secret. */
  ident(value: string): string {
    if (this.#cleanIdent.has(value)) return value;
    if (!IDENTIFIER_PATTERN.test(value)) {
      this.changed = true;
      return this.#mac('tok_', value);
    }
    if (this.isSecret(value)) {
      this.changed = true;
      return this.#mac('red_', value);
    }
    return this.#remember(this.#cleanIdent, value);
  }

  /** A hash-like field: kept when it conforms and holds no secret. */
  hash(value: string): string {
    if (this.#cleanHash.has(value)) return value;
    if (!HASH_PATTERN.test(value)) {
      this.changed = true;
      return this.#mac('tok_', value);
    }
    if (this.isSecret(value)) {
      this.changed = true;
      return this.#mac('red_', value);
    }
    return this.#remember(this.#cleanHash, value);
  }
}

/**
 * Re-redaction check for export: true when a stored string looks unredacted (matches a
 * secret pattern, or is neither identifier-like nor hash-like).
 */
export function looksUnredacted(value: string, patterns: readonly RegExp[]): boolean {
  // A sealed value is ciphertext made here (hex: no default pattern can match it).
  if (SEALED_PATTERN.test(value)) return false;
  if (!IDENTIFIER_PATTERN.test(value) && !HASH_PATTERN.test(value)) return true;
  for (const p of patterns) if (p.test(value)) return true;
  return false;
}
