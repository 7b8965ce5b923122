/**
 * Acceptance of `zamburak-policy trial` (issue 24): the demo writes its audit log, then the
 * log is tried under the demo's own policy (nothing changes), a tightened candidate and a
 * loosened one (test/fixtures/policy/cli/trial). Outputs are golden files in both formats
 * (test/fixtures/policy/cli/golden/trial-demo-*.txt; UPDATE_GOLDEN=1 rewrites them), and the
 * expected differences are asserted one by one. The demo is deterministic (fixed clock,
 * keys and execution ids), so sequence numbers and hashes are stable.
 */
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAuditRecords, readRecordedDecisions } from '@zamburak/audit';
import { runPolicyCli, type TrialReport } from '@zamburak/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemo } from '../../src/demo/run.js';
import { DEMO_POLICY_PATH, demoAuditKey } from '../../src/demo/world.js';

const fixtures = fileURLToPath(new URL('../../../../test/fixtures/policy/cli/', import.meta.url));
const update = process.env.UPDATE_GOLDEN === '1';
const dir = mkdtempSync(join(tmpdir(), 'zamburak-trial-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const code = await runDemo({ dir, out: () => {} });
  expect(code).toBe(0);
  copyFileSync(DEMO_POLICY_PATH, join(dir, 'personal-assistant.yaml'));
  writeFileSync(join(dir, 'audit.key'), demoAuditKey());
  for (const c of ['tightened.yaml', 'loosened.yaml'])
    copyFileSync(join(fixtures, 'trial', c), join(dir, c));
}, 120_000);

async function trial(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPolicyCli(['trial', '--audit', 'audit.db', ...argv], {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd: dir,
    readAuditDecisions: readRecordedDecisions,
  });
  return { code, stdout, stderr };
}

const json = async (argv: string[]) => JSON.parse((await trial(argv)).stdout) as TrialReport;

/** Sequence numbers of the demo's decision records of `tool` matching `pred` on its record. */
function seqsOf(tool: string, event: string): number[] {
  return readAuditRecords(join(dir, 'audit.db'))
    .filter((r) => r.tool === tool && r.event === event)
    .map((r) => r.seq);
}

const KEY = ['--audit-key', 'audit.key'];
const CASES: readonly (readonly [string, readonly string[], number])[] = [
  ['trial-demo-same', [...KEY, 'personal-assistant.yaml'], 0],
  ['trial-demo-tightened', [...KEY, 'tightened.yaml'], 0],
  [
    'trial-demo-tightened-json',
    [...KEY, '--format', 'json', '--fail-on', 'widen', 'tightened.yaml'],
    0,
  ],
  ['trial-demo-loosened', [...KEY, '--fail-on', 'widen', 'loosened.yaml'], 2],
  ['trial-demo-loosened-json', [...KEY, '--format', 'json', 'loosened.yaml'], 0],
  // Without the key, records whose confidential inputs are sealed are not re-checkable.
  ['trial-demo-tightened-nokey', ['tightened.yaml'], 0],
];

