/**
 * Host actions (verify, endorse, declassify): a label derived from another with claims
 * added or confidentiality removed, recorded in the action log. Reachable from the host's
 * LabelTable only, never from the VM's algebra object.
 */
import type { LabelDescriptor } from '../summary.js';
import { type CoreEnv, TOP } from './env.js';
import { minus, sortUnique, union } from './sets.js';
import type { LabelStore } from './table.js';
import type { LabelDerivation, Parsed } from './types.js';
import type { Validator } from './validate.js';

export function createDerive(
  env: CoreEnv,
  t: LabelStore,
  v: Validator,
): (id: number, change: LabelDerivation) => number {
  const { st, checkId } = t;
  const { checkStrings } = v;
  return (id, c) => {
    checkId(id);
    if (id === TOP) return TOP; // unknown-top is absorbing: nothing lifts it
    const d = st.descs[id] as LabelDescriptor;
    const p: Parsed = {
      integrity: union(d.integrity, checkStrings(c.addClaims, 'integrity', true)),
      confidentiality: minus(
        d.confidentiality,
        checkStrings(c.removeConfidentiality, 'confidentiality', false),
      ),
      readers: d.readers,
      authority: d.authority,
      origins: union(d.origins, checkStrings(c.addOrigins, 'origins', false)),
      truncated: false,
    };
    const to = t.internParsed(p, c.kind, [id]);
    const labels = c.kind === 'declassify' ? c.removeConfidentiality : c.addClaims;
    st.actionLog.push(
      Object.freeze({
        kind: c.kind,
        from: id,
        to,
        labels: env.freezeArr(sortUnique(labels as string[])),
        by: c.by,
        reason: c.reason,
      }),
    );
    return to;
  };
}
