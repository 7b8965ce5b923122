/**
 * Map, Set, Date and the Error subclasses (issue 22): label rules (the coverage matrix names
 * these tests), strict-mode writes, and agreement with plain QuickJS.
 */
import { describe, expect, it } from 'vitest';
import { type JsonValue, type RunOptions, runPlain, runPlan, type ToolReply } from './harness.js';

const INPUTS: NonNullable<RunOptions['inputs']> = {
  secret: { value: 'hunter2', label: ['secret'] },
  key: { value: 'b', label: ['key'] },
  flag: { value: true, label: ['flag'] },
  pub: { value: 'x', label: ['pub'] },
  n: { value: 3, label: ['n'] },
  ms: { value: 86400000, label: ['ms'] },
};
const TOOLS: Record<string, (args: Record<string, JsonValue>) => ToolReply> = {
  send: () => ({ value: 'ok', label: ['sent'] }),
};

async function run(src: string, strict = false, extra: Partial<RunOptions> = {}) {
  const rep = await runPlan(src, { inputs: INPUTS, tools: TOOLS, strict, ...extra });
  if (rep.outcome.kind !== 'done') throw new Error(`plan failed: ${JSON.stringify(rep.outcome)}`);
  return rep.outcome;
}
const labelOf = async (src: string, strict = false) => (await run(src, strict)).label;

