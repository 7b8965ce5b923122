// A snapshot made by one build resumes in the other (issue 26 point 3): run with the source
// build (`tsx --conditions=source`, from the repository) or with the packed dist (plain
// `node`, in the consumer project of packed-install.test.ts).
//   node cross-build.mjs dump <file>    starts a plan that waits for a confirmation, writes the
//                                       snapshot to <file>; prints the algebra text's hash
//   node cross-build.mjs resume <file>  loads <file>, approves, resumes; prints each status
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { openAuditLog } from '@zamburak/audit';
import { createMinter, RevocationIndex, UsageLedger } from '@zamburak/authority';
import { labelAlgebraSource } from '@zamburak/ifc';
import { createRuntime } from 'zamburak';

const [mode, file] = process.argv.slice(2);
const key = new Uint8Array(32).fill(42);
const clock = () => Date.UTC(2026, 0, 1, 12, 0, 0);
const policy = `
schema_version: 1
policy_name: cross_build
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: send_email
    side_effect_class: ExternalWrite
    default_decision: RequireConfirmation
`;
const revocations = new RevocationIndex();
const usage = new UsageLedger();
const audit = openAuditLog({ path: ':memory:', tokenKey: key, clock });
const runtime = createRuntime({
  policy: { text: policy, format: 'yaml' },
  tools: [
    {
      name: 'send_email',
      description: 'Sends an email.',
      parameters: { to: { type: 'string' }, body: { type: 'string' } },
      trustClass: 'TrustedLocal',
      run: () => 'sent',
    },
  ],
  authority: {
    verifier: createMinter({ key, issuer: 'host', clock, revocations, usage }),
    revocations,
    usage,
  },
  audit,
  clock,
  key,
});

const algebra = createHash('sha256').update(labelAlgebraSource()).digest('hex');
if (mode === 'dump') {
  const exec = await runtime.start(`send_email({ to: 'david@example.com', body: 'Agenda' })`);
  writeFileSync(file, exec.dump());
  console.log(`algebra ${algebra}`);
  console.log(exec.status);
} else if (mode === 'resume') {
  const exec = await runtime.load(readFileSync(file));
  console.log(`algebra ${algebra}`);
  console.log(`${exec.status} ${exec.pending?.request.tool}`);
  await exec.resume(runtime.answer(exec.pending.request, 'approve', { approver: 'emma' }));
  console.log(exec.status);
} else {
  throw new Error('usage: cross-build.mjs dump|resume <file>');
}
audit.close();
