/**
 * Authority benchmark: boundary validations per second for a set of 100 tokens.
 *
 * Run: npm run bench:authority
 *
 * The set: 40 minted roots, 40 children, 20 grandchildren (chains of three generations),
 * a few bound to an execution, some with use budgets, 5 roots revoked (their descendants
 * fail PARENT_INVALID through the cascade) and 5 roots expired at the evaluation time. Three cases, measured side by side in one run:
 * - warm:    the same token objects at every boundary (what core does during one execution;
 *            signature verdicts are cached per sealed token object),
 * - restore: tokens parsed from JSON each time (what snapshot restore does: shape check +
 *            one HMAC-SHA-256 per token),
 * - fresh verifier: the same objects with a new verifier each time (no cache: one HMAC each).
 * Plus raw HMAC-SHA-256 of the 100 canonical encodings, @noble/hashes vs node:crypto, to
 * decide the library (the package uses @noble/hashes; see docs/authority.md).
 */
import { createHmac } from 'node:crypto';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  createMinter,
  createVerifier,
  RevocationIndex,
  serializeToken,
  type Token,
  UsageLedger,
  validateAtBoundary,
} from '@zamburak/authority';

const KEY = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const T0 = 1_700_000_000_000;
const time = { now: T0 };
const revocations = new RevocationIndex();
const usage = new UsageLedger();
const minter = createMinter({
  key: KEY,
  issuer: 'host:bench',
  clock: () => time.now,
  revocations,
  usage,
});

const tokens: Token[] = [];
const scope = ['tool:send_email', 'tool:read_email', 'tool:list_files', 'tool:get_calendar'];
const caps = ['EmailSendCap', 'CalendarWriteCap', 'FileReadCap', 'LlmRemotePromptCap'];
for (let i = 0; i < 40; i++) {
  const root = minter.mint({
    subject: `agent:${i % 7}`,
    capability: caps[i % caps.length] as string,
    scope: i % 10 === 0 ? ['*'] : scope,
    expiresAt: T0 + (i < 5 ? 500 : 3_600_000),
    ...(i % 3 === 0 ? { maxUses: 50 } : {}),
    ...(i % 8 === 0 ? { executionId: 'exec_1' } : {}),
  });
  tokens.push(root);
  if (i < 5) continue;
  const child = minter.delegate(root, {
    scope: ['tool:send_email', 'tool:read_email'],
    expiresAt: T0 + 1_800_000,
  });
  tokens.push(child);
  if (tokens.length < 100 && i % 2 === 0) {
    tokens.push(minter.delegate(child, { scope: ['tool:send_email'], expiresAt: T0 + 900_000 }));
  }
}
while (tokens.length < 100) {
  tokens.push(
    minter.mint({
      subject: 'agent:x',
      capability: 'FileReadCap',
      scope,
      expiresAt: T0 + 3_600_000,
    }),
  );
}
tokens.length = 100;
// revoke 5 roots that have descendants: the cascade makes their children PARENT_INVALID
for (const t of tokens.filter((t) => t.parentId === null).slice(10, 15)) revocations.revoke(t);
for (const t of tokens) if (t.maxUses !== null && usage.used(t.id) === 0) usage.consume(t);
time.now = T0 + 1_000; // the first 5 roots are expired now

const json = tokens.map(serializeToken);
const ctx = { now: time.now, verifier: minter, revocations, usage, executionId: 'exec_1' };
const sanity = validateAtBoundary(tokens, ctx);
const canon = tokens.map((t) => new TextEncoder().encode(serializeToken(t)));

function measure(
  name: string,
  iterations: number,
  fn: () => void,
): { name: string; perSec: number; p95us: number } {
  for (let i = 0; i < Math.min(50, iterations); i++) fn(); // warm-up
  const runs: number[] = [];
  const samples: number[] = [];
  for (let r = 0; r < 9; r++) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) {
      const s = performance.now();
      fn();
      samples.push(performance.now() - s);
    }
    runs.push(iterations / ((performance.now() - start) / 1000));
  }
  runs.sort((a, b) => a - b);
  samples.sort((a, b) => a - b);
  return {
    name,
    perSec: runs[Math.floor(runs.length / 2)] as number,
    p95us: (samples[Math.floor(samples.length * 0.95)] as number) * 1000,
  };
}

const results = [
  measure('validateAtBoundary, 100 tokens, warm (same objects)', 2_000, () => {
    validateAtBoundary(tokens, ctx);
  }),
  measure('validateAtBoundary, 100 tokens, restore (parsed from JSON)', 200, () => {
    validateAtBoundary(
      json.map((s) => JSON.parse(s) as unknown),
      ctx,
    );
  }),
  measure('validateAtBoundary, 100 tokens, fresh verifier (no cache)', 200, () => {
    validateAtBoundary(tokens, { ...ctx, verifier: createVerifier(KEY) });
  }),
  measure('raw HMAC-SHA-256 x100, @noble/hashes', 200, () => {
    const base = hmac.create(sha256, KEY);
    for (const c of canon) base.clone().update(c).digest();
  }),
  measure('raw HMAC-SHA-256 x100, node:crypto', 200, () => {
    for (const c of canon) createHmac('sha256', KEY).update(c).digest();
  }),
];

console.log(
  `token set: ${tokens.length} tokens, ${sanity.effective.length} effective, ${sanity.invalid.length} invalid (${[...new Set(sanity.invalid.map((i) => i.reason))].sort().join(', ')})`,
);
console.log('median of 9 runs; "sets/s" = validations of the whole 100-token set per second');
for (const r of results) {
  console.log(
    `${r.name.padEnd(62)} ${r.perSec.toFixed(0).padStart(9)} sets/s  (${(r.perSec * 100).toFixed(0).padStart(10)} tokens/s)  p95 ${r.p95us.toFixed(1)} us`,
  );
}
const [warm, restore, fresh, noble, node] = results as [
  (typeof results)[0],
  (typeof results)[0],
  (typeof results)[0],
  (typeof results)[0],
  (typeof results)[0],
];
console.log(
  `ratio warm / restore: ${(warm.perSec / restore.perSec).toFixed(1)}x; fresh verifier / restore: ${(fresh.perSec / restore.perSec).toFixed(2)}x`,
);
console.log(
  `ratio node:crypto / @noble/hashes (raw HMAC): ${(node.perSec / noble.perSec).toFixed(2)}x`,
);
