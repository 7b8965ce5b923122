/**
 * An execution's beginning: `runtime.start` (the plan's inputs checked, the execution on
 * record, the sandbox built, the plan driven) and `runtime.load` (a snapshot's VM state and
 * extension back, the plan driven on unless it waits for an approval).
 */
import { randomBytes } from 'node:crypto';
import { type LabelDescriptor, trustedLabel } from '@zamburak/ifc';
import { invalidOption, RuntimeError } from './errors.js';
import { Execution, type ExecutionDeps, type ExecutionMemo } from './execution.js';
import { jsonProblem } from './json.js';
import type { LabelPort, VmStartOptions } from './ports.js';
import { decodeSnapshotExtension, type SnapshotExtension } from './snapshot.js';
import type { JsonValue } from './tools/types.js';

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

/** What `createRuntime` composed, as starting and loading an execution need it. */
export interface ComposedRuntime {
  /** A fresh set of dependencies for one execution. */
  readonly deps: () => ExecutionDeps;
  readonly vmOptions: Omit<VmStartOptions, 'inputs'>;
}

const EXECUTION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** `runtime.start`: checks, records, builds the sandbox and drives the plan. */
export async function startExecution(
  c: ComposedRuntime,
  plan: string,
  opts: StartOptions,
): Promise<Execution> {
  const bad = (field: string, reason: string) => invalidOption('start', field, reason);
  if (typeof plan !== 'string') throw bad('plan', 'the plan must be a string');
  const id: unknown = opts.executionId;
  if (id !== undefined && id !== null && (typeof id !== 'string' || !EXECUTION_ID.test(id))) {
    throw bad('executionId', 'an execution id is 1-128 letters, digits or _.:-');
  }
  if (opts.tokens !== undefined && opts.tokens !== null && !Array.isArray(opts.tokens)) {
    throw bad('tokens', 'tokens must be an array');
  }
  const deps = c.deps();
  const { audit, policy, vm } = deps;
  const inputs = checkInputs(opts.inputs, deps.labels);
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
  audit.record({ type: 'execution_started', executionId, policyHash: policy.hash });
  let run: Awaited<ReturnType<typeof vm.start>>;
  try {
    run = await vm.start(plan, { ...c.vmOptions, inputs });
  } catch (e) {
    audit.record({
      type: 'execution_finished',
      executionId,
      decision: 'failed',
      policyHash: policy.hash,
    });
    throw e;
  }
  return new Execution(deps, memo, run).drive(run.state());
}

/** `runtime.load`: a dumped execution back at its suspension point (or driven on). */
export async function loadExecution(c: ComposedRuntime, bytes: Uint8Array): Promise<Execution> {
  const deps = c.deps();
  const { audit, policy, vm, desk } = deps;
  let loaded: Awaited<ReturnType<typeof vm.load>>;
  try {
    loaded = await vm.load(bytes, c.vmOptions);
  } catch (e) {
    throw new RuntimeError('SNAPSHOT_INVALID', 'the snapshot cannot be loaded', {
      reason:
        e instanceof Error && 'code' in e ? String((e as { code: unknown }).code) : 'UNREADABLE',
    });
  }
  let ext: SnapshotExtension;
  try {
    ext = decodeSnapshotExtension(loaded.extension, policy.hash);
  } catch (e) {
    loaded.run.dispose();
    throw e;
  }
  for (const id of ext.consumedApprovals) desk.markConsumed(id);
  audit.record({
    type: 'snapshot_loaded',
    executionId: ext.memo.executionId,
    policyHash: policy.hash,
  });
  const execution = new Execution(deps, ext.memo, loaded.run);
  // Tokens are revalidated at the next boundary; a pending request stays pending.
  if (ext.memo.pending !== undefined) return execution;
  return execution.drive(loaded.run.state());
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
