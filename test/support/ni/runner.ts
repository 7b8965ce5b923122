/**
 * The two-run non-interference checker's runtime (issue 18): a real `createRuntime` (through
 * test/support/harness.ts) in strict mode with small limits, a source of one sensitive value,
 * and public sinks whose policy forbids it.
 *
 * - mode `secret`: `get_secret` returns a string labelled `AUTH_SECRET` (as the security
 *   fixtures label secrets). `post({ url, body })` forbids `AUTH_SECRET` in both arguments
 *   (the issue's sink, no context rule); `log({ msg })` also denies a context containing it;
 *   `ping({})` has no argument, only the context rule.
 * - mode `untrusted`: `fetch_page` returns an `Untrusted` string; the same sinks require
 *   `Trusted` arguments and deny a context whose integrity contains `Untrusted`
 *   (`deny_if_pc_integrity_contains: [Untrusted]`, on `log` and `ping`).
 * - mode `secret` also has `get_pii` (a constant string labelled `PII`): a second label a
 *   secret branch can choose to carry (red team T6).
 *
 * A run records the effects that actually ran (the sink adapter was invoked): tool name and
 * the canonical JSON of its arguments, in order, how the run ended, and the decisions the
 * host saw with their witnesses.
 */
import { compilePlan, VM_COMPILE_ERROR_CODES } from '@zamburak/vm';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { type Harness, makeHarness } from '../harness.js';

export type NiMode = 'secret' | 'untrusted';

export const NI_MODES: readonly NiMode[] = ['secret', 'untrusted'];

/** The call that reads the sensitive value, as the plans write it. */
export const SOURCE_CALLS: Readonly<Record<NiMode, readonly string[]>> = {
  secret: ['get_secret({})'],
  untrusted: ["fetch_page({ url: 'https://example.org/' })"],
};

/** The same, plus `get_secret()` when the compiler accepts a call without arguments. */
export const SOURCE_CALLS_NO_ARGS: Readonly<Record<NiMode, readonly string[]>> = {
  secret: ['get_secret({})', 'get_secret()'],
  untrusted: SOURCE_CALLS.untrusted,
};

/** Limits small enough that the plans' deep recursion, allocations and loops reach them. */
export const NI_LIMITS = {
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 128 * 1024,
  instructionBudget: 3_000_000,
  /** In ticks of the checker's clock (it advances by one at every reading: deterministic). */
  deadlineMs: 150,
} as const;

export function niPolicyText(mode: NiMode): string {
  const budgets =
    'budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }';
  const source =
    mode === 'secret'
      ? `  - tool: get_secret
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [AUTH_SECRET] }
    default_decision: Allow
  - tool: get_pii
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [PII] }
    default_decision: Allow
  - tool: share
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: to, forbids_confidentiality: [AUTH_SECRET, PII] }
      - { arg: body, forbids_confidentiality: [PII] }
      - { arg: body, forbids_confidentiality: [AUTH_SECRET] }
    default_decision: Allow
  - tool: send
    side_effect_class: ExternalWrite
    default_decision: Allow
  - tool: note
    side_effect_class: ExternalWrite
    confirmation_rules: { if_args_confidentiality_contains: [PII, AUTH_SECRET] }
    default_decision: Allow`
      : `  - tool: fetch_page
    side_effect_class: ExternalRead
    output_labels: { integrity: Untrusted }
    default_decision: Allow
  - tool: read_inbox
    side_effect_class: ExternalRead
    output_labels:
      integrity: Untrusted
      fields:
        - path: "[*].sender"
          integrity: Trusted
        - path: "[*].headers.From"
          integrity: Trusted
    default_decision: Allow`;
  const argRule =
    mode === 'secret' ? 'forbids_confidentiality: [AUTH_SECRET]' : 'requires_integrity: Trusted';
  const context =
    mode === 'secret'
      ? 'deny_if_pc_confidentiality_contains: [AUTH_SECRET]'
      : 'deny_if_pc_integrity_contains: [Untrusted]';
  return `schema_version: 1
policy_name: ni_${mode}
default_action: Deny
strict_mode: true
${budgets}
tools:
${source}
  - tool: post
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: url, ${argRule} }
      - { arg: body, ${argRule} }
    default_decision: Allow
  - tool: log
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: msg, ${argRule} }
    context_rules: { ${context} }
    default_decision: Allow
  - tool: ping
    side_effect_class: ExternalWrite
    context_rules: { ${context} }
    default_decision: Allow
`;
}

