import { describe, expect, it } from 'vitest';
import { defaultToolPolicy, withToolPolicies } from '../src/index.js';
import { governed } from './support/runtime.js';

/** createRuntime validates the policy (schema v1) or throws. */
const validates = (policy: object) => governed(policy as never, []).audit.close();

const schema = {
  type: 'object',
  properties: { path: { type: 'string' }, content: { type: 'string' }, mode: { type: 'string' } },
  required: ['path', 'content'],
} as const;

describe('default policy entries from MCP annotations', () => {
  it('reads for readOnlyHint, confirmed writes otherwise, Allow only for declared-harmless writes', () => {
    expect(defaultToolPolicy('r', schema, { readOnlyHint: true })).toEqual({
      tool: 'r',
      side_effect_class: 'ExternalRead',
      output_labels: { integrity: 'Untrusted' },
      default_decision: 'Allow',
    });
    const w = defaultToolPolicy('w', schema, undefined);
    expect(w).toMatchObject({
      side_effect_class: 'ExternalWrite',
      default_decision: 'RequireConfirmation',
      context_rules: { deny_if_pc_integrity_contains: ['Untrusted'] },
      arg_rules: [
        { arg: 'content', requires_integrity: 'Trusted' },
        { arg: 'mode', requires_integrity: 'Trusted', optional: true },
        { arg: 'path', requires_integrity: 'Trusted' },
      ],
    });
    expect(
      defaultToolPolicy('h', schema, { destructiveHint: false, openWorldHint: false })
        .default_decision,
    ).toBe('Allow');
    // A name no rule can spell (a dot would be a path): the write is denied by default.
    const odd = { type: 'object', properties: { 'a.b': { type: 'string' } } } as const;
    expect(
      defaultToolPolicy('o', odd, { destructiveHint: false, openWorldHint: false }),
    ).toMatchObject({
      default_decision: 'Deny',
    });
  });

  it('adds entries only for tools the policy does not name, and the result validates', () => {
    const host = {
      schema_version: 1,
      policy_name: 'p',
      default_action: 'Deny',
      strict_mode: true,
      budgets: {
        max_values: 10,
        max_parents_per_value: 4,
        max_closure_steps: 10,
        max_witness_depth: 4,
      },
      tools: [{ tool: 'w', side_effect_class: 'ExternalRead', default_decision: 'Allow' }],
    };
    const merged = withToolPolicies(host, [
      defaultToolPolicy('w', schema, undefined),
      defaultToolPolicy('r', schema, { readOnlyHint: true }),
    ]);
    expect(merged.tools.map((t) => (t as { tool: string }).tool)).toEqual(['w', 'r']);
    expect(merged.tools[0]).toEqual(host.tools[0]);
    expect(host.tools).toHaveLength(1);
    expect(() => validates(merged)).not.toThrow();
    const all = withToolPolicies({ ...host, tools: [] }, [
      defaultToolPolicy('w', schema, undefined),
    ]);
    expect(() => validates(all)).not.toThrow();
  });
});
