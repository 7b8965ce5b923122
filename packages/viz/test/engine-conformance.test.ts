/**
 * The diagrams follow the engine, not just the order's data: for every tool of the
 * fixture policies, start from an input that violates every rule, ask the real engine
 * (`createPolicyEngine(...).check`) and expect the first decision node of the diagram;
 * repair exactly that node's rule and expect the next node; at the end expect the
 * diagram's default decision.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DependencySummary, ExecutionContextSummary, IntegrityClaim } from '@zamburak/ifc';
import {
  type ArgumentInput,
  type AuthorityInput,
  createPolicyEngine,
  type PolicyDefinition,
  parsePolicy,
  type ToolPolicy,
} from '@zamburak/policy';
import { describe, expect, it } from 'vitest';
import { type DecisionNodeInfo, policyToMermaid } from '../src/index.js';
import { FIXTURE_POLICIES, policyFiles, REPO_ROOT } from './helpers.js';

interface MutableArg {
  integrity: IntegrityClaim[];
  confidentiality: string[];
  readers: string[] | 'Public';
  payloadBytes: number;
  principals?: string[];
}

interface World {
  args: Map<string, MutableArg>;
  pcIntegrity: IntegrityClaim[];
  pcConfidentiality: string[];
  total: number;
  perTool: number;
  effective: string[];
}

const HUGE = 1_000_000_000;

function allLabels(def: PolicyDefinition): string[] {
  const labels = new Set<string>(['ZZ_UNLISTED']);
  const add = (xs: readonly string[] | undefined) => {
    for (const x of xs ?? []) labels.add(x);
  };
  for (const t of def.tools) {
    for (const r of t.arg_rules ?? []) {
      add(r.forbids_confidentiality);
      add(r.allows_confidentiality);
    }
    add(t.context_rules?.deny_if_pc_confidentiality_contains);
    add(t.confirmation_rules?.if_args_confidentiality_contains);
    add(t.llm_sink?.forbids_confidentiality);
    add(t.llm_sink?.allows_confidentiality);
  }
  return [...labels].sort();
}

function violateEverything(def: PolicyDefinition, tool: ToolPolicy): World {
  const labels = allLabels(def);
  const names = (tool.arg_rules ?? []).map((r) => r.arg);
  const args = new Map<string, MutableArg>();
  for (const name of names.length === 0 ? ['prompt'] : names) {
    args.set(name, {
      integrity: [],
      confidentiality: [...labels],
      readers: [],
      payloadBytes: HUGE,
      principals: ['someone'],
    });
  }
  return {
    args,
    pcIntegrity: [],
    pcConfidentiality: [...labels],
    total: HUGE,
    perTool: HUGE,
    effective: [],
  };
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

/** Makes exactly the rule of one decision node pass. */
function repair(world: World, node: DecisionNodeInfo, tool: ToolPolicy): void {
  const rule = (tool.arg_rules ?? []).find((r) => r.arg === node.arg);
  const arg = node.arg === undefined ? undefined : world.args.get(node.arg);
  const without = (xs: string[], drop: readonly string[]) => xs.filter((x) => !drop.includes(x));
  switch (node.field) {
    case 'budgets.max_effects':
      world.total = 0;
      return;
    case 'max_calls':
      world.perTool = 0;
      return;
    case 'arg_rules[].forbids_confidentiality':
      if (arg)
        arg.confidentiality = without(arg.confidentiality, rule?.forbids_confidentiality ?? []);
      return;
    case 'arg_rules[].allows_confidentiality':
      if (arg)
        arg.confidentiality = arg.confidentiality.filter((x) =>
          (rule?.allows_confidentiality ?? []).includes(x),
        );
      return;
    case 'arg_rules[].max_payload_bytes':
      if (arg) arg.payloadBytes = 0;
      return;
    case 'arg_rules[].readers_must_include':
      if (arg) arg.readers = 'Public';
      return;
    case 'arg_rules[].requires_integrity':
      if (arg)
        arg.integrity = [
          'Trusted',
          ...listOf(rule?.requires_integrity).filter((x) => x !== 'Trusted'),
        ] as IntegrityClaim[];
      return;
    case 'llm_sink.forbids_confidentiality':
      for (const a of world.args.values())
        a.confidentiality = without(
          a.confidentiality,
          tool.llm_sink?.forbids_confidentiality ?? [],
        );
      return;
    case 'llm_sink.allows_confidentiality':
      for (const a of world.args.values())
        a.confidentiality = a.confidentiality.filter((x) =>
          (tool.llm_sink?.allows_confidentiality ?? []).includes(x),
        );
      return;
    case 'llm_sink.max_context_bytes':
      for (const a of world.args.values()) a.payloadBytes = 0;
      return;
    case 'required_authority':
      world.effective = [...(tool.required_authority ?? [])];
      return;
    case 'context_rules.deny_if_pc_integrity_contains':
    case 'confirmation_rules.if_pc_integrity_contains':
      world.pcIntegrity = ['Trusted'];
      return;
    case 'context_rules.deny_if_pc_confidentiality_contains':
      world.pcConfidentiality = without(
        world.pcConfidentiality,
        tool.context_rules?.deny_if_pc_confidentiality_contains ?? [],
      );
      return;
    case 'confirmation_rules.if_args_confidentiality_contains':
      for (const a of world.args.values())
        a.confidentiality = without(
          a.confidentiality,
          tool.confirmation_rules?.if_args_confidentiality_contains ?? [],
        );
      return;
    default:
      throw new Error(`no repair for ${node.field}`);
  }
}

