/** A one-tool policy with nested-path, verification and readers rules, for the request and policy-test tests. */
export const POLICY = `schema_version: 1
policy_name: t
default_action: Deny
strict_mode: true
budgets: { max_values: 100, max_parents_per_value: 8, max_closure_steps: 100, max_witness_depth: 8 }
tools:
  - tool: send
    side_effect_class: ExternalWrite
    arg_rules:
      - arg: message.to
        requires_integrity: Verified(Known)
      - arg: message.body
        max_payload_bytes: 8
        readers_must_include: message.to
    default_decision: Allow
`;
