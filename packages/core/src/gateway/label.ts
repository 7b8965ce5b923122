/**
 * Gateway stage 7, label the result: a tool result enters the VM with the tool's output label
 * (per-field overrides as slot labels); a quarantined model's answer also carries everything
 * it was shown. See docs/ifc.md and docs/architecture.md.
 */
import { type LabelDescriptor, untrustedLabel, withIntegrity } from '@zamburak/ifc';
import type { PolicyPort, VmResume } from '../ports.js';
import type { JsonValue, TrustClass } from '../tools/types.js';
import type { GatedCall, GateOutcome } from './types.js';

/** No change: the label of a result from any tool but a quarantined model. */
const same = (l: LabelDescriptor): LabelDescriptor => l;

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
      : same;
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
 * containers the adapter built (those on the way to an overridden field: the result, each
 * mail) carries the output label's confidentiality and origins with the integrity of the
 * adapter: Trusted for a TrustedLocal adapter, none for a remote one. Without this, reading
 * `mails[0].sender` would join the untrusted body's label through the containers and
 * per-field labels would mean nothing.
 *
 * Any other container is data inside a field (a header map, a JSON body, attachments): its
 * keys, length and shape are as trusted and as confidential as the field's own label (the
 * override that matches its path, else the output label), never the adapter's (red team U8:
 * `Object.keys(m[0].headers)[0]` read the sender's key text as Trusted). Such a container
 * gets a slot of its own, which relabels it and everything below it before the leaves'
 * slots (pre-order), so every structural read of it (keys, `length`, `in`, `typeof` of the
 * field, iteration, `JSON.stringify`) carries the field's label.
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
  // a path the adapter built on the way to an overridden field (a strict prefix of a pattern)
  const above = (path: readonly (string | number)[]) =>
    out.slots.some(
      (s) =>
        s.path.length > path.length && path.every((p, i) => s.path[i] === '*' || s.path[i] === p),
    );
  const fieldLabel = (path: readonly (string | number)[]): LabelDescriptor => {
    let label = out.label;
    for (const s of out.slots) if (matches(s.path, path)) label = s.label;
    return label;
  };
  const slots: { path: (string | number)[]; label: LabelDescriptor }[] = [];
  // `inherited`: the label the VM gives this container unless it has a slot (its parent's)
  const walk = (v: JsonValue, path: (string | number)[], inherited: LabelDescriptor): void => {
    if (v !== null && typeof v === 'object') {
      let own = inherited;
      if (path.length > 0) {
        own = above(path) ? structure : fieldLabel(path);
        if (own !== inherited) slots.push({ path, label: through(own) });
      }
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) walk(v[i] as JsonValue, [...path, i], own);
      } else for (const [k, x] of Object.entries(v)) walk(x, [...path, k], own);
    } else {
      slots.push({ path, label: through(fieldLabel(path)) });
    }
  };
  walk(value, [], structure);
  if (slots.length === 1 && slots[0]?.path.length === 0) return { value, label: slots[0].label };
  return { value, label: through(structure), slots };
}
