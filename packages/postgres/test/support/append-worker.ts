/**
 * A separate process appending to a shared chain (store.test.ts): 25 records, some of them
 * concurrently, then prints what was acknowledged as JSON.
 */
import { openPostgresStore } from '../../src/index.js';

const config = JSON.parse(process.env.PG_CONFIG ?? '{}') as Record<string, unknown>;
const worker = Number(process.env.WORKER ?? '0');
const store = await openPostgresStore({ connection: config });
const log = await store.openAuditLog({
  log: 'fleet',
  tokenKey: 'store-test-token-key-0123456789ab',
  clock: () => Date.UTC(2026, 0, 1),
});
const acked: { seq: number; hash: string }[] = [];
for (let round = 0; round < 5; round++) {
  const batch = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      log.append({
        type: 'effect_allowed',
        executionId: `worker_${worker}`,
        callId: round * 5 + i,
        tool: 'send_email',
        decision: 'Allow',
        policyHash: `sha256:${'cd'.repeat(32)}`,
      }),
    ),
  );
  for (const r of batch) acked.push({ seq: r.seq, hash: r.hash });
}
await store.close();
process.stdout.write(JSON.stringify(acked));
