/**
 * `createRuntime`: what a host application imports. It composes the VM, IFC, policy,
 * authority, audit and l10n packages into one governed execution with a small API.
 */
import { randomBytes } from 'node:crypto';
import { type Tracer, trace } from '@opentelemetry/api';
import { type LabelDescriptor, trustedLabel } from '@zamburak/ifc';
import { createFluentLocalizer } from '@zamburak/l10n';
import type { ApprovalLedger } from './approval-ledger.js';
import {
  type Approval,
  ApprovalDesk,
  type ApprovalMemory,
  type PendingRequest,
  type RememberScope,
} from './approvals.js';
import {
  type AuditLogLike,
  type AuthorityOptions,
  bindAudit,
  bindAuthority,
  bindLabels,
  bindPolicy,
  bindVm,
  type PolicyInput,
  type VmLimits,
} from './bindings.js';
import { invalidOption, RuntimeError } from './errors.js';
import {
  type DecisionEvent,
  Execution,
  type ExecutionDeps,
  type ExecutionMemo,
  type MessageLocalizer,
  OBSERVE_ACKNOWLEDGEMENT,
  type ObserveMode,
} from './execution.js';
import { jsonProblem } from './json.js';
import type { LabelPort } from './ports.js';
import { decodeSnapshotExtension, type SnapshotExtension } from './snapshot.js';
import { declaredParameters, parametersProblem } from './tools/arguments.js';
import { DEFAULT_TRUST_CLASSES, pinTool, ToolCatalogue } from './tools/catalogue.js';
import { DEFAULT_TOOL_TIMEOUT_MS, isTimeout, MAX_TIMEOUT_MS } from './tools/timeout.js';
import type {
  CatalogueEntry,
  JsonValue,
  ToolDefinition,
  TrustClass,
  TrustClassRules,
} from './tools/types.js';

export interface RuntimeOptions {
  /** Schema v1 policy (or v0, migrated): a parsed definition, or its YAML/JSON text. */
  readonly policy: PolicyInput;
  /** Tool adapters. Each must be pinned in `catalogue` (by default: pinned now, as given). */
  readonly tools: readonly ToolDefinition[];
  /** Pinned catalogue entries. Omit to pin `tools` as given at creation. */
  readonly catalogue?: readonly CatalogueEntry[];
  /** Deterministic verifiers by kind: the only way a value becomes `Verified(Kind)`. */
  readonly verifiers?: Readonly<Record<string, (value: JsonValue) => boolean>>;
  /** Named text transforms the LLM transport guard checks were applied (e.g. redaction). */
  readonly transforms?: Readonly<Record<string, (text: string) => string>>;
  /** Authority token validation: key, revocation index, usage ledger. */
  readonly authority: AuthorityOptions;
  /** The audit log (see @zamburak/audit `openAuditLog`). */
  readonly audit: AuditLogLike;
  /** Renders explanations; defaults to English fallback text. */
  readonly localizer?: MessageLocalizer;
  /** Epoch milliseconds. The runtime never reads the wall clock itself. */
  readonly clock: () => number;
  /** Secret for approvals and tokenisation (>= 32 bytes). */
  readonly key: Uint8Array;
  /** `'enforce'` (default) or observe mode, which must be acknowledged in words. */
  readonly mode?: 'enforce' | ObserveMode;
  readonly trustClasses?: Readonly<Record<TrustClass, TrustClassRules>>;
  /**
   * Sandbox limits (memory, stack, instruction budget, message size, deadline). Without
   * `deadlineMs`, each slice (a start, or one resume) may run `DEFAULT_DEADLINE_MS` (10 s)
   * by the runtime's `clock`.
   */
  readonly limits?: VmLimits;
  /**
   * Build the next execution's sandbox in the background (default false): once when the
   * runtime is created, then after each start or load, so that a start only compiles its
   * plan: about 1.6 ms to the first tool call instead of about 20 ms (docs/runtime.md). For
   * a long-lived runtime that starts plans with idle time between them, such as one serving
   * an agent. It costs one idle sandbox (a wasm instance) per runtime, and about 11 ms of
   * CPU each time, wasted when no start follows. The spare has run none of any plan's code.
   */
  readonly warmStart?: boolean;
  /** How long a confirmation or draft request stays answerable. Default 15 minutes. */
  readonly approvalTtlMs?: number;
  /**
   * Milliseconds a tool call may take when its definition sets no `timeoutMs` (default
   * 30 s). Past it the call's signal aborts and the plan sees a `TOOL_TIMEOUT` error.
   */
  readonly toolTimeoutMs?: number;
  /**
   * Where redeemed approvals are shared with other runtimes and processes (see
   * `openApprovalLedger`). Without one, each runtime remembers only its own.
   */
  readonly approvalLedger?: ApprovalLedger;
  /**
   * Where approvals answered with `remember: 'always'` are kept, keyed by policy hash, tool
   * and the keyed digest of the arguments (docs/runtime.md, "Approval memory"). Default: this
   * process's memory. Approvals remembered for the `session` stay in the runtime.
   */
  readonly approvalMemory?: ApprovalMemory;
  /**
   * Called with every decision as it is taken (allow, deny, confirmation, draft, observed),
   * with the execution id and policy hash. It observes only: what it throws is ignored and
   * never changes the decision. Codes, rule paths and origin ids; never an argument value.
   */
  readonly onDecision?: (event: DecisionEvent) => void;
  /**
   * Tracer for the `zamburak.governed_call` span of every governed call (attributes: tool,
   * call id, execution id, policy hash, decision, reason code, rule path, outcome). Default:
   * `trace.getTracer('@zamburak/core')` of `@opentelemetry/api`, a no-op unless the host
   * registers an OpenTelemetry SDK.
   */
  readonly tracer?: Tracer;
}