describe('Map and Set', () => {
  it('Map get joins ref, structure, entry and key labels', async () => {
    const m = "const m = new Map(); m.set('a', inputs.secret); m.set('b', 1);";
    expect(await labelOf(`${m} return m.get('b');`)).toEqual([]);
    expect(await labelOf(`${m} return m.get('a');`)).toEqual(['secret']);
    expect(await labelOf(`${m} return m.get(inputs.key);`)).toEqual(['key']);
    expect(await labelOf(`${m} return m.get(inputs.pub);`)).toEqual(['pub']);
    expect(
      await labelOf("const m = new Map([['a', inputs.secret], ['b', 2]]); return m.get('b');"),
    ).toEqual([]);
  });
  it('Map has and size read the structure: a key set or deleted reaches it', async () => {
    expect(await labelOf("const m = new Map(); m.set(inputs.key, 1); return m.has('zz');")).toEqual(
      ['key'],
    );
    expect(await labelOf('const m = new Map(); m.set(inputs.key, 1); return m.size;')).toEqual([
      'key',
    ]);
    // an existing key: the key set is unchanged, but which key it was is still information
    expect(
      await labelOf("const m = new Map([['b', 1]]); m.set(inputs.key, 2); return m.has('zz');"),
    ).toEqual(['key']);
    expect(
      await labelOf(
        "const m = new Map([['b', 1], ['c', 2]]); m.delete(inputs.key); return m.size;",
      ),
    ).toEqual(['key']);
    expect(await labelOf("const m = new Map([['b', 1]]); return m.has(inputs.pub);")).toEqual([
      'pub',
    ]);
    expect(await labelOf("const m = new Map([['b', 1]]); return m.size;")).toEqual([]);
  });
  it('Set add, delete and clear change the structure', async () => {
    expect(await labelOf('const s = new Set([1]); s.add(inputs.n); return s.has(1);')).toEqual([
      'n',
    ]);
    expect(await labelOf('const s = new Set([1, 3]); s.delete(inputs.n); return s.size;')).toEqual([
      'n',
    ]);
    expect(await labelOf('const s = new Set([1, 3]); return s.has(1);')).toEqual([]);
    expect(await labelOf('const s = new Set([inputs.n, 1]); return [...s].length;')).toEqual(['n']);
  });
  it('Map iteration keeps entry labels (for...of, spread, forEach, next)', async () => {
    const m = "const m = new Map([['a', inputs.secret], ['b', 2]]);";
    expect(
      await labelOf(`${m} const out = []; for (const [k, v] of m) out.push(v); return out[1];`),
    ).toEqual([]);
    expect(
      await labelOf(`${m} const out = []; for (const [k, v] of m) out.push(v); return out[0];`),
    ).toEqual(['secret']);
    expect(await labelOf(`${m} return [...m.values()][1];`)).toEqual([]);
    expect(await labelOf(`${m} return [...m.values()][0];`)).toEqual(['secret']);
    expect(await labelOf(`${m} return Array.from(m)[0][1];`)).toEqual(['secret']);
    expect(await labelOf(`${m} return Array.from(m)[0][0];`)).toEqual([]);
    expect(await labelOf(`${m} return m.entries().next().value[1];`)).toEqual(['secret']);
    expect(
      await labelOf(`${m} let x = 0; m.forEach((v, k) => { if (k === 'b') x = v; }); return x;`),
    ).toEqual([]);
    expect(
      await labelOf(`${m} let x = 0; m.forEach((v, k) => { if (k === 'a') x = v; }); return x;`),
    ).toEqual(['secret']);
    expect(await labelOf(`${m} return Object.fromEntries(m).a;`)).toEqual(['secret']);
  });
  it('Map and Set values are not JSON at a tool call or as the result', async () => {
    const a = await runPlan('send({ to: new Map() }); 1', { tools: TOOLS });
    expect(a.outcome.kind === 'error' && a.outcome.code).toBe('ARG_NOT_JSON');
    const b = await runPlan('new Set([1])', {});
    expect(b.outcome.kind === 'error' && b.outcome.code).toBe('RESULT_NOT_JSON');
    const c = await runPlan('send({ to: new Date(0) }); 1', { tools: TOOLS });
    expect(c.outcome.kind === 'error' && c.outcome.code).toBe('ARG_NOT_JSON');
  });
  it('strict: a Map or Set write under a secret branch is upgraded ahead, or refused', async () => {
    expect(
      await labelOf(
        "const m = new Map(); if (inputs.flag) m.set('a', 1); return m.has('a');",
        true,
      ),
    ).toEqual(['flag']);
    expect(
      await labelOf('const s = new Set(); if (inputs.flag) s.add(1); return s.size;', true),
    ).toEqual(['flag']);
    expect(
      await labelOf(
        "const m = new Map([['a', 1]]); if (inputs.flag) m.delete('a'); return m.size;",
        true,
      ),
    ).toEqual(['flag']);
    expect(
      await labelOf(
        "const m = new Map([['a', 1]]); if (inputs.flag) m.clear(); return m.get('a');",
        true,
      ),
    ).toEqual(['flag']);
    // a write the analysis cannot name: no-sensitive-upgrade ends the run, never a clean size
    const r = await runPlan(
      'const g = (m) => { if (inputs.flag) m.set(1, 1); }; const ms = [new Map()]; const h = { g: g }; h.g(ms[0]); return ms[0].size;',
      { inputs: INPUTS, strict: true },
    );
    if (r.outcome.kind === 'done') expect(r.outcome.label).toContain('flag');
    else expect(r.outcome.kind === 'error' && r.outcome.code).toBe('IMPLICIT_FLOW');
    const k = await runPlan(
      'const m = new Map(); const k = [{ m: m }]; const i = inputs.flag ? 0 : 0; if (inputs.flag) k[i].m.set(1, 1); return m.size;',
      { inputs: INPUTS, strict: true },
    );
    if (k.outcome.kind === 'done') expect(k.outcome.label).toContain('flag');
    else expect(k.outcome.kind === 'error' && k.outcome.code).toBe('IMPLICIT_FLOW');
    // an iterator advanced under a secret branch (also by a for...of left early)
    const it2 = await runPlan(
      "const m = new Map([['a', 1], ['b', 2]]); const it = m.keys(); for (const k of it) { if (inputs.flag) break; } return it.next().value;",
      { inputs: INPUTS, strict: true },
    );
    if (it2.outcome.kind === 'done') expect(it2.outcome.label).toContain('flag');
    else expect(it2.outcome.kind === 'error' && it2.outcome.code).toBe('IMPLICIT_FLOW');
    const it = await runPlan(
      "const m = new Map([['a', 1], ['b', 2]]); const it = m.keys(); if (inputs.flag) it.next(); return it.next().value;",
      { inputs: INPUTS, strict: true },
    );
    if (it.outcome.kind === 'done') expect(it.outcome.label).toContain('flag');
    else expect(it.outcome.kind === 'error' && it.outcome.code).toBe('IMPLICIT_FLOW');
  });
});

