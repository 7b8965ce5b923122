/**
 * `createRuntime`: what a host application imports. It composes the VM, IFC, policy,
 * authority, audit and l10n packages into one governed execution with a small API.
 */
import { type Tracer, trace } from '@opentelemetry/api';
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
  type Execution,
  type ExecutionDeps,
  type MessageLocalizer,
  OBSERVE_ACKNOWLEDGEMENT,
  type ObserveMode,
} from './execution.js';
import {
  type ComposedRuntime,
  loadExecution,
  type StartOptions,
  startExecution,
} from './lifecycle.js';
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

export type { StartOptions } from './lifecycle.js';

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
  const observe = observeMode(options.mode);
  const trustClasses = options.trustClasses ?? DEFAULT_TRUST_CLASSES;
  const tools = toolsByName(options.tools, trustClasses);
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
  // One desk per runtime: consumed approvals are remembered across executions (and shared
  // through the ledger, when the host gives one).
  const desk = new ApprovalDesk(
    options.key,
    [],
    options.approvalLedger,
    ...(options.approvalMemory === undefined ? [] : [options.approvalMemory]),
  );
  // Per execution, as each one starts: the localizer and the tracer are looked up then.
  const deps = (): ExecutionDeps => ({
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
  const vmOptions = {
    algebraSource: labels.algebraSource(),
    externalFunctions: [...new Set([...tools.keys(), ...policy.port.toolNames])].sort(),
    propagateControl: policy.port.strict,
  };
  // With warmStart, the first start's sandbox too is built while the host gets ready.
  vm.warm(vmOptions);
  const composed: ComposedRuntime = { deps, vmOptions };

  return {
    policyHash: policy.port.hash,
    catalogue: catalogue.entries,

    async start(plan, opts = {}) {
      try {
        return await startExecution(composed, plan, opts);
      } finally {
        // The plan has run to completion or to a pause: the next start's sandbox may now be
        // built in the host's idle time (only with warmStart).
        vm.warm(vmOptions);
      }
    },

    async load(bytes) {
      try {
        return await loadExecution(composed, bytes);
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

/** `'enforce'`, or observe mode acknowledged in exactly the required words. */
function observeMode(mode: RuntimeOptions['mode']): boolean {
  if (mode === undefined || mode === 'enforce') return false;
  if (mode.observe !== true || mode.acknowledge !== OBSERVE_ACKNOWLEDGEMENT) {
    throw new RuntimeError(
      'OBSERVE_MODE_NOT_ACKNOWLEDGED',
      `observe mode needs mode.acknowledge = '${OBSERVE_ACKNOWLEDGEMENT}'`,
      {},
    );
  }
  return true;
}

/** The tools by name: each name once, each in a known trust class. */
function toolsByName(
  given: readonly ToolDefinition[],
  trustClasses: Readonly<Record<TrustClass, TrustClassRules>>,
): Map<string, ToolDefinition> {
  const tools = new Map<string, ToolDefinition>();
  for (const t of given) {
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
  return tools;
}
