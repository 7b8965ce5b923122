/**
 * A plan run: the host-side handle of one plan executing in one QuickJS context.
 */
import { isVmErrorCode, VmError } from '../errors.js';
import type { PlanContext } from './context.js';
import { isJson, parseEvent, type VmEvent } from './events.js';
import { classifyEngineError, SliceFailure } from './failures.js';
import {
  encodeSnapshot,
  type JournalCall,
  type JournalEntry,
  type SnapshotPayload,
  sha256Hex,
  toBase64,
} from './snapshot.js';
import type {
  HostResult,
  LabelDescriptor,
  PendingCall,
  PlanException,
  PlanResult,
  RunCounters,
  RunStatus,
} from './types.js';

/** What the run needs from its sandbox. */
export interface RunHost {
  /** Called when a failure leaves the wasm module unusable. */
  poison(): void;
  /**
   * The sandbox runs only this run: releasing the context drops the module (`abandon`)
   * instead of freeing the QuickJS runtime inside it.
   */
  readonly singleUse?: boolean;
  readonly externalFunctions: ReadonlySet<string>;
  readonly snapshotKey: Uint8Array | undefined;
  /** Snapshot fields fixed at start (plan, hashes, options, inputs). */
  readonly identity: Omit<SnapshotPayload, 'journal' | 'pending' | 'counters' | 'extension'>;
}

/**
 * A call as the journal records it: its name and the SHA-256 of the call event exactly as
 * the in-VM runtime emitted it (call id, name, argument values, label ids, value ids, pc
 * label). The prelude is pinned by hash in the snapshot, so the text is deterministic.
 */
export function callRecord(name: string, eventText: string): JournalCall {
  return { name, callHash: sha256Hex(eventText) };
}

/** Events up to this many UTF-16 units are kept and hashed only when a journal is needed. */
const LAZY_HASH_MAX = 4096;

/**
 * A journal call whose hash is computed on first use: most runs are never dumped, so the
 * SHA-256 of each (small) event is deferred to `dump` or replay. Large events are hashed at
 * once so the run never holds their text.
 */
class LazyCall {
  #text: string | undefined;
  #record: JournalCall | undefined;
  constructor(
    readonly name: string,
    text: string,
  ) {
    if (text.length > LAZY_HASH_MAX) this.#record = callRecord(name, text);
    else this.#text = text;
  }
  get record(): JournalCall {
    if (this.#record === undefined) {
      this.#record = callRecord(this.name, this.#text as string);
      this.#text = undefined;
    }
    return this.#record;
  }
}

export class PlanRun {
  private statusValue: RunStatus = 'failed';
  private pending: PendingCall | undefined;
  private pendingRecordValue: LazyCall | undefined;
  private resultValue: PlanResult | undefined;
  private errorValue: VmError | undefined;
  private exceptionValue: PlanException | undefined;
  private context: PlanContext | undefined;
  private readonly journal: { readonly call: LazyCall; readonly resume: string }[] = [];
  /** Label descriptions the events carried (a label id never changes meaning in a run). */
  private readonly descriptions = new Map<number, unknown>();
  private calls = 0;
  private steps = 0;
  /** Embedder extension bytes restored by `loadSandbox` (undefined for a fresh run). */
  readonly extension: Uint8Array | undefined;

  /** @internal Use `sandbox.start` or `loadSandbox`. */
  constructor(
    private readonly host: RunHost,
    context: PlanContext | undefined,
    extension?: Uint8Array,
  ) {
    this.context = context;
    this.extension = extension;
  }

  get status(): RunStatus {
    return this.statusValue;
  }
  /** The pending external call when `status === 'suspended'`. */
  get call(): PendingCall | undefined {
    return this.pending;
  }
  /** The plan's value and labels when `status === 'completed'`. */
  get result(): PlanResult | undefined {
    return this.resultValue;
  }
  /** Why the run failed when `status === 'failed'`. */
  get error(): VmError | undefined {
    return this.errorValue;
  }
  /** What the plan threw (raw text; redact by label) when `error.code` comes from the plan. */
  get exception(): PlanException | undefined {
    return this.exceptionValue;
  }
  get counters(): RunCounters {
    return { calls: this.calls, steps: this.steps, ticks: this.context?.ticks ?? 0 };
  }

