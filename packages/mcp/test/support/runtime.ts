/**
 * A governed runtime over MCP tools for the bridge's tests: an in-memory audit log, a
 * fixed clock and key, and the servers of `node_modules` spawned with this Node.
 */
import { createRequire } from 'node:module';
import { openAuditLog } from '@zamburak/audit';
import { createMinter, RevocationIndex, UsageLedger } from '@zamburak/authority';
import { createRuntime, type RuntimeOptions, type ToolDefinition } from 'zamburak';

export const T0 = Date.UTC(2026, 0, 1);
const key = new Uint8Array(32).fill(7);
const require = createRequire(import.meta.url);

/** The entry script of an installed MCP server package (run with `process.execPath`). */
export function serverScript(pkg: string): string {
  return require.resolve(`${pkg}/dist/index.js`);
}

export function stdioOf(script: string, args: readonly string[] = []) {
  return { stdio: { command: process.execPath, args: [script, ...args] } } as const;
}

export function governed(
  policy: RuntimeOptions['policy'],
  tools: readonly ToolDefinition[],
  extra: Partial<RuntimeOptions> = {},
) {
  const clock = () => T0;
  const revocations = new RevocationIndex();
  const usage = new UsageLedger();
  const audit = openAuditLog({ path: ':memory:', tokenKey: key, clock });
  const runtime = createRuntime({
    policy,
    tools,
    authority: {
      verifier: createMinter({ key, issuer: 'test', clock, revocations, usage }),
      revocations,
      usage,
    },
    audit,
    clock,
    key,
    ...extra,
  });
  return { runtime, audit };
}

/** The audit log's rows of one event type (columns: event, tool, reason_code, ...). */
export function auditRows(
  audit: ReturnType<typeof openAuditLog>,
  event: string,
): Record<string, unknown>[] {
  audit.flush();
  return audit.db
    .prepare('SELECT * FROM records WHERE event = ? ORDER BY seq')
    .all(event) as Record<string, unknown>[];
}

export const POLICY_HEAD = {
  schema_version: 1,
  policy_name: 'mcp_test',
  default_action: 'Deny',
  strict_mode: true,
  budgets: {
    max_values: 100000,
    max_parents_per_value: 64,
    max_closure_steps: 10000,
    max_witness_depth: 32,
  },
} as const;
