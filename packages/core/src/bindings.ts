/**
 * Binds the runtime's ports (ports.ts) to the real packages: @zamburak/ifc for labels,
 * @zamburak/vm for the sandbox, @zamburak/policy for decisions, @zamburak/authority for
 * tokens and @zamburak/audit for the hash-chained log.
 */
import type { AuditLog } from '@zamburak/audit';
import {
  type AsyncRevocationView,
  type AsyncUsageStore,
  authorityFor,
  type BoundaryValidation,
  type RevocationView,
  type Token,
  type TokenVerifier,
  toolResource,
  type UsageStore,
  validateAtBoundary,
  validateAtBoundaryAsync,
} from '@zamburak/authority';
import {
  type DependencySummary,
  decodeLabel,
  encodeLabel,
  executionContextSummary,
  type LabelDescriptor,
  LabelTable,
  labelAlgebraSource,
  labelBudgetsFromPolicy,
  VerifierRegistry,
} from '@zamburak/ifc';
import {
  createPolicyEngine,
  type MigrationRecord,
  type PolicyDefinition,
  type PolicyFormat,
  parsePolicy,
} from '@zamburak/policy';
import {
  createSandbox,
  type HostResult,
  loadSandbox,
  type PlanRun,
  type Sandbox,
  type SandboxLimits,
} from '@zamburak/vm';
import { invalidOption } from './errors.js';
import type {
  AuditEvent,
  AuditPort,
  AuthorityCheck,
  AuthorityPort,
  LabelPort,
  PolicyPort,
  VmPort,
  VmResume,
  VmRun,
  VmStartOptions,
  VmState,
} from './ports.js';
import type { JsonValue } from './tools/types.js';

export type VmLimits = SandboxLimits;

/** A policy as the host gives it: parsed, or text with its format. */
export type PolicyInput =
  | PolicyDefinition
  | { readonly text: string; readonly format: PolicyFormat; readonly sourceName?: string };

export interface BoundPolicy {
  readonly port: PolicyPort;
  readonly budgets: PolicyDefinition['budgets'];
  readonly confidentialityLabels: readonly string[];
  readonly migration?: MigrationRecord;
}

function confidentialityLabelsOf(def: PolicyDefinition): string[] {
  const out = new Set<string>();
  for (const t of def.tools) {
    for (const l of t.output_labels?.confidentiality ?? []) out.add(l);
    for (const f of t.output_labels?.fields ?? [])
      for (const l of f.confidentiality ?? []) out.add(l);
    for (const r of t.arg_rules ?? []) {
      for (const l of r.forbids_confidentiality ?? []) out.add(l);
      for (const l of r.allows_confidentiality ?? []) out.add(l);
    }
    for (const l of t.context_rules?.deny_if_pc_confidentiality_contains ?? []) out.add(l);
    for (const l of t.llm_sink?.forbids_confidentiality ?? []) out.add(l);
  }
  return [...out].sort();
}

export function bindPolicy(input: PolicyInput): BoundPolicy {
  let definition: PolicyDefinition;
  let migration: MigrationRecord | undefined;
  if ('text' in input) {
    const parsed = parsePolicy(input.text, {
      format: input.format,
      sourceName: input.sourceName ?? `<policy.${input.format}>`,
    });
    definition = parsed.definition;
    migration = parsed.migration;
  } else {
    definition = input;
  }
  const engine = createPolicyEngine(definition);
  return {
    port: engine,
    budgets: engine.budgets,
    confidentialityLabels: confidentialityLabelsOf(engine.definition),
    ...(migration === undefined ? {} : { migration }),
  };
}

