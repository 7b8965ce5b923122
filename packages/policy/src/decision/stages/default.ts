/**
 * Stage 6, the default: the tool's `default_decision` (or the policy's `default_action`),
 * unless stage 5 asked for something at least as strict
 * (Allow < RequireConfirmation < RequireDraft < Deny).
 */
import type { CompiledTool } from '../compile.js';
import type { Decision } from '../types.js';
import { STRICTNESS } from '../verdict.js';

export function finalDecision(c: CompiledTool, confirm: Decision | undefined): Decision {
  if (confirm !== undefined && STRICTNESS[confirm.kind] >= STRICTNESS[c.dflt]) return confirm;
  return c.dfltDecision;
}
