import { describe, expect, it } from 'vitest';
import { IfcError, type LabelDescriptor, LabelTable } from '../src/index.js';

const d = (over: Partial<LabelDescriptor> = {}): LabelDescriptor => ({
  integrity: [],
  confidentiality: [],
  readers: 'Public',
  authority: 'Any',
  origins: ['call:1'],
  truncated: false,
  ...over,
});

describe('LabelTable', () => {
  it('reserves 0 for unknown-top and 1 for literal', () => {
    const t = new LabelTable();
    expect(t.unknownTop()).toBe(0);
    expect(t.literal()).toBe(1);
    expect(t.describe(1)).toEqual({
      integrity: ['Trusted'],
      confidentiality: [],
      readers: 'Public',
      authority: 'Any',
      origins: [],
      truncated: false,
    });
    expect(t.describe(0)).toMatchObject({ integrity: [], readers: [], truncated: true });
    expect(t.size).toBe(2);
  });

  it('interns equal descriptors to the same id regardless of array order and duplicates', () => {
    const t = new LabelTable();
    const a = t.intern(d({ confidentiality: ['PII', 'AUTH_SECRET', 'PII'], origins: ['b', 'a'] }));
    const b = t.intern(d({ confidentiality: ['AUTH_SECRET', 'PII'], origins: ['a', 'b'] }));
    expect(a).toBe(b);
    expect(t.describe(a).confidentiality).toEqual(['AUTH_SECRET', 'PII']);
    expect(Object.isFrozen(t.describe(a))).toBe(true);
  });

  it('joins each axis as documented', () => {
    const t = new LabelTable();
    const a = t.intern(
      d({
        integrity: ['Trusted', 'Verified(Email)'],
        confidentiality: ['PII'],
        readers: ['alice', 'bob'],
        authority: ['EmailSendCap', 'X'],
        origins: ['call:1'],
      }),
    );
    const b = t.intern(
      d({
        integrity: ['Trusted'],
        confidentiality: ['AUTH_SECRET'],
        readers: ['bob', 'carol'],
        authority: 'Any',
        origins: ['call:2'],
      }),
    );
    const j = t.join(a, b);
    expect(t.describe(j)).toEqual({
      integrity: ['Trusted'],
      confidentiality: ['AUTH_SECRET', 'PII'],
      readers: ['bob'],
      authority: ['EmailSendCap', 'X'],
      origins: ['call:1', 'call:2'],
      truncated: false,
    });
    expect(t.summarize(j)).toEqual({
      integrity: ['Trusted'],
      confidentiality: ['AUTH_SECRET', 'PII'],
      readers: ['bob'],
      authority: ['EmailSendCap', 'X'],
      originCount: 2,
      truncated: false,
    });
    expect(t.summarize(j)).toBe(t.summarize(j));
    expect(t.join(b, a)).toBe(j);
  });

  it('reports Any authority as no authority in a summary (fail closed)', () => {
    const t = new LabelTable();
    expect(t.summarize(t.literal()).authority).toEqual([]);
  });

  it('rejects malformed descriptors and ids with IfcError', () => {
    const t = new LabelTable();
    const bad: unknown[] = [
      null,
      [],
      { ...d(), extra: 1 },
      { integrity: [], confidentiality: [], readers: 'Public', authority: 'Any' },
      d({ integrity: ['Untrusted' as 'Trusted'] }),
      d({ integrity: ['Verified()' as 'Trusted'] }),
      d({ confidentiality: ['a\nb'] }),
      d({ origins: ['x'.repeat(201)] }),
      d({ readers: 'Everyone' as 'Public' }),
    ];
    for (const b of bad) {
      expect(() => t.intern(b as LabelDescriptor)).toThrow(IfcError);
    }
    try {
      t.intern({ ...d(), confidentiality: ['secret\u0000value'] });
    } catch (e) {
      expect(e).toBeInstanceOf(IfcError);
      const err = e as IfcError;
      expect(err.code).toBe('INVALID_DESCRIPTOR');
      expect(err.messageId).toBe('ifc-invalid-descriptor');
      expect(JSON.stringify(err.data)).not.toContain('secret');
      expect(err.message).not.toContain('secret');
    }
    expect(() => t.describe(99)).toThrow(IfcError);
    expect(() => t.join(1, 99)).toThrow(IfcError);
    expect(() => t.join(1.5, 1)).toThrow(IfcError);
  });

  it('a truncated descriptor interns to unknown-top', () => {
    const t = new LabelTable();
    expect(t.intern(d({ truncated: true }))).toBe(0);
  });

  it('joinAll of nothing is literal; of one id is that id', () => {
    const t = new LabelTable();
    const a = t.intern(d());
    expect(t.joinAll([])).toBe(1);
    expect(t.joinAll([a])).toBe(a);
    expect(t.joinAll([a, 1, a])).toBe(t.join(a, 1));
  });
});