/** JSON with object keys sorted: two equal argument objects print the same. */
export function canonicalJson(v: JsonValue): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(v).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k] as JsonValue)}`).join(',')}}`;
}

export interface RunOutcome {
  /** `post({"body":"h","url":"u"})`, ... in the order they ran. */
  readonly effects: readonly string[];
  readonly status: string;
  readonly code?: string;
  /** The host-visible error message, with redaction references (`ref <hex>`) normalised. */
  readonly message?: string;
  /**
   * The decisions the host saw, in order: `tool decision [witness origins]` (red team T6: a
   * denial's witness must not name what a secret branch chose).
   */
  readonly decisions?: readonly string[];
  /**
   * What each decision reported, in the same order: `reason rule-path: explanation` (red
   * team U4: a strict denial's reason, rule and message must not name what a secret branch
   * chose; compared in mode `secret` only).
   */
  readonly reports?: readonly string[];
  /**
   * Secret mode: each decision record as the audit log keeps it, in order: the event, its
   * summary refs (the labels), then the engine inputs with sealed values shown by their length
   * only (red team U6, U7: what a reader of the log without the key sees of a confidential
   * argument's value must not depend on the secret).
   */
  readonly recorded?: readonly string[];
  /** False when the plan did not compile (its code is one of the compiler's). */
  readonly compiled: boolean;
}

const COMPILE_CODES = new Set<string>(VM_COMPILE_ERROR_CODES);

export interface NiRunnerOptions {
  readonly mode: NiMode;
  /** `strict_mode` of the policy (default true; false shows the checker has teeth). */
  readonly strict?: boolean;
  /** Rebuild the runtime (and its audit log) after this many runs (default 400). */
  readonly recycleAfter?: number;
}

const DECISION_RECORDS = new Set([
  'effect_allowed',
  'effect_denied',
  'confirmation_requested',
  'draft_requested',
  'observed_would_deny',
]);

/**
 * An execution's decision records as a reader without the log's key sees their inputs:
 * `event <argument and context summary refs>\t<inputs>`, sealed values by their length.
 */
function recordedInputs(h: Harness, executionId: string): string[] {
  return h.audit
    .records({ executionId })
    .filter((r) => DECISION_RECORDS.has(r.event))
    .map((r) => {
      const refs = JSON.stringify([r.argRefs ?? {}, r.contextRef ?? null]);
      const inputs = JSON.stringify(
        (r.attrs as { inputs?: unknown } | undefined)?.inputs ?? null,
        (_k, v) =>
          typeof v === 'string' && v.startsWith('sealed:v1:') ? `sealed(${v.length})` : v,
      );
      return `${r.event} ${refs}\t${inputs}`;
    });
}

/** One runtime for one mode; runs a plan with a chosen sensitive value. */
export class NiRunner {
  readonly mode: NiMode;
  readonly #strict: boolean;
  readonly #recycleAfter: number;
  #value = '';
  #effects: string[] = [];
  #harness: Harness | undefined;
  #runs = 0;
  #tick = 0;

  constructor(opts: NiRunnerOptions) {
    this.mode = opts.mode;
    this.#strict = opts.strict ?? true;
    this.#recycleAfter = opts.recycleAfter ?? 400;
  }

