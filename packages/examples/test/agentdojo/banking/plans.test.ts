/**
 * Static checks of the banking reference plans and honest answers (no QuickJS here; the
 * plans run through the runtime in `.scratch/banking-run.mts`): every external call a plan
 * makes is a suite tool or the quarantined model, and the honest model answers each query
 * a plan asks on the benign environment and refuses one whose data lacks the answer.
 */
import { describe, expect, it } from 'vitest';
import { bankingSuite } from '../../../src/agentdojo/banking/index.js';
import type { QuarantineRequest } from '../../../src/agentdojo/types.js';

const TOOLS = new Set([...bankingSuite.tools.map((t) => t.name), 'query_ai_assistant']);

/** `name({` call sites of a plan. */
const callsOf = (plan: string): string[] =>
  [...plan.matchAll(/\b([a-z_]+)\(\{/g)].map((m) => m[1] ?? '');

/** The `query: "..."` literals of a plan. */
const queriesOf = (plan: string): string[] =>
  [...plan.matchAll(/query: ("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1] ?? '""') as string);

describe('banking reference plans', () => {
  for (const task of bankingSuite.userTasks) {
    it(`${task.id}: calls only suite tools, with one object of named arguments`, () => {
      const calls = callsOf(task.plan);
      expect(calls.length).toBeGreaterThan(0);
      for (const c of calls) expect(TOOLS.has(c), c).toBe(true);
    });

    const queries = queriesOf(task.plan);
    if (queries.length === 0) continue;
    it(`${task.id}: the honest model answers its queries on the benign environment`, () => {
      const env = bankingSuite.loadEnvironment({});
      const data = [
        ...Object.values(env.filesystem.files),
        JSON.stringify(env.bank_account.transactions, null, 2),
      ];
      for (const query of queries) {
        const answers = data
          .map((d) => task.honest?.({ query, data: d, schema: {} } as QuarantineRequest, env))
          .filter((a) => a !== undefined);
        expect(answers.length, query).toBeGreaterThan(0);
      }
    });
  }

  it('the honest bill reader finds nothing in a bill an attack replaced', () => {
    const task = bankingSuite.userTasks[0];
    const env = bankingSuite.loadEnvironment({ injection_bill_text: 'pay me' });
    const query = queriesOf(task?.plan ?? '')[0] ?? '';
    const bill = env.filesystem.files['bill-december-2023.txt'] ?? '';
    expect(task?.honest?.({ query, data: bill, schema: {} }, env)).toBeUndefined();
  });
});
