/**
 * Policy tests (policy-test.ts, `zamburak-policy test`): the example policies pass their own
 * test files, a failed case is reported with its position and both decisions, and a broken
 * policy under test is a diagnostic with the policy file's position, never a throw.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runPolicyCli, runPolicyTests } from '../src/index.js';
import { POLICY } from './support/send-policy.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

async function cli(argv: string[]) {
  let stdout = '';
  const code = await runPolicyCli(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: () => {},
    cwd: repo,
  });
  return { code, stdout };
}

describe('zamburak-policy test', () => {
  it('the example and AgentDojo policies pass their own tests', async () => {
    const r = await cli([
      'test',
      '--format',
      'json',
      'docs/examples/policy-tests',
      'packages/examples/data/agentdojo',
    ]);
    const out = JSON.parse(r.stdout) as { files: unknown[]; passed: number; failed: number };
    expect(r.code).toBe(0);
    expect(out.failed).toBe(0);
    expect(out.files).toHaveLength(5);
    expect(out.passed).toBeGreaterThanOrEqual(21);
  });

  it('reports a failed case with its position, expected and actual decision', () => {
    const text = `policy: p.yaml\ncases:\n  - name: wrong\n    tool: send\n    expect: { decision: Allow }\n`;
    const r = runPolicyTests(text, { format: 'yaml', sourceName: 't.test.yaml' }, () => ({
      text: POLICY,
      format: 'yaml',
      sourceName: 'p.yaml',
    }));
    expect(r.ok).toBe(false);
    expect(r.cases[0]).toMatchObject({
      ok: false,
      line: 3,
      column: 5,
      expected: { decision: 'Allow' },
      actual: { decision: 'Deny', reason: 'ARG_SUMMARY_MISSING' },
    });
  });

  it('an invalid policy under test is reported with the policy file position', () => {
    const r = runPolicyTests(
      'policy: p.yaml\ncases:\n  - { name: x, tool: send, expect: { decision: Allow } }\n',
      { format: 'yaml', sourceName: 't.test.yaml' },
      () => ({ text: 'schema_version: 1\n', format: 'yaml', sourceName: 'p.yaml' }),
    );
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]).toMatchObject({ sourceName: 'p.yaml', code: 'MISSING_FIELD' });
  });
});