describe('Date', () => {
  it('Date getters carry the date label; arithmetic and coercions keep it', async () => {
    expect(await labelOf('const d = new Date(inputs.ms); return d.getTime();')).toEqual(['ms']);
    expect(await labelOf('return new Date(inputs.ms) - new Date(0);')).toEqual(['ms']);
    expect(await labelOf('return String(new Date(inputs.ms));')).toEqual(['ms']);
    expect(await labelOf("return '' + new Date(inputs.ms);")).toEqual(['ms']);
    expect(await labelOf('return JSON.stringify({ d: new Date(inputs.ms) });')).toEqual(['ms']);
    expect(await labelOf('return new Date(inputs.ms).toISOString();')).toEqual(['ms']);
    expect(await labelOf('return new Date(2020, inputs.n, 1).getUTCMonth();')).toEqual(['n']);
    expect(await labelOf('return new Date(0).getUTCFullYear();')).toEqual([]);
    expect(await labelOf('return Date.UTC(2020, inputs.n);')).toEqual(['n']);
  });
  it('new Date() and Date.now() read the host clock with its label', async () => {
    const clock = { now: 1e12, label: ['clock'] };
    const a = await run('return Date.now();', false, { clock });
    expect([a.value, a.label]).toEqual([1e12, ['clock']]);
    const b = await run('return new Date().toISOString();', false, { clock });
    expect([b.value, b.label]).toEqual(['2001-09-09T01:46:40.000Z', ['clock']]);
    const c = await run('return [Date.now(), Date.now()];', false, { clock: { now: 5 } });
    expect(c.value).toEqual([5, 5]);
    const none = await runPlan('return Date.now();', {});
    expect(none.outcome.kind === 'error' && none.outcome.code).toBe('PLAN_THREW');
  });
  it('Date setters write the date (strict: no-sensitive-upgrade)', async () => {
    expect(
      await labelOf('const d = new Date(0); d.setUTCFullYear(inputs.n); return d.getTime();'),
    ).toEqual(['n']);
    expect(
      await labelOf('const d = new Date(0); d.setUTCFullYear(2000); return d.getTime();'),
    ).toEqual([]);
    expect(
      await labelOf(
        'const d = new Date(0); if (inputs.flag) d.setDate(2); return d.getTime();',
        true,
      ),
    ).toEqual(['flag']);
  });
});

describe('Errors', () => {
  it('Error subclasses keep the message label; name and message writes are slots', async () => {
    expect(await labelOf('const e = new TypeError(inputs.secret); return e.message;')).toEqual([
      'secret',
    ]);
    // whether the message exists depends on the argument (red team F2): it is in the structure
    expect(await labelOf('const e = new TypeError(inputs.secret); return e.name;')).toEqual([
      'secret',
    ]);
    expect(await labelOf("const e = new TypeError('m'); return e.name;")).toEqual([]);
    expect(
      await labelOf("const e = RangeError('x'); e.name = inputs.pub; return String(e);"),
    ).toEqual(['pub']);
    expect(
      await labelOf("const e = RangeError('x'); e.name = inputs.pub; return e.toString();"),
    ).toEqual(['pub']);
    expect(
      await labelOf("const e = RangeError('x'); e.message = inputs.pub; return e.message;"),
    ).toEqual(['pub']);
    expect(
      await labelOf("const e = new Error('x', { cause: inputs.secret }); return e.cause;"),
    ).toEqual(['secret']);
    expect(
      await labelOf(
        'try { throw new SyntaxError(inputs.secret); } catch (e) { return e.message; }',
      ),
    ).toEqual(['secret']);
  });
});