/** Host-side label operations over a table of interned descriptors. */
export function bindLabels(
  budgets: PolicyDefinition['budgets'],
  knownConfidentiality: readonly string[],
  verifierPredicates: Readonly<Record<string, (value: JsonValue) => boolean>>,
): LabelPort {
  const verifiers = new VerifierRegistry();
  for (const [kind, predicate] of Object.entries(verifierPredicates)) {
    verifiers.register(kind, predicate as (value: unknown) => boolean);
  }
  const labelBudgets = labelBudgetsFromPolicy(budgets);
  const source = labelAlgebraSource({ budgets: labelBudgets, knownConfidentiality });
  // The shared host table only re-reads labels the VM already made (within the policy's
  // budgets, enforced there per execution): pc labels for context summaries and the joins of
  // a quarantined model's inputs. Summaries read descriptors directly and witnesses use a
  // table of their own. It lives across executions, so its label budget is not the policy's:
  // it is bounded by starting a fresh table instead.
  const HOST_TABLE_RESET = 50_000;
  const hostBudgets = { ...labelBudgets, maxValues: 2 * HOST_TABLE_RESET };
  let table = new LabelTable({ budgets: hostBudgets, knownConfidentiality });
  // Descriptors come from per-run caches, so the same object recurs: intern it once.
  let ids = new WeakMap<LabelDescriptor, number>();
  const id = (d: LabelDescriptor): number => {
    let i = ids.get(d);
    if (i !== undefined) return i;
    if (table.size > HOST_TABLE_RESET) {
      table = new LabelTable({ budgets: hostBudgets, knownConfidentiality });
      ids = new WeakMap();
    }
    i = table.intern(d);
    ids.set(d, i);
    return i;
  };
  const summaries = new WeakMap<LabelDescriptor, DependencySummary>();
  return {
    algebraSource: () => source,
    summarize: (d) => {
      let s = summaries.get(d);
      if (s === undefined) {
        s = table.summarizeDescriptor(d);
        summaries.set(d, s);
      }
      return s;
    },
    join: (a, b) => table.describe(table.join(id(a), id(b))),
    context: (pc, counters) => {
      const c = executionContextSummary(table, id(pc), counters);
      if (!c.truncated) return c;
      // Unknown-top: list what the VM listed (and the known labels), not the host table's
      // universe, which depends on earlier executions.
      const pcConfidentiality = table.summarizeDescriptor(pc).confidentiality;
      return Object.freeze({ ...c, pcConfidentiality });
    },
    witness: (labels) => {
      // A table of its own: node ids, and so the hash, depend on these labels alone, not on
      // what earlier executions left in the shared table (the same decision hashes the same
      // in any process). Only non-allow decisions build witnesses.
      const t = new LabelTable({ budgets: hostBudgets, knownConfidentiality });
      const ids = labels.map((l) => t.intern(l));
      const w = t.witness(t.joinAll(ids));
      return { origins: w.origins, hash: w.hash };
    },
    verify: (kind, value) => (verifiers.has(kind) ? verifiers.check(kind, value) : undefined),
  };
}

function stateOf(run: PlanRun): VmState {
  if (run.status === 'suspended' && run.call !== undefined)
    return { status: 'suspended', call: run.call };
  if (run.status === 'completed' && run.result !== undefined) {
    return { status: 'completed', value: run.result.value, label: run.result.deepLabel };
  }
  const exc = run.exception;
  const err = run.error;
  const data = err?.data ?? {};
  return {
    status: 'failed',
    code: err?.code ?? exc?.code ?? 'PLAN_FAILED',
    message: exc?.message ?? err?.message ?? 'the plan failed',
    ...(exc === undefined ? {} : { label: exc.label }),
    ...(typeof data.line === 'number' ? { line: data.line } : {}),
    ...(typeof data.column === 'number' ? { column: data.column } : {}),
  };
}

/** A host result with its labels in wire form (the in-VM algebra interns those fastest). */
function toWire(result: VmResume): HostResult {
  const label = encodeLabel(result.label);
  if (result.error !== undefined) return { error: result.error, label };
  const slots =
    result.slots === undefined
      ? undefined
      : result.slots.map((s) => ({
          path: s.path,
          label: encodeLabel(s.label),
          ...(s.keySet === undefined
            ? {}
            : { keySet: { label: encodeLabel(s.keySet.label), vouched: s.keySet.vouched } }),
        }));
  // The gateway's text of a value it checked (jsonProblem) and hashed: sent as it is.
  if (result.valueJson !== undefined) {
    const valueJson = result.valueJson;
    return slots === undefined ? { valueJson, label } : { valueJson, label, slots };
  }
  // A missing value stays missing: the VM refuses it (INVALID_RESUME).
  const value = result.value as JsonValue;
  return slots === undefined ? { value, label } : { value, label, slots };
}

function wrapRun(run: PlanRun): VmRun {
  // A label id names one immutable label for the life of the run: describe it once.
  const described = new Map<number, LabelDescriptor>();
  return {
    state: () => stateOf(run),
    resume: (result) => stateOf(run.resume(toWire(result))),
    describe: (label) => {
      let d = described.get(label);
      if (d === undefined) {
        d = decodeLabel(run.describeLabel(label));
        described.set(label, d);
      }
      return d;
    },
    dump: (extension) => run.dump(extension),
    dispose: () => run.dispose(),
  };
}

/**
 * The sandbox the next start will use, built in the background (`warmStart`): a timer that
 * has not fired yet, or the sandbox being made (a fresh wasm instance, then `prepare()`).
 */
