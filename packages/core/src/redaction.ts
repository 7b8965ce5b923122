import { createHmac, randomBytes } from 'node:crypto';

/** The parts of a label that decide how text derived from it may be shown. */
export interface RedactionLabel {
  readonly integrity: readonly string[];
  readonly confidentiality: readonly string[];
  readonly truncated: boolean;
}

/** Secret shapes scrubbed from any text that leaves the runtime, as a second line. */
export const SECRET_PATTERNS: readonly RegExp[] = [
  /\bsk-[A-Za-z0-9_-]{8,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{16,}/g,
  /\bAKIA[0-9A-Z]{12,}/g,
  /\bxox[abprs]-[A-Za-z0-9-]{8,}/g,
  /\bglpat-[A-Za-z0-9_-]{12,}/g,
  /\bnpm_[A-Za-z0-9]{20,}/g,
];

export function scrubSecrets(text: string): string {
  let out = text;
  for (const re of SECRET_PATTERNS) out = out.replace(re, '[secret]');
  return out;
}

/**
 * Label-aware redaction of exception text that crosses to the host or back to a planner
 * (docs/runtime.md, "Exceptions"): untrusted text becomes a placeholder,
 * confidential text a tokenised reference; trusted public text passes, scrubbed of
 * secret shapes.
 */
export function redactText(text: string, label: RedactionLabel, key: Uint8Array): string {
  // The reference is keyed over a fresh nonce as well as the text: equal texts give unequal
  // references, so a reference is never an equality oracle (red-team T4: a plan that throws
  // `s[0] === 'a' ? 'x' : 'y'` under a secret label, run twice, read the secret by comparing
  // references). It correlates one occurrence across the places that show it, nothing more.
  const ref = createHmac('sha256', key)
    .update(randomBytes(16))
    .update(text)
    .digest('hex')
    .slice(0, 12);
  if (label.truncated) return `[redacted: unknown provenance, ref ${ref}]`;
  if (label.confidentiality.length > 0) {
    return `[redacted: ${label.confidentiality.join(', ')}, ref ${ref}]`;
  }
  if (label.integrity.length === 0)
    return `[redacted: untrusted text, ${text.length} chars, ref ${ref}]`;
  return scrubSecrets(text);
}