describe('budgets and unknown-top', () => {
  it('max_values: a new label past the budget is unknown-top with a recorded reason', () => {
    const t = new LabelTable({
      budgets: { maxValues: 3, maxParentsPerValue: 8, maxClosureSteps: 100, maxWitnessDepth: 4 },
    });
    const a = t.intern(d({ origins: ['call:1'] }));
    expect(a).toBe(2);
    expect(t.intern(d({ origins: ['call:2'] }))).toBe(0);
    expect(t.intern(d({ origins: ['call:1'] }))).toBe(a);
    expect(t.overflows()).toEqual([{ code: 'MAX_VALUES_EXCEEDED', limit: 3, observed: 4 }]);
    expect(t.overflowCount).toBe(1);
  });

  it('max_parents_per_value: too many origins is unknown-top', () => {
    const t = new LabelTable({
      budgets: { maxValues: 100, maxParentsPerValue: 2, maxClosureSteps: 100, maxWitnessDepth: 4 },
    });
    const a = t.intern(d({ origins: ['call:1', 'call:2'] }));
    const b = t.intern(d({ origins: ['call:3'] }));
    expect(t.join(a, b)).toBe(0);
    expect(t.overflows()[0]).toEqual({
      code: 'MAX_PARENTS_PER_VALUE_EXCEEDED',
      limit: 2,
      observed: 3,
    });
    expect(t.intern(d({ origins: ['a', 'b', 'c'] }))).toBe(0);
  });

  it('max_closure_steps bounds joinAll', () => {
    const t = new LabelTable({
      budgets: { maxValues: 100, maxParentsPerValue: 8, maxClosureSteps: 3, maxWitnessDepth: 4 },
    });
    expect(t.joinAll([1, 1, 1])).toBe(1);
    expect(t.joinAll([1, 1, 1, 1])).toBe(0);
    expect(t.overflows()[0]?.code).toBe('MAX_CLOSURE_STEPS_EXCEEDED');
  });

  it('unknown-top lists every known and seen confidentiality label and is absorbing', () => {
    const t = new LabelTable({ knownConfidentiality: ['AUTH_SECRET'] });
    const a = t.intern(d({ confidentiality: ['PII'] }));
    expect(t.join(a, 0)).toBe(0);
    expect(t.join(0, 0)).toBe(0);
    expect(t.summarize(0)).toEqual({
      integrity: [],
      confidentiality: ['AUTH_SECRET', 'PII'],
      readers: [],
      authority: [],
      originCount: 0,
      truncated: true,
    });
    t.intern(d({ confidentiality: ['PAYMENT_INSTRUMENT'] }));
    expect(t.summarize(0).confidentiality).toEqual(['AUTH_SECRET', 'PAYMENT_INSTRUMENT', 'PII']);
    expect(t.isUnknownTop(0)).toBe(true);
    expect(t.isUnknownTop(a)).toBe(false);
  });

  it('rejects invalid budgets', () => {
    const ok = { maxValues: 10, maxParentsPerValue: 8, maxClosureSteps: 3, maxWitnessDepth: 4 };
    for (const budgets of [
      { ...ok, maxValues: 1 },
      { ...ok, maxParentsPerValue: 0 },
      { ...ok, maxClosureSteps: 1.5 },
      { ...ok, maxWitnessDepth: 2 ** 22 },
      { ...ok, extra: 1 },
    ]) {
      expect(() => new LabelTable({ budgets })).toThrow(IfcError);
    }
  });
});

describe('serialisation', () => {
  it('round-trips and continues with the same ids', () => {
    const t = new LabelTable({ knownConfidentiality: ['PII'] });
    const a = t.intern(d({ origins: ['call:1'] }));
    const b = t.intern(d({ origins: ['call:2'], confidentiality: ['PII'] }));
    t.join(a, b);
    const s = t.serialize();
    const u = LabelTable.deserialize(JSON.parse(JSON.stringify(s)));
    expect(u.serialize()).toEqual(s);
    const c1 = t.join(t.intern(d({ origins: ['call:9'] })), a);
    const c2 = u.join(u.intern(d({ origins: ['call:9'] })), a);
    expect(c2).toBe(c1);
    expect(u.describe(c2)).toEqual(t.describe(c1));
    expect(u.witness(c2).hash).toBe(t.witness(c1).hash);
  });

  it('fails closed on tampered state', () => {
    const t = new LabelTable();
    const a = t.intern(d());
    t.join(a, t.intern(d({ origins: ['call:2'] })));
    const s = JSON.parse(JSON.stringify(t.serialize()));
    const cases: ((x: typeof s) => void)[] = [
      (x) => {
        x.format = 'other';
      },
      (x) => {
        x.version = 1;
      },
      (x) => {
        x.labels[1].origins = ['literal'];
      },
      (x) => {
        x.labels[1].integrity = ['Verified(Forged)'];
      },
      (x) => {
        x.labels.push(x.labels[2]);
      },
      (x) => {
        x.labels[3].parents = [5];
      },
      (x) => {
        x.labels[0].truncated = false;
      },
      (x) => {
        x.budgets.maxValues = 2;
      },
      (x) => {
        x.overflowCount = -1;
      },
    ];
    for (const mutate of cases) {
      const copy = JSON.parse(JSON.stringify(s));
      mutate(copy);
      expect(() => LabelTable.deserialize(copy)).toThrow(IfcError);
    }
    expect(() => LabelTable.deserialize(null)).toThrow(IfcError);
  });
});

describe('host labels are frozen', () => {
  it('descriptors, summaries and witness parts cannot be mutated', () => {
    const t = new LabelTable();
    const j = t.join(
      t.intern(d({ confidentiality: ['PII'] })),
      t.intern(d({ origins: ['call:2'] })),
    );
    const desc = t.describe(j);
    expect(Object.isFrozen(desc)).toBe(true);
    expect(Object.isFrozen(desc.origins)).toBe(true);
    expect(Object.isFrozen(desc.integrity)).toBe(true);
    expect(Object.isFrozen(t.summarize(j))).toBe(true);
    expect(() => (desc.origins as string[]).push('x')).toThrow(TypeError);
    expect(t.describe(j).origins).toEqual(['call:1', 'call:2']);
  });
});
