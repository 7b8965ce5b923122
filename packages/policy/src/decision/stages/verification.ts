/**
 * Stage 3, verification: `requires_integrity` of each argument rule — `Trusted`, or
 * `Verified(Kind)` carried by the label or confirmed by the host's registered verifier for
 * this call. Deny or nothing.
 */
import type { IntegrityClaim } from '@zamburak/ifc';
import { safeName } from '../../errors.js';
import type { CompiledArgRule, CompiledTool } from '../compile.js';
import { argAt } from '../paths.js';
import type { ArgumentInput, Decision } from '../types.js';
import { deny } from '../verdict.js';

export function verificationDenial(
  c: CompiledTool,
  args: Readonly<Record<string, ArgumentInput>>,
): Decision | undefined {
  const rules = c.rules;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i] as CompiledArgRule;
    if (!r.requiresTrusted && r.requiresKinds.length === 0) continue;
    const a = argAt(args, r.arg, r.root, r.nested);
    if (a === undefined) continue; // optional and absent (required ones denied in stage 1)
    const d = ruleDenial(c.name, r, a);
    if (d !== undefined) return d;
  }
  return undefined;
}

function ruleDenial(tool: string, r: CompiledArgRule, a: ArgumentInput): Decision | undefined {
  const integrity = a.summary.integrity;
  const rp = `${r.path}.requires_integrity`;
  if (r.requiresTrusted && !integrity.includes('Trusted')) {
    return deny(
      'verification',
      'INTEGRITY_REQUIRED',
      rp,
      {
        tool,
        arg: r.arg,
        labels: ['Trusted'],
        integrity: integrity.map(safeName),
        originCount: a.summary.originCount,
      },
      { arg: r.arg, required: 'Trusted' },
    );
  }
  for (const kind of r.requiresKinds) {
    const claim = `Verified(${kind})` as IntegrityClaim;
    if (integrity.includes(claim)) continue;
    const results: unknown = a.verification;
    const result =
      typeof results === 'object' && results !== null && Object.hasOwn(results, kind)
        ? (results as Record<string, unknown>)[kind]
        : undefined;
    if (
      result === 'passed' ||
      (result === undefined && Array.isArray(a.verified) && a.verified.includes(kind))
    )
      continue;
    return deny(
      'verification',
      result === 'failed' ? 'VERIFICATION_FAILED' : 'VERIFIER_RESULT_ABSENT',
      rp,
      { tool, arg: r.arg, labels: [claim], integrity: integrity.map(safeName) },
      { arg: r.arg, kind },
    );
  }
  return undefined;
}
