/**
 * Lint: UNCHECKED_CONTROL_CONTEXT (red team O1, 2026-11-28). Strict mode joins the control
 * context into the checks a tool has; a write tool whose rules read no label runs under a
 * secret or untrusted branch unchecked (`if (s.length > 3) ping2({});` ran `ping2` for one
 * secret and not the other). The lint names it.
 */
import { describe, expect, it } from 'vitest';
import { parsePolicy, policyMessageId } from '../src/index.js';

const doc = (strict: boolean, tool: string): string => `schema_version: 1
policy_name: t
default_action: Deny
strict_mode: ${strict}
budgets: { max_values: 10, max_parents_per_value: 4, max_closure_steps: 10, max_witness_depth: 4 }
tools:
${tool}`;

const codes = (strict: boolean, tool: string): string[] =>
  parsePolicy(doc(strict, tool), { format: 'yaml' }).warnings.map((w) => w.code);

describe('lint: UNCHECKED_CONTROL_CONTEXT', () => {
  it('warns on the red team O1 policy: an ExternalWrite tool with no rule, in strict mode', () => {
    const ping2 = `  - tool: ping2
    side_effect_class: ExternalWrite
    default_decision: Allow
`;
    const p = parsePolicy(doc(true, ping2), { format: 'yaml', sourceName: 'o1.yaml' });
    const w = p.warnings.find((x) => x.code === 'UNCHECKED_CONTROL_CONTEXT');
    expect(w).toBeDefined();
    expect(w?.message).toContain('ping2');
    expect(w?.path).toBe('tools[ping2].tool');
    expect(policyMessageId('UNCHECKED_CONTROL_CONTEXT')).toBe('policy-unchecked-control-context');
    // it says what UNGUARDED_WRITE does not: the strict-mode consequence
    expect(codes(true, ping2)).toEqual(['UNGUARDED_WRITE', 'UNCHECKED_CONTROL_CONTEXT']);
    expect(codes(false, ping2)).toEqual(['UNGUARDED_WRITE']);
  });

  it('warns when the only rules read no label (sizes, authority, budgets)', () => {
    const t = `  - tool: upload
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: body, max_payload_bytes: 100 }
    default_decision: RequireConfirmation
`;
    expect(codes(true, t)).toEqual(['UNCHECKED_CONTROL_CONTEXT']);
    expect(codes(false, t)).toEqual([]);
  });

  it.each([
    ['a context rule', 'context_rules: { deny_if_pc_confidentiality_contains: [AUTH_SECRET] }'],
    ['an integrity context rule', 'context_rules: { deny_if_pc_integrity_contains: [Untrusted] }'],
    ['a forbidding arg rule', 'arg_rules: [{ arg: body, forbids_confidentiality: [AUTH_SECRET] }]'],
    ['an integrity arg rule', 'arg_rules: [{ arg: body, requires_integrity: Trusted }]'],
    ['a confirmation rule', 'confirmation_rules: { if_pc_integrity_contains: [Untrusted] }'],
  ])('is quiet with %s', (_name, rule) => {
    const t = `  - tool: upload
    side_effect_class: ExternalWrite
    ${rule}
    default_decision: Allow
`;
    expect(codes(true, t)).toEqual([]);
  });

  it('is quiet for reads and for tools denied by default', () => {
    const read = `  - tool: fetch
    side_effect_class: ExternalRead
    default_decision: Allow
`;
    const denied = `  - tool: upload
    side_effect_class: ExternalWrite
`;
    expect(codes(true, read)).toEqual([]);
    expect(codes(true, denied)).toEqual([]);
  });
});
