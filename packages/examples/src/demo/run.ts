/**
 * The demo as a function: `npm run demo` (main.ts) calls it with the command line's
 * options; tests call it with their own output sink and folder.
 *
 * 1. A benign plan reads the calendar and completes.
 * 2. An injected email asks the assistant to forward a security code to an outsider;
 *    the plan follows the request, and the runtime denies the send with an explanation.
 * 3. A send that needs confirmation suspends; the execution is dumped to bytes, loaded
 *    into a fresh runtime, approved there, and completes. Loading the same bytes again in
 *    another runtime and presenting the same approval is refused (shared approval ledger).
 * 4. The audit chain is verified; the log stays on disk for `zamburak-audit`.
 *
 * Everything the demo prints comes from a Fluent catalogue (its own lines from this
 * package's `locales/`, the runtime's explanations from @zamburak/l10n), so `--locale de`
 * translates all of it; a locale without a catalogue is named, never silently replaced.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_LOCALES, createFluentLocalizer, negotiateLocale } from '@zamburak/l10n';
import type { DecisionRecord, MessageLocalizer } from 'zamburak';
import {
  AGENDA_PLAN,
  ATTACKER_ADDRESS,
  FOLLOW_REQUESTS_PLAN,
  INJECTION_TEXT,
  SEND_AGENDA_PLAN,
} from './plans.js';
import { type DemoWorld, openDemoWorld } from './world.js';

export interface DemoOptions {
  /** The locale asked for (BCP 47); default en-US. */
  readonly locale?: string;
  /** Folder for the audit log and the approval ledger; it must exist. */
  readonly dir: string;
  /** Whether the audit log stays after the demo (default true); false deletes `dir`'s files. */
  readonly keep?: boolean;
  /** Receives each line printed. */
  readonly out: (line: string) => void;
}

/** The demo's own catalogue for `locale` (this package's `locales/<locale>/demo.ftl`). */
export function demoCatalogue(locale: string): string {
  return readFileSync(new URL(`../../locales/${locale}/demo.ftl`, import.meta.url), 'utf8');
}

/** The plan, numbered, as it is shown before it runs. */
export function numberedPlan(plan: string): string[] {
  const lines = plan.replace(/^\n+|\n+$/g, '').split('\n');
  return lines.map((line, i) => `  ${String(i + 1).padStart(2)} | ${line}`);
}

/** `call:7` -> `call 7 query_ai_assistant`, from the decisions of the same execution. */
export function describeWitness(
  witness: readonly string[],
  decisions: readonly DecisionRecord[],
): string {
  const tools = new Map(decisions.map((d) => [d.callId, d.tool]));
  return witness
    .map((w) => {
      const m = /^call:(\d+)$/.exec(w);
      const tool = m === null ? undefined : tools.get(Number(m[1]));
      return m === null ? w : `call ${m[1]}${tool === undefined ? '' : ` ${tool}`}`;
    })
    .join(', ');
}

