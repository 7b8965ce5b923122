import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LabelDescriptor, LabelTable } from '../src/index.js';

const src = (origin: string, confidentiality: string[] = []): LabelDescriptor => ({
  integrity: [],
  confidentiality,
  readers: 'Public',
  authority: 'Any',
  origins: [origin],
  truncated: false,
});

/** Canonical JSON (sorted keys) as architecture.md defines it. */
const canonical = (v: unknown): string => {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
};

describe('witness', () => {
  it('shows which origins reached a value through which joins, never values', () => {
    const t = new LabelTable();
    const a = t.intern(src('call:1', ['PII']));
    const b = t.intern(src('input:user_query'));
    const ab = t.join(a, b);
    // A plan constant adds no origin: joining the literal label changes nothing.
    expect(t.join(ab, t.literal())).toBe(ab);
    const c = t.intern(src('call:2'));
    const abc = t.join(ab, c);
    const w = t.witness(abc, { argument: 'body' });
    expect(w.root).toBe(abc);
    expect(w.argument).toBe('body');
    expect(w.origins).toEqual(['call:1', 'call:2', 'input:user_query']);
    expect(w.nodes.map((n) => [n.id, n.depth, n.via, n.parents])).toEqual([
      [abc, 0, 'join', [ab, c]],
      [ab, 1, 'join', [a, b]],
      [c, 1, 'intern', []],
      [a, 2, 'intern', []],
      [b, 2, 'intern', []],
    ]);
    expect(w.truncated).toBe(false);
    expect(w.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('hash is SHA-256 of the canonical JSON of the other fields (checked with node:crypto)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        (origins, argument) => {
          const t = new LabelTable();
          const clean = origins.map((o, i) => `o${i}:${o.replace(/[\u0000-\u001f\u007f]/g, '_')}`);
          const ids = clean.map((o) => t.intern(src(o)));
          const root = t.joinAll(ids);
          const arg = argument.replace(/[\u0000-\u001f\u007f]/g, '_') || 'x';
          const { hash, ...body } = t.witness(root, { argument: arg });
          const expected = createHash('sha256').update(canonical(body), 'utf8').digest('hex');
          expect(hash).toBe(`sha256:${expected}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is stable: the same operations give the same witness hash', () => {
    const build = () => {
      const t = new LabelTable();
      return t.witness(t.join(t.intern(src('call:1')), t.intern(src('call:2'))));
    };
    expect(build().hash).toBe(build().hash);
  });

  it('is cut at the requested depth and at the budget, with a reason', () => {
    const t = new LabelTable({
      budgets: { maxValues: 100, maxParentsPerValue: 64, maxClosureSteps: 100, maxWitnessDepth: 2 },
    });
    let id = t.intern(src('call:0'));
    for (let i = 1; i < 6; i++) id = t.join(id, t.intern(src(`call:${i}`)));
    const w1 = t.witness(id, { maxDepth: 1 });
    expect(Math.max(...w1.nodes.map((n) => n.depth))).toBe(1);
    expect(w1.truncated).toBe(true);
    expect(w1.reasons).toEqual(['MAX_WITNESS_DEPTH_EXCEEDED']);
    const w9 = t.witness(id, { maxDepth: 9 });
    expect(Math.max(...w9.nodes.map((n) => n.depth))).toBe(2);
    // the origins are complete even when the graph is cut
    expect(w9.origins).toHaveLength(6);
  });

  it('is cut at max_closure_steps', () => {
    const t = new LabelTable({
      budgets: { maxValues: 100, maxParentsPerValue: 64, maxClosureSteps: 3, maxWitnessDepth: 32 },
    });
    let id = t.intern(src('call:0'));
    for (let i = 1; i < 6; i++) id = t.join(id, t.intern(src(`call:${i}`)));
    const w = t.witness(id);
    expect(w.nodes).toHaveLength(3);
    expect(w.reasons).toContain('MAX_CLOSURE_STEPS_EXCEEDED');
  });

  it('marks unknown-top', () => {
    const t = new LabelTable();
    const w = t.witness(t.unknownTop());
    expect(w).toMatchObject({ truncated: true, reasons: ['UNKNOWN_TOP'], origins: [] });
  });

  it('rejects bad requests', () => {
    const t = new LabelTable();
    expect(() => t.witness(1, { maxDepth: -1 })).toThrow(/INVALID_WITNESS_REQUEST/);
    expect(() => t.witness(1, { argument: 'a\nb' })).toThrow(/INVALID_WITNESS_REQUEST/);
  });
});
