import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApprovalLedger } from './approval-ledger.js';
import { invalidOption } from './errors.js';
import { canonicalJson } from './hashing.js';

/**
 * Single-use, scoped, expiring approvals (docs/runtime.md, "Confirmations and drafts").
 * An approval answers exactly one pending request: it is bound to the execution, the
 * call, the tool, a keyed digest of the arguments (values and labels) and, for drafts,
 * the draft id. It is MACed with the runtime's key, so plan code and other executions
 * cannot forge one, and it is consumed on first use.
 */
export type PendingKind = 'confirmation' | 'draft';

export interface PendingRequest {
  readonly requestId: string;
  readonly kind: PendingKind;
  readonly executionId: string;
  readonly callId: number;
  readonly tool: string;
  /** Keyed digest of the call's arguments and labels (never the values). */
  readonly argsDigest: string;
  readonly draftId?: string;
  readonly expiresAt: number;
}

/**
 * Approval memory (docs/runtime.md, "Approval memory"): an approval answered with `remember` also covers later
 * confirmations of the same tool with the same arguments (values and labels, as their keyed
 * digest) under the same policy hash: for the rest of this runtime's life (`session`), or in
 * the host's `approvalMemory` store (`always`). A policy change (another hash) never matches.
 * Without `remember` an approval is single-use, as always.
 */
export type RememberScope = 'session' | 'always';

/**
 * Where `always` approvals are kept (the host's store: a file, a database). Keys are keyed
 * digests (`hmac:<hex>`), never argument text. A throw or anything but `true` from `recall`
 * is no memory (the runtime asks again): fail closed.
 */
export interface ApprovalMemory {
  recall(key: string): boolean | Promise<boolean>;
  remember(key: string): void | Promise<void>;
}

/** An approval memory in this process's memory (the default: `always` lasts as long as it). */
export function memoryApprovalMemory(): ApprovalMemory {
  const keys = new Set<string>();
  return {
    recall: (key) => keys.has(key),
    remember: (key) => {
      keys.add(key);
    },
  };
}

export interface Approval {
  readonly requestId: string;
  readonly executionId: string;
  readonly callId: number;
  readonly tool: string;
  readonly argsDigest: string;
  readonly draftId?: string;
  readonly verdict: 'approve' | 'reject';
  /** Tokenised approver identity (a keyed hash, not the raw name). */
  readonly approver: string;
  readonly expiresAt: number;
  /** Also remember this approval (confirmations only); absent: single-use. Under the MAC. */
  readonly remember?: RememberScope;
  readonly mac: string;
}

export type ApprovalCheck =
  | { readonly ok: true; readonly verdict: 'approve' | 'reject' }
  | {
      readonly ok: false;
      readonly reason:
        | 'APPROVAL_REPLAYED'
        | 'APPROVAL_MISMATCH'
        | 'APPROVAL_EXPIRED'
        | 'APPROVAL_INVALID'
        | 'APPROVAL_LEDGER_FAILED';
      readonly field?: string;
    };

function macOf(key: Uint8Array, a: Omit<Approval, 'mac'>): string {
  return createHmac('sha256', key).update(canonicalJson(a)).digest('hex');
}

export class ApprovalDesk {
  readonly #key: Uint8Array;
  readonly #consumed = new Set<string>();
  readonly #ledger: ApprovalLedger | undefined;
  /** Keys of approvals remembered for this runtime's life. */
  readonly #session = new Set<string>();
  readonly #always: ApprovalMemory;

  /**
   * `consumed`: request ids already used (from a snapshot). `ledger`: where redeemed
   * approvals are shared with other runtimes; without one, only this desk remembers them.
   * `memory`: where `always` approvals are kept (default: this process's memory).
   */
  constructor(
    key: Uint8Array,
    consumed: Iterable<string> = [],
    ledger?: ApprovalLedger,
    memory: ApprovalMemory = memoryApprovalMemory(),
  ) {
    this.#key = key;
    this.#ledger = ledger;
    this.#always = memory;
    for (const c of consumed) this.#consumed.add(c);
  }

  /**
   * The memory key of a confirmation: policy hash, tool and the keyed digest of the
   * arguments (values and labels), under the runtime's key (plans cannot compute or forge it).
   */
  memoryKey(policyHash: string, tool: string, argsDigest: string): string {
    return `hmac:${createHmac('sha256', this.#key)
      .update(canonicalJson({ memory: 1, policyHash, tool, argsDigest }))
      .digest('hex')}`;
  }

