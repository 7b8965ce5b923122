/**
 * `zamburak-policy trial`: every recorded decision of an audit log taken again under a
 * candidate policy, with what would change. The records come in as plain data (this package
 * does not read audit logs: `@zamburak/audit`'s `readRecordedDecisions` produces them, and the
 * CLI receives that reader from its host, see cli.ts), so the rules of re-checking live here,
 * next to the engine.
 *
 * A record is re-checked only when it holds every input the candidate's rules read; anything
 * missing makes it "not re-checkable" with the reason, never a guess:
 * - record version 1 (no `attrs.inputs`), or inputs that cannot be read back;
 * - decided by a runtime check (catalogue pin, trust class, transport guard, usage charge);
 * - the candidate's mode (strict/normal) differs from the recording policy's: the recorded
 *   context summary is the control context only in strict mode;
 * - the candidate reads principals, a nested path or a verifier answer the recording policy
 *   did not (so the runtime never computed them).
 *
 * Principals are compared as tokens: the record keeps `tok_…` tokens of both the principals
 * and the readers in the summaries, made with the same audit token key, so a readers rule
 * compares token with token exactly as the runtime compared text with text. A confidential
 * argument's inputs are sealed in the record (red team U6, U7): the reader opens them with
 * the log's key, and without it the record is not re-checkable (`inputs-sealed`).
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import type { ArgumentInput, Decision, PolicyEngine } from './decision/types.js';
import type { DecisionKind } from './types.js';

type Answer = 'passed' | 'failed' | 'absent';

/** One argument's recorded inputs (structurally `@zamburak/audit`'s `RecordedArgument`). */
export interface TrialArgument {
  readonly summary: DependencySummary;
  readonly bytes: number;
  readonly principals?: readonly string[];
  readonly principalsOmitted?: number;
  readonly verification?: Readonly<Record<string, Answer>>;
  readonly paths?: Readonly<Record<string, TrialArgument>>;
  readonly absentPaths?: readonly string[];
}

/** A recorded decision (structurally `@zamburak/audit`'s `RecordedDecision`). */
export interface TrialRecord {
  readonly seq: number;
  readonly event: string;
  readonly executionId?: string;
  readonly callId?: number;
  readonly tool: string;
  readonly decision: string;
  readonly reasonCode?: string;
  readonly rulePath?: string;
  readonly policyHash?: string;
  readonly recordVersion: number;
  readonly inputs?: {
    readonly by: 'policy' | 'runtime';
    readonly strict: boolean;
    readonly args: Readonly<Record<string, TrialArgument>>;
    readonly context: ExecutionContextSummary;
    readonly authority: {
      readonly effective: readonly string[];
      readonly invalid: readonly { readonly capability: string; readonly reason: string }[];
    };
  };
  readonly problem?: string;
}

/** How a decision changes under the candidate. */
export type TrialChangeKind =
  | 'newly-denied'
  | 'newly-allowed'
  | 'stricter'
  | 'looser'
  | 'changed-reason';

/** Why a record cannot be decided again. */
export type NotRecheckableReason =
  | 'record-version-1'
  | 'inputs-unreadable'
  | 'inputs-sealed'
  | 'sealed-key-mismatch'
  | 'summary-missing'
  | 'decided-by-runtime'
  | 'mode-differs'
  | 'principals-not-recorded'
  | 'path-not-recorded'
  | 'verification-not-recorded';

export const NOT_RECHECKABLE_TEXT: Readonly<Record<NotRecheckableReason, string>> = {
  'record-version-1': 'the record predates decision inputs (record version 1)',
  'inputs-unreadable': 'the recorded inputs cannot be read back',
  'inputs-sealed':
    "a confidential argument's inputs (in strict mode, the exact summaries) are sealed in the log: pass the log's key (--audit-key)",
  'sealed-key-mismatch': "the key given does not open the record's sealed inputs",
  'summary-missing': 'a summary the record references is missing (or was too large to seal)',
  'decided-by-runtime': 'a runtime check decided, not the policy',
  'mode-differs': 'the candidate is strict where the recording policy was normal, or the reverse',
  'principals-not-recorded': 'a readers rule of the candidate reads principals the record lacks',
  'path-not-recorded': 'the candidate names a nested argument path the record lacks',
  'verification-not-recorded': 'the candidate requires a verifier answer the record lacks',
};

