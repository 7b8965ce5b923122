/**
 * The constructors of label descriptors (the JSON form of a label, `LabelDescriptor`). Code
 * outside this package builds a label only through these, never as an object literal, so the
 * shape of a label and the meaning of each axis's default live in one place
 * (test/architecture/label-literals.test.ts keeps it so for core and policy).
 */
import type { IntegrityClaim, LabelDescriptor, Readers } from './summary.js';

/** The parts of a label; an axis left out takes its least-privileged default. */
export interface LabelParts {
  /** Claims the value carries; default none (Untrusted). */
  readonly integrity?: readonly IntegrityClaim[];
  /** Data labels, sorted and duplicate-free; default none. */
  readonly confidentiality?: readonly string[];
  /** Who may read it; default 'Public'. */
  readonly readers?: Readers;
  /** Authority it carries; default none ('Any' is the top). */
  readonly authority?: readonly string[] | 'Any';
  /** Origins, sorted and duplicate-free; default none. */
  readonly origins?: readonly string[];
  /** Unknown-top (a budget overflowed); default false. */
  readonly truncated?: boolean;
}

/** A label from its parts: untrusted, public, no authority, no origins unless given. */
export function labelDescriptor(parts: LabelParts): LabelDescriptor {
  return {
    integrity: parts.integrity ?? [],
    confidentiality: parts.confidentiality ?? [],
    readers: parts.readers ?? 'Public',
    authority: parts.authority ?? [],
    origins: parts.origins ?? [],
    truncated: parts.truncated ?? false,
  };
}

/** What an untrusted source hands over: no claims, public, no authority, one origin. */
export function untrustedLabel(origin: string): LabelDescriptor {
  return labelDescriptor({ origins: [origin] });
}

/**
 * The host's own trusted, public value with any authority: the label of a plan input the host
 * gives without one, and the control context of Normal mode (no origins).
 */
export function trustedLabel(origins: readonly string[] = []): LabelDescriptor {
  return labelDescriptor({ integrity: ['Trusted'], authority: 'Any', origins });
}

/** `label` with its integrity replaced (every other axis kept). */
export function withIntegrity(
  label: LabelDescriptor,
  integrity: readonly IntegrityClaim[],
): LabelDescriptor {
  return labelDescriptor({ ...label, integrity });
}
