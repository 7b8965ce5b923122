/**
 * The decision engine. `createPolicyEngine(def)` precompiles every tool's rules into flat
 * arrays and Sets once; `check` then walks them in DECISION_ORDER without allocating on the
 * Allow path. Fail closed: anything the engine cannot establish is a Deny.
 */
import type {
  DependencySummary,
  ExecutionContextSummary,
  IntegrityClaim,
  LabelDescriptor,
  Readers,
} from '@zamburak/ifc';
import { policyHash } from './canonical.js';
import {
  POLICY_DECISION_REASON_CODES,
  type PolicyDecisionReasonCode,
  PolicyError,
  policyMessageId,
  safeName,
} from './errors.js';
import { parsePolicyObject } from './loader.js';
import type { DecisionStage } from './order.js';
import type {
  DecisionKind,
  FieldLabel,
  IntegrityRequirement,
  OutputLabels,
  PolicyDefinition,
  ToolPolicy,
} from './types.js';

/** One argument of a call, as the effect gateway summarises it. */
export interface ArgumentInput {
  readonly summary: DependencySummary;
  /** UTF-8 bytes of the canonical JSON value. */
  readonly payloadBytes: number;
  /** String values of the argument; only for arguments named by a readers rule (e.g. `to`). */
  readonly principals?: readonly string[];
  /** Verifier kinds the host's registered verifiers confirmed for this argument. */
  readonly verified?: readonly string[];
  /** Per required kind: what the verifier said, or `absent` when none is registered. */
  readonly verification?: Readonly<Record<string, 'passed' | 'failed' | 'absent'>>;
  /**
   * Inputs for the nested paths under this argument that rules name (`message.body`,
   * `to[*]`), keyed by the path as written in the rule. A path whose value is absent has no
   * entry (an absent required path is denied, an optional one skipped).
   */
  readonly paths?: Readonly<Record<string, ArgumentInput>>;
}

/** A rule's argument path below the top-level argument (`message.body` -> root `message`). */
export interface NestedArgPath {
  /** The path as written in the rule: the key of `ArgumentInput.paths`. */
  readonly path: string;
  /** The top-level argument it starts at. */
  readonly root: string;
  /** Object keys and array indexes below the root; `'*'` is every element of an array. */
  readonly segments: readonly (string | number)[];
}

/** Capabilities of the valid authority tokens, and the ones that failed validation. */
export interface AuthorityInput {
  readonly effective: readonly string[];
  readonly invalid: readonly { readonly capability: string; readonly reason: string }[];
}

/** Redacted evidence for a decision: names and counts, never values or principals. */
export interface DecisionWitness {
  readonly tool: string;
  readonly stage: DecisionStage['id'];
  readonly arg?: string;
  /** Offending or required label/claim/capability names. */
  readonly labels?: readonly string[];
  /** Integrity claims the argument (or pc) carries. */
  readonly integrity?: readonly string[];
  readonly originCount?: number;
  readonly count?: number;
  readonly limit?: number;
  readonly size?: number;
  /** Authority validation reasons (codes such as EXPIRED). */
  readonly reasons?: readonly string[];
}

export interface Remediation {
  /** Fluent message id, `policy-<reason code in kebab-case>`; its `.help` is the remedy. */
  readonly id: string;
  readonly args: Readonly<Record<string, string | number>>;
}

export interface Decision {
  readonly kind: DecisionKind;
  readonly stage?: DecisionStage['id'];
  readonly reasonCode?: PolicyDecisionReasonCode;
  readonly rulePath?: string;
  readonly witness?: DecisionWitness;
  readonly remediation?: Remediation;
}