export interface TrialOutcome {
  readonly decision: DecisionKind | string;
  readonly reasonCode?: string;
  readonly rulePath?: string;
}

export interface TrialChange {
  readonly seq: number;
  readonly tool: string;
  readonly change: TrialChangeKind;
  readonly recorded: TrialOutcome;
  readonly candidate: TrialOutcome;
}

/** Changes of one kind, for one tool and rule path. */
export interface TrialGroup {
  readonly change: TrialChangeKind;
  readonly tool: string;
  /** The candidate's rule path, or the recorded one when the candidate allows. */
  readonly rulePath: string;
  readonly count: number;
  readonly seqs: readonly number[];
}

export interface TrialSkip {
  readonly reason: NotRecheckableReason;
  readonly count: number;
  readonly seqs: readonly number[];
}

export interface TrialReport {
  readonly candidate: { readonly name: string; readonly hash: string };
  /** Policy hashes the records were decided under, with their counts. */
  readonly recordedPolicies: readonly { readonly hash: string; readonly count: number }[];
  readonly decisions: number;
  readonly rechecked: number;
  readonly unchanged: number;
  /**
   * Records that answer an earlier decision record (the effect of an approved confirmation or
   * draft, the effect let through in observe mode): the earlier record is re-checked instead.
   */
  readonly followUps: number;
  readonly counts: Readonly<Record<TrialChangeKind, number>>;
  readonly groups: readonly TrialGroup[];
  readonly changes: readonly TrialChange[];
  readonly notRecheckable: readonly TrialSkip[];
  /** True when a decision would become less strict (newly allowed or looser). */
  readonly widens: boolean;
}

const STRICTNESS: Readonly<Record<string, number>> = {
  Allow: 0,
  RequireConfirmation: 1,
  RequireDraft: 2,
  Deny: 3,
};

const CHANGE_ORDER: readonly TrialChangeKind[] = [
  'newly-allowed',
  'looser',
  'newly-denied',
  'stricter',
  'changed-reason',
];

/** A follow-up record: the effect after an approval, or one observe mode let through. */
function followUp(r: TrialRecord): boolean {
  return (
    r.event === 'effect_allowed' &&
    r.reasonCode !== undefined &&
    (r.reasonCode === 'OBSERVED_WOULD_DENY' || r.reasonCode.startsWith('APPROVED_'))
  );
}

/** The engine input of one recorded argument (or path), as the runtime built it. */
function argumentInput(a: TrialArgument, summary: DependencySummary): ArgumentInput {
  const verification: Record<string, Answer> = {};
  const verified: string[] = [];
  for (const [kind, answer] of Object.entries(a.verification ?? {})) {
    Object.defineProperty(verification, kind, { value: answer, enumerable: true });
    if (answer === 'passed') verified.push(kind);
  }
  return {
    summary,
    payloadBytes: a.bytes,
    ...(a.principals === undefined ? {} : { principals: a.principals }),
    verified,
    verification,
  };
}

type Built =
  | { readonly args: Readonly<Record<string, ArgumentInput>> }
  | { readonly skip: NotRecheckableReason };

/**
 * The candidate's engine inputs from a record: the recorded inputs, checked against what the
 * candidate's rules for this tool read (principals, nested paths, verifier kinds).
 */