  /** @internal Fail the run before it had a context (e.g. a compile error). */
  failWith(error: VmError): this {
    this.statusValue = 'failed';
    this.errorValue = error;
    return this;
  }

  /** @internal Run `__zr.begin` and the first step. */
  begin(inputsJson: string, clockJson?: string): this {
    if (this.errorValue !== undefined) return this;
    return this.slice(() => {
      this.steps += 1;
      this.context!.begin(inputsJson, clockJson);
      return this.context!.step(null);
    });
  }

  /** @internal Replay one journaled result (used by `loadSandbox`). */
  replayStep(entry: JournalEntry): void {
    const rec = this.pendingRecordValue?.record;
    if (this.statusValue !== 'suspended' || rec === undefined) {
      throw divergence('not-suspended', this.calls);
    }
    if (rec.name !== entry.call.name || rec.callHash !== entry.call.callHash) {
      throw divergence('call-mismatch', this.calls);
    }
    this.advance(entry.resume);
  }

  /** @internal The journal record of the pending call (used by `loadSandbox`). */
  get pendingRecord(): JournalCall | undefined {
    return this.pendingRecordValue?.record;
  }

  /** Resume the suspended plan with the host's result for `run.call`. */
  resume(result: HostResult): this {
    if (this.statusValue !== 'suspended' || this.pending === undefined) {
      throw new VmError('RUN_STATE', 'resume needs a suspended run', { status: this.statusValue });
    }
    return this.advance(encodeResume(result));
  }

  private advance(resumeJson: string): this {
    this.journal.push({ call: this.pendingRecordValue!, resume: resumeJson });
    this.pending = undefined;
    this.pendingRecordValue = undefined;
    return this.slice(() => {
      this.steps += 1;
      return this.context!.step(resumeJson);
    });
  }

  private slice(body: () => string): this {
    let event: VmEvent;
    let text: string;
    try {
      if (this.context === undefined) {
        throw new VmError('RUN_STATE', 'the run has no context', {});
      }
      text = body();
      event = parseEvent(text, this.host.externalFunctions);
    } catch (e) {
      return this.fail(e);
    }
    if (event.kind !== 'error') {
      for (const [id, d] of event.labels) this.descriptions.set(id, d);
    }
    switch (event.kind) {
      case 'call':
        this.calls += 1;
        this.pending = event.call;
        this.pendingRecordValue = new LazyCall(event.call.name, text);
        this.statusValue = 'suspended';
        break;
      case 'done':
        this.resultValue = event.result;
        this.statusValue = 'completed';
        break;
      case 'error': {
        const ex = event.exception;
        const ctx = this.context;
        if (ctx !== undefined) {
          const engine = classifyEngineError(
            { name: 'InternalError', message: ex.message },
            ctx.limitsView,
          );
          if (engine !== undefined) return this.fail(engine);
          if (ctx.nearMemoryCap()) return this.fail(ctx.memoryFailure());
        }
        this.exceptionValue = ex;
        const code = isVmErrorCode(ex.code) ? ex.code : 'PROTOCOL_VIOLATION';
        this.errorValue = new VmError(code, 'the plan ended with an uncaught exception', {
          label: ex.label,
        });
        this.statusValue = 'failed';
        break;
      }
    }
    return this;
  }

  private fail(e: unknown): this {
    this.statusValue = 'failed';
    this.pending = undefined;
    this.pendingRecordValue = undefined;
    if (e instanceof SliceFailure) {
      this.errorValue = e.error;
      if (e.fatal) this.host.poison();
    } else if (e instanceof VmError) {
      this.errorValue = e;
    } else {
      this.errorValue = new VmError('RUNTIME_CORRUPTED', 'the QuickJS runtime failed', {});
      this.host.poison();
    }
    // A failed run keeps nothing alive: its context may be in any state.
    this.releaseContext();
    return this;
  }

  private releaseContext(): void {
    const ctx = this.context;
    this.context = undefined;
    if (ctx === undefined) return;
    if (this.host.singleUse === true) {
      ctx.abandon();
      return;
    }
    try {
      ctx.dispose();
    } catch {
      this.host.poison();
    }
  }

