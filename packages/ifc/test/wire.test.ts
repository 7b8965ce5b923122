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

  it('rejects a wire string that is not a string when decoding', () => {
    expect(() => decodeLabel(42)).toThrow(IfcError);
  });
});
