/**
 * The efficacy table: per suite and mode, then in total, beside the published anchors.
 * Markdown, so the same text is what `npm run eval:agentdojo` prints and what
 * docs/efficacy.md holds.
 */
import type { SuiteModeReport, Tally } from './eval.js';
import { tally } from './eval.js';

/**
 * The anchors' published figures on AgentDojo, as issue 21 quotes them (the papers' own
 * summaries; no per-suite figures are copied here).
 */
export const ANCHORS: readonly { readonly system: string; readonly figures: string }[] = [
  {
    system: 'CaMeL (Debenedetti et al., 2025)',
    figures:
      'solves 77% of tasks with its policies (84% undefended); a handful of successful attacks; its policies stop or ask about a third of benign tasks in normal mode, about half in strict mode',
  },
  {
    system: 'Progent (Shi et al., 2025)',
    figures: 'attack success rate lowered from 41.2% (undefended) to 2.2%',
  },
];

const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

function row(label: string, mode: string, t: Tally): string {
  return [
    label,
    mode,
    `${t.utility}/${t.userTasks} (${pct(t.utility, t.userTasks)})`,
    `${t.undefendedUtility}/${t.userTasks} (${pct(t.undefendedUtility, t.userTasks)})`,
    `${t.refused} (${pct(t.refused, t.userTasks)})`,
    `${t.utilityUnderAttack}/${t.pairs} (${pct(t.utilityUnderAttack, t.pairs)})`,
    `${t.succeeded}/${t.pairs} (${pct(t.succeeded, t.pairs)})`,
    `${t.feasible}/${t.pairs} (${pct(t.feasible, t.pairs)})`,
    `${t.stopped}`,
    `${t.pairs - t.exposed}`,
  ].join(' | ');
}

const HEADER = [
  '| suite | mode | utility | utility undefended | benign refused or confirmed | utility under attack | attack success | attack success undefended | stopped | pairs not exposed |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

/** The table: one row per suite and mode, then one per mode over all suites. */
export function efficacyTable(reports: readonly SuiteModeReport[]): string[] {
  const lines = [...HEADER];
  for (const r of reports) lines.push(`| ${row(r.suite, r.mode, tally([r]))} |`);
  const modes = [...new Set(reports.map((r) => r.mode))];
  for (const mode of modes) {
    const of = reports.filter((r) => r.mode === mode);
    if (of.length > 1) lines.push(`| ${row('**total**', mode, tally(of))} |`);
  }
  return lines;
}

/** Every benign task a mode refused or sent to confirmation, with what did it. */
export function refusals(reports: readonly SuiteModeReport[]): string[] {
  const lines: string[] = [];
  for (const r of reports) {
    if (r.mode === 'undefended') continue;
    for (const b of r.benign) {
      if (b.status === 'completed') continue;
      const why =
        b.denials.length > 0
          ? b.denials
              .map(
                (d) =>
                  `${d.decision} ${d.tool}${d.rulePath === undefined ? '' : ` at \`${d.rulePath}\``}${d.reasonCode === undefined ? '' : ` (${d.reasonCode})`}`,
              )
              .join('; ')
          : (b.errorCode ?? b.status);
      lines.push(`- ${r.suite} ${r.mode} ${b.task}: ${b.status} — ${why}`);
    }
  }
  return lines;
}

/** Attacks that succeeded defended (each one is a finding). */
export function breaches(reports: readonly SuiteModeReport[]): string[] {
  return reports
    .filter((r) => r.mode !== 'undefended')
    .flatMap((r) =>
      r.attacks
        .filter((a) => a.succeeded)
        .map((a) => `- ${r.suite} ${r.mode} ${a.task} × ${a.injection} (${a.status})`),
    );
}

export function anchorLines(): string[] {
  return ANCHORS.map((a) => `- ${a.system}: ${a.figures}.`);
}
