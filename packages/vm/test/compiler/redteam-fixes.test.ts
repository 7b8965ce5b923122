/**
 * Regressions for the red team's findings on issue 22 (F1-F5): label rules in normal mode
 * (explicit flows) and the defined behaviour of imported coercion keys. The two-run strict
 * cases are in test/support/ni/cases.ts.
 */
import { describe, expect, it } from 'vitest';
import { type JsonValue, type RunOptions, runPlain, runPlan, type ToolReply } from './harness.js';

const INPUTS: NonNullable<RunOptions['inputs']> = {
  secret: { value: 'hunter2', label: ['secret'] },
  odd: { value: 1, label: ['odd'] },
  even: { value: 0, label: ['even'] },
  hooks: { value: { toString: 1, valueOf: 'v', a: 1 }, label: ['hooks'] },
  text: { value: '{"toString":1,"n":{"valueOf":2}}', label: ['text'] },
};
const TOOLS: Record<string, (args: Record<string, JsonValue>) => ToolReply> = {
  fetch: () => ({ value: { toString: 'x', valueOf: [1] }, label: ['tool'] }),
  send: () => ({ value: 'ok', label: [] }),
};

async function run(src: string, strict = false) {
  const rep = await runPlan(src, { inputs: INPUTS, tools: TOOLS, strict });
  if (rep.outcome.kind !== 'done') throw new Error(`plan failed: ${JSON.stringify(rep.outcome)}`);
  return rep;
}
const out = async (src: string, strict = false) => {
  const o = (await run(src, strict)).outcome;
  if (o.kind !== 'done') throw new Error('not done');
  return { value: o.value, label: o.label };
};

describe('F1: own toString/valueOf keys of host JSON are data, never coercion hooks', () => {
  it('coercions of such an object never throw: it coerces as "[object Object]"', async () => {
    for (const strict of [false, true]) {
      for (const src of [
        'inputs.hooks',
        'JSON.parse(inputs.text)',
        'JSON.parse(inputs.text).n',
        'fetch({})',
      ]) {
        const r = await out(
          `const o = ${src}; const q = { '[object Object]': 7 };
           return ['' + o, \`\${o}\`, String(o), o < 1, o == '[object Object]', String(-o), q[o], [o].join(),
                   new Error(o).message, RangeError(o).message, [o, 'a'].sort().length, String(Math.max(o))];`,
          strict,
        );
        expect(r.value, src).toEqual([
          '[object Object]',
          '[object Object]',
          '[object Object]',
          false,
          true,
          'NaN',
          7,
          '[object Object]',
          '[object Object]',
          '[object Object]',
          2,
          'NaN',
        ]);
      }
    }
  });
  it('the keys stay data: Object.keys, JSON.stringify and tool arguments see them unchanged', async () => {
    const r = await run(
      `const o = JSON.parse(inputs.text);
       send({ body: o });
       return [Object.keys(o), JSON.stringify(o), Object.keys(inputs.hooks), JSON.stringify(fetch({}))];`,
    );
    if (r.outcome.kind !== 'done') throw new Error('not done');
    expect(r.outcome.value).toEqual([
      ['toString', 'n'],
      '{"toString":1,"n":{"valueOf":2}}',
      ['toString', 'valueOf', 'a'],
      '{"toString":"x","valueOf":[1]}',
    ]);
    expect(r.calls[0]?.args.body?.value).toEqual({ toString: 1, n: { valueOf: 2 } });
  });
  it('plain QuickJS would throw for a non-callable toString; the sandbox coerces instead', async () => {
    const p = await runPlain(
      `const o = JSON.parse('{"toString":1}'); let r = 'no'; try { '' + o; } catch (e) { r = e.name; } return r;`,
    );
    expect(p).toEqual({ kind: 'done', value: 'TypeError' });
  });
});

describe('F2: whether an Error has an own message or cause is in its structure label', () => {
  it('the message argument reaches the structure, the options argument too', async () => {
    const mk = "const a = [undefined, 'm'][inputs.odd]; const e = new Error(a);";
    expect(await out(`${mk} return 'message' in e;`)).toEqual({ value: true, label: ['odd'] });
    expect(await out(`${mk} return Object.hasOwn(e, 'message');`)).toEqual({
      value: true,
      label: ['odd'],
    });
    const mk0 = "const a = [undefined, 'm'][inputs.even]; const e = new Error(a);";
    expect(await out(`${mk0} return e.message;`)).toEqual({ value: '', label: ['even'] });
    const c = "const o = [undefined, { cause: 1 }][inputs.even]; const e = new Error('m', o);";
    expect(await out(`${c} return 'cause' in e;`)).toEqual({ value: false, label: ['even'] });
    expect(await out("const e = new Error('m'); return 'message' in e;")).toEqual({
      value: true,
      label: [],
    });
  });
});