describe('zamburak-policy trial over the demo audit log (golden)', () => {
  for (const [name, argv, exit] of CASES) {
    it(`${name}: zamburak-policy trial --audit audit.db ${argv.join(' ')}`, async () => {
      const r = await trial([...argv]);
      const text = `$ zamburak-policy trial --audit audit.db ${argv.join(' ')}\nexit: ${r.code}\n--- stdout\n${r.stdout}--- stderr\n${r.stderr}`;
      const file = join(fixtures, 'golden', `${name}.txt`);
      if (update || !existsSync(file)) writeFileSync(file, text);
      expect(r.code).toBe(exit);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }
});

describe('the expected differences', () => {
  it('under the policy that recorded the log, every decision is re-checked and unchanged', async () => {
    const r = await json([...KEY, '--format', 'json', 'personal-assistant.yaml']);
    expect(r.rechecked).toBeGreaterThan(10);
    expect(r.rechecked).toBe(r.unchanged);
    expect(r.notRecheckable).toEqual([]);
    expect(r.changes).toEqual([]);
    // The one follow-up is the effect of the approved confirmation.
    expect(r.followUps).toBe(1);
    expect(r.recordedPolicies).toEqual([{ hash: r.candidate.hash, count: r.decisions }]);
  });

  it('tightened: the big model inputs are newly denied, mail needs a draft, and a new readers rule is not guessed', async () => {
    const r = await json([...KEY, '--format', 'json', 'tightened.yaml']);
    expect(r.widens).toBe(false);
    const denied = r.changes.filter((c) => c.change === 'newly-denied');
    expect(denied.length).toBeGreaterThan(0);
    for (const c of denied) {
      expect(c.tool).toBe('query_ai_assistant');
      expect(c.candidate).toMatchObject({
        decision: 'Deny',
        reasonCode: 'PAYLOAD_TOO_LARGE',
        rulePath: 'tools[query_ai_assistant].arg_rules[data].max_payload_bytes',
      });
    }
    const confirmations = seqsOf('send_email', 'confirmation_requested');
    expect(confirmations.length).toBe(2);
    expect(r.groups).toContainEqual({
      change: 'stricter',
      tool: 'send_email',
      rulePath: 'tools[send_email].default_decision',
      count: 2,
      seqs: confirmations,
    });
    // search_emails' query now needs readers including `sender`: the recorded policy never
    // asked for the sender's principals, so those records are not re-checkable.
    expect(r.notRecheckable).toEqual([
      {
        reason: 'principals-not-recorded',
        count: seqsOf('search_emails', 'effect_allowed').length,
        seqs: seqsOf('search_emails', 'effect_allowed'),
      },
    ]);
  });

  it('loosened: confirmations become allows (widening, exit 2 with --fail-on widen) and the injection is still denied', async () => {
    const r = await json([...KEY, '--format', 'json', 'loosened.yaml']);
    expect(r.widens).toBe(true);
    expect(r.groups).toContainEqual({
      change: 'newly-allowed',
      tool: 'send_email',
      rulePath: 'tools[send_email].default_decision',
      count: 2,
      seqs: seqsOf('send_email', 'confirmation_requested'),
    });
    const [denied] = seqsOf('send_email', 'effect_denied');
    const injection = r.changes.find((c) => c.seq === denied);
    // Without the recipient verifier the exfiltration is still denied: by the untrusted
    // control context the injected mail put the plan in.
    expect(injection).toMatchObject({
      change: 'changed-reason',
      recorded: { decision: 'Deny', reasonCode: 'VERIFICATION_FAILED' },
      candidate: { decision: 'Deny', reasonCode: 'PC_INTEGRITY_DENIED' },
    });
    expect((await trial([...KEY, '--fail-on', 'widen', 'loosened.yaml'])).code).toBe(2);
  });

  it('nothing the log keeps about the attacker reaches the report', async () => {
    for (const c of ['tightened.yaml', 'loosened.yaml']) {
      for (const format of ['human', 'json']) {
        for (const key of [KEY, []]) {
          const out = (await trial([...key, '--format', format, c])).stdout;
          expect(out).not.toMatch(/mark\.black|gmail|@bluesparrowtech/);
        }
      }
    }
  });

  it('without the key, exactly the records with a confidential argument are not re-checkable, and their sizes are not in the log', async () => {
    const withKey = await json([...KEY, '--format', 'json', 'tightened.yaml']);
    const without = await json(['--format', 'json', 'tightened.yaml']);
    const argsOf = (attrs: unknown): Record<string, object> =>
      (attrs as { inputs?: { args?: Record<string, object> } } | undefined)?.inputs?.args ?? {};
    const records = readAuditRecords(join(dir, 'audit.db'));
    const sealedSeqs = records
      .filter((r) => Object.values(argsOf(r.attrs)).some((a) => 'sealed' in a))
      .map((r) => r.seq);
    expect(sealedSeqs.length).toBeGreaterThan(0);
    const sealed = without.notRecheckable.find((g) => g.reason === 'inputs-sealed');
    // Every sealed record is either reported as such or is a follow-up (checked with the
    // decision it answers); no other record is.
    expect(sealed?.seqs.length).toBeGreaterThanOrEqual(sealedSeqs.length - without.followUps);
    for (const s of sealed?.seqs ?? []) expect(sealedSeqs).toContain(s);
    // With the key the sealed ones are re-checked, unless another input is missing (a strict
    // run's records are all sealed once it read something confidential: red team V1).
    const skippedWithKey = new Set(withKey.notRecheckable.flatMap((g) => g.seqs));
    const opened = (sealed?.seqs ?? []).filter((s) => !skippedWithKey.has(s)).length;
    expect(without.rechecked + opened).toBe(withKey.rechecked);
    // A sealed argument keeps no plain size, principals or verifier answer in the record.
    for (const r of records) {
      for (const a of Object.values(argsOf(r.attrs))) {
        if ('sealed' in a) expect(Object.keys(a)).toEqual(['sealed']);
      }
    }
    // A wrong key opens nothing.
    writeFileSync(join(dir, 'wrong.key'), new Uint8Array(32).fill(9));
    const wrong = await json(['--audit-key', 'wrong.key', '--format', 'json', 'tightened.yaml']);
    expect(wrong.notRecheckable.find((g) => g.reason === 'sealed-key-mismatch')?.seqs).toEqual(
      sealed?.seqs,
    );
  });
});
