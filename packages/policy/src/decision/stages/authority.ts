/**
 * Stage 2, authority (docs/authority.md): every capability the tool requires must be held by
 * a valid token; a capability whose tokens all failed validation is denied with their
 * reasons. Deny or nothing.
 */
import { safeName } from '../../errors.js';
import type { CompiledTool } from '../compile.js';
import type { AuthorityInput, Decision } from '../types.js';
import { deny } from '../verdict.js';

export function authorityDenial(c: CompiledTool, authority: AuthorityInput): Decision | undefined {
  if (c.authority.length === 0) return undefined;
  const tool = c.name;
  const path = `${c.path}.required_authority`;
  if (
    typeof authority !== 'object' ||
    authority === null ||
    !Array.isArray(authority.effective) ||
    !Array.isArray(authority.invalid)
  ) {
    return deny('authority', 'AUTHORITY_UNAVAILABLE', path, { tool });
  }
  for (const cap of c.authority) {
    if (authority.effective.includes(cap)) continue;
    const invalid = authority.invalid.filter(
      (x: unknown) =>
        typeof x === 'object' && x !== null && (x as { capability?: unknown }).capability === cap,
    );
    if (invalid.length > 0) {
      const reasons = [...new Set(invalid.map((x) => safeName(x.reason)))].sort();
      return deny(
        'authority',
        'AUTHORITY_INVALID',
        path,
        { tool, labels: [cap], reasons },
        { capability: cap, reasons: reasons.join(', ') },
      );
    }
    return deny(
      'authority',
      'AUTHORITY_MISSING',
      path,
      { tool, labels: [cap] },
      { capability: cap },
    );
  }
  return undefined;
}