interface Spare {
  readonly options: Omit<VmStartOptions, 'inputs'>;
  timer: ReturnType<typeof setTimeout> | undefined;
  sandbox: Promise<Sandbox | undefined> | undefined;
  ready: boolean;
}

export function bindVm(
  limits: VmLimits | undefined,
  snapshotKey: Uint8Array,
  clock: () => number,
  warmStart = false,
): VmPort {
  const common = (o: Omit<VmStartOptions, 'inputs'>) => ({
    algebraSource: o.algebraSource,
    externalFunctions: o.externalFunctions,
    propagateControl: o.propagateControl,
    snapshotKey,
    clock,
    // Each sandbox runs one start or load; afterwards its whole instance is dropped rather
    // than its QuickJS runtime freed object by object.
    singleUse: true,
    ...(limits === undefined ? {} : { limits }),
  });
  // What a spare was built for: a runtime's options never change, but a spare is only ever
  // used for the very options it was made with.
  const sameOptions = (
    a: Omit<VmStartOptions, 'inputs'>,
    b: Omit<VmStartOptions, 'inputs'>,
  ): boolean =>
    a.algebraSource === b.algebraSource &&
    a.propagateControl === b.propagateControl &&
    a.externalFunctions.length === b.externalFunctions.length &&
    a.externalFunctions.every((name, i) => b.externalFunctions[i] === name);
  let spare: Spare | undefined;
  const scheduleSpare = (o: Omit<VmStartOptions, 'inputs'>): void => {
    const options = {
      algebraSource: o.algebraSource,
      externalFunctions: [...o.externalFunctions],
      propagateControl: o.propagateControl,
    };
    const next: Spare = { options, timer: undefined, sandbox: undefined, ready: false };
    // On a timer: the work fills the host's idle time (an agent waiting for its model), after
    // the start that asked for it has returned.
    next.timer = setTimeout(() => {
      next.timer = undefined;
      next.sandbox = createSandbox(common(options)).then(
        (sandbox) => {
          sandbox.prepare();
          next.ready = sandbox.prepared;
          if (sandbox.prepared) return sandbox;
          if (spare === next) spare = undefined;
          return undefined;
        },
        // Whatever failed here fails again, and is reported, when a start builds its own.
        () => {
          if (spare === next) spare = undefined;
          return undefined;
        },
      );
    }, 0);
    spare = next;
  };
  /** The spare, if it was made for these options and is already being built. */
  const takeSpare = async (o: Omit<VmStartOptions, 'inputs'>): Promise<Sandbox | undefined> => {
    const taken = spare;
    spare = undefined;
    if (taken === undefined) return undefined;
    if (taken.timer !== undefined) {
      // Not begun: building it now would be no faster than a fresh sandbox.
      clearTimeout(taken.timer);
      return undefined;
    }
    const sandbox = await taken.sandbox;
    return sameOptions(taken.options, o) && sandbox?.prepared === true ? sandbox : undefined;
  };
  return {
    async start(plan, o) {
      const inputs = o.inputs as Readonly<Record<string, { value: JsonValue; label: unknown }>>;
      const warm = warmStart ? await takeSpare(o) : undefined;
      const sandbox = warm ?? (await createSandbox({ ...common(o), inputs }));
      return wrapRun(sandbox.start(plan, inputs));
    },
    warm(o) {
      if (warmStart && spare === undefined) scheduleSpare(o);
    },
    warmState() {
      if (spare === undefined) return 'none';
      if (spare.timer !== undefined) return 'scheduled';
      return spare.ready ? 'ready' : 'building';
    },
    async load(bytes, o) {
      const warm = warmStart ? await takeSpare(o) : undefined;
      const run = warm === undefined ? await loadSandbox(bytes, common(o)) : warm.load(bytes);
      return { run: wrapRun(run), extension: run.extension ?? new Uint8Array(0) };
    },
  };
}

export interface AuthorityOptions {
  /** Checks token signatures: the host's `Minter`, or `createVerifier(key)`. */
  readonly verifier: TokenVerifier;
  /**
   * The revocation index: read synchronously (`RevocationIndex`, `openRevocationFile`), or
   * from a shared store at every validation (`AsyncRevocationView`, e.g. PostgreSQL's
   * `store.revocations`): a revocation committed before the read is seen.
   */
  readonly revocations: RevocationView | AsyncRevocationView;
  /**
   * Charged when an effect a token authorised runs: `UsageLedger`, `openUsageLedgerFile`, or
   * a shared store charged atomically across processes (`AsyncUsageStore`, e.g.
   * PostgreSQL's `store.usage`).
   */
  readonly usage: UsageStore | AsyncUsageStore;
}

