/**
 * The host-side use ledger: how many effects each token id has authorised. Using a
 * delegated token also charges every ancestor, so a lineage never authorises more effects
 * than any budget along it. Serialisable for snapshots.
 */
import { AuthorityError } from './errors.js';
import { isTokenId, type Token } from './token.js';

/** What validation needs from a ledger. */
export interface UsageView {
  used(tokenId: string): number;
}

/**
 * What the runtime needs from a ledger: reading uses at the boundary and charging an
 * effect's grants, all or nothing (`UsageLedger` in memory; a host that shares budgets
 * between processes implements it on its own store, with `consumeAll` atomic there).
 */
export interface UsageStore extends UsageView {
  consumeAll(tokens: readonly Token[]): void;
}

export interface UsageSnapshot {
  readonly version: 1;
  /** Uses per token id, keys sorted. */
  readonly uses: Readonly<Record<string, number>>;
}

/**
 * The new use counts when one effect charges `tokens` (each token and every ancestor, summed
 * per id first, so two grants that share a bounded ancestor cannot together overspend it),
 * given the current counts. Throws `USE_BUDGET_EXHAUSTED` if any budget would be exceeded;
 * the caller stores all counts or none. For `UsageStore` implementations on other stores.
 */
export function chargeUses(
  tokens: readonly Token[],
  used: (tokenId: string) => number,
): ReadonlyMap<string, number> {
  const charges = new Map<string, { n: number; max: number | null }>();
  const charge = (id: string, max: number | null) => {
    const c = charges.get(id);
    if (c === undefined) charges.set(id, { n: 1, max });
    else c.n += 1;
  };
  for (const t of tokens) {
    charge(t.id, t.maxUses);
    for (const a of t.lineage) charge(a.id, a.maxUses);
  }
  const totals = new Map<string, number>();
  for (const [id, { n, max }] of charges) {
    const total = used(id) + n;
    if (max !== null && total > max) {
      throw new AuthorityError('USE_BUDGET_EXHAUSTED', 'the token has no use left', {
        tokenId: id,
      });
    }
    totals.set(id, total);
  }
  return totals;
}

export class UsageLedger implements UsageStore {
  readonly #uses = new Map<string, number>();

  used(tokenId: string): number {
    return this.#uses.get(tokenId) ?? 0;
  }

  /** True if the token or an ancestor has no use left. */
  exhausted(token: Token): boolean {
    if (token.maxUses !== null && this.used(token.id) >= token.maxUses) return true;
    return token.lineage.some((a) => a.maxUses !== null && this.used(a.id) >= a.maxUses);
  }

  /**
   * Records one use of `token` and of each ancestor. All or nothing: throws
   * `USE_BUDGET_EXHAUSTED` (and records nothing) if any budget along the lineage is spent.
   * Call it when the effect the token authorised runs; validity (signature, revocation,
   * expiry) is the boundary validation's job, not the ledger's.
   */
  consume(token: Token): void {
    this.consumeAll([token]);
  }

  /**
   * Records one use of each token (and of each of its ancestors) for one effect, all or
   * nothing. Charges are summed per id first, so two grants that share a bounded ancestor
   * cannot together overspend it.
   */
  consumeAll(tokens: readonly Token[]): void {
    for (const [id, total] of chargeUses(tokens, (id) => this.used(id))) this.#uses.set(id, total);
  }

  toJSON(): UsageSnapshot {
    const uses: Record<string, number> = {};
    for (const id of [...this.#uses.keys()].sort()) uses[id] = this.#uses.get(id) ?? 0;
    return { version: 1, uses };
  }

  static fromJSON(value: unknown): UsageLedger {
    const v = value as Partial<UsageSnapshot> | null;
    const bad = () => new AuthorityError('MALFORMED_LEDGER', 'a usage snapshot is malformed');
    if (typeof v !== 'object' || v === null || v.version !== 1) throw bad();
    const uses: unknown = v.uses;
    if (typeof uses !== 'object' || uses === null || Array.isArray(uses)) throw bad();
    const ledger = new UsageLedger();
    for (const [id, n] of Object.entries(uses)) {
      if (!isTokenId(id) || typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw bad();
      ledger.#uses.set(id, n);
    }
    return ledger;
  }
}
