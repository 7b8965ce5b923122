/**
 * The label core: interning, memoised join, summaries, witnesses and budgets, written as ONE
 * self-contained factory function. The host `LabelTable` calls it directly, and
 * `labelAlgebraSource` ships `createLabelCore.toString()` into the QuickJS VM, so both sides
 * run the very same code and assign the very same ids.
 *
 * Rules for the body of `createLabelCore` (it is evaluated on its own inside the VM):
 * - no imports, no references to anything outside the function (types are erased and fine),
 * - no Node APIs, no classes, no wall clock, no randomness,
 * - only syntax QuickJS supports (ES2023) and that TypeScript emits unchanged at ES2022.
 */
import type { DependencySummary, IntegrityClaim, LabelDescriptor, Readers } from './summary.js';

/** Budgets, camelCase forms of the policy's `budgets` (see `labelBudgetsFromPolicy`). */
export interface LabelBudgets {
  /** Distinct labels the table may hold (policy `max_values`). */
  readonly maxValues: number;
  /** Origins one label may carry (policy `max_parents_per_value`). */
  readonly maxParentsPerValue: number;
  /** Steps a multi-join or a witness traversal may take (policy `max_closure_steps`). */
  readonly maxClosureSteps: number;
  /** Depth a witness may be rendered to (policy `max_witness_depth`). */
  readonly maxWitnessDepth: number;
}

/** How a label came to exist (recorded for the witness graph). */
export type LabelVia = 'top' | 'literal' | 'intern' | 'join' | 'verify' | 'endorse' | 'declassify';

/** One budget overflow: a reason code and counts, never values. */
export interface OverflowRecord {
  readonly code: string;
  readonly limit: number;
  readonly observed: number;
}

/** One node of a rendered witness (redacted: ids, claims, label names and origin ids only). */
export interface WitnessNode {
  readonly id: number;
  readonly depth: number;
  readonly via: LabelVia;
  /** Labels this label was made from (empty for sources, or when cut by the depth limit). */
  readonly parents: readonly number[];
  readonly integrity: readonly IntegrityClaim[];
  readonly confidentiality: readonly string[];
  readonly originCount: number;
  readonly truncated: boolean;
}

/** A redacted explanation of which origins reached a label, with a stable hash. */
export interface Witness {
  readonly root: number;
  /** Argument path the witness is about (given by the caller), or null. */
  readonly argument: string | null;
  /** Origins (call ids, inputs, literals, verifier outputs) that reached the value. */
  readonly origins: readonly string[];
  readonly nodes: readonly WitnessNode[];
  /** True when the label is unknown-top or the rendering was cut by a budget. */
  readonly truncated: boolean;
  /** Reason codes for the truncation (sorted, unique). */
  readonly reasons: readonly string[];
  /** `sha256:<hex>` of the canonical JSON of every other field. */
  readonly hash: string;
}

/** A host action (endorse / declassify / verify), as recorded in the table. */
export interface HostActionRecord {
  readonly kind: 'verify' | 'endorse' | 'declassify';
  readonly from: number;
  readonly to: number;
  /** Claims added (verify, endorse) or confidentiality labels removed (declassify). */
  readonly labels: readonly string[];
  /** Who performed it (a principal id) and why (a reason code or short text chosen by the host). */
  readonly by: string;
  readonly reason: string;
}

/** One label in serialised form: its descriptor, how it was made, and from which labels. */
export interface SerializedLabel extends LabelDescriptor {
  readonly via: LabelVia;
  readonly parents: readonly number[];
}

/** Deterministic serialised form of a label table (JSON-compatible). */
export interface SerializedLabelTable {
  readonly format: 'zamburak-label-table';
  readonly version: 2;
  readonly budgets: LabelBudgets;
  readonly knownConfidentiality: readonly string[];
  readonly labels: readonly SerializedLabel[];
  readonly overflows: readonly OverflowRecord[];
  readonly overflowCount: number;
  readonly actions: readonly HostActionRecord[];
}

/** Options of the core (all JSON, so they can be shipped into the VM). */
export interface LabelCoreOptions {
  readonly budgets: LabelBudgets;
  /** Confidentiality labels the policy declares; unknown-top lists them (and every seen one). */
  readonly knownConfidentiality: readonly string[];
  /**
   * Freeze stored labels and hand them out as they are (host; default). When false (the
   * VM, where frozen arrays cost QuickJS twice the memory), labels are stored unfrozen and
   * every descriptor, summary and witness handed out is a fresh copy.
   */
  readonly freeze?: boolean;
}

/** A change applied by a host-only API (never reachable from the VM object). */
export interface LabelDerivation {
  readonly kind: 'verify' | 'endorse' | 'declassify';
  readonly addClaims: readonly IntegrityClaim[];
  readonly removeConfidentiality: readonly string[];
  readonly addOrigins: readonly string[];
  readonly by: string;
  readonly reason: string;
}

export interface LabelCore {
  literal(): number;
  unknownTop(): number;
  join(a: number, b: number): number;
  joinAll(ids: readonly number[]): number;
  /** Interns a descriptor object, or a wire string from `encode` / `encodeDescriptor`. */
  intern(descriptor: unknown): number;
  describe(id: number): LabelDescriptor;
  /** The compact wire string of a label (its canonical key); `decode` turns it back. */
  encode(id: number): string;
  encodeDescriptor(descriptor: unknown): string;
  decode(wire: unknown): LabelDescriptor;
  summarize(id: number): DependencySummary;
  /**
   * What `summarize(intern(d))` returns, without interning; for unknown-top, the labels the
   * descriptor lists plus the known ones (not every label this table has seen).
   */
  summarizeDescriptor(descriptor: unknown): DependencySummary;
  witness(id: number, maxDepth: number | undefined, argument: string | undefined): Witness;
  flowsTo(a: number, b: number): boolean;
  derive(id: number, change: LabelDerivation): number;
  size(): number;
  budgets(): LabelBudgets;
  overflows(): readonly OverflowRecord[];
  overflowCount(): number;
  actions(): readonly HostActionRecord[];
  exportState(): SerializedLabelTable;
}

