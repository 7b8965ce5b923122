/**
 * Child process of demo.test.ts, in two roles:
 *   dump <k> <bytes> <audit>: starts the send-agenda demo plan, approves the first k
 *     pending requests, dumps the execution at the next suspension point to <bytes>;
 *   resume <bytes> <audit>: loads the dump into a fresh runtime over a fresh world (same
 *     seed, same audit database), approves what is pending, resumes, and prints the
 *     outcome as JSON on stdout.
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
} else {
  throw new Error('usage: child-resume dump|resume ...');
}