/** What core needs to know about a tool besides decisions. */
export interface ToolView {
  readonly name: string;
  readonly sideEffectClass: string;
  readonly requiredAuthority: readonly string[];
  /** Arguments whose string values a readers rule compares against (e.g. `to`). */
  readonly principalArgs: ReadonlySet<string>;
  /** Verifier kinds required per argument (`requires_integrity: Verified(Kind)`). */
  readonly verificationKinds: ReadonlyMap<string, readonly string[]>;
  /** The nested paths rules of this tool name (their inputs go in `ArgumentInput.paths`). */
  readonly nestedArgs: readonly NestedArgPath[];
  readonly llmSink?: {
    readonly role: 'planner' | 'quarantined';
    readonly requiredTransforms: readonly string[];
    readonly maxContextBytes?: number;
  };
  readonly maxCalls?: number;
  /** The label of a result of this tool, plus per-field slot labels. */
  outputLabel(callOrigin: string): {
    readonly label: LabelDescriptor;
    readonly slots: readonly {
      readonly path: readonly (string | number)[];
      readonly label: LabelDescriptor;
    }[];
  };
}

export interface PolicyEngine {
  readonly name: string;
  /** `sha256:` hash of the canonical JSON of the definition. */
  readonly hash: string;
  readonly strict: boolean;
  readonly definition: PolicyDefinition;
  readonly budgets: PolicyDefinition['budgets'];
  readonly toolNames: readonly string[];
  tool(name: string): ToolView | undefined;
  check(
    tool: string,
    args: Readonly<Record<string, ArgumentInput>>,
    ctx: ExecutionContextSummary,
    authority: AuthorityInput,
  ): Decision;
}

const MESSAGE_IDS: ReadonlyMap<string, string> = new Map(
  POLICY_DECISION_REASON_CODES.map((c) => [c, policyMessageId(c)]),
);

function freeze(d: Decision): Decision {
  if (d.witness !== undefined) Object.freeze(d.witness);
  if (d.remediation !== undefined) {
    Object.freeze(d.remediation.args);
    Object.freeze(d.remediation);
  }
  return Object.freeze(d);
}

const ALLOW: Decision = Object.freeze({ kind: 'Allow' as const });

const STRICTNESS: Readonly<Record<DecisionKind, number>> = {
  Allow: 0,
  RequireConfirmation: 1,
  RequireDraft: 2,
  Deny: 3,
};

interface CompiledArgRule {
  readonly arg: string;
  /** The top-level argument (the whole `arg` unless it is a nested path). */
  readonly root: string;
  readonly nested: boolean;
  readonly path: string;
  readonly optional: boolean;
  readonly forbids?: ReadonlySet<string>;
  readonly allows?: ReadonlySet<string>;
  readonly maxPayload?: number;
  readonly readersOf?: string;
  /** `readersOf` parsed: its top-level argument and whether it is a nested path. */
  readonly readersAt?: NestedArgPath;
  readonly requiresTrusted: boolean;
  readonly requiresKinds: readonly string[];
}

interface CompiledTool {
  readonly name: string;
  readonly path: string;
  readonly maxCalls?: number;
  readonly rules: readonly CompiledArgRule[];
  readonly authority: readonly string[];
  readonly sinkForbids?: ReadonlySet<string>;
  readonly sinkAllows?: ReadonlySet<string>;
  readonly sinkMaxContext?: number;
  readonly ctxDenyUntrusted: boolean;
  readonly ctxDenyConf?: ReadonlySet<string>;
  readonly confirmUntrusted: boolean;
  readonly confirmConf?: ReadonlySet<string>;
  readonly confirmKind: DecisionKind;
  readonly dflt: DecisionKind;
  readonly dfltDecision: Decision;
  readonly view: ToolView;
}

function setOf(list: readonly string[] | undefined): ReadonlySet<string> | undefined {
  return list === undefined || list.length === 0 ? undefined : new Set(list);
}

function requirementList(r: IntegrityRequirement | readonly IntegrityRequirement[] | undefined) {
  if (r === undefined) return [];
  return typeof r === 'string' ? [r] : [...r];
}

/**
 * An argument path of a rule: `body`, `message.body`, `to[*]`, `items[0].name`. The first
 * name is the top-level argument; `.name` steps into an object, `[N]` to an array element,
 * `[*]` to every element. Names are the schema's (`[A-Za-z_][A-Za-z0-9_:-]*`), so a `.`
 * always separates two names.
 */
