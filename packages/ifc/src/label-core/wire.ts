/**
 * The wire form: a label's canonical key, also what crosses the VM boundary. Stored strings
 * never contain control characters (SAFE), so U+0001 separates the members of a set, U+0002
 * the five fields, U+0003 stands for 'Public' / 'Any' and a leading U+0004 marks unknown-top
 * (followed by its confidentiality universe). Sets are sorted, so equal labels have equal
 * keys; building one is a few joins, cheap in QuickJS.
 */
import type { IntegrityClaim, LabelDescriptor } from '../summary.js';
import { type CoreEnv, MAX_STRING } from './env.js';
import { sortUnique } from './sets.js';
import type { Parsed } from './types.js';
import type { Validator } from './validate.js';

export const SEP = '\u0001';
export const FIELD = '\u0002';
const ANY = '\u0003';
export const TOP_MARK = '\u0004';
export const MAX_WIRE = 65536;
/** Parsed heads kept (the first four fields of a wire string, shared between its labels). */
const MAX_HEADS = 256;

/** The key (wire string) of a normalised, non-top label. */
export function keyOf(p: Parsed): string {
  return (
    p.integrity.join(SEP) +
    FIELD +
    p.confidentiality.join(SEP) +
    FIELD +
    (p.readers === 'Public' ? ANY : p.readers.join(SEP)) +
    FIELD +
    (p.authority === 'Any' ? ANY : p.authority.join(SEP)) +
    FIELD +
    p.origins.join(SEP)
  );
}

/** The wire string of unknown-top with the given confidentiality universe. */
export function topWire(confidentiality: readonly string[]): string {
  return TOP_MARK + confidentiality.join(SEP);
}

// A whole wire set in one regular-expression pass (issue 23 point 4): members of 1 to
// MAX_STRING characters, none a control character, joined by SEP (itself one). The same
// checks as checkStrings' per-member SAFE test and length bound, without a call per member.
const WIRE_SET = new RegExp(
  `^[^\\u0000-\\u001f\\u007f]{1,${MAX_STRING}}(?:\\u0001[^\\u0000-\\u001f\\u007f]{1,${MAX_STRING}})*$`,
);

export interface WireCodec {
  /** Parses (and validates, fail closed) a wire string into a normalised label. */
  parseWire(s: string): Parsed;
  /** A cached head (the text before the last FIELD) that keyOf writes back unchanged. */
  canonicalHead(head: string): Parsed | undefined;
  /** The descriptor a wire string stands for (validated), without interning it. */
  decode(s: unknown): LabelDescriptor;
  /** The wire string of a descriptor (validated), without interning it. */
  encodeDescriptor(d: unknown): string;
}

export function createWireCodec(env: CoreEnv, v: Validator): WireCodec {
  const { error } = env;
  const { checkStrings, vet } = v;

  const wireSet = (part: string, field: string): readonly string[] => {
    if (part === '') return [];
    const members = part.split(SEP);
    // Claims (integrity) have a grammar of their own; a set failing the one-pass check takes
    // the member-by-member path, which fails closed with the same error.
    if (field === 'integrity' || !WIRE_SET.test(part)) {
      return checkStrings(members, field, field === 'integrity');
    }
    for (let i = 1; i < members.length; i++) {
      if (!((members[i - 1] as string) < (members[i] as string))) return sortUnique(members);
    }
    return members;
  };

  // The labels of one tool's results differ only in their origins: the first four fields are
  // parsed (and validated) once per distinct text and shared, so a new result label parses
  // just its origins. Shared arrays are never written (the VM hands out copies).
  const heads = new Map<string, Parsed>();
  /** Cached heads that are canonical (`keyOf` writes them back unchanged): see canonicalHead. */
  const canonicalHeads = new Set<Parsed>();
  const parseWire = (s: string): Parsed => {
    if (s.length > MAX_WIRE) throw error('INVALID_DESCRIPTOR', { field: 'wire' });
    if (s.charAt(0) === TOP_MARK) {
      const empty: readonly string[] = [];
      return {
        integrity: empty,
        confidentiality: empty,
        readers: empty,
        authority: empty,
        origins: empty,
        truncated: true,
      };
    }
    const cut = s.lastIndexOf(FIELD);
    const head = s.slice(0, cut < 0 ? 0 : cut);
    let h = heads.get(head);
    if (h === undefined) {
      const f = head.split(FIELD);
      if (cut < 0 || f.length !== 4) throw error('INVALID_DESCRIPTOR', { field: 'wire' });
      const r = f[2] as string;
      const a = f[3] as string;
      h = {
        integrity: wireSet(f[0] as string, 'integrity'),
        confidentiality: wireSet(f[1] as string, 'confidentiality'),
        readers: r === ANY ? 'Public' : wireSet(r, 'readers'),
        authority: a === ANY ? 'Any' : wireSet(a, 'authority'),
        origins: [],
        truncated: false,
      };
      if (heads.size >= MAX_HEADS) {
        heads.clear();
        canonicalHeads.clear();
      }
      heads.set(head, h);
      if (keyOf(h) === head + FIELD) canonicalHeads.add(h);
    }
    return {
      integrity: h.integrity,
      confidentiality: h.confidentiality,
      readers: h.readers,
      authority: h.authority,
      origins: vet(wireSet(s.slice(cut + 1), 'origins')),
      truncated: false,
    };
  };

  const canonicalHead = (head: string): Parsed | undefined => {
    const h = heads.get(head);
    return h !== undefined && canonicalHeads.has(h) ? h : undefined;
  };

  const decode = (s: unknown): LabelDescriptor => {
    if (typeof s !== 'string') throw error('INVALID_DESCRIPTOR', { field: 'wire' });
    if (s.charAt(0) === TOP_MARK) {
      const rest = s.slice(1);
      return {
        integrity: [],
        confidentiality: rest === '' ? [] : checkStrings(rest.split(SEP), 'confidentiality', false),
        readers: [],
        authority: [],
        origins: [],
        truncated: true,
      };
    }
    const p = parseWire(s);
    // Copies: the parsed head is shared with later parses.
    return {
      integrity: p.integrity.slice() as IntegrityClaim[],
      confidentiality: p.confidentiality.slice(),
      readers: p.readers === 'Public' ? 'Public' : p.readers.slice(),
      authority: p.authority === 'Any' ? 'Any' : p.authority.slice(),
      origins: p.origins,
      truncated: false,
    };
  };

  const encodeDescriptor = (d: unknown): string => {
    const p = v.parseDescriptor(d, []);
    return p.truncated ? topWire(p.confidentiality) : keyOf(p);
  };

  return { parseWire, canonicalHead, decode, encodeDescriptor };
}