const SAME: string[] = [
  `const m = new Map([[1, 'a'], ['k', { x: 1 }]]); m.set(NaN, 3); m.set(-0, 'z');
   const out = [m.size, m.get(1), m.get('k'), m.has(NaN), m.get(0), m.delete(1), m.size, m.delete(1)];
   for (const [k, v] of m) out.push(String(k));
   m.forEach((v, k, mm) => out.push(typeof v, mm.size));
   out.push([...m.keys()].length, Array.from(m.values()).length, [...m].length);
   const it = m.entries(); const f = it.next(); out.push(f.done, f.value[1], String(it), it.next().done, it.next().done);
   m.clear(); out.push(m.size, String(m.get('k')));
   return out;`,
  `const s = new Set([1, 2, 2, 3]); s.add(4); s.delete(1); const out = [s.size, s.has(2), [...s].join(',')];
   for (const x of s) { if (x === 2) { s.add(9); s.delete(3); } out.push(x); }
   out.push([...s.entries()][0], s.add(5) === s, [...new Set('hello')].join(''));
   const seen = []; s.forEach((v, k) => seen.push(v === k));
   return [out, seen];`,
  `const m = new Map(); const k1 = {}; const k2 = {}; m.set(k1, 1); m.set(k2, 2);
   const out = [m.get(k1), m.size];
   for (const k of m.keys()) { if (k === k1) m.delete(k2); out.push(m.size); }
   const it = m.values(); out.push([...it].length, [...it].length);
   const [a, b] = new Map([[1, 2], [3, 4]]); out.push(a, b);
   const [x, ...rest] = new Set([5, 6, 7]); out.push(x, rest, String(m.get({})));
   out.push(Math.max(...new Set([1, 9, 3])));
   return out;`,
  `const m = new Map(); m.x = 1; const out = [m.x, Object.keys(m), JSON.stringify(m), typeof m, String(m)];
   try { m.size = 3; out.push('no'); } catch (e) { out.push(e.name); }
   try { new Map([1]); } catch (e) { out.push(e.name); }
   return out;`,
  `const d = new Date(946728000000); const d2 = new Date('2020-02-29T12:34:56Z'); const d3 = new Date(2020, 1, 29, 10);
   return [d.getTime(), d.toISOString(), String(d2), d2.getFullYear(), d2.getMonth(), d2.getDate(), d2.getDay(), d2.getHours(),
     d2.getMinutes(), d2.getSeconds(), d2.getMilliseconds(), d2 - d, d3.toString(), d3.toLocaleString(), d3.toLocaleDateString(),
     d3.toLocaleTimeString(), d3.toUTCString(), JSON.stringify({ d: d2 }), Date.UTC(2000, 0, 1), Date.parse('2000-01-01T00:00:00'),
     Date.parse('2000-01-01'), new Date(NaN).toString(), d2.toDateString(), d2.toTimeString(), d2.getTimezoneOffset(),
     d2.setDate(1), d2.toISOString(), '' + d2, \`\${d2}\`, d2 > d, d2.valueOf(), d2.toJSON(), new Date(d2).getTime(),
     new Date('2020-01-01').getTime(), new Date([2020]).getTime(), new Date(NaN).toJSON(), d2.setHours(30), d2.getUTCDate(),
     new Date(99, 0).getFullYear(), new Date(-1e14).toString(), String(new Date(8.64e15 + 1).getTime()), d.getYear()];`,
  `try { new Date(NaN).toISOString(); return 'no'; } catch (e) { return e.name; }`,
  `const e = new TypeError('bad'); const r = RangeError('r'); e.name = 'X'; e.message = 'm2'; const c = new Error('x', { cause: 5 });
   return [String(e), e.toString(), r.name, r.message, String(r), c.cause, new SyntaxError().message, new URIError('u').name,
     new EvalError('e').name, new ReferenceError('q').toString(), Object.keys(c), JSON.stringify(e), new Error(undefined).message,
     new Error([1, 2]).message, \`\${new RangeError('t')}\`];`,
  `try { throw new RangeError('boom'); } catch (e) { return [e.name, e.message, String(e)]; }`,
  `const m = new Map(); const e = new TypeError('x'); const d = new Date(0); m.x = 1;
   return ['size' in m, 'get' in m, 'nope' in m, 'message' in e, 'name' in e, 'getTime' in d, 'x' in m, 'constructor' in m];`,
];

// Plain QuickJS reads the host's time zone for local time; the sandbox has none (UTC). The
// two agree on a UTC host (CI, this repository's machines); elsewhere only the sandbox's
// own answers are compared (both modes alike).
const UTC_HOST = [0, 6].every((m) => new Date(2020, m, 1).getTimezoneOffset() === 0);

describe('Map, Set, Date and Errors agree with plain QuickJS', () => {
  for (const [i, src] of SAME.entries()) {
    it(`program ${i}`, async () => {
      const plain = await runPlain(src);
      expect(plain.kind).toBe('done');
      const compare = UTC_HOST || !src.includes('Date');
      const values: unknown[] = [];
      for (const strict of [false, true]) {
        const r = await runPlan(src, { strict });
        expect(r.outcome.kind, JSON.stringify(r.outcome)).toBe('done');
        if (r.outcome.kind === 'done') values.push(r.outcome.value);
        if (compare && r.outcome.kind === 'done' && plain.kind === 'done') {
          expect(r.outcome.value).toEqual(plain.value);
        }
      }
      expect(values[0]).toEqual(values[1]);
    });
  }
});
