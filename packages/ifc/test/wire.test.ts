/**
 * The wire form of labels: the compact canonical string the core keys labels by and the
 * runtime sends across the VM boundary. It must round-trip, intern to the same id as the
 * descriptor (on the host and in QuickJS), and reject malformed input (fail closed).
 */
import fc from 'fast-check';
import { getQuickJS, type QuickJSWASMModule } from 'quickjs-emscripten';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeLabel,
  encodeLabel,
  IfcError,
  type IntegrityClaim,
  type LabelDescriptor,
  LabelTable,
  labelAlgebraSource,
} from '../src/index.js';
import { inQuickJs } from './quickjs.js';

const RUNS = 1000;
// Unsorted and duplicated members on purpose: the wire form is canonical regardless.
const members = (xs: readonly string[]) => fc.array(fc.constantFrom(...xs), { maxLength: 4 });
const descriptorArb: fc.Arbitrary<LabelDescriptor> = fc.record({
  integrity: members(['Trusted', 'Verified(A)', 'Verified(B_2)']) as fc.Arbitrary<IntegrityClaim[]>,
  confidentiality: members(['PII', 'AUTH_SECRET', 'naïve label', 'x y']),
  readers: fc.oneof(
    fc.constant('Public' as const),
    members(['alice@example.com', 'bob', 'Public']),
  ),
  authority: fc.oneof(fc.constant('Any' as const), members(['EmailSendCap', 'Any'])),
  origins: members(['call:1', 'call:22', 'input:q', 'literal', 'ü:1']),
  truncated: fc.constant(false),
});

const baseLabel = (): LabelDescriptor => ({
  integrity: ['Trusted'],
  confidentiality: ['PII'],
  readers: ['bob'],
  authority: ['Cap'],
  origins: [],
  truncated: false,
});

let qjs: QuickJSWASMModule;
beforeAll(async () => {
  qjs = await getQuickJS();
});

const inVm = (expr: string): unknown => inQuickJs(qjs, labelAlgebraSource(), expr);

