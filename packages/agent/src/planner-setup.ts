/**
 * What the planner loop checks before it runs anything (every check fails closed): the
 * runtime and the gateway run the policies they are given, the sink is a planner-role LLM
 * sink pinned in the gateway, every quarantined model's answer comes out untrusted, and the
 * prompt describes only tools the runtime has pinned.
 */
import { type PolicyDefinition, parsePolicy, parsePolicyObject } from '@zamburak/policy';
import type { PolicyInput, Runtime, ToolDefinition } from 'zamburak';
import { AgentError, invalidOption } from './errors.js';
import type { PlannerOptions } from './planner.js';
import { isQuarantinedModelTool } from './quarantine.js';

/** The checked set-up of one planner. */
export interface PlannerSetup {
  readonly policy: PolicyDefinition;
  readonly gateway: Runtime;
  readonly maxAttempts: number;
  /** The tools plans may call (the sink left out). */
  readonly planTools: readonly ToolDefinition[];
}

function definitionOf(input: PolicyInput, field: string): { def: PolicyDefinition; hash: string } {
  try {
    const parsed =
      typeof input === 'object' && input !== null && 'text' in input
        ? parsePolicy(input.text, {
            format: input.format,
            sourceName: input.sourceName ?? `<policy.${input.format}>`,
          })
        : parsePolicyObject(input);
    return { def: parsed.definition, hash: parsed.hash };
  } catch {
    throw invalidOption(field, 'the policy does not parse');
  }
}

/** Checks a planner's options; `sinkMade`: the sink is one `plannerModelTool` made. */
export function checkPlannerSetup(options: PlannerOptions, sinkMade: boolean): PlannerSetup {
  const { runtime, sink } = options;
  if (typeof runtime?.start !== 'function') throw invalidOption('runtime', 'a Runtime is required');
  if (!Array.isArray(options.tools)) throw invalidOption('tools', 'tools is an array');
  if (!sinkMade) throw invalidOption('sink', 'the sink must be made by plannerModelTool');
  const maxAttempts = options.maxAttempts ?? 3;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 20)
    throw invalidOption('maxAttempts', 'maxAttempts is an integer from 1 to 20');
  const { def: policy, hash } = definitionOf(options.policy, 'policy');
  if (hash !== runtime.policyHash) {
    throw new AgentError('POLICY_MISMATCH', "agent: the policy is not the runtime's", {
      field: 'policy',
    });
  }
  const gateway = options.gateway?.runtime ?? runtime;
  const gatewayPolicy =
    options.gateway === undefined
      ? { def: policy, hash }
      : definitionOf(options.gateway.policy, 'gateway.policy');
  if (gatewayPolicy.hash !== gateway.policyHash) {
    throw new AgentError(
      'POLICY_MISMATCH',
      "agent: the gateway policy is not the gateway runtime's",
      {
        field: 'gateway.policy',
      },
    );
  }
  checkSink(sink, gateway, gatewayPolicy.def);
  checkQuarantined(options.tools, policy);
  const planTools = options.tools.filter((t) => t !== sink && t.name !== sink.name);
  // The prompt describes only tools the runtime has pinned: a described tool it does not have
  // would compile here and fail there.
  for (const t of planTools) {
    if (!runtime.catalogue.some((e) => e.tool === t.name))
      throw invalidOption('tools', `the tool ${t.name} is not a tool of the runtime`);
  }
  return { policy, gateway, maxAttempts, planTools };
}

/** Fail closed: the sink is pinned in the gateway and governed as a planner-role LLM sink. */
function checkSink(sink: ToolDefinition, gateway: Runtime, policy: PolicyDefinition): void {
  if (!gateway.catalogue.some((e) => e.tool === sink.name))
    throw invalidOption('sink', `the sink ${sink.name} is not a tool of the gateway runtime`);
  const sinkPolicy = policy.tools.find((t) => t.tool === sink.name);
  if (sinkPolicy?.side_effect_class !== 'LlmSink' || sinkPolicy.llm_sink?.role !== 'planner') {
    throw invalidOption(
      'sink',
      `the policy must name ${sink.name} with side_effect_class LlmSink and llm_sink.role planner`,
    );
  }
}

/** A quarantined model's answer must never come out Trusted. */
function checkQuarantined(tools: readonly ToolDefinition[], policy: PolicyDefinition): void {
  for (const t of tools) {
    if (!isQuarantinedModelTool(t)) continue;
    const tp = policy.tools.find((p) => p.tool === t.name);
    const trusted =
      tp?.output_labels?.integrity === 'Trusted' ||
      (tp?.output_labels?.fields ?? []).some((f) => f.integrity === 'Trusted');
    if (tp?.side_effect_class !== 'LlmSink' || tp.llm_sink?.role !== 'quarantined' || trusted) {
      throw invalidOption(
        'tools',
        `the policy must name ${t.name} as an LlmSink with llm_sink.role quarantined and no Trusted output`,
      );
    }
  }
}