export function parseArgPath(arg: string): NestedArgPath {
  const segments = parseFieldPath(arg);
  const root = typeof segments[0] === 'string' ? segments[0] : arg;
  return { path: arg, root, segments: segments.slice(1) };
}

/** The input a rule reads: the top-level argument's, or that of its nested path. */
function argAt(
  args: Readonly<Record<string, ArgumentInput>>,
  arg: string,
  root: string,
  nested: boolean,
): ArgumentInput | undefined {
  const top = Object.hasOwn(args, root) ? args[root] : undefined;
  if (!nested || top === undefined) return top;
  const paths = top.paths;
  return paths !== undefined && Object.hasOwn(paths, arg) ? paths[arg] : undefined;
}

/** `[*].sender` -> ['*', 'sender']; `items[0]` -> ['items', 0]. */
export function parseFieldPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /\.?([A-Za-z_][A-Za-z0-9_:-]*)|\[(\*|\d+)\]/g;
  for (let m = re.exec(path); m !== null; m = re.exec(path)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] === '*') out.push('*');
    else out.push(Number(m[2]));
  }
  return out;
}

function outputIntegrity(i: 'Untrusted' | 'Trusted' | undefined): IntegrityClaim[] {
  return i === 'Trusted' ? ['Trusted'] : [];
}

function makeOutputLabel(out: OutputLabels | undefined) {
  const baseIntegrity = outputIntegrity(out?.integrity);
  const baseConf = [...(out?.confidentiality ?? [])].sort();
  const baseReaders: Readers =
    out?.readers === undefined || out.readers === 'Public' ? 'Public' : [...out.readers].sort();
  const fields: readonly FieldLabel[] = out?.fields ?? [];
  return (callOrigin: string) => {
    const label: LabelDescriptor = {
      integrity: baseIntegrity,
      confidentiality: baseConf,
      readers: baseReaders,
      authority: [],
      origins: [callOrigin],
      truncated: false,
    };
    const slots = fields.map((f) => ({
      path: parseFieldPath(f.path),
      label: {
        integrity: f.integrity === undefined ? baseIntegrity : outputIntegrity(f.integrity),
        confidentiality: f.confidentiality === undefined ? baseConf : [...f.confidentiality].sort(),
        readers:
          f.readers === undefined
            ? baseReaders
            : f.readers === 'Public'
              ? ('Public' as const)
              : [...f.readers].sort(),
        authority: [],
        origins: [callOrigin],
        truncated: false,
      } satisfies LabelDescriptor,
    }));
    return { label, slots };
  };
}