/**
 * A store is asynchronous when it has the asynchronous port's method (`revokedAmong`,
 * `usedAmong`); it is then never read through its synchronous methods, whose answers would be
 * promises (a promise is not a use count: read as one, a budget would never be spent).
 */
export function isAsyncRevocations(
  r: RevocationView | AsyncRevocationView,
): r is AsyncRevocationView {
  return typeof (r as Partial<AsyncRevocationView>).revokedAmong === 'function';
}

export function isAsyncUsage(u: UsageStore | AsyncUsageStore): u is AsyncUsageStore {
  return typeof (u as Partial<AsyncUsageStore>).usedAmong === 'function';
}

/** A synchronous store read through the asynchronous port (one side async, the other not). */
function asyncRevocations(r: RevocationView): AsyncRevocationView {
  return { revokedAmong: async (ids) => new Set(ids.filter((id) => r.isRevoked(id))) };
}

function asyncUsageView(u: UsageStore): Pick<AsyncUsageStore, 'usedAmong'> {
  return { usedAmong: async (ids) => new Map(ids.map((id) => [id, u.used(id)] as const)) };
}

/** A synchronous use count that is not a count (a promise, text) fails closed. */
function countedView(u: UsageStore): UsageStore {
  return {
    used(id) {
      const n = u.used(id);
      if (!(Number.isSafeInteger(n) && n >= 0)) {
        throw invalidOption(
          'authority.usage',
          'authority.usage',
          'used() must return a non-negative integer',
        );
      }
      return n;
    },
    consumeAll: (tokens) => u.consumeAll(tokens),
  };
}

export function bindAuthority(opts: AuthorityOptions): AuthorityPort {
  const resourceCheck = (validation: BoundaryValidation, tool: string): AuthorityCheck => {
    const resource = authorityFor(validation, toolResource(tool));
    return {
      authority: { effective: resource.effective, invalid: resource.invalid },
      grants: resource.grants,
    };
  };
  const asyncRevs = isAsyncRevocations(opts.revocations);
  const asyncUses = isAsyncUsage(opts.usage);
  if (!asyncRevs && !asyncUses) {
    // The embedded path: synchronous throughout, no promise, no tick.
    const revocations = opts.revocations as RevocationView;
    const usage = countedView(opts.usage as UsageStore);
    return {
      validate(tokens, at) {
        const validation = validateAtBoundary(tokens, {
          now: at.now,
          verifier: opts.verifier,
          revocations,
          usage,
          executionId: at.executionId,
        });
        return resourceCheck(validation, at.tool);
      },
      consume(grants) {
        if (grants.length === 0) return undefined;
        const charged: unknown = usage.consumeAll(grants as readonly Token[]);
        // A synchronous store answers undefined; one that answers a promise is awaited.
        return charged instanceof Promise ? charged.then(() => undefined) : undefined;
      },
    };
  }
  // A shared store on one side at least: read both at every validation, charge atomically.
  const revocations = asyncRevs
    ? (opts.revocations as AsyncRevocationView)
    : asyncRevocations(opts.revocations as RevocationView);
  const usageView = asyncUses
    ? (opts.usage as AsyncUsageStore)
    : asyncUsageView(countedView(opts.usage as UsageStore));
  return {
    async validate(tokens, at) {
      const validation = await validateAtBoundaryAsync(tokens, {
        now: at.now,
        verifier: opts.verifier,
        revocations,
        usage: usageView,
        executionId: at.executionId,
      });
      return resourceCheck(validation, at.tool);
    },
    consume(grants) {
      if (grants.length === 0) return undefined;
      const charged: unknown = opts.usage.consumeAll(grants as readonly Token[]);
      return charged instanceof Promise ? charged.then(() => undefined) : undefined;
    },
  };
}

/** Anything with the audit log's `append` (the real one is `openAuditLog(...)`). */
export type AuditLogLike = Pick<AuditLog, 'append'>;

export interface BoundAudit extends AuditPort {
  recordPolicyLoad(policy: PolicyPort, migration: MigrationRecord | undefined): void;
}

export function bindAudit(log: AuditLogLike): BoundAudit {
  return {
    record(event: AuditEvent) {
      return log.append(event).whenDurable;
    },
    recordPolicyLoad(policy, migration) {
      if (migration !== undefined) {
        log.append({
          type: 'policy_migrated',
          policyHash: policy.hash,
          reasonCode: migration.transformId,
          hashes: { source: migration.sourceHash, target: migration.targetHash },
        });
      }
      log.append({ type: 'policy_loaded', policyHash: policy.hash });
    },
  };
}