  /** Whether a confirmation with this key was approved to be remembered, and for how long. */
  async recall(key: string): Promise<RememberScope | undefined> {
    if (this.#session.has(key)) return 'session';
    let hit: unknown;
    try {
      hit = await this.#always.recall(key);
    } catch {
      hit = false;
    }
    return hit === true ? 'always' : undefined;
  }

  /** Remembers an approved confirmation; false when the `always` store failed (not kept there). */
  async remember(key: string, scope: RememberScope): Promise<boolean> {
    this.#session.add(key);
    if (scope === 'session') return true;
    try {
      await this.#always.remember(key);
      return true;
    } catch {
      return false;
    }
  }

  /** Keyed digest of arguments: binds an approval to exact values without revealing them. */
  argsDigest(args: unknown): string {
    return `hmac:${createHmac('sha256', this.#key).update(canonicalJson(args)).digest('hex')}`;
  }

  tokenise(identity: string): string {
    return `tok_${createHmac('sha256', this.#key).update(`principal:${identity}`).digest('hex').slice(0, 16)}`;
  }

  /** The host's answer to a pending request. */
  answer(
    request: PendingRequest,
    verdict: 'approve' | 'reject',
    opts: {
      readonly approver: string;
      readonly now: number;
      readonly ttlMs?: number;
      readonly remember?: RememberScope;
    },
  ): Approval {
    // Checked in full: a verdict other than these two words must never read as consent.
    const bad = (field: string, reason: string) => invalidOption('answer', field, reason);
    const r: unknown = request;
    if (
      typeof r !== 'object' ||
      r === null ||
      typeof request.requestId !== 'string' ||
      !Number.isFinite(request.expiresAt)
    ) {
      throw bad('request', 'the request must be a pending request of this runtime');
    }
    if (verdict !== 'approve' && verdict !== 'reject') {
      throw bad('verdict', "the verdict must be 'approve' or 'reject'");
    }
    if (typeof opts.approver !== 'string' || opts.approver === '') {
      throw bad('approver', 'the approver must be a non-empty string');
    }
    if (opts.ttlMs !== undefined && !(Number.isSafeInteger(opts.ttlMs) && opts.ttlMs > 0)) {
      throw bad('ttlMs', 'ttlMs must be a positive integer');
    }
    if (opts.remember !== undefined) {
      if (opts.remember !== 'session' && opts.remember !== 'always') {
        throw bad('remember', "remember is 'session' or 'always'");
      }
      if (verdict !== 'approve' || request.kind !== 'confirmation') {
        throw bad('remember', 'only an approved confirmation can be remembered');
      }
    }
    const expiresAt = Math.min(request.expiresAt, opts.now + (opts.ttlMs ?? 15 * 60_000));
    const body: Omit<Approval, 'mac'> = {
      requestId: request.requestId,
      executionId: request.executionId,
      callId: request.callId,
      tool: request.tool,
      argsDigest: request.argsDigest,
      ...(request.draftId === undefined ? {} : { draftId: request.draftId }),
      verdict,
      approver: this.tokenise(opts.approver),
      expiresAt,
      ...(opts.remember === undefined ? {} : { remember: opts.remember }),
    };
    return { ...body, mac: macOf(this.#key, body) };
  }

  /**
   * Checks an approval against the request it claims to answer; consumes it if valid, here
   * and in the ledger. A ledger that says the id was redeemed elsewhere makes it a replay; a
   * ledger that fails refuses it (`APPROVAL_LEDGER_FAILED`, not consumed: the host may try
   * again).
   */
  async redeem(approval: Approval, request: PendingRequest, now: number): Promise<ApprovalCheck> {
    const check = this.#check(approval, request, now);
    if (!check.ok) return check;
    // Consumed here first, before any await: a concurrent redeem of the same id is a replay.
    this.#consumed.add(approval.requestId);
    if (this.#ledger === undefined) return check;
    let claimed: unknown;
    try {
      claimed = await this.#ledger.claim(
        approval.requestId,
        Math.min(approval.expiresAt, request.expiresAt),
        now,
      );
    } catch {
      claimed = undefined;
    }
    if (claimed === true) return check;
    if (claimed === false) return { ok: false, reason: 'APPROVAL_REPLAYED' };
    this.#consumed.delete(approval.requestId);
    return { ok: false, reason: 'APPROVAL_LEDGER_FAILED' };
  }

  #check(approval: Approval, request: PendingRequest, now: number): ApprovalCheck {
    const given: unknown = approval;
    if (
      typeof given !== 'object' ||
      given === null ||
      typeof approval.mac !== 'string' ||
      (approval.verdict !== 'approve' && approval.verdict !== 'reject') ||
      (approval.remember !== undefined &&
        approval.remember !== 'session' &&
        approval.remember !== 'always')
    ) {
      return { ok: false, reason: 'APPROVAL_INVALID' };
    }
    const { mac, ...body } = approval;
    const expected = macOf(this.#key, body);
    const a = Buffer.from(mac, 'hex');
    const b = Buffer.from(expected, 'hex');
    if (a.length !== b.length || !timingSafeEqual(a, b))
      return { ok: false, reason: 'APPROVAL_INVALID' };
    if (this.#consumed.has(approval.requestId)) return { ok: false, reason: 'APPROVAL_REPLAYED' };
    for (const field of [
      'requestId',
      'executionId',
      'callId',
      'tool',
      'argsDigest',
      'draftId',
    ] as const) {
      if (approval[field] !== request[field])
        return { ok: false, reason: 'APPROVAL_MISMATCH', field };
    }
    // Whichever is earlier: the approval's expiry or the request's own (a NaN never passes).
    if (!(now < approval.expiresAt && now < request.expiresAt)) {
      return { ok: false, reason: 'APPROVAL_EXPIRED' };
    }
    return { ok: true, verdict: approval.verdict };
  }

  /** Marks a request id as used (restoring a snapshot's consumed set). */
  markConsumed(requestId: string): void {
    this.#consumed.add(requestId);
  }

  /** Request ids already used (persisted in snapshots so a restore cannot replay). */
  consumed(): string[] {
    return [...this.#consumed].sort();
  }
}