function compileTool(def: PolicyDefinition, t: ToolPolicy): CompiledTool {
  const path = `tools[${t.tool}]`;
  const ruled = new Map<string, boolean>();
  for (const r of t.arg_rules ?? [])
    ruled.set(r.arg, (ruled.get(r.arg) ?? true) && r.optional === true);
  const rules: CompiledArgRule[] = (t.arg_rules ?? []).map((r) => {
    const reqs = requirementList(r.requires_integrity);
    const forbids = setOf(r.forbids_confidentiality);
    const allows =
      r.allows_confidentiality === undefined ? undefined : new Set(r.allows_confidentiality);
    const at = parseArgPath(r.arg);
    return {
      arg: r.arg,
      root: at.root,
      nested: at.segments.length > 0,
      path: `${path}.arg_rules[${r.arg}]`,
      optional: r.optional === true,
      ...(forbids === undefined ? {} : { forbids }),
      ...(allows === undefined ? {} : { allows }),
      ...(r.max_payload_bytes === undefined ? {} : { maxPayload: r.max_payload_bytes }),
      ...(r.readers_must_include === undefined
        ? {}
        : { readersOf: r.readers_must_include, readersAt: parseArgPath(r.readers_must_include) }),
      readersOfOptional:
        r.readers_must_include !== undefined && ruled.get(r.readers_must_include) === true,
      requiresTrusted: reqs.includes('Trusted'),
      requiresKinds: reqs
        .filter((q) => q !== 'Trusted')
        .map((q) => q.slice('Verified('.length, -1)),
    };
  });
  const verificationKinds = new Map<string, string[]>();
  for (const r of rules) {
    if (r.requiresKinds.length === 0) continue;
    const list = verificationKinds.get(r.arg) ?? [];
    for (const k of r.requiresKinds) if (!list.includes(k)) list.push(k);
    verificationKinds.set(r.arg, list);
  }
  const dflt = t.default_decision ?? def.default_action;
  const sink = t.llm_sink;
  const sinkForbids = setOf(sink?.forbids_confidentiality);
  const sinkAllows =
    sink?.allows_confidentiality === undefined ? undefined : new Set(sink.allows_confidentiality);
  const ctxDenyConf = setOf(t.context_rules?.deny_if_pc_confidentiality_contains);
  const confirmConf = setOf(t.confirmation_rules?.if_args_confidentiality_contains);
  const view: ToolView = {
    name: t.tool,
    sideEffectClass: t.side_effect_class,
    requiredAuthority: [...(t.required_authority ?? [])],
    principalArgs: new Set(rules.flatMap((r) => (r.readersOf === undefined ? [] : [r.readersOf]))),
    verificationKinds,
    nestedArgs: [
      ...new Set(
        rules.flatMap((r) => (r.readersOf === undefined ? [r.arg] : [r.arg, r.readersOf])),
      ),
    ]
      .map(parseArgPath)
      .filter((a) => a.segments.length > 0),
    ...(sink === undefined
      ? {}
      : {
          llmSink: {
            role: sink.role,
            requiredTransforms: [...(sink.required_transforms ?? [])],
            ...(sink.max_context_bytes === undefined
              ? {}
              : { maxContextBytes: sink.max_context_bytes }),
          },
        }),
    ...(t.max_calls === undefined ? {} : { maxCalls: t.max_calls }),
    outputLabel: makeOutputLabel(t.output_labels),
  };
  return {
    name: t.tool,
    path,
    ...(t.max_calls === undefined ? {} : { maxCalls: t.max_calls }),
    rules,
    authority: [...(t.required_authority ?? [])],
    ...(sinkForbids === undefined ? {} : { sinkForbids }),
    ...(sinkAllows === undefined ? {} : { sinkAllows }),
    ...(sink?.max_context_bytes === undefined ? {} : { sinkMaxContext: sink.max_context_bytes }),
    ctxDenyUntrusted:
      t.context_rules?.deny_if_pc_integrity_contains?.includes('Untrusted') ?? false,
    ...(ctxDenyConf === undefined ? {} : { ctxDenyConf }),
    confirmUntrusted:
      t.confirmation_rules?.if_pc_integrity_contains?.includes('Untrusted') ?? false,
    ...(confirmConf === undefined ? {} : { confirmConf }),
    confirmKind: t.confirmation_rules?.draft === true ? 'RequireDraft' : 'RequireConfirmation',
    dflt,
    dfltDecision: defaultDecision(
      t.tool,
      dflt,
      t.default_decision === undefined ? 'default_action' : `${path}.default_decision`,
    ),
    view,
  };
}

/** Whether `a` has the shape of an argument input (the engine denies any other, fail closed). */
export function isArgumentInput(a: unknown): a is ArgumentInput {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as Record<string, unknown>;
  return isSummary(x.summary) && typeof x.payloadBytes === 'number' && x.payloadBytes >= 0;
}

function isSummary(s: unknown): s is DependencySummary {
  if (typeof s !== 'object' || s === null) return false;
  const x = s as Record<string, unknown>;
  return (
    Array.isArray(x.integrity) &&
    Array.isArray(x.confidentiality) &&
    (x.readers === 'Public' || Array.isArray(x.readers)) &&
    typeof x.truncated === 'boolean'
  );
}

/** Whether `c` has the shape of an execution-context summary. */
export function isContext(c: unknown): c is ExecutionContextSummary {
  if (typeof c !== 'object' || c === null) return false;
  const x = c as Record<string, unknown>;
  const counters = x.effectCounters as Record<string, unknown> | undefined;
  return (
    Array.isArray(x.pcIntegrity) &&
    Array.isArray(x.pcConfidentiality) &&
    typeof x.truncated === 'boolean' &&
    typeof counters === 'object' &&
    counters !== null &&
    typeof counters.total === 'number' &&
    typeof counters.perTool === 'object' &&
    counters.perTool !== null
  );
}