/** Runs the demo; the exit code is 0 when every promise held. */
export async function runDemo(options: DemoOptions): Promise<number> {
  const requested = options.locale ?? 'en-US';
  const available = [...BUNDLED_LOCALES];
  const locale = negotiateLocale(requested, available);
  const localizer = createFluentLocalizer({ locale, host: demoCatalogue(locale) });
  const t: MessageLocalizer['message'] = (id, args) => localizer.message(id, args, id);
  const out = options.out;
  const section = (id: string): void => {
    out('');
    out(`== ${t(id, undefined, id)}`);
  };
  const say = (id: string, args?: Readonly<Record<string, string | number>>): string =>
    t(id, args, id);

  out(say('demo-title'));
  if (locale !== requested) {
    out(say('demo-locale-fallback', { requested, used: locale, available: available.join(', ') }));
  }
  const auditPath = join(options.dir, 'audit.db');
  const world: DemoWorld = openDemoWorld({
    localizer,
    auditPath,
    ledgerPath: join(options.dir, 'approvals.db'),
    attacks: { email_facebook_injection: INJECTION_TEXT },
  });
  out(
    say('demo-policy', {
      name: world.policyName,
      hash: world.runtime.policyHash.slice(0, 19),
      tools: world.runtime.catalogue.length,
    }),
  );
  out(say('demo-audit-log', { path: auditPath }));
  /** Shows the plan, runs it, shows its status. */
  const run = async (plan: string, executionId: string) => {
    out(say('demo-plan'));
    for (const line of numberedPlan(plan)) out(line);
    const execution = await world.runtime.start(plan, { tokens: world.tokens, executionId });
    out(say('demo-status', { status: execution.status }));
    return execution;
  };

  section('demo-section-agenda');
  const agenda = await run(AGENDA_PLAN, 'demo-agenda');
  for (const line of (agenda.result?.value as string[] | undefined) ?? []) out(`  ${line}`);
  out(
    say('demo-result-integrity', {
      integrity: agenda.result?.summary.integrity.join(', ') || 'Untrusted',
    }),
  );

  section('demo-section-follow');
  out(say('demo-injection', { attacker: ATTACKER_ADDRESS }));
  out(`  "${INJECTION_TEXT.slice(0, 96)}..."`);
  const follow = await run(FOLLOW_REQUESTS_PLAN, 'demo-follow-requests');
  for (const d of follow.decisions.filter((x) => x.decision !== 'Allow')) {
    out(`  call ${d.callId} ${d.tool}: ${d.decision} ${d.reasonCode ?? ''}`);
    out(`    ${say('demo-denial-rule').padEnd(8)} ${d.rulePath ?? '-'}`);
    out(`    ${say('demo-denial-why').padEnd(8)} ${d.explanation ?? '-'}`);
    out(
      `    ${say('demo-denial-witness').padEnd(8)} ${describeWitness(d.witness ?? [], follow.decisions)}`,
    );
    out(`             ${say('demo-witness-note')}`);
  }
  const leaked = world.sentTo(ATTACKER_ADDRESS);
  out(say('demo-sent-to-attacker', { attacker: ATTACKER_ADDRESS, count: leaked }));

  section('demo-section-send');
  const sentBefore = world.sentTo('david.smith@bluesparrowtech.com');
  const send = await run(SEND_AGENDA_PLAN, 'demo-send-agenda');
  const pending = send.pending;
  if (pending === undefined) throw new Error('expected a confirmation request');
  out(
    `  ${say('demo-pending', { kind: pending.request.kind, tool: pending.tool, call: pending.request.callId })}`,
  );
  out(`  ${say('demo-denial-why').padEnd(8)} ${pending.explanation}`);
  const bytes = send.dump();
  send.dispose();
  out(`  ${say('demo-dumped', { bytes: bytes.length })}`);
  const restored = await world.reopen().load(bytes);
  const same = restored.pending?.request.requestId === pending.request.requestId;
  out(`  ${say(same ? 'demo-loaded-same' : 'demo-loaded-different', { status: restored.status })}`);
  const approval = world.runtime.answer(restored.pending!.request, 'approve', {
    approver: 'emma.johnson',
  });
  const done = await restored.resume(approval);
  out(
    `  ${say('demo-approved', { status: done.status, result: JSON.stringify(done.result?.value) })}`,
  );
  const reason = (e: unknown) => String((e as { data?: { reason?: string } }).data?.reason);
  // The stored snapshot still exists: load it again elsewhere and present the same approval.
  const replayed = await world.reopen().load(bytes);
  let replayRefused = false;
  try {
    await replayed.resume(approval);
    out(`  ${say('demo-replay-accepted')}`);
  } catch (e) {
    replayRefused = reason(e) === 'APPROVAL_REPLAYED';
    out(`  ${say('demo-replay-refused', { reason: reason(e) })}`);
  }
  replayed.dispose();
  const again = await world.runtime.start(SEND_AGENDA_PLAN, {
    tokens: world.tokens,
    executionId: 'demo-send-agenda-again',
  });
  try {
    await again.resume(approval);
  } catch (e) {
    out(`  ${say('demo-reuse-refused', { reason: reason(e) })}`);
  }
  const sentToDavid = world.sentTo('david.smith@bluesparrowtech.com') - sentBefore;
  out(`  ${say('demo-second-send', { status: again.status, count: sentToDavid })}`);
  again.dispose();

  section('demo-section-audit');
  const verdict = world.closeAndVerify();
  const chain = verdict.ok
    ? say('demo-chain-verified')
    : say('demo-chain-broken', { seq: verdict.firstBad ?? -1 });
  out(
    say('demo-audit-summary', { records: verdict.records, chain, head: verdict.head.slice(0, 23) }),
  );
  if (options.keep ?? true) {
    out(say('demo-next'));
    out(`  npx zamburak-audit verify ${auditPath}`);
    out(`  npx zamburak-audit tail ${auditPath} -n 5`);
    out(say('demo-cleanup', { dir: options.dir }));
  } else {
    out(say('demo-removed'));
  }
  const ok =
    agenda.status === 'completed' &&
    follow.status === 'denied' &&
    leaked === 0 &&
    done.status === 'completed' &&
    replayRefused &&
    verdict.ok;
  out('');
  out(say(ok ? 'demo-finished' : 'demo-failed'));
  return ok ? 0 : 1;
}