/** Hook that turns a core failure into the error to throw (the host passes IfcError). */
export type LabelCoreFail = (
  code: string,
  data: Readonly<Record<string, string | number>>,
) => Error;

/**
 * Creates a label core. `state`, when given, is a `SerializedLabelTable` to restore (its
 * budgets win over `options.budgets`). `fail` builds the errors to throw; without it (inside
 * the VM) a plain Error carrying `code` and `data` is thrown. `vetted` (host only, with
 * `freeze`) remembers frozen string sets this or a sibling core already validated, sorted and
 * de-duplicated, so a descriptor that `decode` made is not validated again member by member
 * (a summary of a label with many origins costs O(1) in its origins, not a second pass).
 */
export function createLabelCore(
  options: LabelCoreOptions,
  state: unknown,
  fail: LabelCoreFail | null,
  vetted: WeakSet<object> | null = null,
): LabelCore {
  const ID_SPACE = 2097152; // 2 ** 21: ids fit the memo key a * 2**21 + b exactly
  const TOP = 0;
  const LITERAL = 1;
  const MAX_OVERFLOW_RECORDS = 64;
  const MAX_STRING = 200;
  const SAFE = /^[^\u0000-\u001f\u007f]+$/;
  const VERIFIED = /^Verified\([A-Za-z][A-Za-z0-9_.-]{0,63}\)$/;

  const error = (code: string, data: Readonly<Record<string, string | number>>): Error => {
    if (fail !== null) return fail(code, data);
    const e = new Error(code) as Error & { code?: string; data?: unknown };
    e.code = code;
    e.data = data;
    return e;
  };

  // ---- small sorted-set helpers (string arrays sorted by code unit, unique) ----
  const sortUnique = (xs: readonly string[]): string[] => {
    // Most sets arrive sorted (wire strings, stored labels): checking is cheaper than sorting.
    let ordered = true;
    for (let i = 1; i < xs.length; i++) {
      if (!((xs[i - 1] as string) < (xs[i] as string))) {
        ordered = false;
        break;
      }
    }
    if (ordered) return xs.slice();
    const s = xs.slice().sort();
    const out: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const v = s[i] as string;
      if (i === 0 || v !== s[i - 1]) out.push(v);
    }
    return out;
  };
  const union = (a: readonly string[], b: readonly string[]): readonly string[] => {
    if (a.length === 0) return b;
    if (b.length === 0) return a;
    const out: string[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const x = a[i] as string;
      const y = b[j] as string;
      if (x === y) {
        out.push(x);
        i++;
        j++;
      } else if (x < y) {
        out.push(x);
        i++;
      } else {
        out.push(y);
        j++;
      }
    }
    while (i < a.length) out.push(a[i++] as string);
    while (j < b.length) out.push(b[j++] as string);
    return out;
  };
  const intersect = (a: readonly string[], b: readonly string[]): readonly string[] => {
    if (a.length === 0 || b.length === 0) return [];
    const out: string[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const x = a[i] as string;
      const y = b[j] as string;
      if (x === y) {
        out.push(x);
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
    return out;
  };
  const minus = (a: readonly string[], b: readonly string[]): readonly string[] => {
    if (b.length === 0) return a;
    return a.filter((x) => b.indexOf(x) < 0);
  };
  const subset = (a: readonly string[], b: readonly string[]): boolean => {
    let j = 0;
    for (let i = 0; i < a.length; i++) {
      const x = a[i] as string;
      while (j < b.length && (b[j] as string) < x) j++;
      if (j >= b.length || b[j] !== x) return false;
      j++;
    }
    return true;
  };
  const FREEZE = options.freeze !== false;
  const EMPTY: readonly never[] = Object.freeze([]);
  /** Stores a fresh (never caller-owned) sorted array: shared empty, frozen on the host. */
  const own = <T>(xs: readonly T[]): readonly T[] =>
    xs.length === 0 ? EMPTY : FREEZE ? Object.freeze(xs) : xs;
  const freezeArr = <T>(xs: readonly T[]): readonly T[] => own(xs.slice());
  const out = <T>(xs: readonly T[]): readonly T[] => (FREEZE ? xs : xs.slice());
  const outReaders = (r: Readers): Readers => (r === 'Public' ? r : out(r));

  // ---- budgets ----
  const checkBudgets = (b: unknown): LabelBudgets => {
    const o = b as Record<string, unknown> | null;
    if (o === null || typeof o !== 'object') throw error('INVALID_BUDGETS', { field: 'budgets' });
    const names = ['maxValues', 'maxParentsPerValue', 'maxClosureSteps', 'maxWitnessDepth'];
    for (const k of Object.keys(o)) {
      if (names.indexOf(k) < 0) throw error('INVALID_BUDGETS', { field: 'unknown' });
    }
    for (const k of names) {
      const v = o[k];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > ID_SPACE) {
        throw error('INVALID_BUDGETS', { field: k });
      }
    }
    if ((o.maxValues as number) < 2) throw error('INVALID_BUDGETS', { field: 'maxValues' });
    return {
      maxValues: o.maxValues as number,
      maxParentsPerValue: o.maxParentsPerValue as number,
      maxClosureSteps: o.maxClosureSteps as number,
      maxWitnessDepth: o.maxWitnessDepth as number,
    };
  };

  // ---- descriptor validation (fail closed: unknown fields, bad strings, bad claims) ----
  // Decoded origin sets at least this long are remembered in `vetted` (host only).
  const VET_MIN = 8;
  const checkStrings = (v: unknown, field: string, claims: boolean): readonly string[] => {
    if (!Array.isArray(v)) throw error('INVALID_DESCRIPTOR', { field });
    // Frozen by a core after the checks below (and never claims): nothing left to check.
    if (!claims && vetted !== null && vetted.has(v)) return v as readonly string[];
    // One pass: validate each member and see whether the set already arrives sorted and
    // duplicate-free (wire strings and stored labels do), so most sets are never sorted.
    let ordered = true;
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x !== 'string' || x.length > MAX_STRING || !SAFE.test(x)) {
        throw error('INVALID_DESCRIPTOR', { field });
      }
      if (claims && x !== 'Trusted' && !VERIFIED.test(x)) {
        throw error('INVALID_DESCRIPTOR', { field });
      }
      if (ordered && i > 0 && !((v[i - 1] as string) < x)) ordered = false;
    }
    return ordered ? (v as string[]).slice() : sortUnique(v as string[]);
  };
  /** Freezes a set checkStrings returned and remembers it as vetted (host, long sets only). */
  const vet = (r: readonly string[]): readonly string[] => {
    if (vetted !== null && FREEZE && r.length >= VET_MIN) {
      Object.freeze(r);
      vetted.add(r);
    }
    return r;
  };
  const DESCRIPTOR_FIELDS = [
    'integrity',
    'confidentiality',
    'readers',
    'authority',
    'origins',
    'truncated',
  ];
  interface Parsed {
    readonly integrity: readonly string[];
    readonly confidentiality: readonly string[];
    readonly readers: readonly string[] | 'Public';
    readonly authority: readonly string[] | 'Any';
    readonly origins: readonly string[];
    readonly truncated: boolean;
  }
  const parseDescriptor = (d: unknown, extra: readonly string[]): Parsed => {
    if (d === null || typeof d !== 'object' || Array.isArray(d)) {
      throw error('INVALID_DESCRIPTOR', { field: 'descriptor' });
    }
    const o = d as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (DESCRIPTOR_FIELDS.indexOf(k) < 0 && extra.indexOf(k) < 0) {
        throw error('INVALID_DESCRIPTOR', { field: 'unknown' });
      }
    }
    for (const k of DESCRIPTOR_FIELDS) {
      if (k !== 'truncated' && !(k in o)) throw error('INVALID_DESCRIPTOR', { field: k });
    }
    const t = o.truncated;
    if (t !== undefined && typeof t !== 'boolean') {
      throw error('INVALID_DESCRIPTOR', { field: 'truncated' });
    }
    return {
      integrity: checkStrings(o.integrity, 'integrity', true),
      confidentiality: checkStrings(o.confidentiality, 'confidentiality', false),
      readers: o.readers === 'Public' ? 'Public' : checkStrings(o.readers, 'readers', false),
      authority: o.authority === 'Any' ? 'Any' : checkStrings(o.authority, 'authority', false),
      origins: checkStrings(o.origins, 'origins', false),
      truncated: t === true,
    };
  };

  // ---- table state ----
  let budgets: LabelBudgets = checkBudgets(options.budgets);
  const known = checkStrings(options.knownConfidentiality, 'knownConfidentiality', false).slice();
  const descs: LabelDescriptor[] = [];
  const vias: LabelVia[] = [];
  const parentsOf: (readonly number[])[] = [];
  const summaries: (DependencySummary | undefined)[] = [];
  const byKey = new Map<string, number>();
  const keys: string[] = [];
  // Join memo. Pairs with lo < 1024 use one Map keyed lo * 2**21 + hi (a small integer, fast
  // in every engine); larger pairs use a per-hi Map keyed by lo (keys above 2**31 would be
  // boxed doubles in V8). memoRows is packed: one slot per label, filled on first use.
  const SMALL = 1024;
  const memo = new Map<number, number>();
  const memoRows: (Map<number, number> | undefined)[] = [];
  const memoCap = 1048576;
  let memoSize = 0;
  const overflowRecords: OverflowRecord[] = [];
  let overflowTotal = 0;
  const actionLog: HostActionRecord[] = [];
  const seenConfidentiality = new Set<string>(known);
  let topSummary: DependencySummary | undefined;
  let topDescriptor: LabelDescriptor | undefined;
  let topUniverseSize = -1;

  const recordOverflow = (code: string, limit: number, observed: number): number => {
    overflowTotal++;
    if (overflowRecords.length < MAX_OVERFLOW_RECORDS) {
      overflowRecords.push(Object.freeze({ code, limit, observed }));
    }
    return TOP;
  };

  // ---- the wire form: a label's canonical key, also what crosses the VM boundary ----
  // Stored strings never contain control characters (SAFE), so U+0001 separates the members
  // of a set, U+0002 the five fields, U+0003 stands for 'Public' / 'Any' and a leading U+0004
  // marks unknown-top (followed by its confidentiality universe). Sets are sorted, so equal
  // labels have equal keys; building one is a few joins, cheap in QuickJS.
  const SEP = '\u0001';
  const FIELD = '\u0002';
  const ANY = '\u0003';
  const TOP_MARK = '\u0004';
  const MAX_WIRE = 65536;
  const keyOf = (p: Parsed): string =>
    p.integrity.join(SEP) +
    FIELD +
    p.confidentiality.join(SEP) +
    FIELD +
    (p.readers === 'Public' ? ANY : p.readers.join(SEP)) +
    FIELD +
    (p.authority === 'Any' ? ANY : p.authority.join(SEP)) +
    FIELD +
    p.origins.join(SEP);
  // A whole wire set in one regular-expression pass (issue 23 point 4): members of 1 to
  // MAX_STRING characters, none a control character, joined by SEP (itself one). The same
  // checks as checkStrings' per-member SAFE test and length bound, without a call per member.
  const WIRE_SET = new RegExp(
    `^[^\\u0000-\\u001f\\u007f]{1,${MAX_STRING}}(?:\\u0001[^\\u0000-\\u001f\\u007f]{1,${MAX_STRING}})*$`,
  );
  const wireSet = (part: string, field: string): readonly string[] => {
    if (part === '') return [];
    const members = part.split(SEP);
    // Claims (integrity) have a grammar of their own; a set failing the one-pass check takes
    // the member-by-member path, which fails closed with the same error.
    if (field === 'integrity' || !WIRE_SET.test(part)) {
      return checkStrings(members, field, field === 'integrity');
    }
    for (let i = 1; i < members.length; i++) {
      if (!((members[i - 1] as string) < (members[i] as string))) return sortUnique(members);
    }
    return members;
  };
  /** Parses (and validates, fail closed) a wire string into a normalised label. */
  // The labels of one tool's results differ only in their origins: the first four fields are
  // parsed (and validated) once per distinct text and shared, so a new result label parses
  // just its origins. Shared arrays are never written (the VM hands out copies).
  const heads = new Map<string, Parsed>();
  const MAX_HEADS = 256;
  /** Cached heads that are canonical (`keyOf` writes them back unchanged): see internOneOrigin. */
  const canonicalHeads = new Set<Parsed>();
  const parseWire = (s: string): Parsed => {
    if (s.length > MAX_WIRE) throw error('INVALID_DESCRIPTOR', { field: 'wire' });
    if (s.charAt(0) === TOP_MARK) {
      const empty: readonly string[] = [];
      return {
        integrity: empty,
        confidentiality: empty,
        readers: empty,
        authority: empty,
        origins: empty,
        truncated: true,
      };
    }
    const cut = s.lastIndexOf(FIELD);
    const head = s.slice(0, cut < 0 ? 0 : cut);
    let h = heads.get(head);
    if (h === undefined) {
      const f = head.split(FIELD);
      if (cut < 0 || f.length !== 4) throw error('INVALID_DESCRIPTOR', { field: 'wire' });
      const r = f[2] as string;
      const a = f[3] as string;
      h = {
        integrity: wireSet(f[0] as string, 'integrity'),
        confidentiality: wireSet(f[1] as string, 'confidentiality'),
        readers: r === ANY ? 'Public' : wireSet(r, 'readers'),
        authority: a === ANY ? 'Any' : wireSet(a, 'authority'),
        origins: [],
        truncated: false,
      };
      if (heads.size >= MAX_HEADS) {
        heads.clear();
        canonicalHeads.clear();
      }
      heads.set(head, h);
      if (keyOf(h) === head + FIELD) canonicalHeads.add(h);
    }
    return {
      integrity: h.integrity,
      confidentiality: h.confidentiality,
      readers: h.readers,
      authority: h.authority,
      origins: vet(wireSet(s.slice(cut + 1), 'origins')),
      truncated: false,
    };
  };

  const store = (p: Parsed, key: string, via: LabelVia, parents: readonly number[]): number => {
    const id = descs.length;
    const d: LabelDescriptor = {
      integrity: own(p.integrity) as readonly IntegrityClaim[],
      confidentiality: own(p.confidentiality),
      readers: p.readers === 'Public' ? 'Public' : own(p.readers),
      authority: p.authority === 'Any' ? 'Any' : own(p.authority),
      origins: own(p.origins),
      truncated: false,
    };
    descs.push(FREEZE ? Object.freeze(d) : d);
    vias.push(via);
    parentsOf.push(freezeArr(parents));
    summaries.push(undefined);
    memoRows.push(undefined);
    keys.push(key);
    const conf = p.confidentiality;
    for (let i = 0; i < conf.length; i++) seenConfidentiality.add(conf[i] as string);
    if (id !== TOP) byKey.set(key, id);
    return id;
  };

  /** Interns a normalised, non-top label: existing id, new id, or unknown-top on overflow. */
  const internParsed = (p: Parsed, via: LabelVia, parents: readonly number[]): number => {
    if (p.truncated) return TOP;
    if (p.origins.length > budgets.maxParentsPerValue) {
      return recordOverflow(
        'MAX_PARENTS_PER_VALUE_EXCEEDED',
        budgets.maxParentsPerValue,
        p.origins.length,
      );
    }
    const key = keyOf(p);
    const existing = byKey.get(key);
    if (existing !== undefined) return existing;
    if (descs.length >= budgets.maxValues) {
      return recordOverflow('MAX_VALUES_EXCEEDED', budgets.maxValues, descs.length + 1);
    }
    return store(p, key, via, parents);
  };

  const checkId = (id: unknown): number => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= descs.length) {
      throw error('INVALID_LABEL_ID', { id: typeof id === 'number' ? id : -1 });
    }
    return id;
  };

  const universe = (): readonly string[] => sortUnique(Array.from(seenConfidentiality));

  const describeTop = (): LabelDescriptor => {
    if (topDescriptor === undefined || topUniverseSize !== seenConfidentiality.size) {
      topUniverseSize = seenConfidentiality.size;
      topDescriptor = Object.freeze({
        integrity: Object.freeze([]) as readonly IntegrityClaim[],
        confidentiality: freezeArr(universe()),
        readers: Object.freeze([]) as readonly string[],
        authority: Object.freeze([]) as readonly string[],
        origins: Object.freeze([]) as readonly string[],
        truncated: true,
      });
      topSummary = undefined;
    }
    return topDescriptor;
  };

  const joinUncached = (a: number, b: number): number => {
    const x = descs[a] as LabelDescriptor;
    const y = descs[b] as LabelDescriptor;
    const p: Parsed = {
      integrity: intersect(x.integrity, y.integrity),
      confidentiality: union(x.confidentiality, y.confidentiality),
      readers:
        x.readers === 'Public'
          ? y.readers
          : y.readers === 'Public'
            ? x.readers
            : intersect(x.readers, y.readers),
      authority:
        x.authority === 'Any'
          ? y.authority
          : y.authority === 'Any'
            ? x.authority
            : intersect(x.authority, y.authority),
      origins: union(x.origins, y.origins),
      truncated: false,
    };
    return internParsed(p, 'join', [a, b]);
  };

  const join = (a: number, b: number): number => {
    if (a === b) return checkId(a);
    let lo = a;
    let hi = b;
    if (b < a) {
      lo = b;
      hi = a;
    }
    // Joining the literal label (Trusted, nothing else) into a label with no Verified claim
    // gives that label back: wrapping a tool result in an object literal (every argument
    // object) makes no new pair to memoise. `hi` is checked to be a stored id first.
    if (lo === LITERAL && hi >>> 0 === hi && hi < descs.length) {
      const integrity = (descs[hi] as LabelDescriptor).integrity;
      if (integrity.length === 0 || (integrity.length === 1 && integrity[0] === 'Trusted')) {
        return hi;
      }
    }
    // Only exact non-negative integer pairs below 2**21 may use the flat key (no aliasing).
    const small = lo < SMALL && lo >>> 0 === lo && hi < ID_SPACE;
    let hit: number | undefined;
    if (small) hit = memo.get(lo * ID_SPACE + hi);
    else {
      const row = memoRows[hi];
      hit = row === undefined ? undefined : row.get(lo);
    }
    if (hit !== undefined) {
      // A memoised overflow still counts as an overflowing operation (no new record).
      if (hit === TOP && lo !== TOP) overflowTotal++;
      return hit;
    }
    checkId(lo);
    checkId(hi);
    const r = lo === TOP ? TOP : joinUncached(lo, hi);
    if (memoSize >= memoCap) {
      memo.clear();
      memoRows.fill(undefined);
      memoSize = 0;
    }
    memoSize++;
    if (small) memo.set(lo * ID_SPACE + hi, r);
    else {
      let row = memoRows[hi];
      if (row === undefined) {
        row = new Map<number, number>();
        memoRows[hi] = row;
      }
      row.set(lo, r);
    }
    return r;
  };

  const joinAll = (ids: readonly number[]): number => {
    if (!Array.isArray(ids)) throw error('INVALID_LABEL_ID', { id: -1 });
    if (ids.length > budgets.maxClosureSteps) {
      for (const id of ids) checkId(id);
      return recordOverflow('MAX_CLOSURE_STEPS_EXCEEDED', budgets.maxClosureSteps, ids.length);
    }
    if (ids.length === 0) return LITERAL;
    let acc = checkId(ids[0]);
    for (let i = 1; i < ids.length; i++) acc = join(acc, ids[i] as number);
    return acc;
  };

  /**
   * A tool result's label: a head seen before (the tool's output labels) and one fresh origin.
   * When the head is cached and canonical and the origin is one valid string, the wire text
   * is already the label's key: store it without re-parsing or re-keying. Anything else
   * (several origins, a new head, a bad string, a full table) takes the general path, which
   * validates, fails closed and records overflows exactly as before.
   */
  const internOneOrigin = (s: string): number | undefined => {
    if (s.length > MAX_WIRE || s.charAt(0) === TOP_MARK) return undefined;
    const cut = s.lastIndexOf(FIELD);
    if (cut < 0) return undefined;
    const h = heads.get(s.slice(0, cut));
    if (h === undefined || !canonicalHeads.has(h)) return undefined;
    const origin = s.slice(cut + 1);
    if (origin === '' || origin.length > MAX_STRING || origin.indexOf(SEP) >= 0) return undefined;
    if (!SAFE.test(origin) || descs.length >= budgets.maxValues) return undefined;
    if (budgets.maxParentsPerValue < 1) return undefined;
    const p: Parsed = {
      integrity: h.integrity,
      confidentiality: h.confidentiality,
      readers: h.readers,
      authority: h.authority,
      origins: [origin],
      truncated: false,
    };
    return store(p, s, 'intern', EMPTY);
  };

  /** Interns a descriptor object or its wire string (the fast path: a known key is one lookup). */
  const intern = (d: unknown): number => {
    if (typeof d === 'string') {
      const hit = byKey.get(d);
      if (hit !== undefined) return hit;
      const fresh = internOneOrigin(d);
      if (fresh !== undefined) return fresh;
      return internParsed(parseWire(d), 'intern', []);
    }
    return internParsed(parseDescriptor(d, []), 'intern', []);
  };

  const topWire = (confidentiality: readonly string[]): string =>
    TOP_MARK + confidentiality.join(SEP);
  /** The wire string of a label id (see keyOf); unknown-top lists its universe. */
  const encode = (id: number): string => {
    checkId(id);
    if (id === TOP) return topWire(universe());
    return keys[id] as string;
  };
  /** The wire string of a descriptor (validated), without interning it. */
  const encodeDescriptor = (d: unknown): string => {
    const p = parseDescriptor(d, []);
    return p.truncated ? topWire(p.confidentiality) : keyOf(p);
  };
  /** The descriptor a wire string stands for (validated), without interning it. */
  const decode = (s: unknown): LabelDescriptor => {
    if (typeof s !== 'string') throw error('INVALID_DESCRIPTOR', { field: 'wire' });
    if (s.charAt(0) === TOP_MARK) {
      const rest = s.slice(1);
      return {
        integrity: [],
        confidentiality: rest === '' ? [] : checkStrings(rest.split(SEP), 'confidentiality', false),
        readers: [],
        authority: [],
        origins: [],
        truncated: true,
      };
    }
    const p = parseWire(s);
    // Copies: the parsed head is shared with later parses.
    return {
      integrity: p.integrity.slice() as IntegrityClaim[],
      confidentiality: p.confidentiality.slice(),
      readers: p.readers === 'Public' ? 'Public' : p.readers.slice(),
      authority: p.authority === 'Any' ? 'Any' : p.authority.slice(),
      origins: p.origins,
      truncated: false,
    };
  };

  const describeOwn = (id: number): LabelDescriptor => {
    checkId(id);
    return id === TOP ? describeTop() : (descs[id] as LabelDescriptor);
  };
  const describe = (id: number): LabelDescriptor => {
    const d = describeOwn(id);
    if (FREEZE) return d;
    return {
      integrity: d.integrity.slice(),
      confidentiality: d.confidentiality.slice(),
      readers: outReaders(d.readers),
      authority: d.authority === 'Any' ? 'Any' : d.authority.slice(),
      origins: d.origins.slice(),
      truncated: d.truncated,
    };
  };

  const summarize = (id: number): DependencySummary => {
    const s = summarizeOwn(id);
    if (FREEZE) return s;
    return {
      integrity: s.integrity.slice(),
      confidentiality: s.confidentiality.slice(),
      readers: outReaders(s.readers),
      authority: s.authority.slice(),
      originCount: s.originCount,
      truncated: s.truncated,
    };
  };
  const summarizeOwn = (id: number): DependencySummary => {
    checkId(id);
    if (id === TOP) {
      const d = describeTop();
      if (topSummary === undefined) {
        topSummary = Object.freeze({
          integrity: d.integrity,
          confidentiality: d.confidentiality,
          readers: Object.freeze([]) as readonly string[],
          authority: Object.freeze([]) as readonly string[],
          originCount: 0,
          truncated: true,
        });
      }
      return topSummary;
    }
    const cached = summaries[id];
    if (cached !== undefined) return cached;
    const d = descs[id] as LabelDescriptor;
    const s: DependencySummary = Object.freeze({
      integrity: d.integrity,
      confidentiality: d.confidentiality,
      readers: d.readers,
      // 'Any' (no constraint from any dependency) is not a set the policy can read: a
      // summary reports no authority for it (fail closed).
      authority: d.authority === 'Any' ? (Object.freeze([]) as readonly string[]) : d.authority,
      originCount: d.origins.length,
      truncated: false,
    });
    summaries[id] = s;
    return s;
  };

  /**
   * The summary a descriptor's label has, read off the validated descriptor without storing
   * it (a host summarising labels the VM made need not keep them). When interning would give
   * unknown-top (truncated, or over the origin budget), the summary is unknown-top listing the
   * descriptor's confidentiality and the known labels: what the label's maker saw, rather
   * than every label this table has seen (which depends on its history). Records nothing.
   */
  const summarizeDescriptor = (d: unknown): DependencySummary => {
    const p = parseDescriptor(d, []);
    if (p.truncated || p.origins.length > budgets.maxParentsPerValue) {
      const top: DependencySummary = {
        integrity: EMPTY,
        confidentiality: own(union(p.confidentiality, known).slice()),
        readers: EMPTY,
        authority: EMPTY,
        originCount: 0,
        truncated: true,
      };
      return FREEZE ? Object.freeze(top) : top;
    }
    const s: DependencySummary = {
      integrity: own(p.integrity) as readonly IntegrityClaim[],
      confidentiality: own(p.confidentiality),
      readers: p.readers === 'Public' ? 'Public' : own(p.readers),
      authority: p.authority === 'Any' ? EMPTY : own(p.authority),
      originCount: p.origins.length,
      truncated: false,
    };
    return FREEZE ? Object.freeze(s) : s;
  };

  /** a flows to b: b is at least as restrictive as a on every axis. */
  const flowsTo = (a: number, b: number): boolean => {
    checkId(a);
    checkId(b);
    if (b === TOP) return true;
    if (a === TOP) return false;
    const x = descs[a] as LabelDescriptor;
    const y = descs[b] as LabelDescriptor;
    const readersOk =
      y.readers === 'Public'
        ? x.readers === 'Public'
        : x.readers === 'Public' || subset(y.readers, x.readers);
    const authorityOk =
      y.authority === 'Any'
        ? x.authority === 'Any'
        : x.authority === 'Any' || subset(y.authority, x.authority);
    return (
      subset(y.integrity, x.integrity) &&
      subset(x.confidentiality, y.confidentiality) &&
      readersOk &&
      authorityOk &&
      subset(x.origins, y.origins)
    );
  };

  const derive = (id: number, c: LabelDerivation): number => {
    checkId(id);
    if (id === TOP) return TOP; // unknown-top is absorbing: nothing lifts it
    const d = descs[id] as LabelDescriptor;
    const p: Parsed = {
      integrity: union(d.integrity, checkStrings(c.addClaims, 'integrity', true)),
      confidentiality: minus(
        d.confidentiality,
        checkStrings(c.removeConfidentiality, 'confidentiality', false),
      ),
      readers: d.readers,
      authority: d.authority,
      origins: union(d.origins, checkStrings(c.addOrigins, 'origins', false)),
      truncated: false,
    };
    const to = internParsed(p, c.kind, [id]);
    const labels = c.kind === 'declassify' ? c.removeConfidentiality : c.addClaims;
    actionLog.push(
      Object.freeze({
        kind: c.kind,
        from: id,
        to,
        labels: freezeArr(sortUnique(labels as string[])),
        by: c.by,
        reason: c.reason,
      }),
    );
    return to;
  };

  // ---- SHA-256 (for witness hashes; pure, no platform APIs) ----
  const K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
  ];
  /** UTF-8 bytes of `s` (lone surrogates become U+FFFD, as TextEncoder does). */
  const utf8 = (s: string): Uint8Array => {
    const out = new Uint8Array(s.length * 3);
    let n = 0;
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      if (c < 0x80) {
        out[n++] = c;
        continue;
      }
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
        const m = s.charCodeAt(i + 1);
        if (m >= 0xdc00 && m <= 0xdfff) {
          c = 0x10000 + ((c - 0xd800) << 10) + (m - 0xdc00);
          i++;
        } else c = 0xfffd;
      } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
      if (c < 0x800) {
        out[n++] = 0xc0 | (c >> 6);
        out[n++] = 0x80 | (c & 63);
      } else if (c < 0x10000) {
        out[n++] = 0xe0 | (c >> 12);
        out[n++] = 0x80 | ((c >> 6) & 63);
        out[n++] = 0x80 | (c & 63);
      } else {
        out[n++] = 0xf0 | (c >> 18);
        out[n++] = 0x80 | ((c >> 12) & 63);
        out[n++] = 0x80 | ((c >> 6) & 63);
        out[n++] = 0x80 | (c & 63);
      }
    }
    return out.subarray(0, n);
  };
  const sha256Hex = (text: string): string => {
    const raw = utf8(text);
    const bitLen = raw.length * 8;
    const total = Math.ceil((raw.length + 9) / 64) * 64;
    const bytes = new Uint8Array(total);
    bytes.set(raw);
    bytes[raw.length] = 0x80;
    const hi = Math.floor(bitLen / 4294967296);
    bytes[total - 8] = (hi >>> 24) & 255;
    bytes[total - 7] = (hi >>> 16) & 255;
    bytes[total - 6] = (hi >>> 8) & 255;
    bytes[total - 5] = hi & 255;
    bytes[total - 4] = (bitLen >>> 24) & 255;
    bytes[total - 3] = (bitLen >>> 16) & 255;
    bytes[total - 2] = (bitLen >>> 8) & 255;
    bytes[total - 1] = bitLen & 255;
    const h = new Int32Array([
      0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
      0x5be0cd19,
    ]);
    const k32 = new Int32Array(K);
    const w = new Int32Array(64);
    for (let off = 0; off < total; off += 64) {
      for (let i = 0; i < 16; i++) {
        const j = off + i * 4;
        w[i] =
          ((bytes[j] as number) << 24) |
          ((bytes[j + 1] as number) << 16) |
          ((bytes[j + 2] as number) << 8) |
          (bytes[j + 3] as number);
      }
      for (let i = 16; i < 64; i++) {
        const a = w[i - 15] as number;
        const b = w[i - 2] as number;
        const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
        const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
        w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
      }
      let a = h[0] as number;
      let b = h[1] as number;
      let c = h[2] as number;
      let d = h[3] as number;
      let e = h[4] as number;
      let f = h[5] as number;
      let g = h[6] as number;
      let k = h[7] as number;
      for (let i = 0; i < 64; i++) {
        const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        const ch = (e & f) ^ (~e & g);
        const t1 = (k + S1 + ch + (k32[i] as number) + (w[i] as number)) | 0;
        const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        const maj = (a & b) ^ (a & c) ^ (b & c);
        const t2 = (S0 + maj) | 0;
        k = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
      }
      h[0] = ((h[0] as number) + a) | 0;
      h[1] = ((h[1] as number) + b) | 0;
      h[2] = ((h[2] as number) + c) | 0;
      h[3] = ((h[3] as number) + d) | 0;
      h[4] = ((h[4] as number) + e) | 0;
      h[5] = ((h[5] as number) + f) | 0;
      h[6] = ((h[6] as number) + g) | 0;
      h[7] = ((h[7] as number) + k) | 0;
    }
    let hex = '';
    for (let i = 0; i < 8; i++)
      hex += (((h[i] as number) >>> 0) + 4294967296).toString(16).slice(1);
    return hex;
  };

  const witness = (
    id: number,
    maxDepth: number | undefined,
    argument: string | undefined,
  ): Witness => {
    checkId(id);
    let depthLimit = budgets.maxWitnessDepth;
    if (maxDepth !== undefined) {
      if (typeof maxDepth !== 'number' || !Number.isInteger(maxDepth) || maxDepth < 0) {
        throw error('INVALID_WITNESS_REQUEST', { field: 'maxDepth' });
      }
      if (maxDepth < depthLimit) depthLimit = maxDepth;
    }
    if (
      argument !== undefined &&
      (typeof argument !== 'string' || argument.length > MAX_STRING || !SAFE.test(argument))
    ) {
      throw error('INVALID_WITNESS_REQUEST', { field: 'argument' });
    }
    const reasons: string[] = [];
    const nodes: WitnessNode[] = [];
    const seen = new Set<number>([id]);
    let frontier = [id];
    let steps = 0;
    let cut = false;
    for (let depth = 0; frontier.length > 0 && !cut; depth++) {
      const next: number[] = [];
      for (const n of frontier) {
        if (steps >= budgets.maxClosureSteps) {
          if (reasons.indexOf('MAX_CLOSURE_STEPS_EXCEEDED') < 0) {
            reasons.push('MAX_CLOSURE_STEPS_EXCEEDED');
          }
          cut = true;
          break;
        }
        steps++;
        const d = describeOwn(n);
        const ps = parentsOf[n] as readonly number[];
        const expand = depth < depthLimit;
        if (!expand && ps.length > 0 && reasons.indexOf('MAX_WITNESS_DEPTH_EXCEEDED') < 0) {
          reasons.push('MAX_WITNESS_DEPTH_EXCEEDED');
        }
        // keys in sorted order: JSON.stringify of the body is then canonical JSON
        nodes.push({
          confidentiality: out(d.confidentiality),
          depth,
          id: n,
          integrity: out(d.integrity),
          originCount: d.origins.length,
          parents: expand ? out(ps) : [],
          truncated: d.truncated,
          via: vias[n] as LabelVia,
        });
        if (expand) {
          for (const p of ps) {
            if (!seen.has(p)) {
              seen.add(p);
              next.push(p);
            }
          }
        }
      }
      frontier = next;
    }
    if (id === TOP) reasons.push('UNKNOWN_TOP');
    const body = {
      argument: argument === undefined ? null : argument,
      nodes,
      origins: out(describeOwn(id).origins),
      reasons: sortUnique(reasons),
      root: id,
      truncated: reasons.length > 0,
    };
    // Every key above (and in the nodes) is in sorted order and every other value is a
    // string, number, boolean, null or array, so JSON.stringify gives canonical JSON.
    return Object.freeze({ ...body, hash: 'sha256:' + sha256Hex(JSON.stringify(body)) });
  };

  const exportState = (): SerializedLabelTable => {
    const labels: SerializedLabel[] = [];
    for (let i = 0; i < descs.length; i++) {
      const d = descs[i] as LabelDescriptor;
      labels.push({
        integrity: d.integrity.slice(),
        confidentiality: d.confidentiality.slice(),
        readers: d.readers === 'Public' ? 'Public' : d.readers.slice(),
        authority: d.authority === 'Any' ? 'Any' : d.authority.slice(),
        origins: d.origins.slice(),
        truncated: i === TOP,
        via: vias[i] as LabelVia,
        parents: (parentsOf[i] as readonly number[]).slice(),
      });
    }
    return {
      format: 'zamburak-label-table',
      version: 2,
      budgets: { ...budgets },
      knownConfidentiality: known.slice(),
      labels,
      overflows: overflowRecords.map((r) => ({ ...r })),
      overflowCount: overflowTotal,
      actions: actionLog.map((a) => ({ ...a, labels: a.labels.slice() })),
    };
  };

  // ---- initial labels: 0 = unknown-top, 1 = literal ----
  const TOP_PARSED: Parsed = {
    integrity: [],
    confidentiality: [],
    readers: [],
    authority: [],
    origins: [],
    truncated: false,
  };
  // A plan constant is Trusted and adds no origin: it is not a data source, so joining it
  // into an Untrusted or Trusted value returns that value itself (no new label per use).
  const LITERAL_PARSED: Parsed = {
    integrity: ['Trusted'],
    confidentiality: [],
    readers: 'Public',
    authority: 'Any',
    origins: [],
    truncated: false,
  };

  const restore = (raw: unknown): void => {
    const bad = (field: string): Error => error('INVALID_SERIALIZED_TABLE', { field });
    if (raw === null || typeof raw !== 'object') throw bad('state');
    const s = raw as Record<string, unknown>;
    if (s.format !== 'zamburak-label-table') throw bad('format');
    // Version 1 gave the literal label the origin 'literal'; version 2 gives it none, which
    // changes every label a constant reached, so a v1 table cannot keep its ids: refused.
    if (s.version !== 2) throw bad('version');
    budgets = checkBudgets(s.budgets);
    const kc = checkStrings(s.knownConfidentiality, 'knownConfidentiality', false);
    for (const c of kc) seenConfidentiality.add(c);
    for (const c of kc) if (known.indexOf(c) < 0) known.push(c);
    known.sort();
    const labels = s.labels;
    if (!Array.isArray(labels) || labels.length < 2 || labels.length > budgets.maxValues) {
      throw bad('labels');
    }
    const viaNames = ['top', 'literal', 'intern', 'join', 'verify', 'endorse', 'declassify'];
    for (let i = 0; i < labels.length; i++) {
      const l = labels[i] as Record<string, unknown> | null;
      let p: Parsed;
      try {
        p = parseDescriptor(l, ['via', 'parents']);
      } catch {
        throw bad('labels');
      }
      const via = (l as Record<string, unknown>).via;
      const parents = (l as Record<string, unknown>).parents;
      if (typeof via !== 'string' || viaNames.indexOf(via) < 0) throw bad('via');
      if (!Array.isArray(parents) || parents.length > 2) throw bad('parents');
      for (const q of parents) {
        if (typeof q !== 'number' || !Number.isInteger(q) || q < 1 || q >= i) throw bad('parents');
      }
      if (i === TOP) {
        if (via !== 'top' || !p.truncated || parents.length !== 0) throw bad('labels');
        store(TOP_PARSED, '', 'top', []);
        continue;
      }
      if (p.truncated) throw bad('labels');
      if (i === LITERAL && (via !== 'literal' || keyOf(p) !== keyOf(LITERAL_PARSED))) {
        throw bad('labels');
      }
      if (p.origins.length > budgets.maxParentsPerValue) throw bad('labels');
      const key = keyOf(p);
      if (byKey.has(key)) throw bad('labels');
      store(p, key, via as LabelVia, parents as number[]);
    }
    const ovs = s.overflows;
    if (!Array.isArray(ovs) || ovs.length > MAX_OVERFLOW_RECORDS) throw bad('overflows');
    for (const r of ovs) {
      const o = r as Record<string, unknown> | null;
      if (
        o === null ||
        typeof o !== 'object' ||
        typeof o.code !== 'string' ||
        !/^[A-Z_]{1,64}$/.test(o.code) ||
        typeof o.limit !== 'number' ||
        typeof o.observed !== 'number'
      ) {
        throw bad('overflows');
      }
      overflowRecords.push(Object.freeze({ code: o.code, limit: o.limit, observed: o.observed }));
    }
    if (
      typeof s.overflowCount !== 'number' ||
      !Number.isInteger(s.overflowCount) ||
      s.overflowCount < ovs.length
    ) {
      throw bad('overflowCount');
    }
    overflowTotal = s.overflowCount;
    const acts = s.actions;
    if (!Array.isArray(acts)) throw bad('actions');
    for (const a of acts) {
      const o = a as Record<string, unknown> | null;
      if (
        o === null ||
        typeof o !== 'object' ||
        (o.kind !== 'verify' && o.kind !== 'endorse' && o.kind !== 'declassify') ||
        typeof o.from !== 'number' ||
        typeof o.to !== 'number' ||
        typeof o.by !== 'string' ||
        typeof o.reason !== 'string'
      ) {
        throw bad('actions');
      }
      let labelsOf: readonly string[];
      try {
        labelsOf = checkStrings(o.labels, 'labels', false);
      } catch {
        throw bad('actions');
      }
      actionLog.push(
        Object.freeze({
          kind: o.kind,
          from: o.from,
          to: o.to,
          labels: freezeArr(labelsOf),
          by: o.by,
          reason: o.reason,
        }),
      );
    }
  };

  if (state === null || state === undefined) {
    store(TOP_PARSED, '', 'top', []);
    store(LITERAL_PARSED, keyOf(LITERAL_PARSED), 'literal', []);
  } else {
    restore(state);
  }

  return {
    literal: () => LITERAL,
    unknownTop: () => TOP,
    join,
    joinAll,
    intern,
    describe,
    encode,
    encodeDescriptor,
    decode,
    summarize,
    summarizeDescriptor,
    witness,
    flowsTo,
    derive,
    size: () => descs.length,
    budgets: () => ({ ...budgets }),
    overflows: () => overflowRecords.slice(),
    overflowCount: () => overflowTotal,
    actions: () => actionLog.slice(),
    exportState,
  };
}
