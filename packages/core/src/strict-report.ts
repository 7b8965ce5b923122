/**
 * What a strict-mode denial may report (red team U4, the decision-text half of T6).
 *
 * In strict mode the exact label of an argument, and the pc, can be chosen by a secret
 * branch (`s[0] === 'a' ? p : 'x'` carries PII in one run only), and so can its value
 * (sizes, principals, the nested paths present) and even which call is reached (a branch
 * skips a call that the other run is denied at, and is denied at a later one). A denial's
 * reason code, rule path and message arguments are computed from them, so the policy's
 * answer on the exact inputs names one more bit per label (`carries PII` against `carries
 * AUTH_SECRET`), or which argument of which call, than the termination the property
 * concedes. So once a run has imported anything confidential, the report is taken again on
 * inputs no branch chose: every argument (and nested path) is the run's imported join (the
 * upper bound of everything the run read, the label the witness names), of unknown size,
 * principals and verifier answers (the most restrictive stand-ins), and so is the pc; the
 * effect counters are kept (both runs made the same effects before the denial).
 *
 * The policy is monotone in these inputs (more confidentiality, larger sizes, failed
 * verification never turn a denial into an allow), so the answer on the bounded inputs is a
 * denial too, by the first rule in file order that could deny this tool's call whatever the
 * branches chose. Should it not be one, the report is a fixed `DECISION_UNKNOWN` denial:
 * never the exact one.
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import type { ArgumentInput, PolicyDecision, ToolPolicyView } from './ports.js';

/**
 * Whether the run imported anything a secret branch could choose a report by: data labels,
 * a readers restriction (red team V3: readers-only data is as confidential as labelled data,
 * as the audit record's sealing counts it), or a truncated summary (unknown-top).
 */
export function mayChoose(imported: DependencySummary): boolean {
  return imported.confidentiality.length > 0 || imported.readers !== 'Public' || imported.truncated;
}

/**
 * An argument nothing is known about but the run's imported join. `worst`: its size,
 * principals and verifier answers are the most restrictive stand-ins; otherwise they are the
 * most permissive ones (size 0, no principal, every verifier passed), so that only what the
 * labels, the context and the authority decide can deny. Both are data-independent.
 */
function unknownInput(
  imported: DependencySummary,
  verificationKinds: readonly string[],
  principal: boolean,
  worst: boolean,
): ArgumentInput {
  const verification: Record<string, 'failed' | 'passed'> = {};
  for (const k of verificationKinds) {
    Object.defineProperty(verification, k, {
      value: worst ? 'failed' : 'passed',
      enumerable: true,
    });
  }
  return {
    summary: imported,
    payloadBytes: worst ? Number.POSITIVE_INFINITY : 0,
    // a principal nobody in the bound may read: the readers rule denies, data-independently
    ...(principal ? { principals: worst ? ['\u0000unknown'] : [] } : {}),
    verified: worst ? [] : [...verificationKinds],
    verification,
  };
}

/** The bounded inputs: every argument and nested path, and the pc, the imported join. */
export function boundedInputs(
  args: Readonly<Record<string, ArgumentInput>>,
  ctx: ExecutionContextSummary,
  imported: DependencySummary,
  importedCtx: ExecutionContextSummary,
  view: ToolPolicyView | undefined,
  worst = true,
): {
  readonly args: Record<string, ArgumentInput>;
  readonly ctx: ExecutionContextSummary;
} {
  const kinds = (p: string) => view?.verificationKinds.get(p) ?? [];
  const principal = (p: string) => view?.principalArgs.has(p) === true;
  const out: Record<string, ArgumentInput> = {};
  for (const name in args) {
    // The whole argument is unknown: so is which of its nested paths exist.
    const paths: Record<string, ArgumentInput> = {};
    for (const at of view?.nestedArgs ?? []) {
      if (at.root !== name) continue;
      Object.defineProperty(paths, at.path, {
        value: unknownInput(imported, kinds(at.path), principal(at.path), worst),
        enumerable: true,
      });
    }
    const b: ArgumentInput = {
      ...unknownInput(imported, kinds(name), principal(name), worst),
      ...(view?.nestedArgs?.some((at) => at.root === name) ? { paths } : {}),
    };
    Object.defineProperty(out, name, { value: b, enumerable: true });
  }
  return { args: out, ctx: { ...importedCtx, effectCounters: ctx.effectCounters } };
}

/** The fixed report when the bounded inputs were, against expectation, not denied. */
export const UNKNOWN_DENIAL: PolicyDecision = Object.freeze({
  kind: 'Deny' as const,
  reasonCode: 'DECISION_UNKNOWN',
  rulePath: 'runtime',
});
