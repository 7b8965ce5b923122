/**
 * Gateway stage 7, label the result: a tool result enters the VM with the tool's output label
 * (per-field overrides as slot labels); a quarantined model's answer also carries everything
 * it was shown. See docs/ifc.md and docs/architecture.md.
 */
import { type LabelDescriptor, untrustedLabel, withIntegrity } from '@zamburak/ifc';
import type { PolicyPort, VmResume } from '../ports.js';
import type { JsonValue, TrustClass } from '../tools/types.js';
import type { GatedCall, GateOutcome } from './types.js';

type OutputLabel = ReturnType<NonNullable<ReturnType<PolicyPort['tool']>>['outputLabel']>;

/** The resume of a successful call: its value, its one serialisation, its labels. */
export function labelledResult(
  g: GatedCall,
  value: JsonValue,
  valueJson: string,
  argLabels: readonly LabelDescriptor[],
): GateOutcome {
  const { toolPolicy, def } = g;
  const d = g.host.deps;
  const origin = `call:${g.call.callId}`;
  const out = toolPolicy?.outputLabel(origin) ?? { label: untrustedLabel(origin), slots: [] };
  // A quarantined model's answer depends on everything it was shown.
  const through =
    toolPolicy?.llmSink?.role === 'quarantined'
      ? (l: LabelDescriptor) => argLabels.reduce((a, b) => d.labels.join(a, b), l)
      : (l: LabelDescriptor) => l;
  return {
    kind: 'resume',
    resume: {
      ...labelResult(value, out, def?.trustClass ?? 'RemoteThirdParty', through),
      valueJson,
    },
  };
}

/**
 * The labels a tool result enters the VM with. Without per-field overrides the whole
 * result carries the tool's output label. With overrides (e.g. an email's `sender`
 * vouched for by the mail server) each leaf gets its own label, and the structure of the
 * result (keys, lengths) carries the output label's confidentiality and origins with the
 * integrity of the adapter that built it: Trusted for a TrustedLocal adapter, none for a
 * remote one. Without this, reading `mails[0].sender` would join the untrusted body's
 * label through the containers and per-field labels would mean nothing.
 */
function labelResult(
  value: JsonValue,
  out: OutputLabel,
  trustClass: TrustClass,
  through: (l: LabelDescriptor) => LabelDescriptor,
): VmResume {
  if (out.slots.length === 0) return { value, label: through(out.label) };
  const structure = withIntegrity(out.label, trustClass === 'TrustedLocal' ? ['Trusted'] : []);
  const matches = (pattern: readonly (string | number)[], path: readonly (string | number)[]) =>
    pattern.length <= path.length && pattern.every((p, i) => p === '*' || p === path[i]);
  const slots: { path: (string | number)[]; label: LabelDescriptor }[] = [];
  const walk = (v: JsonValue, path: (string | number)[]): void => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i] as JsonValue, [...path, i]);
    } else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    else {
      let label = out.label;
      for (const s of out.slots) if (matches(s.path, path)) label = s.label;
      slots.push({ path, label: through(label) });
    }
  };
  walk(value, []);
  if (slots.length === 1 && slots[0]?.path.length === 0) return { value, label: slots[0].label };
  return { value, label: through(structure), slots };
}