/** First label of `labels` in `set`, or -1. */
function firstIn(labels: readonly string[], set: ReadonlySet<string>): number {
  for (let i = 0; i < labels.length; i++) if (set.has(labels[i] as string)) return i;
  return -1;
}

function firstOutside(labels: readonly string[], set: ReadonlySet<string>): number {
  for (let i = 0; i < labels.length; i++) if (!set.has(labels[i] as string)) return i;
  return -1;
}

function names(list: readonly string[], pick: (l: string) => boolean): string[] {
  return list.filter(pick).map(safeName).sort();
}

function decide(
  kind: DecisionKind,
  stage: DecisionStage['id'],
  reasonCode: PolicyDecisionReasonCode,
  rulePath: string,
  witness: Omit<DecisionWitness, 'stage'>,
  args: Record<string, string | number>,
): Decision {
  return {
    kind,
    stage,
    reasonCode,
    rulePath,
    witness: { ...witness, stage },
    remediation: {
      id: MESSAGE_IDS.get(reasonCode) ?? policyMessageId(reasonCode),
      args: { tool: witness.tool, ...args },
    },
  };
}

const deny = (
  stage: DecisionStage['id'],
  code: PolicyDecisionReasonCode,
  path: string,
  witness: Omit<DecisionWitness, 'stage'>,
  args: Record<string, string | number> = {},
) => decide('Deny', stage, code, path, witness, args);