describe('label wire form', () => {
  it('round-trips to the normalised descriptor and interns to the same id (property)', () => {
    fc.assert(
      fc.property(descriptorArb, (d) => {
        const t = new LabelTable();
        const id = t.intern(d);
        const wire = encodeLabel(d);
        expect(decodeLabel(wire)).toEqual(t.describe(id));
        expect(t.intern(wire as unknown as LabelDescriptor)).toBe(id);
      }),
      { numRuns: RUNS },
    );
  });

  it('equal labels have equal wire strings, different labels different ones (property)', () => {
    fc.assert(
      fc.property(descriptorArb, descriptorArb, (a, b) => {
        const t = new LabelTable();
        const same = t.intern(a) === t.intern(b);
        expect(encodeLabel(a) === encodeLabel(b)).toBe(same);
      }),
      { numRuns: RUNS },
    );
  });

  it('QuickJS interns a wire string like its descriptor and describes labels by wire', () => {
    const d: LabelDescriptor = {
      integrity: ['Trusted'],
      confidentiality: ['PII'],
      readers: ['bob', 'alice'],
      authority: 'Any',
      origins: ['call:2', 'call:1'],
      truncated: false,
    };
    const wire = encodeLabel(d);
    const [a, b, described, object] = inVm(
      `(function (L) { var a = L.intern(${JSON.stringify(d)}); var b = L.intern(${JSON.stringify(wire)});
        return [a, b, L.describe(a), L.descriptor(a)]; })(globalThis.__zamburakLabels)`,
    ) as [number, number, string, LabelDescriptor];
    expect(b).toBe(a);
    expect(described).toBe(wire);
    expect(decodeLabel(described)).toEqual(object);
  });

  it('unknown-top has a wire form that lists its universe and interns to unknown-top', () => {
    const t = new LabelTable({ knownConfidentiality: ['PII'] });
    const top = t.describe(0);
    const wire = encodeLabel(top);
    expect(decodeLabel(wire)).toEqual({ ...top, confidentiality: [...top.confidentiality] });
    expect(t.intern(wire as unknown as LabelDescriptor)).toBe(0);
  });

  it.each([
    ['too few fields', 'a\u0002b'],
    ['too many fields', '\u0002\u0002\u0002\u0002\u0002'],
    ['a control character in a member', '\u0002P\u0007II\u0002\u0003\u0002\u0003\u0002'],
    ['an empty member', '\u0002PII\u0001\u0001x\u0002\u0003\u0002\u0003\u0002'],
    ['an invented integrity claim', 'Verified(\u0002\u0002\u0003\u0002\u0003\u0002'],
    ['an untrusted claim', 'Admin\u0002\u0002\u0003\u0002\u0003\u0002'],
    ['a Public marker where a set belongs', '\u0002\u0003\u0002\u0003\u0002\u0003\u0002'],
    ['an over-long wire', 'x'.repeat(70_000)],
  ])('rejects %s (INVALID_DESCRIPTOR)', (_name, wire) => {
    const t = new LabelTable();
    for (const attempt of [
      () => decodeLabel(wire),
      () => t.intern(wire as unknown as LabelDescriptor),
    ]) {
      try {
        attempt();
        expect.unreachable('the wire string was accepted');
      } catch (e) {
        expect(e).toBeInstanceOf(IfcError);
        expect((e as IfcError).code).toBe('INVALID_DESCRIPTOR');
      }
    }
    expect(t.size).toBe(2);
  });

  it('hands out copies: mutating a decoded label does not change later decodes or interns', () => {
    const d: LabelDescriptor = {
      integrity: ['Trusted'],
      confidentiality: ['PII'],
      readers: ['bob'],
      authority: ['Cap'],
      origins: ['call:1'],
      truncated: false,
    };
    const wire = encodeLabel(d);
    const first = decodeLabel(wire) as unknown as Record<string, string[]>;
    for (const k of ['integrity', 'confidentiality', 'readers', 'authority', 'origins']) {
      first[k]?.push('Verified(X)');
    }
    // Same head, other origins: the head parsed for the first decode is reused here.
    const other = wire.replace('call:1', 'call:2');
    expect(decodeLabel(other)).toEqual({ ...d, origins: ['call:2'] });
    const t = new LabelTable();
    expect(t.describe(t.intern(other as unknown as LabelDescriptor))).toEqual({
      ...d,
      origins: ['call:2'],
    });
  });

  it('a tool result label (known head, one fresh origin) interns like its descriptor (property)', () => {
    // Wire strings built by hand: canonical and non-canonical heads (unsorted, duplicated
    // members), one or several origins, empty, control characters, over-long strings; in a
    // table small enough to overflow. The wire path (with its one-origin fast path) must give
    // the same ids, labels, overflows and errors as interning the decoded descriptor.
    const set = (xs: readonly string[]) => xs.join('\u0001');
    const head = fc.record({
      integrity: members(['Trusted', 'Verified(A)', 'Verified(B_2)', 'Bogus']),
      confidentiality: members(['PII', 'AUTH_SECRET', 'x\u0003y']),
      readers: fc.oneof(fc.constant('\u0003'), members(['alice@example.com', 'bob']).map(set)),
      authority: fc.oneof(fc.constant('\u0003'), members(['EmailSendCap']).map(set)),
    });
    const origin = fc.oneof(
      fc.constantFrom('call:1', 'call:2', 'call:3', 'ü:1', '', 'a\u0005b', 'x'.repeat(201)),
      fc
        .array(fc.constantFrom('call:2', 'call:1', 'input:q'), { minLength: 2, maxLength: 3 })
        .map(set),
    );
    // A few heads per run, so that heads repeat (the fast path needs a cached head), each
    // also in canonical order (a non-canonical head must not key a label by its own text).
    const line = (
      h: { integrity: string[]; confidentiality: string[]; readers: string; authority: string },
      o: string,
      sorted: boolean,
    ) => {
      const sort = (xs: string[]) => (sorted ? [...new Set(xs)].sort() : xs);
      return [set(sort(h.integrity)), set(sort(h.confidentiality)), h.readers, h.authority, o].join(
        '\u0002',
      );
    };
    const wires = fc.array(head, { minLength: 1, maxLength: 3 }).chain((heads) =>
      fc.array(
        fc
          .tuple(fc.constantFrom(...heads), origin, fc.boolean())
          .map(([h, o, sorted]) => line(h, o, sorted)),
        { maxLength: 16 },
      ),
    );
    const outcome = (f: () => number, t: LabelTable) => {
      try {
        const id = f();
        return { id, label: t.describe(id), size: t.size, overflows: t.overflowCount };
      } catch (e) {
        return { error: (e as IfcError).code };
      }
    };
    fc.assert(
      fc.property(wires, fc.integer({ min: 2, max: 8 }), (ws, max) => {
        const budgets = {
          maxValues: max,
          maxParentsPerValue: 2,
          maxClosureSteps: 100,
          maxWitnessDepth: 8,
        };
        const byWire = new LabelTable({ budgets });
        const byDescriptor = new LabelTable({ budgets });
        for (const w of ws) {
          const a = outcome(() => byWire.intern(w as unknown as LabelDescriptor), byWire);
          const b = outcome(() => byDescriptor.intern(decodeLabel(w)), byDescriptor);
          expect(a).toEqual(b);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a decoded label with many origins summarises like its plain copy (property)', () => {
    // A decoded set of at least 8 origins is frozen and remembered as vetted, so a summary
    // of it skips the member-by-member checks; it must still equal the summary (and the
    // error) of an equal descriptor the caller built, in the table and through intern.
    const origin = fc.oneof(
      fc.integer({ min: 0, max: 99 }).map((i) => `call:${i}`),
      fc.constantFrom('input:q', 'ü:1', 'x'.repeat(200)),
    );
    fc.assert(
      fc.property(
        descriptorArb,
        fc.array(origin, { maxLength: 40 }),
        fc.integer({ min: 1, max: 64 }),
        (d, origins, maxParents) => {
          const budgets = {
            maxValues: 1000,
            maxParentsPerValue: maxParents,
            maxClosureSteps: 100,
            maxWitnessDepth: 8,
          };
          const t = new LabelTable({ budgets });
          const decoded = decodeLabel(encodeLabel({ ...d, origins }));
          const plain = JSON.parse(JSON.stringify(decoded)) as LabelDescriptor;
          if (decoded.origins.length >= 8) expect(Object.isFrozen(decoded.origins)).toBe(true);
          expect(t.summarizeDescriptor(decoded)).toEqual(t.summarizeDescriptor(plain));
          // Through intern (unknown-top there lists the table's own universe instead).
          const u = new LabelTable({ budgets });
          const id = u.intern(decoded);
          if (id !== u.unknownTop()) expect(u.summarize(id)).toEqual(t.summarizeDescriptor(plain));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a frozen set the caller made is still checked member by member (fail closed)', () => {
    const origins = Object.freeze(
      Array.from({ length: 12 }, (_, i) => (i === 5 ? 'bad\u0001origin' : `call:${i + 10}`)),
    );
    const d = { ...decodeLabel(encodeLabel({ ...baseLabel(), origins: [] })), origins };
    expect(() => new LabelTable().summarizeDescriptor(d)).toThrow(IfcError);
    const unsorted = Object.freeze(Array.from({ length: 12 }, (_, i) => `call:${20 - i}`));
    const s = new LabelTable({
      budgets: { maxValues: 100, maxParentsPerValue: 64, maxClosureSteps: 100, maxWitnessDepth: 8 },
    }).summarizeDescriptor({ ...d, origins: [...unsorted, ...unsorted] });
    expect(s.originCount).toBe(12);
  });

  it('decodes a wire set in one pass exactly as member by member: same members, same errors (property)', () => {
    // The reference: split on the separator; every member 1 to 200 characters, none a control
    // character (the separator is one), else INVALID_DESCRIPTOR; the result sorted, unique.
    const member = fc.oneof(
      fc.integer({ min: 0, max: 30 }).map((i) => `call:${i}`),
      fc.constantFrom('', 'x'.repeat(200), 'y'.repeat(201), 'a\u0000b', 'tab\there', 'del\u007f'),
      fc.constantFrom('nl\n', '\u001f', 'ü:1', '\ud800', 'sp ace', 'z'),
    );
    const reference = (members: readonly string[]): readonly string[] | 'error' => {
      for (const m of members) {
        if (m.length === 0 || m.length > 200 || /[\u0000-\u001f\u007f]/.test(m)) return 'error';
      }
      return [...new Set(members)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    };
    const head = encodeLabel({ ...baseLabel(), origins: [] });
    fc.assert(
      fc.property(fc.array(member, { minLength: 1, maxLength: 24 }), fc.boolean(), (ms, sorted) => {
        const members = sorted ? [...ms].sort() : ms;
        const part = members.join('\u0001');
        const expected = part === '' ? [] : reference(part.split('\u0001'));
        let got: readonly string[] | 'error';
        try {
          got = decodeLabel(head + part).origins;
        } catch (e) {
          expect(e).toBeInstanceOf(IfcError);
          got = 'error';
        }
        expect(got).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('rejects a wire string that is not a string when decoding', () => {
    expect(() => decodeLabel(42)).toThrow(IfcError);
  });
});