export interface StartOptions {
  /** Named inputs the plan reads as `inputs.<name>`; labelled Trusted unless given a label. */
  readonly inputs?: Readonly<
    Record<string, JsonValue | { readonly value: JsonValue; readonly label: LabelDescriptor }>
  >;
  /** Authority tokens for this execution (validated at every boundary). */
  readonly tokens?: readonly unknown[];
  /** Letters, digits and `_.:-`, at most 128 characters; default: derived from the plan. */
  readonly executionId?: string;
}

const EXECUTION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export interface Runtime {
  /** Compiles and runs a plan until it completes, fails, is denied or must wait. */
  start(plan: string, opts?: StartOptions): Promise<Execution>;
  /** Resumes a dumped execution at the same suspension point. */
  load(bytes: Uint8Array): Promise<Execution>;
  /** The host's answer to a pending request: a single-use approval bound to it. */
  answer(
    request: PendingRequest,
    verdict: 'approve' | 'reject',
    by: {
      readonly approver: string;
      readonly ttlMs?: number;
      /**
       * Also approve later confirmations of this tool with the same arguments under the same
       * policy: for this runtime's life, or `always` (kept in `approvalMemory`). Default:
       * this one call only.
       */
      readonly remember?: RememberScope;
    },
  ): Approval;
  readonly policyHash: string;
  readonly catalogue: readonly CatalogueEntry[];
}

const NO_LOCALIZER: MessageLocalizer = { message: (_id, _args, fallback) => fallback };
let englishLocalizer: MessageLocalizer | undefined;

/**
 * The localizer of a runtime whose host gives none: the English sentences of the bundled
 * en-US catalogue (docs/runtime.md), built once per process on first use. Should the
 * catalogue be unreadable, explanations keep the code-and-rule-path fallback.
 */
function defaultLocalizer(): MessageLocalizer {
  if (englishLocalizer === undefined) {
    try {
      englishLocalizer = createFluentLocalizer({ locale: 'en-US' });
    } catch {
      englishLocalizer = NO_LOCALIZER;
    }
  }
  return englishLocalizer;
}

const trustedInput = (name: string): LabelDescriptor => trustedLabel([`input:${name}`]);

function isLabelled(v: unknown): v is { value: JsonValue; label: LabelDescriptor } {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    'value' in v &&
    'label' in v &&
    Object.keys(v).length === 2
  );
}

/**
 * The plan's inputs, checked before anything is recorded: a plain object of JSON values or
 * `{ value, label }` pairs whose label is a valid descriptor. Anything else is
 * `RuntimeError('INVALID_OPTIONS')` naming the input (when its name is identifier-like).
 */