function expectedPath(tool: ToolPolicy, node: DecisionNodeInfo): string {
  if (node.field.startsWith('budgets.')) return node.field;
  if (node.arg !== undefined)
    return `tools[${tool.tool}].arg_rules[${node.arg}].${node.field.replace('arg_rules[].', '')}`;
  return `tools[${tool.tool}].${node.field}`;
}

function check(def: PolicyDefinition, tool: ToolPolicy, world: World) {
  const engine = createPolicyEngine(def);
  const args: Record<string, ArgumentInput> = {};
  for (const [name, a] of world.args) {
    const summary: DependencySummary = {
      integrity: [...a.integrity].sort(),
      confidentiality: [...a.confidentiality].sort(),
      readers: a.readers,
      authority: [],
      originCount: 1,
      truncated: false,
    };
    args[name] = {
      summary,
      payloadBytes: a.payloadBytes,
      ...(a.principals ? { principals: a.principals } : {}),
    };
  }
  const ctx: ExecutionContextSummary = {
    pcIntegrity: world.pcIntegrity,
    pcConfidentiality: [...world.pcConfidentiality].sort(),
    controlDependencies: [],
    effectCounters: { total: world.total, perTool: { [tool.tool]: world.perTool } },
    truncated: false,
  };
  const authority: AuthorityInput = { effective: world.effective, invalid: [] };
  return engine.check(tool.tool, args, ctx, authority);
}

describe('diagrams agree with the policy engine', () => {
  it('summary: a tool the policy does not list is denied, whatever default_action says', () => {
    const file = 'packages/viz/test/fixtures/policies/minimal.yaml';
    const def = parsePolicy(readFileSync(join(REPO_ROOT, file), 'utf8'), {
      format: 'yaml',
      sourceName: file,
    }).definition;
    expect(def.default_action).toBe('RequireConfirmation');
    expect(policyToMermaid(def, { sourceName: file }).summary.mermaid).toContain(
      'tools not listed<br/>Deny (fail closed)',
    );
    const unlisted: ToolPolicy = { tool: 'not_in_policy', side_effect_class: 'Pure' };
    expect(check(def, unlisted, violateEverything(def, unlisted))).toMatchObject({
      kind: 'Deny',
      reasonCode: 'UNKNOWN_TOOL',
    });
  });

  for (const file of policyFiles(FIXTURE_POLICIES)) {
    const def = parsePolicy(readFileSync(join(REPO_ROOT, file), 'utf8'), {
      format: file.endsWith('.json') ? 'json' : 'yaml',
      sourceName: file,
    }).definition;
    const diagrams = policyToMermaid(def, { sourceName: file });
    for (const tool of def.tools) {
      it(`${file}: ${tool.tool} decides node by node in the drawn order`, () => {
        const diagram = diagrams.tools.find((d) => d.tool === tool.tool);
        const world = violateEverything(def, tool);
        const seen: string[] = [];
        for (const node of diagram?.decisions ?? []) {
          const decision = check(def, tool, world);
          expect(decision.kind, `${node.nodeId} after ${seen.join(', ')}`).toBe(node.outcome);
          if (decision.stage !== 'default') {
            expect(decision.rulePath, node.nodeId).toBe(expectedPath(tool, node));
          }
          repair(world, node, tool);
          seen.push(node.nodeId);
        }
        expect(check(def, tool, world).kind).toBe(diagram?.defaultDecision);
      });
    }
  }
});
