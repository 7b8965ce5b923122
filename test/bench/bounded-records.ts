/**
 * What bounded summaries cost (red team V1, V4): a strict run of N allowed calls after reading
 * a confidential value (every decision record shows the import join and seals each argument's
 * exact summary and the exact context) against the same run after reading a public value
 * (exact summaries in clear, nothing sealed). Prints the median time per governed call over
 * R rounds and the mean stored `attrs` length per decision record.
 *
 * Run: npx tsx --conditions=source test/bench/bounded-records.ts [calls=200] [rounds=7]
 */
import type { JsonValue, ToolDefinition } from 'zamburak';
import { makeHarness } from '../support/harness.js';

const CALLS = Number(process.argv[2] ?? 200);
const ROUNDS = Number(process.argv[3] ?? 7);

const POLICY = `schema_version: 1
policy_name: bounded_bench
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: get_secret
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [AUTH_SECRET] }
    default_decision: Allow
  - tool: get_public
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted }
    default_decision: Allow
  - tool: send
    side_effect_class: ExternalWrite
    default_decision: Allow
`;

const t = (name: string, parameters: ToolDefinition['parameters'], run: () => JsonValue) =>
  ({ name, description: name, parameters, trustClass: 'TrustedLocal', run }) as ToolDefinition;
const tools = [
  t('get_secret', {}, () => 'hunter2'),
  t('get_public', {}, () => 'public'),
  t('send', { to: {}, body: {} }, () => 'sent'),
];

const plan = (source: string) => `const v = ${source}({});
for (let i = 0; i < ${CALLS}; i++) send({ to: 'bob', body: i % 2 === 0 ? 'x' : 'y' });`;

async function measure(source: string): Promise<{ perCallUs: number; attrs: number }> {
  const times: number[] = [];
  let attrs = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const h = makeHarness({ policyText: POLICY, tools, durability: 'normal' });
    try {
      const t0 = performance.now();
      const exec = await h.runtime.start(plan(source));
      const ms = performance.now() - t0;
      if (exec.status !== 'completed') throw new Error(`run ended ${exec.status}`);
      exec.dispose();
      times.push((ms * 1000) / CALLS);
      h.audit.flush();
      const sends = h.audit
        .records()
        .filter((x) => x.event === 'effect_allowed' && x.tool === 'send');
      attrs = sends.reduce((n, x) => n + JSON.stringify(x.attrs ?? {}).length, 0) / sends.length;
    } finally {
      h.close();
    }
  }
  times.sort((a, b) => a - b);
  return { perCallUs: times[Math.floor(times.length / 2)] as number, attrs };
}

const exact = await measure('get_public');
const bounded = await measure('get_secret');
console.log(`${CALLS} allowed sends per run, median of ${ROUNDS} runs, strict mode`);
console.log(
  `  exact (public import)        ${exact.perCallUs.toFixed(1)} us/call, attrs ${exact.attrs.toFixed(0)} chars`,
);
console.log(
  `  bounded (confidential import) ${bounded.perCallUs.toFixed(1)} us/call, attrs ${bounded.attrs.toFixed(0)} chars`,
);