function checkInputs(
  given: unknown,
  labels: LabelPort,
): Record<string, { value: JsonValue; label: LabelDescriptor }> {
  const invalid = (field: string, reason: string) =>
    invalidOption('an input is invalid', field, reason);
  if (given === undefined) return Object.create(null);
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw invalid('inputs', 'inputs must be an object of named values');
  }
  // No prototype: an input named `__proto__` stays an input.
  const inputs: Record<string, { value: JsonValue; label: LabelDescriptor }> = Object.create(null);
  for (const [name, v] of Object.entries(given)) {
    const field = `inputs.${/^[\w$]{1,64}$/.test(name) ? name : '?'}`;
    const input = isLabelled(v) ? v : { value: v as JsonValue, label: trustedInput(name) };
    const problem = jsonProblem(input.value);
    if (problem !== undefined) throw invalid(field, `the value is not JSON (${problem})`);
    try {
      labels.summarize(input.label);
    } catch {
      throw invalid(`${field}.label`, 'the label is not a label descriptor');
    }
    inputs[name] = input;
  }
  return inputs;
}

/** A tool name a plan can call: a JavaScript identifier (as the VM requires). */
const TOOL_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * The options' shapes, checked before anything is bound (JavaScript callers have no type
 * checker): `RuntimeError('INVALID_OPTIONS', { field, reason })`, never a TypeError later.
 */
function checkOptions(o: RuntimeOptions): void {
  const bad = (field: string, reason: string, extra: Record<string, string> = {}) =>
    invalidOption('createRuntime', field, reason, extra);
  const isObj = (x: unknown): x is Record<string, unknown> =>
    typeof x === 'object' && x !== null && !Array.isArray(x);
  const isFn = (x: unknown): boolean => typeof x === 'function';
  if (!isObj(o)) throw bad('options', 'options must be an object');
  if (!(o.key instanceof Uint8Array) || o.key.length < 32) {
    throw bad('key', 'the runtime key must be a Uint8Array of at least 32 bytes');
  }
  if (!isFn(o.clock)) throw bad('clock', 'clock must be a function returning epoch ms');
  if (o.warmStart !== undefined && typeof o.warmStart !== 'boolean') {
    throw bad('warmStart', 'warmStart must be a boolean');
  }
  const policy: unknown = o.policy;
  if (!isObj(policy)) throw bad('policy', 'policy must be a definition or { text, format }');
  if ('text' in policy) {
    if (typeof policy.text !== 'string') throw bad('policy.text', 'policy text must be a string');
    if (policy.format !== 'yaml' && policy.format !== 'json') {
      throw bad('policy.format', "policy format must be 'yaml' or 'json'");
    }
  }
  if (!Array.isArray(o.tools)) throw bad('tools', 'tools must be an array');
  for (const t of o.tools as readonly unknown[]) {
    if (!isObj(t) || typeof t.name !== 'string' || !TOOL_NAME.test(t.name)) {
      throw bad('tools.name', 'a tool name must be a JavaScript identifier');
    }
    if (!isFn(t.run)) throw bad('tools.run', 'a tool needs a run function', { tool: t.name });
    if (t.draft !== undefined && !isFn(t.draft)) {
      throw bad('tools.draft', 'a tool draft must be a function', { tool: t.name });
    }
    const parameters = parametersProblem(t.parameters);
    if (parameters !== undefined) throw bad('tools.parameters', parameters, { tool: t.name });
    if (t.timeoutMs !== undefined && !isTimeout(t.timeoutMs)) {
      throw bad('tools.timeoutMs', `timeoutMs must be an integer from 1 to ${MAX_TIMEOUT_MS}`, {
        tool: t.name,
      });
    }
  }
  if (!isObj(o.audit) || !isFn(o.audit.append)) {
    throw bad('audit', 'audit must be an audit log (openAuditLog)');
  }
  const a: unknown = o.authority;
  // Each store synchronous (`isRevoked`; `used`) or a shared one (`revokedAmong`; `usedAmong`).
  if (
    !isObj(a) ||
    !isObj(a.verifier) ||
    !isObj(a.revocations) ||
    !(isFn(a.revocations.isRevoked) || isFn(a.revocations.revokedAmong)) ||
    !isObj(a.usage) ||
    !(isFn(a.usage.used) || isFn(a.usage.usedAmong)) ||
    !isFn(a.usage.consumeAll)
  ) {
    throw bad('authority', 'authority must be { verifier, revocations, usage }');
  }
  for (const [field, table] of [
    ['verifiers', o.verifiers],
    ['transforms', o.transforms],
  ] as const) {
    if (table === undefined) continue;
    if (!isObj(table) || !Object.values(table).every(isFn)) {
      throw bad(field, `${field} must map names to functions`);
    }
  }
  if (o.localizer !== undefined && !(isObj(o.localizer) && isFn(o.localizer.message))) {
    throw bad('localizer', 'a localizer needs a message function');
  }
  if (o.mode !== undefined && o.mode !== 'enforce' && !isObj(o.mode)) {
    throw bad('mode', "mode must be 'enforce' or an acknowledged observe mode");
  }
  if (o.trustClasses !== undefined && !isObj(o.trustClasses)) {
    throw bad('trustClasses', 'trustClasses must map trust classes to rules');
  }
  if (o.toolTimeoutMs !== undefined && !isTimeout(o.toolTimeoutMs)) {
    throw bad('toolTimeoutMs', `toolTimeoutMs must be an integer from 1 to ${MAX_TIMEOUT_MS}`);
  }
  const ttl = o.approvalTtlMs;
  if (ttl !== undefined && !(Number.isSafeInteger(ttl) && ttl > 0)) {
    throw bad('approvalTtlMs', 'approvalTtlMs must be a positive integer');
  }
  if (
    o.approvalLedger !== undefined &&
    !(isObj(o.approvalLedger) && isFn(o.approvalLedger.claim))
  ) {
    throw bad('approvalLedger', 'an approval ledger needs a claim function');
  }
  if (
    o.approvalMemory !== undefined &&
    !(isObj(o.approvalMemory) && isFn(o.approvalMemory.recall) && isFn(o.approvalMemory.remember))
  ) {
    throw bad('approvalMemory', 'an approval memory needs recall and remember functions');
  }
}

