/**
 * Child process of demo.test.ts, in two roles:
 *   dump <k> <bytes> <audit>: starts the send-agenda demo plan, approves the first k
 *     pending requests, dumps the execution at the next suspension point to <bytes>;
 *   resume <bytes> <audit>: loads the dump into a fresh runtime over a fresh world (same
 *     seed, same audit database), approves what is pending, resumes, and prints the
 *     outcome as JSON on stdout;
 *   replay <bytes> <audit> <ledger|-> <startAt>: loads the dump, answers its pending request,
 *     waits until the wall clock reaches startAt, resumes, and prints the outcome (completed
 *     or the refusal reason) and how many emails went to David.
 * Both roles run under the same build (tsx), as dump and load do in production; a
 * snapshot is refused by a VM whose label algebra or prelude source differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SEND_AGENDA_PLAN } from '../../src/demo/plans.js';
import { openDemoWorld } from '../../src/demo/world.js';

const approve = { approver: 'emma.johnson' };
const [role, ...rest] = process.argv.slice(2);
if (role === 'dump') {
  const [k, bytesPath, auditPath] = rest;
  if (k === undefined || bytesPath === undefined || auditPath === undefined)
    throw new Error('usage');
  const world = openDemoWorld({ auditPath });
  let exec = await world.runtime.start(SEND_AGENDA_PLAN, {
    tokens: world.tokens,
    executionId: 'exec-demo-send',
  });
  for (let i = 0; i < Number(k); i++) {
    exec = await exec.resume(world.runtime.answer(exec.pending!.request, 'approve', approve));
  }
  writeFileSync(bytesPath, exec.dump());
  exec.dispose();
  world.closeAndVerify();
} else if (role === 'resume') {
  const [bytesPath, auditPath] = rest;
  if (bytesPath === undefined || auditPath === undefined) throw new Error('usage');
  const world = openDemoWorld({ auditPath });
  let exec = await world.runtime.load(new Uint8Array(readFileSync(bytesPath)));
  while (exec.status === 'suspended' && exec.pending !== undefined) {
    exec = await exec.resume(world.runtime.answer(exec.pending.request, 'approve', approve));
  }
  const verdict = world.closeAndVerify();
  process.stdout.write(
    JSON.stringify({
      status: exec.status,
      result: exec.result ?? null,
      decisions: exec.decisions,
      audit: verdict.ok,
    }),
  );
} else if (role === 'replay') {
  // Loads a stored snapshot and presents an approval for its pending request; with a shared
  // approval ledger only one process anywhere can use it.
  const [bytesPath, auditPath, ledgerPath, startAt] = rest;
  if (bytesPath === undefined || auditPath === undefined || ledgerPath === undefined)
    throw new Error('usage');
  const world = openDemoWorld({ auditPath, ...(ledgerPath === '-' ? {} : { ledgerPath }) });
  const before = world.sentTo('david.smith@bluesparrowtech.com');
  const exec = await world.runtime.load(new Uint8Array(readFileSync(bytesPath)));
  const approval = world.runtime.answer(exec.pending!.request, 'approve', approve);
  while (Date.now() < Number(startAt ?? 0)); // processes present their approvals together
  let outcome: string;
  try {
    outcome = (await exec.resume(approval)).status;
  } catch (e) {
    outcome = `refused:${String((e as { data?: { reason?: string } }).data?.reason)}`;
  }
  const sent = world.sentTo('david.smith@bluesparrowtech.com') - before;
  const verdict = world.closeAndVerify();
  process.stdout.write(JSON.stringify({ outcome, sent, audit: verdict.ok }));
} else {
  throw new Error('usage: child-resume dump|resume|replay ...');
}
