/**
 * The wire form of a label: the compact canonical string the label core keys its table by,
 * and what crosses the VM boundary (QuickJS parses a short string far faster than a
 * descriptor object). Host helpers over the same core code the VM runs.
 */

import { ifcFail } from './errors.js';
import { VETTED_SETS } from './internal.js';
import { createLabelCore, type LabelCore } from './label-core/index.js';
import type { LabelDescriptor } from './summary.js';
import { DEFAULT_LABEL_BUDGETS } from './table.js';

let codec: LabelCore | undefined;
// encode/decode are pure: this core's table is never written.
const core = (): LabelCore =>
  (codec ??= createLabelCore(
    { budgets: DEFAULT_LABEL_BUDGETS, knownConfidentiality: [] },
    null,
    ifcFail,
    VETTED_SETS,
  ));

/** The wire string of a descriptor (validated; IfcError INVALID_DESCRIPTOR when malformed). */
export function encodeLabel(descriptor: LabelDescriptor): string {
  return core().encodeDescriptor(descriptor);
}

/** The descriptor a wire string stands for (validated; IfcError INVALID_DESCRIPTOR). */
export function decodeLabel(wire: unknown): LabelDescriptor {
  return core().decode(wire);
}