function checkTool(
  c: CompiledTool,
  budgets: PolicyDefinition['budgets'],
  args: Readonly<Record<string, ArgumentInput>>,
  ctx: ExecutionContextSummary,
  authority: AuthorityInput,
): Decision {
  const tool = c.name;
  // 1. Hard deny: context, budgets, truncation, missing summaries, confidentiality, size, readers.
  if (!isContext(ctx)) {
    return deny('hard_deny', 'CONTEXT_UNAVAILABLE', 'fail_closed.context_unavailable', { tool });
  }
  if (ctx.truncated) {
    return deny('hard_deny', 'CONTEXT_TRUNCATED', 'fail_closed.context_truncated', { tool });
  }
  if (typeof args !== 'object' || args === null) {
    return deny('hard_deny', 'ARG_SUMMARY_MISSING', 'fail_closed.arg_summary_missing', { tool });
  }
  let totalBytes = 0;
  for (const name in args) {
    const a = args[name];
    if (!isArgumentInput(a)) {
      return deny(
        'hard_deny',
        'ARG_SUMMARY_MISSING',
        'fail_closed.arg_summary_missing',
        { tool, arg: safeName(name) },
        { arg: safeName(name) },
      );
    }
    if (a.summary.truncated) {
      return deny(
        'hard_deny',
        'SUMMARY_TRUNCATED',
        'fail_closed.summary_truncated',
        { tool, arg: safeName(name), originCount: a.summary.originCount },
        { arg: safeName(name), originCount: a.summary.originCount },
      );
    }
    totalBytes += a.payloadBytes;
  }
  if (budgets.max_effects !== undefined && !(ctx.effectCounters.total < budgets.max_effects)) {
    return deny(
      'hard_deny',
      'EFFECT_BUDGET_EXCEEDED',
      'budgets.max_effects',
      { tool, count: ctx.effectCounters.total, limit: budgets.max_effects },
      { count: ctx.effectCounters.total, limit: budgets.max_effects },
    );
  }
  if (c.maxCalls !== undefined) {
    // Own keys only: a tool named `constructor` must not read Object.prototype.constructor.
    const perTool = ctx.effectCounters.perTool;
    const n = Object.hasOwn(perTool, tool) ? (perTool[tool] as number) : 0;
    if (!(n < c.maxCalls)) {
      return deny(
        'hard_deny',
        'CALL_BUDGET_EXCEEDED',
        `${c.path}.max_calls`,
        { tool, count: n, limit: c.maxCalls },
        { count: n, limit: c.maxCalls },
      );
    }
  }
  const rules = c.rules;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i] as CompiledArgRule;
    const a = argAt(args, r.arg, r.root, r.nested);
    if (a === undefined || (r.nested && !isArgumentInput(a))) {
      if (a === undefined && r.optional) continue;
      return deny(
        'hard_deny',
        'ARG_SUMMARY_MISSING',
        `${r.path}`,
        { tool, arg: r.arg },
        { arg: r.arg },
      );
    }
    const conf = a.summary.confidentiality;
    if (r.forbids !== undefined && firstIn(conf, r.forbids) !== -1) {
      const forbids = r.forbids;
      const labels = names(conf, (l) => forbids.has(l));
      return deny(
        'hard_deny',
        'CONFIDENTIALITY_FORBIDDEN',
        `${r.path}.forbids_confidentiality`,
        { tool, arg: r.arg, labels, originCount: a.summary.originCount },
        { arg: r.arg, labels: labels.join(', '), count: labels.length },
      );
    }
    if (r.allows !== undefined && firstOutside(conf, r.allows) !== -1) {
      const allows = r.allows;
      const labels = names(conf, (l) => !allows.has(l));
      return deny(
        'hard_deny',
        'CONFIDENTIALITY_NOT_ALLOWED',
        `${r.path}.allows_confidentiality`,
        { tool, arg: r.arg, labels, originCount: a.summary.originCount },
        { arg: r.arg, labels: labels.join(', '), count: labels.length },
      );
    }
    if (r.maxPayload !== undefined && !(a.payloadBytes <= r.maxPayload)) {
      return deny(
        'hard_deny',
        'PAYLOAD_TOO_LARGE',
        `${r.path}.max_payload_bytes`,
        { tool, arg: r.arg, size: a.payloadBytes, limit: r.maxPayload },
        { arg: r.arg, size: a.payloadBytes, limit: r.maxPayload },
      );
    }
    if (r.readersOf !== undefined) {
      const rp = `${r.path}.readers_must_include`;
      // An absent principal argument is never vacuous: the readers rule fails closed.
      const of = r.readersAt as NestedArgPath;
      const holder = argAt(args, r.readersOf, of.root, of.segments.length > 0);
      const principals = holder?.principals;
      if (!Array.isArray(principals)) {
        return deny(
          'hard_deny',
          'PRINCIPALS_UNAVAILABLE',
          rp,
          { tool, arg: r.arg, labels: [r.readersOf] },
          { arg: r.arg, principalArg: r.readersOf },
        );
      }
      const readers = a.summary.readers;
      if (readers !== 'Public') {
        let missing = 0;
        for (const p of principals) if (typeof p !== 'string' || !readers.includes(p)) missing++;
        if (missing > 0) {
          return deny(
            'hard_deny',
            'READER_NOT_PERMITTED',
            rp,
            { tool, arg: r.arg, labels: [r.readersOf], count: missing, limit: readers.length },
            { arg: r.arg, principalArg: r.readersOf, count: missing },
          );
        }
      }
    }
  }
  if (c.sinkForbids !== undefined || c.sinkAllows !== undefined) {
    for (const name in args) {
      const conf = (args[name] as ArgumentInput).summary.confidentiality;
      const f = c.sinkForbids;
      if (f !== undefined && firstIn(conf, f) !== -1) {
        const labels = names(conf, (l) => f.has(l));
        return deny(
          'hard_deny',
          'CONFIDENTIALITY_FORBIDDEN',
          `${c.path}.llm_sink.forbids_confidentiality`,
          { tool, arg: safeName(name), labels },
          { arg: safeName(name), labels: labels.join(', '), count: labels.length },
        );
      }
      const al = c.sinkAllows;
      if (al !== undefined && firstOutside(conf, al) !== -1) {
        const labels = names(conf, (l) => !al.has(l));
        return deny(
          'hard_deny',
          'CONFIDENTIALITY_NOT_ALLOWED',
          `${c.path}.llm_sink.allows_confidentiality`,
          { tool, arg: safeName(name), labels },
          { arg: safeName(name), labels: labels.join(', '), count: labels.length },
        );
      }
    }
  }
  if (c.sinkMaxContext !== undefined && !(totalBytes <= c.sinkMaxContext)) {
    return deny(
      'hard_deny',
      'LLM_CONTEXT_TOO_LARGE',
      `${c.path}.llm_sink.max_context_bytes`,
      { tool, size: totalBytes, limit: c.sinkMaxContext },
      { size: totalBytes, limit: c.sinkMaxContext },
    );
  }

  // 2. Authority.
  if (c.authority.length > 0) {
    if (
      typeof authority !== 'object' ||
      authority === null ||
      !Array.isArray(authority.effective) ||
      !Array.isArray(authority.invalid)
    ) {
      return deny('authority', 'AUTHORITY_UNAVAILABLE', `${c.path}.required_authority`, { tool });
    }
    for (const cap of c.authority) {
      if (authority.effective.includes(cap)) continue;
      const invalid = authority.invalid.filter(
        (x: unknown) =>
          typeof x === 'object' && x !== null && (x as { capability?: unknown }).capability === cap,
      );
      if (invalid.length > 0) {
        const reasons = [...new Set(invalid.map((x) => safeName(x.reason)))].sort();
        return deny(
          'authority',
          'AUTHORITY_INVALID',
          `${c.path}.required_authority`,
          { tool, labels: [cap], reasons },
          { capability: cap, reasons: reasons.join(', ') },
        );
      }
      return deny(
        'authority',
        'AUTHORITY_MISSING',
        `${c.path}.required_authority`,
        { tool, labels: [cap] },
        { capability: cap },
      );
    }
  }

  // 3. Verification (integrity requirements).
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i] as CompiledArgRule;
    if (!r.requiresTrusted && r.requiresKinds.length === 0) continue;
    const a = argAt(args, r.arg, r.root, r.nested);
    if (a === undefined) continue; // optional and absent (required ones denied above)
    const integrity = a.summary.integrity;
    const rp = `${r.path}.requires_integrity`;
    if (r.requiresTrusted && !integrity.includes('Trusted')) {
      return deny(
        'verification',
        'INTEGRITY_REQUIRED',
        rp,
        {
          tool,
          arg: r.arg,
          labels: ['Trusted'],
          integrity: integrity.map(safeName),
          originCount: a.summary.originCount,
        },
        { arg: r.arg, required: 'Trusted' },
      );
    }
    for (const kind of r.requiresKinds) {
      const claim = `Verified(${kind})` as IntegrityClaim;
      if (integrity.includes(claim)) continue;
      const results: unknown = a.verification;
      const result =
        typeof results === 'object' && results !== null && Object.hasOwn(results, kind)
          ? (results as Record<string, unknown>)[kind]
          : undefined;
      if (
        result === 'passed' ||
        (result === undefined && Array.isArray(a.verified) && a.verified.includes(kind))
      )
        continue;
      if (result === 'failed') {
        return deny(
          'verification',
          'VERIFICATION_FAILED',
          rp,
          { tool, arg: r.arg, labels: [claim], integrity: integrity.map(safeName) },
          { arg: r.arg, kind },
        );
      }
      return deny(
        'verification',
        'VERIFIER_RESULT_ABSENT',
        rp,
        { tool, arg: r.arg, labels: [claim], integrity: integrity.map(safeName) },
        { arg: r.arg, kind },
      );
    }
  }

  // 4. Context.
  if (c.ctxDenyUntrusted && ctx.pcIntegrity.length === 0) {
    return deny(
      'context',
      'PC_INTEGRITY_DENIED',
      `${c.path}.context_rules.deny_if_pc_integrity_contains`,
      { tool, labels: ['Untrusted'], count: ctx.controlDependencies?.length ?? 0 },
      { count: ctx.controlDependencies?.length ?? 0 },
    );
  }
  const cd = c.ctxDenyConf;
  if (cd !== undefined && firstIn(ctx.pcConfidentiality, cd) !== -1) {
    const labels = names(ctx.pcConfidentiality, (l) => cd.has(l));
    return deny(
      'context',
      'PC_CONFIDENTIALITY_DENIED',
      `${c.path}.context_rules.deny_if_pc_confidentiality_contains`,
      { tool, labels },
      { labels: labels.join(', '), count: labels.length },
    );
  }

  // 5. Confirmation / draft rules (they only tighten: combined with the default below).
  let confirm: Decision | undefined;
  if (c.confirmUntrusted && ctx.pcIntegrity.length === 0) {
    confirm = decide(
      c.confirmKind,
      'confirmation',
      c.confirmKind === 'RequireDraft' ? 'DRAFT_REQUIRED' : 'CONFIRMATION_REQUIRED',
      `${c.path}.confirmation_rules.if_pc_integrity_contains`,
      { tool, labels: ['Untrusted'] },
      { labels: 'Untrusted' },
    );
  } else if (c.confirmConf !== undefined) {
    const cc = c.confirmConf;
    for (const name in args) {
      const conf = (args[name] as ArgumentInput).summary.confidentiality;
      if (firstIn(conf, cc) !== -1) {
        const labels = names(conf, (l) => cc.has(l));
        confirm = decide(
          c.confirmKind,
          'confirmation',
          c.confirmKind === 'RequireDraft' ? 'DRAFT_REQUIRED' : 'CONFIRMATION_REQUIRED',
          `${c.path}.confirmation_rules.if_args_confidentiality_contains`,
          { tool, arg: safeName(name), labels },
          { arg: safeName(name), labels: labels.join(', ') },
        );
        break;
      }
    }
  }

  // 6. Default.
  if (confirm !== undefined && STRICTNESS[confirm.kind] >= STRICTNESS[c.dflt]) return confirm;
  return c.dfltDecision;
}

