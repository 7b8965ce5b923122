import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DECISION_ORDER,
  type PolicyDefinition,
  parsePolicy,
  type ToolPolicy,
} from '@zamburak/policy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownRuleFields } from '../src/generate.js';
import {
  checkGenerated,
  HEADER_PREFIX,
  planOutputs,
  policyStem,
  policyToMermaid,
  VizError,
  type VizStage,
} from '../src/index.js';
import { FIXTURE_POLICIES, GOLDEN_DIR, policyFiles, REPO_ROOT } from './helpers.js';

function load(file: string): PolicyDefinition {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8');
  return parsePolicy(text, { format: file.endsWith('.json') ? 'json' : 'yaml', sourceName: file })
    .definition;
}

const BUDGETS = {
  max_values: 10,
  max_parents_per_value: 4,
  max_closure_steps: 10,
  max_witness_depth: 4,
};

function policy(
  tools: readonly ToolPolicy[],
  extra: Partial<PolicyDefinition> = {},
): PolicyDefinition {
  return {
    schema_version: 1,
    policy_name: 'p',
    default_action: 'Deny',
    strict_mode: true,
    budgets: BUDGETS,
    tools,
    ...extra,
  };
}

/** Every kind of rule, so every stage of the decision order is present. */
const FULL_TOOL: ToolPolicy = {
  tool: 'send_email',
  side_effect_class: 'ExternalWrite',
  required_authority: ['EmailSendCap'],
  max_calls: 2,
  arg_rules: [
    { arg: 'to', requires_integrity: 'Verified(AllowlistedEmailRecipient)' },
    {
      arg: 'body',
      forbids_confidentiality: ['AUTH_SECRET'],
      max_payload_bytes: 100,
      readers_must_include: 'to',
    },
  ],
  context_rules: { deny_if_pc_integrity_contains: ['Untrusted'] },
  confirmation_rules: { if_args_confidentiality_contains: ['PRIVATE'] },
  default_decision: 'Allow',
};