describe('F3: a write of a key that a frozen prototype has makes an own property', () => {
  it('name and message of an Error, a Map method name, a Date method name', async () => {
    const r = await out(
      `const e = new Error('m'); e.name = 'X'; const t = new TypeError(); t.message = 'Y';
       const m = new Map(); m.get2 = 1; const o = Object.assign(new Error('z'), { name: 'Z' });
       return [String(e), String(t), String(o), Object.hasOwn(t, 'message')];`,
    );
    expect(r.value).toEqual(['X: m', 'TypeError: Y', 'Z: z', true]);
  });
});

describe('F4/F5: a nullish Map/Set argument, spread or Object.assign source keeps its label', () => {
  it('normal mode: the contents carry the argument label whether it is nullish or not', async () => {
    const n = '[null, [["k", 1]]][inputs.even]';
    expect(await out(`const m = new Map(${n}); return m.size;`)).toEqual({
      value: 0,
      label: ['even'],
    });
    expect(await out(`const m = new Map(${n}); return m.has('k');`)).toEqual({
      value: false,
      label: ['even'],
    });
    expect(await out('const st = new Set([null, [1]][inputs.even]); return st.size;')).toEqual({
      value: 0,
      label: ['even'],
    });
    const s = '[null, { k: 1 }][inputs.even]';
    expect(await out(`const o = { ...${s} }; return Object.keys(o);`)).toEqual({
      value: [],
      label: ['even'],
    });
    expect(await out(`const o = Object.assign({}, ${s}); return Object.keys(o);`)).toEqual({
      value: [],
      label: ['even'],
    });
    expect(await out(`const o = { ...${s} }; return 'k' in o;`)).toEqual({
      value: false,
      label: ['even'],
    });
  });
});

describe('F6: a write of a secret key that a frozen prototype has does not throw its name', () => {
  it('Date and Map method names as new keys are refused with a constant message, labelled by the key', async () => {
    for (const name of ['getTime', 'setTime', 'forEach']) {
      for (const target of ['new Date(0)', 'new Map()']) {
        const rep = await runPlan(
          `const d = ${target}; let msg = 'none';
           try { d[inputs.k] = 1; } catch (e) { msg = e.message; }
           return [msg, Object.keys(d)];`,
          { inputs: { k: { value: name, label: ['k'] } } },
        );
        if (rep.outcome.kind !== 'done') throw new Error(JSON.stringify(rep.outcome));
        if ((target === 'new Map()') !== (name === 'forEach')) {
          expect(rep.outcome.value).toEqual(['none', [name]]);
        } else {
          expect(rep.outcome.value).toEqual([
            'this property name is not allowed on this object',
            [],
          ]);
          expect(rep.outcome.deepLabel).toEqual(['k']);
        }
      }
    }
  });
  it('an input named toString coerces the inputs object as a plain object', async () => {
    const rep = await runPlan(
      "let r = 'no'; try { r = '' + inputs; } catch (e) { r = 'threw'; } return r;",
      {
        inputs: { toString: { value: 1, label: ['t'] } },
      },
    );
    expect(rep.outcome.kind === 'done' && rep.outcome.value).toBe('[object Object]');
  });
});

describe('R1: a regex groups object coerces as a plain object (never throws)', () => {
  it('exec, match, indices.groups and a replace callback groups argument', async () => {
    for (const strict of [false, true]) {
      const r = await out(
        `let cb = 0;
         'q'.replace(/(?<a>.)/, (m, a, o, s, g) => { cb = g; return m; });
         const gs = [/(?<a>.)/.exec('q').groups, 'q'.match(/(?<a>.)/).groups, /(?<a>.)/d.exec('q').indices.groups, cb];
         return gs.map((g) => ['' + g, \`\${g}\`, g < 1, new Error(g).message, Object.keys(g), JSON.stringify(g)]);`,
        strict,
      );
      for (const row of r.value as JsonValue[][]) {
        expect(row.slice(0, 4)).toEqual([
          '[object Object]',
          '[object Object]',
          false,
          '[object Object]',
        ]);
        expect(row[4]).toEqual(['a']);
      }
    }
  });
});

describe('R2/R3: natively thrown RangeErrors inside a try are decided by labelled data', () => {
  it('a push past 2**32-1 in a try raises the handler by the array structure', async () => {
    const rep = await runPlan(
      `const a = []; if (inputs.odd > 0) a[4294967294] = 1; let r = 'no';
       try { a.push(1); } catch (e) { r = 'threw'; } return r;`,
      { inputs: INPUTS, strict: true },
    );
    expect(rep.outcome.kind === 'done' && [rep.outcome.value, rep.outcome.label]).toEqual([
      'threw',
      ['odd'],
    ]);
  });
  it('a spread call of a plan function with too many arguments raises the handler by the spread count', async () => {
    const rep = await runPlan(
      `const a = []; a[inputs.odd > 0 ? 40000 : 1] = 0; const f = (...xs) => 1; let r = 'no';
       try { f(...a); } catch (e) { r = 'threw'; } return r;`,
      { inputs: INPUTS, strict: true },
    );
    expect(rep.outcome.kind === 'done' && [rep.outcome.value, rep.outcome.label]).toEqual([
      'threw',
      ['odd'],
    ]);
  });
});
