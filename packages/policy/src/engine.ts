/**
 * The decision engine. `createPolicyEngine(def)` compiles every tool's rules once
 * (`decision/compile.ts`); `check` then asks the stages of DECISION_ORDER (`order.ts`) in
 * turn, one module each under `decision/stages/`, and the first that answers decides. It
 * allocates nothing on the Allow path. Fail closed: anything the engine cannot establish is
 * a Deny, and a check never throws.
 */
import type { ExecutionContextSummary } from '@zamburak/ifc';
import { policyHash } from './canonical.js';
import { type CompiledTool, compileTool } from './decision/compile.js';
import { authorityDenial } from './decision/stages/authority.js';
import { confirmationRequest } from './decision/stages/confirmation.js';
import { contextDenial } from './decision/stages/context.js';
import { finalDecision } from './decision/stages/default.js';
import { hardDeny } from './decision/stages/hard-deny.js';
import { verificationDenial } from './decision/stages/verification.js';
import type { ArgumentInput, AuthorityInput, Decision, PolicyEngine } from './decision/types.js';
import { deny } from './decision/verdict.js';
import { PolicyError, safeName } from './errors.js';
import { parsePolicyObject } from './loader.js';
import type { PolicyDefinition } from './types.js';

/** The six stages in order (docs/policy.md "Decision order"); the first answer decides. */
function checkTool(
  c: CompiledTool,
  budgets: PolicyDefinition['budgets'],
  args: Readonly<Record<string, ArgumentInput>>,
  ctx: ExecutionContextSummary,
  authority: AuthorityInput,
): Decision {
  return (
    hardDeny(c, budgets, args, ctx) ?? // 1
    authorityDenial(c, authority) ?? // 2
    verificationDenial(c, args) ?? // 3
    contextDenial(c, ctx) ?? // 4
    finalDecision(c, confirmationRequest(c, args, ctx)) // 5 combined with 6
  );
}

/**
 * Compiles a policy into an engine. Accepts a definition (validated again here: the engine
 * never runs an unvalidated policy).
 */
export function createPolicyEngine(input: PolicyDefinition): PolicyEngine {
  let def: PolicyDefinition;
  try {
    def = parsePolicyObject(input).definition;
  } catch (err) {
    if (err instanceof PolicyError) throw err;
    throw new PolicyError('INVALID_DEFINITION', 'the policy definition is not valid');
  }
  const tools = new Map<string, CompiledTool>();
  for (const t of def.tools) tools.set(t.tool, compileTool(def, t));
  const budgets = def.budgets;
  return {
    name: def.policy_name,
    hash: policyHash(def),
    strict: def.strict_mode,
    definition: def,
    budgets,
    toolNames: [...tools.keys()].sort(),
    tool: (name) => tools.get(name)?.view,
    check(tool, args, ctx, authority) {
      const c = typeof tool === 'string' ? tools.get(tool) : undefined;
      if (c === undefined) {
        const t = safeName(tool);
        return deny('hard_deny', 'UNKNOWN_TOOL', 'fail_closed.unknown_tool', { tool: t });
      }
      // A decision function denies, it never throws: input of a shape the checks above do not
      // expect (null where an object belongs, a getter that throws, ...) is MALFORMED_INPUT.
      try {
        return checkTool(c, budgets, args, ctx, authority);
      } catch {
        return deny('hard_deny', 'MALFORMED_INPUT', 'fail_closed.malformed_input', {
          tool: c.name,
        });
      }
    },
  };
}
