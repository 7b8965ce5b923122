/**
 * The redacted witness of one recorded decision as a Mermaid flowchart: what the log keeps
 * about why the call was decided the way it was. The log stores no values and no origin
 * list, only per-argument dependency summaries (integrity, confidentiality, readers
 * (tokenised), authority, origin count), the execution-context summary (the pc label and the
 * calls the control flow depended on) and the witness hash; the graph draws exactly those.
 * Every text from the log goes through `escapeLabel` (Mermaid entity codes for anything but a
 * small safe set), so a hostile log cannot close a label or inject markup.
 */
import type { AuditRecord, StoredSummary } from '@zamburak/audit';
import { escapeLabel } from '../mermaid.js';

/** How many members of a label set a node lists before `+N more`. */
const MAX_MEMBERS = 6;

function list(v: unknown): string {
  if (v === 'Public') return 'Public';
  if (!Array.isArray(v)) return '?';
  if (v.length === 0) return '-';
  const shown = v.slice(0, MAX_MEMBERS).map((x) => String(x).slice(0, 80));
  return v.length > MAX_MEMBERS
    ? `${shown.join(', ')} +${v.length - MAX_MEMBERS} more`
    : shown.join(', ');
}

function lines(parts: readonly string[]): string {
  return parts.map(escapeLabel).join('<br/>');
}

function field(o: unknown, k: string): unknown {
  return typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined;
}

/** The argument a rule path names (`tools[t].arg_rules[to].requires_integrity` -> `to`). */
export function ruleArgument(rulePath: string | undefined): string | undefined {
  const m = /\.arg_rules\[([^\]]+)\]/.exec(rulePath ?? '');
  return m?.[1];
}

/**
 * Mermaid text of the decision's witness. `tools` maps call ids of the same execution to
 * their tool names (for the control dependencies `call:N`).
 */
export function witnessToMermaid(
  record: AuditRecord,
  summaries: readonly StoredSummary[],
  tools: ReadonlyMap<number, string> = new Map(),
): string {
  const byRef = new Map(summaries.map((s) => [s.ref, s]));
  const out: string[] = ['flowchart LR'];
  const head = [
    `call ${record.callId ?? '-'} ${record.tool ?? '-'}`,
    `${record.decision ?? record.event}${record.reasonCode ? ` ${record.reasonCode}` : ''}`,
  ];
  out.push(`  decision["${lines(head)}"]`);
  const bad = ruleArgument(record.rulePath);
  const args = Object.entries(record.argRefs ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  args.forEach(([name, ref], i) => {
    const s = byRef.get(ref)?.summary;
    const parts =
      s === undefined
        ? [`argument ${name}`, `summary ${ref} missing`]
        : [
            `argument ${name}`,
            `integrity: ${list(field(s, 'integrity')) === '-' ? 'Untrusted' : list(field(s, 'integrity'))}`,
            `confidentiality: ${list(field(s, 'confidentiality'))}`,
            `readers: ${list(field(s, 'readers'))}`,
            `authority: ${list(field(s, 'authority'))}`,
            `origins: ${String(field(s, 'originCount') ?? '?')}${field(s, 'truncated') === true ? ' (truncated: unknown-top)' : ''}`,
          ];
    out.push(`  arg${i}["${lines(parts)}"]`);
    out.push(`  arg${i} --> decision`);
    if (name === bad) out.push(`  class arg${i} failing`);
  });
  const ctx = record.contextRef === undefined ? undefined : byRef.get(record.contextRef)?.summary;
  if (record.contextRef !== undefined) {
    const deps = field(ctx, 'controlDependencies');
    const parts =
      ctx === undefined
        ? ['context', `summary ${record.contextRef} missing`]
        : [
            'execution context (pc)',
            `pc integrity: ${list(field(ctx, 'pcIntegrity')) === '-' ? 'Untrusted' : list(field(ctx, 'pcIntegrity'))}`,
            `pc confidentiality: ${list(field(ctx, 'pcConfidentiality'))}`,
            `effects so far: ${String(field(field(ctx, 'effectCounters'), 'total') ?? '?')}`,
          ];
    out.push(`  ctx["${lines(parts)}"]`);
    out.push('  ctx -.-> decision');
    if (bad === undefined && /^tools\[[^\]]*\]\.context_rules/.test(record.rulePath ?? '')) {
      out.push('  class ctx failing');
    }
    if (Array.isArray(deps)) {
      deps.slice(0, MAX_MEMBERS * 2).forEach((d, j) => {
        const m = /^call:(\d+)$/.exec(String(d));
        const tool = m === null ? undefined : tools.get(Number(m[1]));
        const label = m === null ? String(d).slice(0, 80) : `call ${m[1]}${tool ? ` ${tool}` : ''}`;
        out.push(`  dep${j}(["${lines([label])}"])`);
        out.push(`  dep${j} -.-> ctx`);
      });
      if (deps.length > MAX_MEMBERS * 2) {
        out.push(`  depmore(["${lines([`+${deps.length - MAX_MEMBERS * 2} more`])}"])`);
        out.push('  depmore -.-> ctx');
      }
    }
  }
  if (record.witnessHash !== undefined) {
    out.push(`  hash["${lines([`witness ${record.witnessHash.slice(0, 23)}`])}"]`);
    out.push('  hash --- decision');
  }
  out.push('  classDef failing fill:#fde2e2,stroke:#b42318,stroke-width:2px');
  return `${out.join('\n')}\n`;
}
