/**
 * Stage 4, context (docs/ifc.md "Implicit flows"): the program counter's labels — which
 * untrusted or confidential data decided that this call happens at all. This is where strict
 * mode's control-context check has its address. Deny or nothing.
 */
import type { ExecutionContextSummary } from '@zamburak/ifc';
import type { CompiledTool } from '../compile.js';
import type { Decision } from '../types.js';
import { deny, firstIn, names } from '../verdict.js';

export function contextDenial(c: CompiledTool, ctx: ExecutionContextSummary): Decision | undefined {
  const tool = c.name;
  if (c.ctxDenyUntrusted && ctx.pcIntegrity.length === 0) {
    const count = ctx.controlDependencies?.length ?? 0;
    return deny(
      'context',
      'PC_INTEGRITY_DENIED',
      `${c.path}.context_rules.deny_if_pc_integrity_contains`,
      { tool, labels: ['Untrusted'], count },
      { count },
    );
  }
  const cd = c.ctxDenyConf;
  if (cd !== undefined && firstIn(ctx.pcConfidentiality, cd) !== -1) {
    const labels = names(ctx.pcConfidentiality, (l) => cd.has(l));
    return deny(
      'context',
      'PC_CONFIDENTIALITY_DENIED',
      `${c.path}.context_rules.deny_if_pc_confidentiality_contains`,
      { tool, labels },
      { labels: labels.join(', '), count: labels.length },
    );
  }
  return undefined;
}
