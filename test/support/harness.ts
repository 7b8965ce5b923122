/**
 * Builds a real runtime (real VM, IFC, policy engine, authority, SQLite audit log) for
 * cross-package tests. Nothing here is mocked: tools are small in-memory adapters.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AuditLog, type Durability, openAuditLog, verifyAuditLog } from '@zamburak/audit';
import { createMinter, type Minter, RevocationIndex, UsageLedger } from '@zamburak/authority';
import { parse, stringify } from 'yaml';
import {
  type CatalogueEntry,
  createRuntime,
  type JsonValue,
  OBSERVE_ACKNOWLEDGEMENT,
  type Runtime,
  type RuntimeOptions,
  type ToolDefinition,
} from 'zamburak';
import { type SuiteTools, suiteTools } from './suite-tools.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SECURITY_FIXTURES = `${ROOT}test/fixtures/security/`;
export const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

export interface HarnessOptions {
  /** Policy YAML text (default: the security suite's policy). */
  readonly policyText?: string;
  /** Override `strict_mode` of the policy. */
  readonly strict?: boolean;
  readonly tools?: readonly ToolDefinition[];
  readonly catalogue?: readonly CatalogueEntry[];
  readonly verifiers?: Readonly<Record<string, (v: JsonValue) => boolean>>;
  readonly transforms?: Readonly<Record<string, (text: string) => string>>;
  readonly localizer?: RuntimeOptions['localizer'];
  readonly observe?: boolean;
  readonly clock?: () => number;
  readonly auditPath?: string;
  /** `openAuditLog({ durability })` (default 'full'). */
  readonly durability?: Durability;
  /** What the runtime gets as its audit log (default: the log itself). */
  readonly wrapAudit?: (log: AuditLog) => RuntimeOptions['audit'];
  /** `createRuntime({ warmStart })`. */
  readonly warmStart?: boolean;
  /** `createRuntime({ limits })`. */
  readonly limits?: RuntimeOptions['limits'];
  /** `createRuntime({ onDecision })`. */
  readonly onDecision?: RuntimeOptions['onDecision'];
  /** `createRuntime({ tracer })`. */
  readonly tracer?: RuntimeOptions['tracer'];
  /** `createRuntime({ approvalMemory })`. */
  readonly approvalMemory?: RuntimeOptions['approvalMemory'];
}

export interface Harness {
  readonly runtime: Runtime;
  readonly audit: AuditLog;
  readonly suite: SuiteTools;
  readonly minter: Minter;
  readonly revocations: RevocationIndex;
  readonly usage: UsageLedger;
  /** Flushes and verifies the audit chain; returns the event types in order. */
  auditTrail(): string[];
  close(): void;
}

export const key = (salt: number): Uint8Array =>
  Uint8Array.from({ length: 32 }, (_, i) => (i * 13 + salt) & 0xff);

export function securityPolicyText(strict?: boolean): string {
  const text = readFileSync(`${SECURITY_FIXTURES}policy.yaml`, 'utf8');
  if (strict === undefined) return text;
  const doc = parse(text) as Record<string, unknown>;
  doc.strict_mode = strict;
  return stringify(doc);
}

export function makeHarness(opts: HarnessOptions = {}): Harness {
  const clock = opts.clock ?? (() => T0);
  const suite = suiteTools();
  const revocations = new RevocationIndex();
  const usage = new UsageLedger();
  const minter = createMinter({ key: key(1), issuer: 'test-host', clock, revocations, usage });
  const audit = openAuditLog({
    path: opts.auditPath ?? ':memory:',
    tokenKey: key(2),
    clock,
    ...(opts.durability === undefined ? {} : { durability: opts.durability }),
  });
  let policyText = opts.policyText ?? securityPolicyText(opts.strict);
  if (opts.policyText !== undefined && opts.strict !== undefined) {
    const doc = parse(policyText) as Record<string, unknown>;
    doc.strict_mode = opts.strict;
    policyText = stringify(doc);
  }
  const runtime = createRuntime({
    policy: { text: policyText, format: 'yaml', sourceName: 'policy.yaml' },
    tools: opts.tools ?? suite.tools,
    ...(opts.catalogue === undefined ? {} : { catalogue: opts.catalogue }),
    ...(opts.verifiers === undefined ? {} : { verifiers: opts.verifiers }),
    ...(opts.transforms === undefined ? {} : { transforms: opts.transforms }),
    ...(opts.localizer === undefined ? {} : { localizer: opts.localizer }),
    authority: { verifier: minter, revocations, usage },
    audit: opts.wrapAudit === undefined ? audit : opts.wrapAudit(audit),
    clock,
    key: key(3),
    ...(opts.warmStart === undefined ? {} : { warmStart: opts.warmStart }),
    ...(opts.limits === undefined ? {} : { limits: opts.limits }),
    ...(opts.onDecision === undefined ? {} : { onDecision: opts.onDecision }),
    ...(opts.tracer === undefined ? {} : { tracer: opts.tracer }),
    ...(opts.approvalMemory === undefined ? {} : { approvalMemory: opts.approvalMemory }),
    ...(opts.observe === true
      ? { mode: { observe: true, acknowledge: OBSERVE_ACKNOWLEDGEMENT } }
      : {}),
  });
  return {
    runtime,
    audit,
    suite,
    minter,
    revocations,
    usage,
    auditTrail() {
      const head = audit.flush();
      const v = verifyAuditLog(audit.db, { expectedHead: head });
      if (!v.ok) throw new Error(`audit chain broken at ${v.seq}: ${v.reason}`);
      return audit.records().map((r) => r.event);
    },
    close: () => audit.close(),
  };
}
