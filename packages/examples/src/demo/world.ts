/**
 * The demo's world: Emma's AgentDojo workspace, the personal-assistant policy, her
 * authority tokens, a verifier for allow-listed recipients, an audit log on disk, and a
 * runtime over all of it. Tests reuse it to check the demo's promises.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AuditLog, openAuditLog, verifyAuditLog } from '@zamburak/audit';
import {
  createMinter,
  RevocationIndex,
  type Token,
  toolResource,
  UsageLedger,
} from '@zamburak/authority';
import { createFluentLocalizer } from '@zamburak/l10n';
import {
  type ApprovalLedger,
  createRuntime,
  type MessageLocalizer,
  memoryApprovalLedger,
  openApprovalLedger,
  quarantineTestDoubleTool,
  type Runtime,
  type ToolDefinition,
} from 'zamburak';
import { loadWorkspace, type WorkspaceState, workspaceTools } from '../workspace.js';

/**
 * The demo's policy: this package's copy of `docs/examples/policies/personal-assistant.yaml`
 * (a test keeps the two identical), read relative to this module from `src/` and `dist/`.
 */
export const DEMO_POLICY_PATH = fileURLToPath(
  new URL('../../data/personal-assistant.yaml', import.meta.url),
);

/** 2024-05-15 09:00 UTC, the workspace's "today". The demo clock does not move. */
export const DEMO_NOW = Date.UTC(2024, 4, 15, 9, 0, 0);

const ORG_DOMAIN = '@bluesparrowtech.com';

export interface DemoWorldOptions {
  readonly auditPath: string;
  /** Attacker text by AgentDojo injection-vector name. */
  readonly attacks?: Readonly<Record<string, string>>;
  readonly localizer?: MessageLocalizer;
  /** Locale of explanations when no localizer is given (bundled: en-US, de). */
  readonly locale?: string;
  /** Deterministic key material (32 bytes) for runtime, tokens and audit tokenisation. */
  readonly seed?: number;
  /**
   * Approval ledger file shared with every other world given the same path (other
   * processes included). Default: one in memory, shared by this world's runtimes.
   */
  readonly ledgerPath?: string;
}

export interface DemoWorld {
  runtime: Runtime;
  readonly tokens: readonly Token[];
  readonly policyName: string;
  readonly auditPath: string;
  readonly workspace: WorkspaceState;
  readonly audit: AuditLog;
  /** How many emails were sent to this address during the demo. */
  sentTo(address: string): number;
  /** A fresh runtime over the same world (as another process would build it). */
  reopen(): Runtime;
  /** Closes the audit log (and the ledger file) and verifies the audit chain. */
  closeAndVerify(): { ok: boolean; records: number; head: string; firstBad?: number };
}

const keyFrom = (seed: number, salt: number): Uint8Array =>
  Uint8Array.from({ length: 32 }, (_, i) => (seed * 31 + salt * 17 + i * 7) & 0xff);

/** Redaction the quarantined model's transport guard requires: secret shapes removed. */
/** The demo audit log's token key: it opens the log's sealed inputs (`trial --audit-key`). */
export function demoAuditKey(seed = 7): Uint8Array {
  return keyFrom(seed, 2);
}

export function redactSecrets(text: string): string {
  return text.replace(
    /\b(sk-|ghp_|gho_|AKIA|xox[abprs]-|glpat-|npm_)[A-Za-z0-9_-]{8,}/g,
    '[secret]',
  );
}

export function openDemoWorld(opts: DemoWorldOptions): DemoWorld {
  const seed = opts.seed ?? 7;
  const clock = () => DEMO_NOW;
  const workspace = loadWorkspace(opts.attacks === undefined ? {} : { attacks: opts.attacks });
  const tools: ToolDefinition[] = [...workspaceTools(workspace), quarantineTestDoubleTool()];
  const revocations = new RevocationIndex();
  const usage = new UsageLedger();
  const minter = createMinter({
    key: keyFrom(seed, 1),
    issuer: 'bluesparrow-host',
    clock,
    revocations,
    usage,
  });
  const day = 24 * 3600_000;
  const tokens = [
    minter.mint({
      subject: 'emma.johnson',
      capability: 'EmailSendCap',
      scope: [toolResource('send_email')],
      expiresAt: DEMO_NOW + day,
    }),
    minter.mint({
      subject: 'emma.johnson',
      capability: 'CalendarWriteCap',
      scope: [toolResource('create_calendar_event')],
      expiresAt: DEMO_NOW + day,
    }),
  ];
  const audit = openAuditLog({
    path: opts.auditPath,
    tokenKey: demoAuditKey(seed),
    clock,
    flushIntervalMs: 50,
  });
  const ledger: ApprovalLedger & { close?: () => void } =
    opts.ledgerPath === undefined
      ? memoryApprovalLedger()
      : openApprovalLedger({ path: opts.ledgerPath });
  const policyText = readFileSync(DEMO_POLICY_PATH, 'utf8');
  const build = (): Runtime =>
    createRuntime({
      policy: {
        text: policyText,
        format: 'yaml',
        sourceName: 'docs/examples/policies/personal-assistant.yaml',
      },
      tools,
      verifiers: {
        AllowlistedEmailRecipient: (v) =>
          (Array.isArray(v) ? v : [v]).every(
            (x) => typeof x === 'string' && x.endsWith(ORG_DOMAIN),
          ),
      },
      transforms: { redact_secrets: redactSecrets },
      authority: { verifier: minter, revocations, usage },
      audit,
      clock,
      key: keyFrom(seed, 3),
      approvalLedger: ledger,
      localizer: opts.localizer ?? createFluentLocalizer({ locale: opts.locale ?? 'en-US' }),
    });
  const world: DemoWorld = {
    runtime: build(),
    tokens,
    policyName: 'personal_assistant_default',
    auditPath: opts.auditPath,
    workspace,
    audit,
    sentTo: (address) =>
      workspace.emails.filter((e) => e.status === 'sent' && e.recipients.includes(address)).length,
    reopen() {
      world.runtime = build();
      return world.runtime;
    },
    closeAndVerify() {
      const head = audit.flush();
      const records = audit.records().length;
      audit.close();
      ledger.close?.();
      const v = verifyAuditLog(opts.auditPath, { expectedHead: head });
      return v.ok
        ? { ok: true, records, head: head.hash }
        : { ok: false, records, head: head.hash, firstBad: v.seq };
    },
  };
  return world;
}
