/**
 * Shared by the dump/load tests and their child process: the options and the
 * deterministic host answers of the 50-call plan.
 */
import type { PendingCall, SandboxOptions } from '../../src/index.js';
import { FIXTURE_COMPILER, fixtureCallsPlan, originLabel, TEST_ALGEBRA_SOURCE } from './helpers.js';

export const CALLS = 50;

export async function snapshotOptions(mode: 'fixture' | 'compiler'): Promise<SandboxOptions> {
  const common = {
    algebraSource: TEST_ALGEBRA_SOURCE,
    propagateControl: false,
    inputs: { base: { value: 1, label: originLabel('input:base') } },
  };
  if (mode === 'fixture') {
    return { ...common, externalFunctions: ['fetch'], compiler: FIXTURE_COMPILER };
  }
  return { ...common, externalFunctions: ['fetch', 'log'] };
}

export function planFor(mode: 'fixture' | 'compiler'): string {
  if (mode === 'fixture') return fixtureCallsPlan(CALLS);
  return COMPILED_50_CALL_PLAN;
}

/** Deterministic answer for a call (value and label depend only on the call id). */
export function hostAnswer(
  call: PendingCall,
  mode: 'fixture' | 'compiler',
): { value: number | { n: number; tag: string }; label: { origins: string[] } } {
  const id = call.callId;
  if (mode === 'fixture') return { value: id * 7, label: originLabel(`call:${id}`) };
  return call.name === 'fetch'
    ? { value: { n: id * 7, tag: `t${id % 5}` }, label: originLabel(`call:${id}`) }
    : { value: id, label: originLabel() };
}

/** A plan for the real compiler: 50 external calls, containers, branches, labels. */
export const COMPILED_50_CALL_PLAN = `
const seen = [];
let total = inputs.base;
for (let i = 0; i < 25; i++) {
  const r = fetch({ i });
  seen.push({ n: r.n, tag: r.tag });
  if (r.tag === 't0') {
    total = total + r.n;
  }
  log({ message: 'step ' + i, total });
}
const summary = { total, count: seen.length, tags: seen.map((s) => s.tag).join(',') };
summary;
`;
