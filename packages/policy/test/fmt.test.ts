/**
 * `fmt`: one canonical layout. The shipped policies are in it (the CI check users would run),
 * formatting never changes a policy's meaning (same hash) and is idempotent, and comments
 * survive key reordering.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { formatPolicyText, parsePolicy } from '../src/index.js';

const repo = new URL('../../../', import.meta.url);
const SHIPPED = [
  ...readdirSync(new URL('docs/examples/policies/', repo)).map(
    (f) => `docs/examples/policies/${f}`,
  ),
  ...['banking', 'slack', 'travel', 'workspace'].flatMap((s) => [
    `packages/examples/data/agentdojo/${s}/policy.yaml`,
    `packages/examples/data/agentdojo/${s}/policy.strict.yaml`,
  ]),
  'packages/examples/data/personal-assistant.yaml',
];

const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');

describe('zamburak-policy fmt', () => {
  it.each(SHIPPED)('%s is in canonical layout', (path) => {
    const r = formatPolicyText(read(path), { format: 'yaml', sourceName: path });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.changed).toBe(false);
  });

  it('orders keys as the schema does, keeps comments and blank lines, and the hash', () => {
    const text = [
      '# a policy written in any order',
      'tools:',
      '  # the only tool',
      '  - default_decision: Allow',
      '    side_effect_class: Pure',
      '    tool: clock # what time is it',
      'policy_name: p',
      'budgets: {max_witness_depth: 3, max_values: 10, max_closure_steps: 4, max_parents_per_value: 2}',
      '',
      'strict_mode: false',
      'default_action: Deny',
      'schema_version: 1',
      '',
    ].join('\n');
    const r = formatPolicyText(text, { format: 'yaml' });
    expect(r.text).toBe(
      [
        '# a policy written in any order',
        'schema_version: 1',
        'policy_name: p',
        'default_action: Deny',
        // A blank line (like a comment) belongs to the entry after it, and moves with it.
        '',
        'strict_mode: false',
        'budgets: {max_values: 10, max_parents_per_value: 2, max_closure_steps: 4, max_witness_depth: 3}',
        'tools:',
        '  # the only tool',
        '  - tool: clock # what time is it',
        '    side_effect_class: Pure',
        '    default_decision: Allow',
        '',
      ].join('\n'),
    );
    expect(parsePolicy(r.text as string, { format: 'yaml' }).hash).toBe(
      parsePolicy(text, { format: 'yaml' }).hash,
    );
  });

  it('formats JSON policies in the same key order', () => {
    const policy = JSON.parse(
      JSON.stringify({
        tools: [{ default_decision: 'Allow', tool: 't', side_effect_class: 'Pure' }],
        budgets: {
          max_values: 5,
          max_parents_per_value: 2,
          max_closure_steps: 3,
          max_witness_depth: 4,
        },
        strict_mode: true,
        default_action: 'Deny',
        policy_name: 'j',
        schema_version: 1,
      }),
    );
    const r = formatPolicyText(JSON.stringify(policy), { format: 'json' });
    expect(Object.keys(JSON.parse(r.text as string))).toEqual([
      'schema_version',
      'policy_name',
      'default_action',
      'strict_mode',
      'budgets',
      'tools',
    ]);
    expect(r.text).toMatch(/\n$/);
  });

  it('does not format an invalid policy: it reports why, with positions', () => {
    const r = formatPolicyText('schema_version: 1\npolicy_name: [\n', { format: 'yaml' });
    expect(r.text).toBeUndefined();
    expect(r.diagnostics[0]?.code).toBe('PARSE_ERROR');
  });

  it('is idempotent and keeps the hash whatever the key order and layout (property)', () => {
    const base = parsePolicy(read('docs/examples/policies/banking.yaml'), { format: 'yaml' })
      .definition as unknown as Record<string, unknown>;
    // Shuffle every mapping's keys and flip flow/block styles; the meaning stays the same.
    const shuffled = (v: unknown, rnd: () => number): unknown => {
      if (Array.isArray(v)) return v.map((x) => shuffled(x, rnd));
      if (v === null || typeof v !== 'object') return v;
      const entries = Object.entries(v).sort(() => rnd() - 0.5);
      return Object.fromEntries(entries.map(([k, x]) => [k, shuffled(x, rnd)]));
    };
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, flow) => {
        let s = seed;
        const rnd = () => {
          s = (s * 1103515245 + 12345) & 0x7fffffff;
          return s / 0x7fffffff;
        };
        const text = stringify(shuffled(base, rnd), { collectionStyle: flow ? 'flow' : 'block' });
        const once = formatPolicyText(text, { format: 'yaml' });
        expect(once.text).toBeDefined();
        const twice = formatPolicyText(once.text as string, { format: 'yaml' });
        expect(twice.changed).toBe(false);
        expect(parsePolicy(once.text as string, { format: 'yaml' }).hash).toBe(
          parsePolicy(text, { format: 'yaml' }).hash,
        );
      }),
      { numRuns: 40 },
    );
  });
});
