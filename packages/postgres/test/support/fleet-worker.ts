/**
 * One worker of the fleet test and benchmark: a `createRuntime` runtime over the shared store,
 * plugged in as docs/deployment.md tells a user to, running governed plans until killed or
 * `PLANS` plans are done. Each plan makes `CALLS_PER_PLAN` calls of one tool under one token
 * (cycling over a budgeted, a revocable and a free token).
 *
 * - PostgreSQL (`STORE=postgres`, default): `audit: runtimeAuditLog(store.openAuditLog(...))`,
 *   `authority: { verifier, revocations: store.revocations, usage: store.usage }` (read at
 *   every validation, charged atomically), `approvalLedger: store.approvals`.
 * - SQLite (`STORE=sqlite`, the benchmark's comparison): one audit log file per worker (one
 *   writer per file) and the revocation and usage files shared by the workers of the machine.
 *
 * The effect of a call is printing an acknowledgement line on stdout:
 * `{ w, e, c, tool, at, ms }`: execution id, call id, the tool, the time the gateway took the
 * call (`ctx.now`, read before its validation read the stores) and the governed call's
 * latency in ms (from the previous call's return, or the plan's start, to this effect). The
 * runtime runs the tool only after the `effect_allowed` record is committed, so every line is
 * an acknowledged security record whose effect ran.
 */
import { join } from 'node:path';
import { openAuditLog } from '@zamburak/audit';
import { createVerifier, parseToken } from '@zamburak/authority';
import {
  type AuthorityOptions,
  createRuntime,
  openRevocationFile,
  openUsageLedgerFile,
  type RuntimeOptions,
  type ToolDefinition,
} from 'zamburak';
import { openPostgresStore, runtimeAuditLog } from '../../src/index.js';

const FLEET_TOOLS = ['send_budgeted', 'send_revocable', 'send_free'] as const;

/** Every tool needs the `SendMessage` capability; nothing else decides. */
const FLEET_POLICY = `
schema_version: 1
policy_name: fleet
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
${FLEET_TOOLS.map(
  (t) => `  - tool: ${t}
    side_effect_class: ExternalWrite
    required_authority: [SendMessage]
    default_decision: Allow`,
).join('\n')}
`;

async function main(): Promise<void> {
  const env = process.env;
  const worker = Number(env.WORKER ?? '0');
  const plans = Number(env.PLANS ?? '1000000');
  const perPlan = Number(env.CALLS_PER_PLAN ?? '5');
  const tokens = (JSON.parse(env.TOKENS ?? '[]') as unknown[]).map((t) =>
    parseToken(JSON.stringify(t)),
  );
  const key = Uint8Array.from(Buffer.from(env.MINTER_KEY ?? '', 'hex'));
  const runtimeKey = new Uint8Array(32).fill(27);
  const tokenKey = env.TOKEN_KEY ?? '';

  let audit: RuntimeOptions['audit'];
  let authority: Omit<AuthorityOptions, 'verifier'>;
  let extra: Partial<RuntimeOptions> = {};
  let close: () => Promise<void>;
  if (env.STORE === 'sqlite') {
    const dir = env.SQLITE_DIR ?? '.';
    const log = openAuditLog({
      path: join(dir, `audit-${worker}.db`),
      tokenKey,
      clock: Date.now,
    });
    const revocations = openRevocationFile({ path: join(dir, 'revocations.db') });
    const usage = openUsageLedgerFile({ path: join(dir, 'usage.db') });
    audit = log;
    authority = { revocations, usage };
    close = async () => {
      log.close();
      revocations.close();
      usage.close();
    };
  } else {
    const store = await openPostgresStore({
      connection: JSON.parse(env.PG_CONFIG ?? '{}') as Record<string, unknown>,
      maxConnections: 3,
    });
    const log = await store.openAuditLog({ log: 'fleet', tokenKey, clock: Date.now });
    audit = runtimeAuditLog(log);
    authority = { revocations: store.revocations, usage: store.usage };
    extra = { approvalLedger: store.approvals };
    close = async () => {
      await log.close();
      await store.close();
    };
  }

  let last = 0;
  const tools: ToolDefinition[] = FLEET_TOOLS.map((name) => ({
    name,
    description: `${name} (the fleet test's effect)`,
    parameters: { n: { type: 'number' } },
    trustClass: 'TrustedLocal',
    run(_args, ctx) {
      const t = performance.now();
      process.stdout.write(
        `${JSON.stringify({ w: worker, e: ctx.executionId, c: ctx.callId, tool: name, at: ctx.now, ms: t - last })}\n`,
      );
      last = performance.now();
      return 'sent';
    },
  }));
  const runtime = createRuntime({
    policy: { text: FLEET_POLICY, format: 'yaml' },
    tools,
    authority: { verifier: createVerifier(key), ...authority },
    audit,
    clock: Date.now,
    key: runtimeKey,
    ...extra,
  });
  process.stdout.write(`${JSON.stringify({ w: worker, ready: true })}\n`);
  for (let i = 0; i < plans; i++) {
    const token = tokens[i % tokens.length]!;
    const tool = token.scope[0]!.slice('tool:'.length);
    last = performance.now();
    // Unique across restarts of this worker: the chain is matched by execution and call id.
    const exec = await runtime.start(`for (let i = 0; i < ${perPlan}; i++) ${tool}({ n: i });`, {
      tokens: [token],
      executionId: `w${worker}-${process.pid}-${i}`,
    });
    exec.dispose();
  }
  await close();
}

await main();