describe('golden diagrams of the fixture policies', () => {
  const files = policyFiles(FIXTURE_POLICIES);

  it('has fixture policies', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it('generates exactly the committed golden .mmd files (any byte of difference fails)', async () => {
    const planned = planOutputs(
      files.map((file) => ({
        stem: policyStem(file),
        diagrams: policyToMermaid(load(file), { sourceName: file }),
      })),
    );
    const golden = planned.map((p) => readFileSync(join(GOLDEN_DIR, `${p.path}.mmd`), 'utf8'));
    expect(planned.map((p) => p.diagram.mermaid)).toEqual(golden);
    // ...and no golden file is left over from a removed tool or policy.
    expect(await checkGenerated(GOLDEN_DIR, planned)).toEqual([]);
  });

  it('needs no entity codes in real policies (labels render identically in SVG and HTML mode)', () => {
    for (const file of files) {
      const diagrams = policyToMermaid(load(file), { sourceName: file });
      for (const d of [diagrams.summary, ...diagrams.tools]) {
        expect(d.mermaid).not.toMatch(/#\d+;/u);
      }
    }
  });

  it('is deterministic: generating twice gives identical text', () => {
    for (const file of files) {
      const a = policyToMermaid(load(file), { sourceName: file });
      const b = policyToMermaid(load(file), { sourceName: file });
      expect(b).toEqual(a);
    }
  });
});

describe('policyToMermaid', () => {
  it('starts every file with the generated-file header naming the source policy', () => {
    const diagrams = policyToMermaid(policy([FULL_TOOL]), { sourceName: 'docs/x.yaml' });
    for (const d of [diagrams.summary, ...diagrams.tools]) {
      expect(d.mermaid.split('\n')[0]).toBe(`%% ${HEADER_PREFIX}docs/x.yaml; do not edit.`);
      expect(d.mermaid.split('\n')[2]).toBe('flowchart TD');
    }
  });

  it("draws one decision node per rule, in the policy package's DECISION_ORDER", () => {
    const [tool] = policyToMermaid(policy([FULL_TOOL]), { sourceName: 'x' }).tools;
    expect(tool?.decisions.map((d) => [d.stage, d.field, d.arg ?? ''])).toEqual([
      ['hard_deny', 'max_calls', ''],
      ['hard_deny', 'arg_rules[].forbids_confidentiality', 'body'],
      ['hard_deny', 'arg_rules[].max_payload_bytes', 'body'],
      ['hard_deny', 'arg_rules[].readers_must_include', 'body'],
      ['authority', 'required_authority', ''],
      ['verification', 'arg_rules[].requires_integrity', 'to'],
      ['context', 'context_rules.deny_if_pc_integrity_contains', ''],
      ['confirmation', 'confirmation_rules.if_args_confidentiality_contains', ''],
    ]);
    const stageRank = new Map(DECISION_ORDER.map((s) => [s.id as string, s.order]));
    const ranks = tool?.decisions.map((d) => stageRank.get(d.stage) ?? -1) ?? [];
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(tool?.decisions.map((d) => d.outcome)).toEqual([
      ...Array(7).fill('Deny'),
      'RequireConfirmation',
    ]);
    expect(tool?.defaultDecision).toBe('Allow');
  });

  it('chains the nodes: start -> checks (no) -> default, every yes to its outcome terminal', () => {
    const [tool] = policyToMermaid(policy([FULL_TOOL]), { sourceName: 'x' }).tools;
    const text = tool?.mermaid ?? '';
    const ids = tool?.decisions.map((d) => d.nodeId) ?? [];
    expect(text).toContain(`N_start --> ${ids[0]}`);
    for (let i = 0; i + 1 < ids.length; i += 1) {
      expect(text).toContain(`${ids[i]} -->|"no"| ${ids[i + 1]}`);
    }
    expect(text).toContain(`${ids.at(-1)} -->|"no"| N_default`);
    expect(text).toContain('N_default --> O_Allow');
    for (const d of tool?.decisions ?? []) {
      expect(text).toContain(`${d.nodeId} -->|"yes"| O_${d.outcome}`);
    }
  });

  it('omits absent stages and their subgraphs', () => {
    const [tool] = policyToMermaid(
      policy([
        {
          tool: 'read',
          side_effect_class: 'ExternalRead',
          required_authority: ['ReadCap'],
          default_decision: 'Allow',
        },
      ]),
      { sourceName: 'x' },
    ).tools;
    expect(tool?.decisions.map((d) => d.stage)).toEqual(['authority']);
    expect(tool?.mermaid).toContain('subgraph G2_authority');
    expect(tool?.mermaid).not.toMatch(/subgraph G[13457]_/u);
    expect(tool?.mermaid).toContain('subgraph G6_default');
  });

  it('uses the policy default_action when a tool has none, and draft outcomes when asked', () => {
    const diagrams = policyToMermaid(
      policy(
        [
          {
            tool: 'post',
            side_effect_class: 'ExternalWrite',
            confirmation_rules: { if_pc_integrity_contains: ['Untrusted'], draft: true },
          },
        ],
        { default_action: 'RequireConfirmation' },
      ),
      { sourceName: 'x' },
    );
    const [tool] = diagrams.tools;
    expect(tool?.defaultDecision).toBe('RequireConfirmation');
    expect(tool?.mermaid).toContain('default_action (policy):<br/>RequireConfirmation');
    expect(tool?.decisions.map((d) => d.outcome)).toEqual(['RequireDraft']);
    expect(diagrams.summary.mermaid).toContain('default: RequireConfirmation (policy)');
  });

  it('checks argument rules argument by argument within a stage, as the engine does', () => {
    const [tool] = policyToMermaid(
      policy([
        {
          tool: 't',
          side_effect_class: 'ExternalWrite',
          arg_rules: [
            { arg: 'a', forbids_confidentiality: ['X'], max_payload_bytes: 1 },
            {
              arg: 'b',
              allows_confidentiality: [],
              readers_must_include: 'a',
              requires_integrity: 'Trusted',
            },
          ],
        },
      ]),
      { sourceName: 'x' },
    ).tools;
    expect(tool?.decisions.map((d) => `${d.arg}.${d.field.replace('arg_rules[].', '')}`)).toEqual([
      'a.forbids_confidentiality',
      'a.max_payload_bytes',
      'b.allows_confidentiality',
      'b.readers_must_include',
      'b.requires_integrity',
    ]);
  });

  it('never draws a confirmation as looser than the default (confirmation only tightens)', () => {
    const tool = (default_decision: 'Allow' | 'Deny' | 'RequireDraft') =>
      policyToMermaid(
        policy([
          {
            tool: 't',
            side_effect_class: 'ExternalWrite',
            confirmation_rules: { if_args_confidentiality_contains: ['P'] },
            default_decision,
          },
        ]),
        { sourceName: 'x' },
      ).tools[0]?.decisions[0]?.outcome;
    expect(tool('Allow')).toBe('RequireConfirmation');
    expect(tool('RequireDraft')).toBe('RequireDraft');
    expect(tool('Deny')).toBe('Deny');
  });

  it('has its own wording for every rule field of the engine order (a new field must be worded here)', () => {
    const known = new Set(knownRuleFields());
    const missing = DECISION_ORDER.flatMap((s) => s.fields).filter((f) => !known.has(f));
    expect(missing).toEqual([]);
  });

  it('still draws an unknown rule field (generic wording), failing towards the stage outcome', () => {
    const order: VizStage[] = [
      {
        id: 'future',
        order: 1,
        title: 'Future checks',
        fields: ['future_rule'],
        outcomes: ['Deny'],
      },
      ...(DECISION_ORDER as readonly VizStage[]).filter((s) => s.id === 'default'),
    ];
    const tool = {
      tool: 't',
      side_effect_class: 'Pure',
      future_rule: ['A'],
    } as unknown as ToolPolicy;
    const [d] = policyToMermaid(policy([tool]), { sourceName: 'x', order }).tools;
    expect(d?.decisions).toEqual([
      {
        nodeId: 'S1_future_future_rule',
        stage: 'future',
        field: 'future_rule',
        fields: ['future_rule'],
        outcome: 'Deny',
        lines: ['future_rule =', 'A?'],
      },
    ]);
  });

  it('follows whatever order it is given (a property over permutations of the stages)', () => {
    const stages = DECISION_ORDER as readonly VizStage[];
    const def = policy([FULL_TOOL]);
    fc.assert(
      fc.property(fc.shuffledSubarray([...stages], { minLength: 1 }), (order) => {
        const renumbered = order.map((s, i) => ({ ...s, order: i + 1 }));
        const [tool] = policyToMermaid(def, { sourceName: 'x', order: renumbered }).tools;
        const position = new Map(renumbered.map((s) => [s.id, s.order]));
        const seen = tool?.decisions.map((d) => position.get(d.stage) ?? -1) ?? [];
        expect([...seen].sort((a, b) => a - b)).toEqual(seen);
        // stages left out of the order draw nothing
        for (const d of tool?.decisions ?? []) {
          expect(position.has(d.stage)).toBe(true);
        }
        // without a default stage the flow still ends in Deny (fail closed)
        if (!renumbered.some((s) => s.fields.includes('default_decision'))) {
          expect(tool?.defaultDecision).toBeUndefined();
          expect(tool?.mermaid).toMatch(/--> ?(\|"no"\| )?O_Deny\n/u);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('escapes hostile names so they cannot break the diagram', () => {
    const def = policy([
      { tool: 'x"]\n%% click', side_effect_class: 'ExternalRead', default_decision: 'Allow' },
    ] as unknown as ToolPolicy[]);
    const [tool] = policyToMermaid(def, { sourceName: 'evil\n-->x.yaml' }).tools;
    const lines = tool?.mermaid.split('\n') ?? [];
    expect(lines[0]).toBe(
      `%% ${HEADER_PREFIX}evil?--#62;x.yaml; do not edit.`.replace('#62;', '>'),
    );
    expect(tool?.mermaid).toContain('call x#34;#93;#10;#37;#37; click');
    expect(lines.filter((l) => l.startsWith('%%'))).toHaveLength(2);
  });

  it('rejects two tools that would share a diagram file', () => {
    const def = policy([
      { tool: 'a:b', side_effect_class: 'Pure' },
      { tool: 'a_b', side_effect_class: 'Pure' },
    ]);
    expect(() => policyToMermaid(def, { sourceName: 'x' })).toThrow(VizError);
    try {
      policyToMermaid(def, { sourceName: 'x' });
    } catch (error) {
      expect((error as VizError).code).toBe('OUTPUT_NAME_COLLISION');
      expect((error as VizError).data).toEqual({ file: 'tools/a_b.mmd' });
    }
  });

  it('groups the summary by side-effect class with each default decision and check count', () => {
    const def = policy([
      FULL_TOOL,
      { tool: 'today', side_effect_class: 'Pure', default_decision: 'Allow' },
      { tool: 'read', side_effect_class: 'ExternalRead' },
    ]);
    const text = policyToMermaid(def, { sourceName: 'x' }).summary.mermaid;
    const order = ['subgraph C1_Pure', 'subgraph C2_ExternalRead', 'subgraph C3_ExternalWrite'].map(
      (s) => text.indexOf(s),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('T3_send_email["send_email<br/>default: Allow<br/>8 checks"]:::allow');
    expect(text).toContain('default: Deny (policy)<br/>0 checks"]:::deny');
    expect(text).toContain('N_unlisted["tools not listed<br/>Deny (fail closed)"]:::deny');
  });
});