/** The stage-6 decision of a tool, computed once (frozen, shared by every check). */
function defaultDecision(tool: string, kind: DecisionKind, path: string): Decision {
  switch (kind) {
    case 'Allow':
      return ALLOW;
    case 'Deny':
      return freeze(deny('default', 'DEFAULT_DENY', path, { tool }));
    case 'RequireConfirmation':
      return freeze(
        decide('RequireConfirmation', 'default', 'DEFAULT_CONFIRMATION', path, { tool }, {}),
      );
    case 'RequireDraft':
      return freeze(decide('RequireDraft', 'default', 'DEFAULT_DRAFT', path, { tool }, {}));
  }
}

/**
 * Compiles a policy into an engine. Accepts a definition (validated again here: the engine
 * never runs an unvalidated policy).
 */
export function createPolicyEngine(input: PolicyDefinition): PolicyEngine {
  let def: PolicyDefinition;
  try {
    def = parsePolicyObject(input).definition;
  } catch (err) {
    if (err instanceof PolicyError) throw err;
    throw new PolicyError('INVALID_DEFINITION', 'the policy definition is not valid');
  }
  const tools = new Map<string, CompiledTool>();
  for (const t of def.tools) tools.set(t.tool, compileTool(def, t));
  const budgets = def.budgets;
  return {
    name: def.policy_name,
    hash: policyHash(def),
    strict: def.strict_mode,
    definition: def,
    budgets,
    toolNames: [...tools.keys()].sort(),
    tool: (name) => tools.get(name)?.view,
    check(tool, args, ctx, authority) {
      const c = typeof tool === 'string' ? tools.get(tool) : undefined;
      if (c === undefined) {
        const t = safeName(tool);
        return deny('hard_deny', 'UNKNOWN_TOOL', 'fail_closed.unknown_tool', { tool: t });
      }
      // A decision function denies, it never throws: input of a shape the checks above do not
      // expect (null where an object belongs, a getter that throws, ...) is MALFORMED_INPUT.
      try {
        return checkTool(c, budgets, args, ctx, authority);
      } catch {
        return deny('hard_deny', 'MALFORMED_INPUT', 'fail_closed.malformed_input', {
          tool: c.name,
        });
      }
    },
  };
}