  #tools(): ToolDefinition[] {
    const sink = (name: string, parameters: ToolDefinition['parameters']): ToolDefinition => ({
      name,
      description: `${name} (public sink of the non-interference checker)`,
      parameters,
      trustClass: 'TrustedLocal',
      run: (args) => {
        this.#effects.push(`${name}(${canonicalJson(args)})`);
        return 'ok';
      },
    });
    const source: ToolDefinition =
      this.mode === 'secret'
        ? {
            name: 'get_secret',
            description: 'reads the secret',
            parameters: {},
            trustClass: 'TrustedLocal',
            run: () => this.#value,
          }
        : {
            name: 'fetch_page',
            description: 'fetches a page (untrusted text)',
            parameters: { url: { type: 'string' } },
            trustClass: 'TrustedLocal',
            run: () => this.#value,
          };
    const pii: ToolDefinition = {
      name: 'get_pii',
      description: 'reads a second sensitive value (PII), the same in every run',
      parameters: {},
      trustClass: 'TrustedLocal',
      run: () => 'pii-value',
    };
    // mode `untrusted`: a TrustedLocal mail adapter that vouches for `sender` and the `From`
    // header; the untrusted value decides the keys and lengths of the containers in the
    // other fields (red team U8), another header's name and one of the mail's own keys
    // (red team V6)
    const inbox: ToolDefinition = {
      name: 'read_inbox',
      description: 'reads the mails (sender vouched for)',
      parameters: {},
      trustClass: 'TrustedLocal',
      run: () => {
        const v = this.#value;
        return [
          {
            sender: 'alice@corp',
            body: v,
            headers: { [v]: '1', From: 'alice@corp' },
            parts: v.split('').map((c) => ({ [c]: [c] })),
            [`x-${v}`]: 1,
          },
        ];
      },
    };
    return [
      source,
      ...(this.mode === 'secret'
        ? [
            pii,
            sink('share', { to: {}, body: {} }),
            // no rules (red team V1: an allowed call whose labels a secret branch chose) and a
            // confirmation rule (V4); the generated plans call neither
            sink('send', { to: {}, body: {} }),
            sink('note', { text: {} }),
          ]
        : [inbox]),
      sink('post', { url: {}, body: {} }),
      sink('log', { msg: {} }),
      sink('ping', {}),
    ];
  }

  #runtime(): Harness {
    if (this.#harness !== undefined && this.#runs < this.#recycleAfter) return this.#harness;
    this.#harness?.close();
    this.#runs = 0;
    this.#harness = makeHarness({
      policyText: niPolicyText(this.mode),
      strict: this.#strict,
      tools: this.#tools(),
      limits: NI_LIMITS,
      // a clock that advances by one at every reading: the deadline counts interrupt checks
      clock: () => {
        this.#tick += 1;
        return this.#tick;
      },
    });
    return this.#harness;
  }

  async run(plan: string, value: string): Promise<RunOutcome> {
    const h = this.#runtime();
    this.#runs += 1;
    this.#value = value;
    this.#effects = [];
    const exec = await h.runtime.start(plan);
    const effects = this.#effects;
    this.#effects = [];
    const status = exec.status;
    const error = exec.error;
    const decisions = exec.decisions.map(
      (d) => `${d.tool} ${d.decision} [${(d.witness ?? []).join(',')}]`,
    );
    const reports = exec.decisions.map(
      (d) => `${d.reasonCode ?? '-'} ${d.rulePath ?? '-'}: ${d.explanation ?? ''}`,
    );
    const recorded = this.mode === 'secret' ? recordedInputs(h, exec.id) : undefined;
    exec.dispose();
    const seen = recorded === undefined ? { decisions, reports } : { decisions, reports, recorded };
    if (error === undefined) return { effects, status, compiled: true, ...seen };
    return {
      effects,
      status,
      ...seen,
      code: error.code,
      message: error.message.replace(/ref [0-9a-f]{12}/g, 'ref #'),
      compiled: !COMPILE_CODES.has(error.code),
    };
  }

  close(): void {
    this.#harness?.close();
    this.#harness = undefined;
  }
}

/**
 * The source calls the plans use: `get_secret()` joins `get_secret({})` once the compiler
 * accepts a call without arguments (issue 18, point 5).
 */
export function sourceCallsFor(mode: NiMode): readonly string[] {
  if (mode !== 'secret') return SOURCE_CALLS[mode];
  try {
    compilePlan('const s = get_secret();\n', {
      externalFunctions: ['get_secret'],
      propagateControl: true,
    });
    return SOURCE_CALLS_NO_ARGS[mode];
  } catch {
    return SOURCE_CALLS[mode];
  }
}
