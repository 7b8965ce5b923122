/** Shared set-up of the mechanistic suite: a real runtime over the suite's policy. */
import type { DependencySummary } from '@zamburak/ifc';
import type { Execution } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';
import { MECHANISTIC_POLICY, mechanisticTools } from '../support/mechanistic-tools.js';

export function mechanistic(opts: { strict?: boolean; policyText?: string } = {}): Harness {
  return makeHarness({
    policyText: opts.policyText ?? MECHANISTIC_POLICY,
    tools: mechanisticTools(),
    ...(opts.strict === undefined ? {} : { strict: opts.strict }),
  });
}

/** Runs a plan that ends at `sink({ x })` and returns the summary of `x` at the boundary. */
export async function summaryAtSink(h: Harness, plan: string): Promise<DependencySummary> {
  const exec: Execution = await h.runtime.start(plan);
  if (exec.status !== 'suspended' || exec.pending === undefined) {
    throw new Error(
      `expected the sink to ask for confirmation, got ${exec.status} ${JSON.stringify(exec.decisions)}`,
    );
  }
  const summary = exec.pending.arguments.x;
  exec.dispose();
  if (summary === undefined) throw new Error('no summary for x');
  return summary;
}
