/**
 * Stage 5, confirmation and draft rules: an untrusted program counter, or a confidential
 * argument, asks for a human's confirmation (or a draft). These rules only tighten: the
 * outcome is combined with stage 6, and the stricter decision wins.
 */
import type { ExecutionContextSummary } from '@zamburak/ifc';
import { safeName } from '../../errors.js';
import type { CompiledTool } from '../compile.js';
import type { ArgumentInput, Decision } from '../types.js';
import { decide, firstIn, names } from '../verdict.js';

export function confirmationRequest(
  c: CompiledTool,
  args: Readonly<Record<string, ArgumentInput>>,
  ctx: ExecutionContextSummary,
): Decision | undefined {
  const tool = c.name;
  const code = c.confirmKind === 'RequireDraft' ? 'DRAFT_REQUIRED' : 'CONFIRMATION_REQUIRED';
  if (c.confirmUntrusted && ctx.pcIntegrity.length === 0) {
    return decide(
      c.confirmKind,
      'confirmation',
      code,
      `${c.path}.confirmation_rules.if_pc_integrity_contains`,
      { tool, labels: ['Untrusted'] },
      { labels: 'Untrusted' },
    );
  }
  const cc = c.confirmConf;
  if (cc === undefined) return undefined;
  for (const name in args) {
    const conf = (args[name] as ArgumentInput).summary.confidentiality;
    if (firstIn(conf, cc) === -1) continue;
    const labels = names(conf, (l) => cc.has(l));
    return decide(
      c.confirmKind,
      'confirmation',
      code,
      `${c.path}.confirmation_rules.if_args_confidentiality_contains`,
      { tool, arg: safeName(name), labels },
      { arg: safeName(name), labels: labels.join(', ') },
    );
  }
  return undefined;
}