  /** The descriptor of an in-VM label id (as the embedder's algebra describes it). */
  describeLabel(id: number): LabelDescriptor {
    const known = this.descriptions.get(id);
    if (known !== undefined) return known;
    if (this.context === undefined) {
      throw new VmError('RUN_STATE', 'the run has no live context to describe labels', {
        status: this.statusValue,
      });
    }
    try {
      return JSON.parse(this.context.describe(id)) as LabelDescriptor;
    } catch (e) {
      if (e instanceof SliceFailure) throw e.error;
      if (e instanceof VmError) throw e;
      throw new VmError('PROTOCOL_VIOLATION', 'describe returned invalid JSON', {});
    }
  }

  /** Versioned snapshot bytes (a replay journal) of a suspended run. */
  dump(extension: Uint8Array = new Uint8Array(0)): Uint8Array {
    if (this.statusValue !== 'suspended' || this.pending === undefined) {
      throw new VmError('RUN_STATE', 'only a suspended run can be dumped', {
        status: this.statusValue,
      });
    }
    const payload: SnapshotPayload = {
      ...this.host.identity,
      journal: this.journal.map((e): JournalEntry => ({ call: e.call.record, resume: e.resume })),
      pending: this.pendingRecordValue!.record,
      counters: { calls: this.calls, steps: this.steps },
      extension: toBase64(extension),
    };
    return encodeSnapshot(payload, this.host.snapshotKey);
  }

  /** Free the QuickJS context. Idempotent; the run keeps its status and results. */
  dispose(): void {
    this.releaseContext();
  }

  [Symbol.dispose](): void {
    this.dispose();
  }
}

function divergence(reason: string, call: number): VmError {
  return new VmError('SNAPSHOT_DIVERGENCE', 'replaying the snapshot did not reproduce the run', {
    reason,
    call,
  });
}

export { divergence };

/** A slot's optional key set: a label and the names of the present keys it leaves vouched. */
function keySetShape(k: unknown): boolean {
  if (k === undefined) return true;
  if (typeof k !== 'object' || k === null) return false;
  const { label, vouched } = k as { label?: unknown; vouched?: unknown };
  return (
    label !== undefined && Array.isArray(vouched) && vouched.every((v) => typeof v === 'string')
  );
}

/** The resume JSON for a host result (validated: JSON values only, labels present). */
export function encodeResume(result: HostResult): string {
  const bad = (reason: string): VmError =>
    new VmError('INVALID_RESUME', 'the host result is malformed', { reason });
  if (typeof result !== 'object' || result === null) throw bad('shape');
  if (!('label' in result) || result.label === undefined) throw bad('missing-label');
  if ('error' in result) {
    const err = result.error;
    if (typeof err !== 'object' || err === null) throw bad('error-shape');
    if (typeof err.code !== 'string' || typeof err.message !== 'string') throw bad('error-shape');
    return JSON.stringify({ error: { code: err.code, message: err.message }, label: result.label });
  }
  const text = 'valueJson' in result ? result.valueJson : undefined;
  if (text !== undefined) {
    if (typeof text !== 'string' || text.length === 0) throw bad('value-not-json');
  } else if (!('value' in result) || !isJson(result.value)) throw bad('value-not-json');
  const out: { value: unknown; label: unknown; slots?: unknown } = {
    value: text === undefined ? (result as { value: unknown }).value : null,
    label: result.label,
  };
  if (result.slots !== undefined) {
    if (!Array.isArray(result.slots)) throw bad('slots-shape');
    for (const s of result.slots) {
      if (
        typeof s !== 'object' ||
        s === null ||
        !Array.isArray(s.path) ||
        !s.path.every((p: unknown) => typeof p === 'string' || Number.isSafeInteger(p)) ||
        s.label === undefined ||
        !keySetShape(s.keySet) ||
        (s.path.length === 0 && s.keySet === undefined)
      ) {
        throw bad('slots-shape');
      }
    }
    out.slots = result.slots;
  }
  if (text === undefined) return JSON.stringify(out);
  // The text goes first and every key the runtime reads follows it: JSON.parse keeps the
  // last of duplicate keys, so text that is not one JSON value can add keys the runtime
  // ignores, never replace the label, the slots or the error (it fails to parse, or the
  // in-VM runtime finds RESUME_INVALID).
  return `{"value":${text},"error":null,"slots":${JSON.stringify(out.slots ?? null)},"label":${JSON.stringify(out.label)}}`;
}