function buildArgs(engine: PolicyEngine, r: TrialRecord): Built {
  const inputs = r.inputs!;
  const view = engine.tool(r.tool);
  const args: Record<string, ArgumentInput> = {};
  // Answers the runtime would give for a required kind: a Verified(kind) claim passes without
  // asking the verifier; otherwise only a recorded answer will do.
  const verification = (
    a: TrialArgument,
    summary: DependencySummary,
    at: string,
  ): TrialArgument | NotRecheckableReason => {
    const kinds = view?.verificationKinds.get(at) ?? [];
    let ver = a.verification ?? {};
    for (const kind of kinds) {
      if (Object.hasOwn(ver, kind)) continue;
      if (!summary.integrity.includes(`Verified(${kind})` as never))
        return 'verification-not-recorded';
      ver = { ...ver, [kind]: 'passed' };
    }
    // Only the kinds the candidate requires (the engine reads nothing else).
    const only: Record<string, Answer> = {};
    for (const kind of kinds)
      Object.defineProperty(only, kind, { value: ver[kind], enumerable: true });
    return { ...a, verification: only };
  };
  for (const [name, a] of Object.entries(inputs.args)) {
    if (view?.principalArgs.has(name) && a.principals === undefined)
      return { skip: 'principals-not-recorded' };
    const top = verification(a, a.summary, name);
    if (typeof top === 'string') return { skip: top };
    const input = argumentInput(top, a.summary);
    const paths: Record<string, ArgumentInput> = {};
    for (const at of view?.nestedArgs ?? []) {
      if (at.root !== name) continue;
      if (a.absentPaths?.includes(at.path)) continue; // absent, as when it was recorded
      const p =
        a.paths !== undefined && Object.hasOwn(a.paths, at.path) ? a.paths[at.path] : undefined;
      if (p === undefined) return { skip: 'path-not-recorded' };
      if (view?.principalArgs.has(at.path) && p.principals === undefined)
        return { skip: 'principals-not-recorded' };
      const checked = verification(p, a.summary, at.path);
      if (typeof checked === 'string') return { skip: checked };
      Object.defineProperty(paths, at.path, {
        value: argumentInput(checked, a.summary),
        enumerable: true,
      });
    }
    Object.defineProperty(args, name, {
      value: Object.keys(paths).length === 0 ? input : { ...input, paths },
      enumerable: true,
    });
  }
  return { args };
}

function classify(recorded: TrialOutcome, d: Decision): TrialChangeKind | undefined {
  const from = STRICTNESS[recorded.decision] ?? 3;
  const to = STRICTNESS[d.kind] ?? 3;
  if (to !== from || recorded.decision !== d.kind) {
    if (d.kind === 'Deny') return 'newly-denied';
    if (d.kind === 'Allow') return 'newly-allowed';
    return to > from ? 'stricter' : 'looser';
  }
  if (d.kind === 'Allow') return undefined;
  if (recorded.reasonCode !== d.reasonCode || recorded.rulePath !== d.rulePath)
    return 'changed-reason';
  return undefined;
}

const outcome = (d: Decision): TrialOutcome => ({
  decision: d.kind,
  ...(d.reasonCode === undefined ? {} : { reasonCode: d.reasonCode }),
  ...(d.rulePath === undefined ? {} : { rulePath: d.rulePath }),
});

/** Takes every recorded decision again under `engine` and reports what would change. */
export function trialDecisions(engine: PolicyEngine, records: readonly TrialRecord[]): TrialReport {
  const counts: Record<TrialChangeKind, number> = {
    'newly-allowed': 0,
    looser: 0,
    'newly-denied': 0,
    stricter: 0,
    'changed-reason': 0,
  };
  const changes: TrialChange[] = [];
  const skips = new Map<NotRecheckableReason, number[]>();
  const policies = new Map<string, number>();
  let followUps = 0;
  let rechecked = 0;
  let unchanged = 0;
  const skip = (reason: NotRecheckableReason, seq: number) => {
    const list = skips.get(reason) ?? [];
    list.push(seq);
    skips.set(reason, list);
  };
  for (const r of records) {
    const hash = r.policyHash ?? 'unknown';
    policies.set(hash, (policies.get(hash) ?? 0) + 1);
    if (followUp(r)) {
      followUps++;
      continue;
    }
    if (r.inputs === undefined) {
      skip(
        r.recordVersion < 2
          ? 'record-version-1'
          : r.problem === 'summary-missing' ||
              r.problem === 'inputs-sealed' ||
              r.problem === 'sealed-key-mismatch'
            ? r.problem
            : 'inputs-unreadable',
        r.seq,
      );
      continue;
    }
    if (r.inputs.by !== 'policy') {
      skip('decided-by-runtime', r.seq);
      continue;
    }
    if (r.inputs.strict !== engine.strict) {
      skip('mode-differs', r.seq);
      continue;
    }
    const built = buildArgs(engine, r);
    if ('skip' in built) {
      skip(built.skip, r.seq);
      continue;
    }
    const d = engine.check(r.tool, built.args, r.inputs.context, {
      effective: r.inputs.authority.effective,
      invalid: r.inputs.authority.invalid,
    });
    rechecked++;
    const recorded: TrialOutcome = {
      decision: r.decision,
      ...(r.reasonCode === undefined ? {} : { reasonCode: r.reasonCode }),
      ...(r.rulePath === undefined ? {} : { rulePath: r.rulePath }),
    };
    const change = classify(recorded, d);
    if (change === undefined) {
      unchanged++;
      continue;
    }
    counts[change]++;
    changes.push({ seq: r.seq, tool: r.tool, change, recorded, candidate: outcome(d) });
  }
  const groupMap = new Map<
    string,
    { change: TrialChangeKind; tool: string; rulePath: string; seqs: number[] }
  >();
  for (const c of changes) {
    const rulePath = c.candidate.rulePath ?? c.recorded.rulePath ?? '-';
    const key = JSON.stringify([CHANGE_ORDER.indexOf(c.change), c.tool, rulePath]);
    const g = groupMap.get(key) ?? { change: c.change, tool: c.tool, rulePath, seqs: [] };
    g.seqs.push(c.seq);
    groupMap.set(key, g);
  }
  const groups = [...groupMap.entries()]
    .sort(([a], [b]) => {
      const [ia, ta, ra] = JSON.parse(a) as [number, string, string];
      const [ib, tb, rb] = JSON.parse(b) as [number, string, string];
      return ia - ib || (ta < tb ? -1 : ta > tb ? 1 : ra < rb ? -1 : ra > rb ? 1 : 0);
    })
    .map(([, g]) => ({ ...g, count: g.seqs.length }));
  const notRecheckable = [...skips.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([reason, seqs]) => ({ reason, count: seqs.length, seqs }));
  return {
    candidate: { name: engine.name, hash: engine.hash },
    recordedPolicies: [...policies.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([hash, count]) => ({ hash, count })),
    decisions: records.length,
    rechecked,
    unchanged,
    followUps,
    counts,
    groups,
    changes,
    notRecheckable,
    widens: counts['newly-allowed'] + counts.looser > 0,
  };
}