/** Wall time one slice of a plan may run when `limits.deadlineMs` is not given (ms). */
export const DEFAULT_DEADLINE_MS = 10_000;

export function createRuntime(options: RuntimeOptions): Runtime {
  checkOptions(options);
  let observe = false;
  if (options.mode !== undefined && options.mode !== 'enforce') {
    if (options.mode.observe !== true || options.mode.acknowledge !== OBSERVE_ACKNOWLEDGEMENT) {
      throw new RuntimeError(
        'OBSERVE_MODE_NOT_ACKNOWLEDGED',
        `observe mode needs mode.acknowledge = '${OBSERVE_ACKNOWLEDGEMENT}'`,
        {},
      );
    }
    observe = true;
  }
  const trustClasses = options.trustClasses ?? DEFAULT_TRUST_CLASSES;
  const tools = new Map<string, ToolDefinition>();
  for (const t of options.tools) {
    if (tools.has(t.name))
      throw new RuntimeError('DUPLICATE_TOOL', 'two tools share a name', { tool: t.name });
    // Own keys only: a trust class named `constructor` is unknown, not Object's.
    if (typeof t.trustClass !== 'string' || !Object.hasOwn(trustClasses, t.trustClass)) {
      throw new RuntimeError('INVALID_OPTIONS', 'a tool names an unknown trust class', {
        field: 'tools.trustClass',
        reason: 'a tool names an unknown trust class',
        tool: t.name,
      });
    }
    tools.set(t.name, t);
  }
  const policy = bindPolicy(options.policy);
  const labels = bindLabels(policy.budgets, policy.confidentialityLabels, options.verifiers ?? {});
  const catalogue = new ToolCatalogue(
    options.catalogue ??
      options.tools.map((t) => pinTool(t, `${policy.port.name}@${policy.port.hash}`)),
  );
  const audit = bindAudit(options.audit);
  audit.recordPolicyLoad(policy.port, policy.migration);
  const authority = bindAuthority(options.authority);
  // The limits as given now: a spare built ahead and a sandbox built at start use the same.
  // A plan that never yields (`while (true) {}`) is stopped after DEFAULT_DEADLINE_MS of the
  // runtime's clock per slice unless the host sets its own deadline.
  const limits: VmLimits = { deadlineMs: DEFAULT_DEADLINE_MS, ...options.limits };
  const vm = bindVm(limits, options.key, options.clock, options.warmStart === true);

  const parameters = new Map(
    [...tools.values()].map((t) => [t.name, declaredParameters(t.parameters)] as const),
  );
  const deps = (desk: ApprovalDesk): ExecutionDeps => ({
    policy: policy.port,
    labels,
    vm,
    authority,
    audit,
    tools,
    parameters,
    catalogue,
    trustClasses,
    transforms: options.transforms ?? {},
    desk,
    localizer: options.localizer ?? defaultLocalizer(),
    clock: options.clock,
    key: options.key,
    observe,
    approvalTtlMs: options.approvalTtlMs ?? 15 * 60_000,
    toolTimeoutMs: options.toolTimeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS,
    onDecision: options.onDecision,
    tracer: options.tracer ?? trace.getTracer('@zamburak/core'),
  });
  // One desk per runtime: consumed approvals are remembered across executions (and shared
  // through the ledger, when the host gives one).
  const desk = new ApprovalDesk(
    options.key,
    [],
    options.approvalLedger,
    ...(options.approvalMemory === undefined ? [] : [options.approvalMemory]),
  );
  const vmOptions = {
    algebraSource: labels.algebraSource(),
    externalFunctions: [...new Set([...tools.keys(), ...policy.port.toolNames])].sort(),
    propagateControl: policy.port.strict,
  };
  // With warmStart, the first start's sandbox too is built while the host gets ready.
  vm.warm(vmOptions);

  /** `runtime.load`: a dumped execution back at its suspension point (or driven on). */
  async function loadExecution(bytes: Uint8Array): Promise<Execution> {
    let loaded: Awaited<ReturnType<typeof vm.load>>;
    try {
      loaded = await vm.load(bytes, vmOptions);
    } catch (e) {
      throw new RuntimeError('SNAPSHOT_INVALID', 'the snapshot cannot be loaded', {
        reason:
          e instanceof Error && 'code' in e ? String((e as { code: unknown }).code) : 'UNREADABLE',
      });
    }
    let ext: SnapshotExtension;
    try {
      ext = decodeSnapshotExtension(loaded.extension, policy.port.hash);
    } catch (e) {
      loaded.run.dispose();
      throw e;
    }
    for (const id of ext.consumedApprovals) desk.markConsumed(id);
    audit.record({
      type: 'snapshot_loaded',
      executionId: ext.memo.executionId,
      policyHash: policy.port.hash,
    });
    const execution = new Execution(deps(desk), ext.memo, loaded.run);
    // Tokens are revalidated at the next boundary; a pending request stays pending.
    if (ext.memo.pending !== undefined) return execution;
    return execution.drive(loaded.run.state());
  }

  return {
    policyHash: policy.port.hash,
    catalogue: catalogue.entries,

    async start(plan, opts = {}) {
      const bad = (field: string, reason: string) => invalidOption('start', field, reason);
      if (typeof plan !== 'string') throw bad('plan', 'the plan must be a string');
      const id: unknown = opts.executionId;
      if (id !== undefined && id !== null && (typeof id !== 'string' || !EXECUTION_ID.test(id))) {
        throw bad('executionId', 'an execution id is 1-128 letters, digits or _.:-');
      }
      if (opts.tokens !== undefined && opts.tokens !== null && !Array.isArray(opts.tokens)) {
        throw bad('tokens', 'tokens must be an array');
      }
      const inputs = checkInputs(opts.inputs, labels);
      // Default ids are random: two runtimes (or workers) starting the same plan in the
      // same millisecond must not share one.
      const executionId = opts.executionId ?? `exec_${randomBytes(8).toString('hex')}`;
      const memo: ExecutionMemo = {
        executionId,
        instance: randomBytes(16).toString('hex'),
        tokens: [...(opts.tokens ?? [])],
        perTool: {},
        total: 0,
        perTrustClass: {},
        decisions: [],
      };
      audit.record({ type: 'execution_started', executionId, policyHash: policy.port.hash });
      let run: Awaited<ReturnType<typeof vm.start>>;
      try {
        run = await vm.start(plan, { ...vmOptions, inputs });
      } catch (e) {
        audit.record({
          type: 'execution_finished',
          executionId,
          decision: 'failed',
          policyHash: policy.port.hash,
        });
        throw e;
      }
      const execution = new Execution(deps(desk), memo, run);
      try {
        return await execution.drive(run.state());
      } finally {
        // The plan has run to completion or to a pause: the next start's sandbox may now be
        // built in the host's idle time (only with warmStart).
        vm.warm(vmOptions);
      }
    },

    async load(bytes) {
      try {
        return await loadExecution(bytes);
      } finally {
        // As after a start: the next sandbox may be built while idle (only with warmStart).
        vm.warm(vmOptions);
      }
    },

    answer(request, verdict, by) {
      return desk.answer(request, verdict, {
        approver: by.approver,
        now: options.clock(),
        ...(by.ttlMs === undefined ? {} : { ttlMs: by.ttlMs }),
        ...(by.remember === undefined ? {} : { remember: by.remember }),
      });
    },
  };
}
