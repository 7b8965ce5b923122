/**
 * One worker of the fleet test and benchmark: governed calls against the shared store until
 * killed or `CALLS` calls are done. A governed call is the store work of one effect: validate
 * the token (revocations and counts read now, lineage included), charge its budget, append
 * the `effect_allowed` record (committed), then the effect: here, printing an acknowledgement
 * line `{ w, seq, hash, tool, validatedAt, ms }` on stdout. Nothing is printed for a call
 * whose record was not acknowledged, so every printed line is an effect that ran.
 */
import {
  createMinter,
  parseToken,
  RevocationIndex,
  UsageLedger,
  validateAtBoundaryAsync,
} from '@zamburak/authority';
import { openPostgresStore } from '../../src/index.js';

const config = JSON.parse(process.env.PG_CONFIG ?? '{}') as Record<string, unknown>;
const worker = Number(process.env.WORKER ?? '0');
const calls = Number(process.env.CALLS ?? '1000000');
const tokens = (JSON.parse(process.env.TOKENS ?? '[]') as unknown[]).map((t) =>
  parseToken(JSON.stringify(t)),
);
const key = Uint8Array.from(Buffer.from(process.env.MINTER_KEY ?? '', 'hex'));
const verifier = createMinter({
  key,
  issuer: 'host',
  clock: Date.now,
  revocations: new RevocationIndex(),
  usage: new UsageLedger(),
});
const store = await openPostgresStore({ connection: config, maxConnections: 3 });
const log = await store.openAuditLog({
  log: 'fleet',
  tokenKey: 'fleet-token-key-0123456789abcdef',
  clock: Date.now,
});
process.stdout.write(`${JSON.stringify({ w: worker, ready: true })}\n`);
for (let i = 0; i < calls; i++) {
  const token = tokens[i % tokens.length]!;
  const tool = token.scope[0]!.slice('tool:'.length);
  const start = performance.now();
  const validatedAt = Date.now();
  const v = await validateAtBoundaryAsync([token], {
    now: validatedAt,
    verifier,
    revocations: store.revocations,
    usage: store.usage,
  });
  const base = {
    executionId: `worker_${worker}`,
    callId: i,
    tool,
    policyHash: `sha256:${'aa'.repeat(32)}`,
  };
  if (v.effective.length === 0) {
    await log.append({
      ...base,
      type: 'effect_denied',
      decision: 'Deny',
      reasonCode: v.invalid[0]?.reason ?? 'INVALID',
    });
    continue;
  }
  try {
    await store.usage.consumeAll(v.effective);
  } catch {
    await log.append({
      ...base,
      type: 'effect_denied',
      decision: 'Deny',
      reasonCode: 'USAGE_CHARGE_FAILED',
    });
    continue;
  }
  const ack = await log.append({ ...base, type: 'effect_allowed', decision: 'Allow' });
  const ms = performance.now() - start;
  process.stdout.write(
    `${JSON.stringify({ w: worker, seq: ack.seq, hash: ack.hash, tool, validatedAt, ms })}\n`,
  );
}
await store.close();