/** Sequence numbers as ranges: `3, 5-7, 12`. */
export function seqRanges(seqs: readonly number[]): string {
  const sorted = [...seqs].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    out.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

const CHANGE_TEXT: Readonly<Record<TrialChangeKind, string>> = {
  'newly-allowed': 'newly allowed',
  looser: 'looser (less strict, not allowed)',
  'newly-denied': 'newly denied',
  stricter: 'stricter (not denied)',
  'changed-reason': 'same decision, changed reason',
};

/** The human report. */
export function formatTrialReport(r: TrialReport): string {
  const lines = [
    `candidate ${r.candidate.name} (${r.candidate.hash})`,
    `recorded under ${r.recordedPolicies.map((p) => `${p.hash} (${p.count})`).join(', ') || 'no decisions'}`,
    `${r.decisions} decision record${r.decisions === 1 ? '' : 's'}: ${r.rechecked} re-checked, ${r.unchanged} unchanged, ${r.followUps} follow-up${r.followUps === 1 ? '' : 's'} (checked with the decision they answer), ${r.notRecheckable.reduce((n, s) => n + s.count, 0)} not re-checkable`,
    '',
  ];
  for (const kind of CHANGE_ORDER) lines.push(`${CHANGE_TEXT[kind]}: ${r.counts[kind]}`);
  if (r.groups.length > 0) {
    lines.push('', 'changes by tool and rule path:');
    for (const g of r.groups) {
      lines.push(
        `  ${CHANGE_TEXT[g.change]}  ${g.tool}  ${g.rulePath}  ${g.count}  (records ${seqRanges(g.seqs)})`,
      );
    }
    lines.push('', 'changed records:');
    const show = (o: TrialOutcome) =>
      `${o.decision}${o.reasonCode === undefined ? '' : ` ${o.reasonCode}`}${o.rulePath === undefined ? '' : ` by ${o.rulePath}`}`;
    for (const c of r.changes) {
      lines.push(`  #${c.seq} ${c.tool}: ${show(c.recorded)} -> ${show(c.candidate)}`);
    }
  }
  if (r.notRecheckable.length > 0) {
    lines.push('', 'not re-checkable:');
    for (const s of r.notRecheckable) {
      lines.push(
        `  ${s.count}  ${s.reason}: ${NOT_RECHECKABLE_TEXT[s.reason]}  (records ${seqRanges(s.seqs)})`,
      );
    }
  }
  lines.push(
    '',
    r.widens
      ? 'verdict: the candidate WIDENS what is allowed'
      : 'verdict: the candidate allows nothing that was not allowed',
  );
  return `${lines.join('\n')}\n`;
}
