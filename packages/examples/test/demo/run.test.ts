/**
 * The demo as a newcomer reads it: it shows each plan before running it and the attacker's
 * address, keeps its audit log and says which command to run next, translates everything
 * it prints under `--locale de`, and says so when a locale has no catalogue.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyAuditLog } from '@zamburak/audit';
import { createFluentLocalizer } from '@zamburak/l10n';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ATTACKER_ADDRESS,
  demoCatalogue,
  describeWitness,
  FOLLOW_REQUESTS_PLAN,
  numberedPlan,
  runDemo,
} from '../../src/index.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function demo(locale: string, keep = true): Promise<{ lines: string[]; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'zamburak-demo-run-'));
  dirs.push(dir);
  const lines: string[] = [];
  const code = await runDemo({ dir, locale, keep, out: (l) => lines.push(l) });
  expect(code).toBe(0);
  return { lines, dir };
}

const ids = (ftl: string): string[] =>
  [...ftl.matchAll(/^([a-z][a-z0-9-]*) =/gm)].map((m) => m[1] ?? '');

describe('npm run demo, as a newcomer reads it', () => {
  it('shows the plans, the attacker, and keeps the audit log with the next command to run', async () => {
    const { lines, dir } = await demo('en-US');
    const text = lines.join('\n');
    for (const line of numberedPlan(FOLLOW_REQUESTS_PLAN)) expect(lines).toContain(line);
    expect(text).toContain(`injection from the attacker ${ATTACKER_ADDRESS}`);
    expect(text).toContain(`emails sent to the attacker ${ATTACKER_ADDRESS}: 0`);
    expect(text).toMatch(/witness: +call 1 get_received_emails, call 2 search_emails, /);
    // The English sentence of the bundled catalogue, not a code. Strict mode reports the
    // denial on what no secret branch chose (the run's imported labels): here the untrusted
    // control context the injected mail put the plan in.
    expect(text).toContain(
      'why:     The call to send_email was denied because the decision to make it depended on untrusted data (8 sources).',
    );
    const audit = join(dir, 'audit.db');
    expect(lines).toContain(`  npx zamburak-audit verify ${audit}`);
    expect(existsSync(audit)).toBe(true);
    expect(verifyAuditLog(audit).ok).toBe(true);
  }, 60_000);

  it('--no-keep: no next command, and it says the log is not kept', async () => {
    const { lines } = await demo('en-US', false);
    expect(lines.join('\n')).not.toContain('npx zamburak-audit');
    expect(lines).toContain('The audit log was removed (--no-keep).');
  }, 60_000);

  it('--locale de translates every line that has a catalogue', async () => {
    const { lines } = await demo('de');
    const text = lines.join('\n');
    const english = createFluentLocalizer({ locale: 'en-US', host: demoCatalogue('en-US') });
    const german = createFluentLocalizer({ locale: 'de', host: demoCatalogue('de') });
    for (const id of ids(demoCatalogue('en-US'))) {
      // The fixed part of each English message (before its first placeable) never shows,
      // unless German says the same ("4. Audit").
      const fixed = (english.lookup(id, {}) ?? '').split('{')[0]?.trim().slice(0, 30) ?? '';
      if (german.lookup(id, {})?.startsWith(fixed) === true) continue;
      if (fixed.length > 6) expect(text, id).not.toContain(fixed);
    }
    expect(text).toContain('Grund:   Der Aufruf von send_email wurde abgelehnt');
    expect(text).not.toContain('No catalogue');
  }, 60_000);

  it('--locale fr says it falls back to en-US', async () => {
    const { lines } = await demo('fr');
    expect(lines[1]).toBe(
      'No catalogue for the locale fr: the demo speaks en-US (catalogues: en-US, de).',
    );
  }, 60_000);

  it('the German demo catalogue has every message of the English one', () => {
    expect(ids(demoCatalogue('de')).sort()).toEqual(ids(demoCatalogue('en-US')).sort());
  });

  it('names witness calls by their tools', () => {
    const decisions = [
      { callId: 1, tool: 'read', decision: 'Allow' as const },
      { callId: 2, tool: 'send', decision: 'Deny' as const },
    ];
    expect(describeWitness(['call:1', 'input:x', 'call:9'], decisions)).toBe(
      'call 1 read, input:x, call 9',
    );
  });
});

describe('the data this package carries', () => {
  const root = new URL('../../', import.meta.url);
  const repo = new URL('../../../../', import.meta.url);
  const same = (mine: string, source: string) =>
    expect(readFileSync(new URL(mine, root), 'utf8'), mine).toBe(
      readFileSync(new URL(source, repo), 'utf8'),
    );

  it('is a current copy of the vendored AgentDojo suites, licence included', () => {
    for (const suite of ['banking', 'slack', 'travel']) {
      for (const f of ['environment.yaml', 'injection_vectors.yaml']) {
        same(`data/agentdojo/${suite}/${f}`, `third_party/agentdojo/${suite}/${f}`);
      }
    }
    for (const f of [
      'environment.yaml',
      'injection_vectors.yaml',
      'include/inbox.yaml',
      'include/calendar.yaml',
      'include/cloud_drive.yaml',
    ]) {
      same(`data/agentdojo/workspace/${f}`, `third_party/agentdojo/workspace/${f}`);
    }
    same('data/agentdojo/LICENSE', 'third_party/agentdojo/LICENSE');
  });

  it("holds the demo's policy as docs/examples has it", () => {
    same('data/personal-assistant.yaml', 'docs/examples/policies/personal-assistant.yaml');
  });
});
