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

type SlotLabel = NonNullable<VmResume['slots']>[number];
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
 * The keys of such an object are data all the same (a header map with one vouched header,
 * a mail whose other field names the sender chose): unless a `*` pattern takes every key at
 * that level, its key set (keys, size, `in`, absent keys, iteration) carries the field's label,
 * and only a read of a present key on the way keeps the adapter's structure (a slot's
 * `keySet`, red team V6). An array on the way keeps the adapter's length: a `*` over it
 * vouches for the collection, as the adapter built it.
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
  // the patterns that reach below `path`: a container there is on the way to an overridden
  // field (a strict prefix of a pattern), one the adapter built
  const slotsBelow = (path: readonly (string | number)[]) =>
    out.slots.filter(
      (s) =>
        s.path.length > path.length && path.every((p, i) => s.path[i] === '*' || s.path[i] === p),
    );
  const above = (path: readonly (string | number)[]) => slotsBelow(path).length > 0;
  const fieldLabel = (path: readonly (string | number)[]): LabelDescriptor => {
    let label = out.label;
    for (const s of out.slots) if (matches(s.path, path)) label = s.label;
    return label;
  };
  // The names an object at `path` has on the way to a vouched field, or undefined when a
  // pattern takes every key there (`*`: the adapter vouches for the whole collection).
  const wayKeys = (path: readonly (string | number)[]): string[] | undefined => {
    const names = new Set<string>();
    for (const s of slotsBelow(path)) {
      const seg = s.path[path.length];
      if (seg === '*') return undefined;
      names.add(String(seg));
    }
    return [...names].sort();
  };
  // An object on the way to a vouched field: its keys are the sender's data unless a `*`
  // takes them all, so its key set carries the field's label and only the keys on the way
  // keep the adapter's structure (red team V6).
  const keySetOf = (v: object, path: readonly (string | number)[]): SlotLabel['keySet'] => {
    if (Array.isArray(v)) return undefined;
    const vouched = wayKeys(path);
    return vouched === undefined ? undefined : { label: through(fieldLabel(path)), vouched };
  };
  const slots: SlotLabel[] = [];
  // `inherited`: the label the VM gives this container unless it has a slot (its parent's)
  const walk = (v: JsonValue, path: (string | number)[], inherited: LabelDescriptor): void => {
    if (v !== null && typeof v === 'object') {
      let own = inherited;
      const isAbove = above(path);
      const keySet = isAbove ? keySetOf(v, path) : undefined;
      if (path.length > 0) own = isAbove ? structure : fieldLabel(path);
      if (own !== inherited || keySet !== undefined) {
        slots.push({ path, label: through(own), ...(keySet === undefined ? {} : { keySet }) });
      }
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) walk(v[i] as JsonValue, [...path, i], own);
      } else for (const [k, x] of Object.entries(v)) walk(x, [...path, k], own);
    } else {
      slots.push({ path, label: through(fieldLabel(path)) });
    }
  };
  walk(value, [], structure);
  if (slots.length === 1 && slots[0]?.path.length === 0 && slots[0].keySet === undefined)
    return { value, label: slots[0].label };
  return { value, label: through(structure), slots };
}
