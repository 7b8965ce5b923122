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
  parsePolicyObject,
  type ToolPolicy,
} from '@zamburak/policy';
import fc from 'fast-check';
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
  // An LLM sink sums every argument: one argument no rule names keeps its context size
  // violated until its own node is repaired.
  const all = tool.llm_sink === undefined ? names : [...names, 'unruled_context'];
  for (const name of all.length === 0 ? ['prompt'] : all) {
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

/** Makes exactly the rules of one decision node pass. */
function repair(world: World, node: DecisionNodeInfo, tool: ToolPolicy): void {
  for (const field of node.fields) {
    repairField(world, { ...node, field }, tool);
  }
}

function repairField(world: World, node: DecisionNodeInfo, tool: ToolPolicy): void {
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

/** The rule paths the engine may report for a node (one per field it checks). */
function expectedPaths(tool: ToolPolicy, node: DecisionNodeInfo): string[] {
  return node.fields.map((field) => {
    if (field.startsWith('budgets.')) return field;
    if (node.arg !== undefined)
      return `tools[${tool.tool}].arg_rules[${node.arg}].${field.replace('arg_rules[].', '')}`;
    return `tools[${tool.tool}].${field}`;
  });
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

/** Walks a tool's diagram against the engine; returns the number of nodes walked. */
function walk(def: PolicyDefinition, tool: ToolPolicy): number {
  const diagram = policyToMermaid(def, { sourceName: 'x' }).tools.find((d) => d.tool === tool.tool);
  const world = violateEverything(def, tool);
  const seen: string[] = [];
  for (const node of diagram?.decisions ?? []) {
    const decision = check(def, tool, world);
    expect(decision.kind, `${node.nodeId} after ${seen.join(', ')}`).toBe(node.outcome);
    if (decision.stage !== 'default') {
      expect(expectedPaths(tool, node), node.nodeId).toContain(decision.rulePath);
    }
    repair(world, node, tool);
    seen.push(node.nodeId);
  }
  expect(check(def, tool, world).kind).toBe(diagram?.defaultDecision);
  return seen.length;
}

const subset = <T>(xs: readonly T[]) => fc.subarray([...xs], { minLength: 1 });
const DECISION = fc.constantFrom(
  'Allow',
  'Deny',
  'RequireConfirmation',
  'RequireDraft',
) as fc.Arbitrary<'Allow' | 'Deny' | 'RequireConfirmation' | 'RequireDraft'>;

/** Random tools built from every rule kind (rules chosen so that each repair touches one node). */
const TOOL: fc.Arbitrary<ToolPolicy> = fc
  .record(
    {
      args: fc.subarray(['to', 'subject', 'body'], { minLength: 1 }),
      forbids: fc.option(subset(['F1', 'F2']), { nil: undefined }),
      allows: fc.option(fc.subarray(['A1']), { nil: undefined }),
      payload: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
      readers: fc.boolean(),
      integrity: fc.option(
        fc.constantFrom<string | string[]>('Trusted', 'Verified(K1)', ['Trusted', 'Verified(K2)']),
        {
          nil: undefined,
        },
      ),
      authority: fc.option(subset(['CapA', 'CapB']), { nil: undefined }),
      maxCalls: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
      pcUntrusted: fc.boolean(),
      pcConf: fc.option(subset(['P1', 'P2']), { nil: undefined }),
      confirmPc: fc.boolean(),
      confirmArgs: fc.option(subset(['C1', 'C2']), { nil: undefined }),
      draft: fc.boolean(),
      sink: fc.option(
        fc.record({
          forbids: fc.option(subset(['F1', 'F2']), { nil: undefined }),
          allows: fc.boolean(),
          max: fc.option(fc.integer({ min: 1, max: 9000 }), { nil: undefined }),
        }),
        { nil: undefined },
      ),
      dflt: fc.option(DECISION, { nil: undefined }),
    },
    { requiredKeys: [] },
  )
  .map((r) => {
    const args = r.args ?? ['body'];
    const ruleFor = (arg: string, i: number) => ({
      arg,
      ...(r.forbids && i === 0 ? { forbids_confidentiality: r.forbids } : {}),
      ...(r.allows && i === args.length - 1
        ? { allows_confidentiality: ['C1', 'C2', ...r.allows] }
        : {}),
      ...(r.payload !== undefined && i === 0 ? { max_payload_bytes: r.payload } : {}),
      ...(r.readers && i === args.length - 1 && args.length > 1
        ? { readers_must_include: args[0] }
        : {}),
      ...(r.integrity !== undefined && i === 0 ? { requires_integrity: r.integrity } : {}),
    });
    const confirmation = {
      ...(r.confirmPc && !r.pcUntrusted ? { if_pc_integrity_contains: ['Untrusted'] } : {}),
      ...(r.confirmArgs ? { if_args_confidentiality_contains: r.confirmArgs } : {}),
    };
    const hasConfirmation = Object.keys(confirmation).length > 0;
    return {
      tool: 't',
      side_effect_class: r.sink ? 'LlmSink' : 'ExternalWrite',
      ...(r.authority ? { required_authority: r.authority } : {}),
      arg_rules: args.map(ruleFor),
      ...(r.maxCalls !== undefined ? { max_calls: r.maxCalls } : {}),
      ...(r.pcUntrusted || r.pcConf
        ? {
            context_rules: {
              ...(r.pcUntrusted ? { deny_if_pc_integrity_contains: ['Untrusted'] } : {}),
              ...(r.pcConf ? { deny_if_pc_confidentiality_contains: r.pcConf } : {}),
            },
          }
        : {}),
      ...(hasConfirmation
        ? { confirmation_rules: { ...confirmation, ...(r.draft ? { draft: true } : {}) } }
        : {}),
      ...(r.sink
        ? {
            llm_sink: {
              role: 'quarantined',
              ...(r.sink.forbids ? { forbids_confidentiality: r.sink.forbids } : {}),
              ...(r.sink.allows ? { allows_confidentiality: ['C1', 'C2'] } : {}),
              ...(r.sink.max !== undefined ? { max_context_bytes: r.sink.max } : {}),
            },
          }
        : {}),
      ...(r.dflt ? { default_decision: r.dflt } : {}),
    } as unknown as ToolPolicy;
  });

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
    for (const tool of def.tools) {
      it(`${file}: ${tool.tool} decides node by node in the drawn order`, () => {
        walk(def, tool);
      });
    }
  }

  it('random tools with every rule kind: the engine answers node by node in the drawn order', () => {
    let nodes = 0;
    fc.assert(
      fc.property(
        TOOL,
        DECISION,
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        (tool, dflt, effects) => {
          const raw = {
            schema_version: 1,
            policy_name: 'random',
            default_action: dflt,
            strict_mode: true,
            budgets: {
              max_values: 100,
              max_parents_per_value: 8,
              max_closure_steps: 100,
              max_witness_depth: 8,
              ...(effects ? { max_effects: effects } : {}),
            },
            tools: [tool],
          };
          const def = parsePolicyObject(raw, 'random').definition;
          nodes += walk(def, def.tools[0] as ToolPolicy);
        },
      ),
      { numRuns: 150 },
    );
    expect(nodes).toBeGreaterThan(150);
  });
});
