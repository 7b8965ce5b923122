/**
 * Gateway stage 1, summarise: each declared argument's label, read once from the VM, becomes a
 * dependency summary with the verifier answers, the size and the principals the policy reads;
 * nested paths that rules name get inputs of their own. See docs/architecture.md.
 */
import type { DependencySummary, LabelDescriptor } from '@zamburak/ifc';
import { payloadBytes, stringsIn, valuesAt } from '@zamburak/policy';
import type { ArgumentInput } from '../ports.js';
import type { JsonValue } from '../tools/types.js';
import { setOwn } from './counts.js';
import type { GatedCall, GateHost } from './types.js';

/** The arguments of one call as the decision reads them. */
export interface ArgumentSummaries {
  /** The engine's input per declared argument (nested paths under `paths`). */
  readonly inputs: Record<string, ArgumentInput>;
  /** The summary per declared argument (what the audit record and an approval bind to). */
  readonly summaries: Record<string, DependencySummary>;
  /** The deep labels of the declared arguments, in argument order. */
  readonly labels: LabelDescriptor[];
  /** Per argument, the nested paths rules name that its value does not have. */
  readonly absentPaths: Map<string, string[]>;
}

type Verification = Record<string, 'passed' | 'failed' | 'absent'>;

/** The summary of an in-VM label, cached by its id for the run. */
export function summaryOf(host: GateHost, id: number, label: LabelDescriptor): DependencySummary {
  let s = host.summaries.get(id);
  if (s === undefined) {
    s = host.deps.labels.summarize(label);
    host.summaries.set(id, s);
  }
  return s;
}

export function summariseArguments(g: GatedCall): ArgumentSummaries {
  const { host, call, run, toolPolicy } = g;
  const d = host.deps;
  // Per-argument summaries by name, verification, principals. Plain objects (prototype-less
  // ones cost measurable time per call): the VM never hands over an argument named
  // `__proto__`, and a verification kind of that name is defined, not assigned.
  const inputs: Record<string, ArgumentInput> = {};
  const summaries: Record<string, DependencySummary> = {};
  const labels: LabelDescriptor[] = [];
  // Only names the tool declares are summarised (and so reach the audit log): any other name
  // is the plan's own text, and the call is denied for it (ARG_UNDECLARED) before the policy.
  const declared = d.parameters.get(call.name);
  for (const [name, arg] of Object.entries(call.args)) {
    if (declared === undefined || !Object.hasOwn(declared, name)) continue;
    const label = run.describe(arg.deepLabel);
    labels.push(label);
    const summary = summaryOf(host, arg.deepLabel, label);
    summaries[name] = summary;
    const verification: Verification = {};
    const verified: string[] = [];
    for (const kind of toolPolicy?.verificationKinds.get(name) ?? []) {
      const passed =
        summary.integrity.includes(`Verified(${kind})`) || d.labels.verify(kind, arg.value);
      setOwn(verification, kind, passed === undefined ? 'absent' : passed ? 'passed' : 'failed');
      if (passed === true) verified.push(kind);
    }
    inputs[name] = {
      summary,
      payloadBytes: payloadBytes(arg.value),
      ...(toolPolicy?.principalArgs.has(name) ? { principals: stringsIn(arg.value) } : {}),
      verified,
      verification,
    };
  }
  const absentPaths = summariseNestedPaths(g, inputs);
  return { inputs, summaries, labels, absentPaths };
}

/**
 * Nested paths that rules name (`message.body`): their values are exact; their label is the
 * whole argument's deep label, a sound over-approximation (the VM reports one label per
 * argument), so such a rule can deny more than the field alone would, never less. Adds each
 * path's input under its argument in `inputs`; answers the paths that are absent.
 */
function summariseNestedPaths(
  g: GatedCall,
  inputs: Record<string, ArgumentInput>,
): Map<string, string[]> {
  const { call, toolPolicy } = g;
  const d = g.host.deps;
  const absentPaths = new Map<string, string[]>();
  for (const at of toolPolicy?.nestedArgs ?? []) {
    const top = Object.hasOwn(inputs, at.root) ? inputs[at.root] : undefined;
    const arg = call.args[at.root];
    if (top === undefined || arg === undefined) continue;
    const values = valuesAt(arg.value, at.segments) as JsonValue[] | undefined;
    if (values === undefined) {
      // absent: optional rules skip, required ones deny (the record says it was absent)
      const absent = absentPaths.get(at.root) ?? [];
      absent.push(at.path);
      absentPaths.set(at.root, absent);
      continue;
    }
    const verification: Verification = {};
    const verified: string[] = [];
    for (const kind of toolPolicy?.verificationKinds.get(at.path) ?? []) {
      // Every value at the path must pass (a wildcard path may reach several, or none).
      let passed: boolean | undefined = true;
      if (!top.summary.integrity.includes(`Verified(${kind})`)) {
        for (const v of values) {
          const one = d.labels.verify(kind, v);
          if (one !== true) {
            passed = one;
            break;
          }
        }
      }
      setOwn(verification, kind, passed === undefined ? 'absent' : passed ? 'passed' : 'failed');
      if (passed === true) verified.push(kind);
    }
    const input: ArgumentInput = {
      summary: top.summary,
      payloadBytes: values.reduce<number>((n, v) => n + payloadBytes(v), 0),
      ...(toolPolicy?.principalArgs.has(at.path)
        ? { principals: values.flatMap((v) => stringsIn(v)) }
        : {}),
      verified,
      verification,
    };
    const paths: Record<string, ArgumentInput> = { ...(top.paths ?? {}) };
    setOwn(paths, at.path, input);
    inputs[at.root] = { ...top, paths };
  }
  return absentPaths;
}
