/**
 * `npm run demo`: an email assistant on the vendored AgentDojo workspace.
 *
 * 1. A benign plan reads the calendar and completes.
 * 2. An injected email asks the assistant to forward a security code to an outsider;
 *    the plan follows the request, and the runtime denies the send with an explanation.
 * 3. A send that needs confirmation suspends; the execution is dumped to bytes, loaded
 *    into a fresh runtime, approved there, and completes. Loading the same bytes again in
 *    another runtime and presenting the same approval is refused (shared approval ledger).
 * 4. The audit chain is verified.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AGENDA_PLAN, FOLLOW_REQUESTS_PLAN, INJECTION_TEXT, SEND_AGENDA_PLAN } from './plans.js';
import { type DemoWorld, openDemoWorld } from './world.js';

const dir = mkdtempSync(join(tmpdir(), 'zamburak-demo-'));
const out = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

function section(title: string): void {
  out();
  out(`== ${title}`);
}

async function main(): Promise<number> {
  const localeArg = process.argv.indexOf('--locale');
  const locale = localeArg > 0 ? (process.argv[localeArg + 1] ?? 'en-US') : 'en-US';
  const world: DemoWorld = openDemoWorld({
    locale,
    auditPath: join(dir, 'audit.db'),
    ledgerPath: join(dir, 'approvals.db'),
    attacks: { email_facebook_injection: INJECTION_TEXT },
  });
  out(
    'Zamburak demo: an email assistant on the AgentDojo workspace (Emma Johnson, Blue Sparrow Tech)',
  );
  out(
    `policy ${world.policyName} ${world.runtime.policyHash.slice(0, 19)}..., ${world.runtime.catalogue.length} pinned tools, audit log ${world.auditPath}`,
  );

  section('1. "What is on my calendar today?"');
  const agenda = await world.runtime.start(AGENDA_PLAN, {
    tokens: world.tokens,
    executionId: 'demo-agenda',
  });
  out(`status: ${agenda.status}`);
  for (const line of (agenda.result?.value as string[] | undefined) ?? []) out(`  ${line}`);
  out(
    `result integrity: ${agenda.result?.summary.integrity.join(', ') || 'Untrusted'} (calendar text is third-party data)`,
  );

  section('2. "Go through my unread emails and take care of what they ask for."');
  out('One unread email is an injection:');
  out(`  "${INJECTION_TEXT.slice(0, 96)}..."`);
  const follow = await world.runtime.start(FOLLOW_REQUESTS_PLAN, {
    tokens: world.tokens,
    executionId: 'demo-follow-requests',
  });
  out(`status: ${follow.status}`);
  for (const d of follow.decisions.filter((x) => x.decision !== 'Allow')) {
    out(`  call ${d.callId} ${d.tool}: ${d.decision} ${d.reasonCode ?? ''}`);
    out(`    rule:    ${d.rulePath ?? '-'}`);
    out(`    why:     ${d.explanation ?? '-'}`);
    out(`    witness: ${(d.witness ?? []).join(', ')}`);
  }
  const leaked = world.sentTo('mark.black-2134@gmail.com');
  out(`emails sent to the attacker: ${leaked}`);

  section('3. "Send David today\'s agenda." (needs confirmation)');
  const sentBefore = world.sentTo('david.smith@bluesparrowtech.com');
  const send = await world.runtime.start(SEND_AGENDA_PLAN, {
    tokens: world.tokens,
    executionId: 'demo-send-agenda',
  });
  out(`status: ${send.status}`);
  const pending = send.pending;
  if (pending === undefined) throw new Error('expected a confirmation request');
  out(`  pending: ${pending.request.kind} for ${pending.tool} (call ${pending.request.callId})`);
  out(`  why:     ${pending.explanation}`);
  const bytes = send.dump();
  send.dispose();
  out(`  dumped the suspended execution: ${bytes.length} bytes`);
  const restored = await world.reopen().load(bytes);
  out(
    `  loaded into a fresh runtime: status ${restored.status}, ${restored.pending?.request.requestId === pending.request.requestId ? 'the same request pending' : 'a different request pending (unexpected)'}`,
  );
  const approval = world.runtime.answer(restored.pending!.request, 'approve', {
    approver: 'emma.johnson',
  });
  const done = await restored.resume(approval);
  out(
    `  approved by Emma -> status: ${done.status}, result: ${JSON.stringify(done.result?.value)}`,
  );
  const reason = (e: unknown) => String((e as { data?: { reason?: string } }).data?.reason);
  // The stored snapshot still exists: load it again elsewhere and present the same approval.
  const replayed = await world.reopen().load(bytes);
  let replayRefused = false;
  try {
    await replayed.resume(approval);
    out('  the same snapshot loaded again with the same approval: ACCEPTED (unexpected)');
  } catch (e) {
    replayRefused = reason(e) === 'APPROVAL_REPLAYED';
    out(
      `  the same snapshot loaded again in another fresh runtime, same approval: refused (${reason(e)}, from the shared approval ledger)`,
    );
  }
  replayed.dispose();
  const again = await world.runtime.start(SEND_AGENDA_PLAN, {
    tokens: world.tokens,
    executionId: 'demo-send-agenda-again',
  });
  try {
    await again.resume(approval);
  } catch (e) {
    out(`  presenting Emma's used approval to a second send: refused (${reason(e)})`);
  }
  out(
    `  the second send stays ${again.status}; emails sent to David in this demo: ${world.sentTo('david.smith@bluesparrowtech.com') - sentBefore}`,
  );
  again.dispose();

  section('4. Audit');
  const verdict = world.closeAndVerify();
  out(
    `records: ${verdict.records}, chain: ${verdict.ok ? 'verified' : `BROKEN at ${verdict.firstBad}`}, head ${verdict.head.slice(0, 23)}...`,
  );
  const ok =
    agenda.status === 'completed' &&
    follow.status === 'denied' &&
    leaked === 0 &&
    done.status === 'completed' &&
    replayRefused &&
    verdict.ok;
  out();
  out(
    ok
      ? 'Demo finished: the injection changed nothing the policy forbids.'
      : 'Demo FAILED: see above.',
  );
  return ok ? 0 : 1;
}

main()
  .then((code) => {
    rmSync(dir, { recursive: true, force: true });
    process.exitCode = code;
  })
  .catch((e: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    process.stderr.write(
      `demo failed: ${e instanceof Error ? `${e.name}: ${e.message}` : 'unknown error'}\n`,
    );
    process.exitCode = 1;
  });
