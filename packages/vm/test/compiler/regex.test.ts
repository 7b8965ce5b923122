/**
 * Regular expressions (issue 22): literals, RegExp(...), the regex methods and the string
 * methods that take them. Differential (plain QuickJS vs the sandbox, both modes), label
 * propagation, lastIndex as labelled container state (strict mode's no-sensitive-upgrade),
 * replace callbacks as plan callbacks, and the prelude's hardening.
 */
import { describe, expect, it } from 'vitest';
import { compilePlan } from '../../src/compiler/index.js';
import { type JsonValue, type RunOptions, runPlain, runPlan, type ToolReply } from './harness.js';

const INPUTS: NonNullable<RunOptions['inputs']> = {
  secret: { value: 'hunter2 and 42', label: ['secret'] },
  pat: { value: '\\d+', label: ['pat'] },
  bit: { value: true, label: ['bit'] },
  pub: { value: 'a1b22c333', label: ['pub'] },
  rep: { value: '#', label: ['rep'] },
};

const TOOLS: Record<string, (args: Record<string, JsonValue>) => ToolReply> = {
  send: () => ({ value: 'ok', label: ['sent'] }),
  lookup: (a) => ({ value: `<${String(a.v)}>`, label: ['tool'] }),
};

async function run(src: string, strict = false) {
  const rep = await runPlan(src, { inputs: INPUTS, tools: TOOLS, strict });
  return rep;
}
async function done(src: string, strict = false) {
  const rep = await run(src, strict);
  if (rep.outcome.kind !== 'done') throw new Error(`plan failed: ${JSON.stringify(rep.outcome)}`);
  return { ...rep.outcome, calls: rep.calls };
}

const SAME: string[] = [
  "const re = /(\\d+)-(\\d+)/; const m = re.exec('a 12-34 b'); return [m[0], m[1], m.index, m.input, re.test('x'), re.source, re.flags, re.global, m.length];",
  "const re = /a/g; const r = []; r.push(re.test('aa'), re.lastIndex, re.test('aa'), re.lastIndex, re.test('aa'), re.lastIndex); return r;",
  "return 'a-b-c'.replace(/-/g, '+') + 'a-b'.replace(/(\\w)-(\\w)/, '$2$1') + 'x.y.z'.replaceAll('.', '/');",
  "return ['a1b22c333'.match(/\\d+/g), 'abc'.match(/z/g), 'abc'.match(/z/), 'abc'.match('b')[0]];",
  "const m = '2024-05-06'.match(/(?<y>\\d+)-(?<m>\\d+)/); return [m.groups.y, m.groups.m, m.index];",
  "return ['a, b,c'.split(/\\s*,\\s*/), 'a1b2c'.split(/(\\d)/, 3), 'abc'.split(/(?:)/)];",
  "return 'hello world'.search(/o/) + 'abc'.search('c') + 'abc'.search(/z/);",
  "const out = []; for (const m of 'a1b2c3'.matchAll(/[a-z](\\d)/g)) out.push(m[1] + '@' + m.index); return out;",
  "return 'abc'.replace(/b/, (m, off, s) => m.toUpperCase() + off + s.length);",
  "return 'a-b-c'.replaceAll('-', (m, i) => String(i)) + 'a-b'.replace('-', (m) => m + m);",
  "return 'x1y22'.replace(/(\\d)(\\d)?/g, (m, a, b, off) => '[' + a + (b === undefined ? 'U' : b) + off + ']');",
  "return '2024-05'.replace(/(?<y>\\d+)-(?<m>\\d+)/, (...a) => a[a.length - 1].m + '/' + a[a.length - 1].y);",
  "const re = new RegExp('a+', 'g'); const r2 = RegExp(re); const r3 = new RegExp(re, 'i'); return [re === r2, re === r3, 'caaat'.replace(re, 'A'), String(re), re.toString(), r3.flags, '' + re];",
  "try { new RegExp('('); return 'no'; } catch (e) { return e.name; }",
  "try { RegExp('a', 'gg'); return 'no'; } catch (e) { return e.name; }",
  "const re = /a/y; re.lastIndex = 1; return [re.test('ba'), re.lastIndex, re.test('ba'), re.lastIndex];",
  "const re = /b/g; re.lastIndex = 5; const s = 'abcb'.replace(re, 'X'); return [s, re.lastIndex];",
  "return [/a/i.test('A'), /^\\w+$/.test('ab_c'), 'AbC'.match(/b/i)[0], /./s.test('\\n'), /^b/m.test('a\\nb')];",
  "const m = /(?<x>a)/d.exec('za'); return [m.indices[0], m.indices.groups.x, m.indices[1]];",
  "try { 'a'.replaceAll(/a/, 'b'); return 'no'; } catch (e) { return e.name; }",
  "try { 'a'.matchAll(/a/); return 'no'; } catch (e) { return e.name; }",
  "return ['aaa'.replace(/a*?/g, '-'), '\\u{1F600}x'.replace(/(?:)/gu, '.'), 'abc'.replace(/(b)/, '[$1$&$`$\\']')];",
  "const res = []; for (let i = 0; i < 3; i++) { const re = /a/g; res.push(re.test('a'), re.lastIndex); } return res;",
  "const re = /o/g; let m; const at = []; while ((m = re.exec('foo boo')) !== null) at.push(m.index, re.lastIndex); return at;",
  "const m = /(a)|(b)/.exec('b'); return [m[1] === undefined, m[2], m.groups === undefined];",
  "function words(s) { return s.split(/\\s+/).filter((w) => /^[a-z]+$/i.test(w)); } return words('Hello  big 42 world');",
  "return [/[/]/.test('/'), /\\//.source, new RegExp('/').source, RegExp().source];",
];

describe('regular expressions: same results as plain JavaScript', () => {
  it.each(SAME)('%s', async (src) => {
    const plain = await runPlain(src);
    for (const strict of [false, true]) {
      const r = await runPlan(src, { strict });
      const got =
        r.outcome.kind === 'done'
          ? { kind: 'done', value: r.outcome.value }
          : { kind: 'error', message: r.outcome.message };
      expect(got).toEqual(plain);
    }
  });

  it('compiles a literal to a fresh regex per evaluation (no literal regex in the output)', async () => {
    const r = await runPlan(
      'const a = []; for (let i = 0; i < 2; i++) a.push(/x/g); return a[0] === a[1];',
    );
    expect(r.outcome.kind === 'done' && r.outcome.value).toBe(false);
    expect(r.code).toContain('$RX("x", "g", $pc)');
  });
});

describe('regular expressions: labels', () => {
  it('test, exec, match, search, split, replace carry the subject label', async () => {
    for (const e of [
      '/\\d/.test(inputs.secret)',
      '/\\d+/.exec(inputs.secret)[0]',
      '/\\d+/.exec(inputs.secret).index',
      'inputs.secret.match(/\\d+/g)[0]',
      'inputs.secret.match(/(\\d)+/).input',
      'inputs.secret.search(/\\d/)',
      'inputs.secret.split(/ /)[0]',
      'inputs.secret.split(/ /).length',
      "inputs.secret.replace(/\\d/g, 'x')",
      "inputs.secret.replaceAll(/\\d/g, 'x')",
      'inputs.secret.matchAll(/\\d/g)[0][0]',
      'inputs.secret.matchAll(/\\d/g).length',
    ]) {
      const r = await done(`return ${e};`);
      expect(r.label, e).toContain('secret');
    }
  });

  it('a pattern made from data labels every result; a public subject does not clean it', async () => {
    for (const e of [
      "re.test('a1')",
      "'a1'.match(re)[0]",
      "'a1'.replace(re, 'x')",
      "'a1'.split(re).length",
      "'a1'.search(re)",
      're.source',
      're.lastIndex',
    ]) {
      const r = await done(`const re = new RegExp(inputs.pat, 'g'); return ${e};`);
      expect(r.label, e).toContain('pat');
      expect(r.label, e).not.toContain('secret');
    }
  });

  it('the replacement (string or callback result) reaches the result', async () => {
    expect((await done("return 'a1'.replace(/\\d/, inputs.rep);")).label).toEqual(['rep']);
    expect((await done("return 'a1'.replace(/\\d/, () => inputs.rep);")).label).toEqual(['rep']);
    expect((await done("return 'a1'.replaceAll('1', (m) => m + inputs.rep);")).label).toEqual([
      'rep',
    ]);
    // no match: the callback never runs, the result is the subject
    expect((await done("return 'ab'.replace(/\\d/, () => inputs.rep);")).label).toEqual([]);
  });

  it('a replace callback runs under the subject and the pattern (strict mode reports it at a call)', async () => {
    const r = await done(
      "let n = 0; inputs.secret.replace(/\\d/g, (m) => { send({ v: 'x' }); return m; }); return 1;",
      true,
    );
    expect(r.calls.length).toBe(3);
    expect(r.calls[0]?.pc).toContain('secret');
    const r2 = await done(
      "const re = new RegExp(inputs.pat); 'a1'.replace(re, (m) => { send({ v: m }); return m; }); return 1;",
      true,
    );
    expect(r2.calls[0]?.pc).toContain('pat');
    expect(r2.calls[0]?.args.v?.label).toContain('pat');
  });

  it('a replace callback may call a tool (generator context)', async () => {
    const r = await done("return 'a1b2'.replace(/\\d/g, (d) => lookup({ v: d }));");
    expect(r.value).toBe('a<1>b<2>');
    expect(r.label).toContain('tool');
  });

  it('a literal in strict mode carries the pc it was made under', async () => {
    const r = await done('let re = /a/; if (inputs.bit) { re = /b/; } return re.source;', true);
    expect(r.label).toContain('bit');
  });
});

describe('regular expressions: lastIndex is labelled container state', () => {
  it('normal mode: lastIndex carries the subject it was moved by', async () => {
    const r = await done('const re = /\\d/g; re.test(inputs.secret); return re.lastIndex;');
    expect(r.value).toBe(7);
    expect(r.label).toContain('secret');
    const r2 = await done("const re = /\\d/g; re.test(inputs.secret); return re.test('1');");
    expect(r2.label).toContain('secret');
    const r3 = await done(
      "const re = /\\d/g; 'x1'.replace(re, 'y'); inputs.secret.match(re); return re.lastIndex;",
    );
    expect(r3.label).toContain('secret');
  });

  it('strict mode: if (s) re.test(x) raises re before the branch, so later reads carry s', async () => {
    for (const use of ['re.lastIndex', "re.test('a')", "'aa'.replace(re, 'b')", "re.exec('aa')"]) {
      const r = await done(
        `const re = /a/g; if (inputs.bit) { re.test('a'); } return ${use};`,
        true,
      );
      expect(r.label, use).toContain('bit');
    }
    const r = await done(
      "const re = /a/g; if (inputs.bit) { 'a'.replace(re, 'b'); 'a'.match(re); } return re.lastIndex;",
      true,
    );
    expect(r.label).toContain('bit');
  });

  it('strict mode: a write that the upgrade could not name ends the run (IMPLICIT_FLOW)', async () => {
    const rep = await run(
      "const re = /a/g; const box = [re]; if (inputs.bit) { box[0].test('a'); } return re.lastIndex;",
      true,
    );
    if (rep.outcome.kind === 'done') expect(rep.outcome.label).toContain('bit');
    else expect(rep.outcome.code).toBe('IMPLICIT_FLOW');
    const rep2 = await run(
      'const re = /a/g; function f(r) { r.lastIndex = 0; } if (inputs.bit) { f(re); } return re.lastIndex;',
      true,
    );
    if (rep2.outcome.kind === 'done') expect(rep2.outcome.label).toContain('bit');
    else expect(rep2.outcome.code).toBe('IMPLICIT_FLOW');
  });

  it('re.lastIndex = n is a write: the slot takes the value label, the pc in strict mode', async () => {
    const r = await done(
      'const re = /a/g; re.lastIndex = inputs.secret.length; return re.lastIndex;',
    );
    expect(r.label).toEqual(['secret']);
    const r2 = await done(
      "const re = /a/g; re.lastIndex = inputs.secret.length; return re.test('aaaaaaaaaaaaaaaa');",
    );
    expect(r2.label).toContain('secret');
    const r3 = await done(
      'const re = /a/g; if (inputs.bit) re.lastIndex = 3; return re.lastIndex;',
      true,
    );
    expect(r3.label).toContain('bit');
  });

  it('a regex without g or y is not written (no IMPLICIT_FLOW under a raised pc)', async () => {
    const r = await done(
      "const re = /a/; const box = [re]; let n = 0; if (inputs.bit) { if (box[0].test('a')) n = 1; } return n;",
      true,
    );
    expect(r.value).toBe(1);
  });
});

describe('regular expressions: hardening', () => {
  it('only lastIndex can be written; nothing else reaches the native methods', async () => {
    for (const src of [
      're.exec = (s) => null; return 1;',
      'Object.assign(re, { exec: 1 }); return 1;',
      "re['flags'] = 'g'; return 1;",
      'delete re.lastIndex; return 1;',
      're.lastIndex = { n: 1 }; return 1;',
      'return re.lastIndex = [1];',
    ]) {
      const r = await run(`const re = /a/g; ${src}`);
      expect(r.outcome.kind, src).toBe('error');
      if (r.outcome.kind === 'error') expect(r.outcome.code).toBe('PLAN_THREW');
    }
  });

  it('methods and the constructor are not readable as values; other methods are refused', async () => {
    const r = await done(
      'const re = /a/; return [re.exec === undefined, re.test === undefined, re.compile === undefined];',
    );
    expect(r.value).toEqual([true, true, true]);
    expect(() =>
      compilePlan('const re = /a/; return re.constructor;', {
        externalFunctions: [],
        propagateControl: false,
      }),
    ).toThrow(/FORBIDDEN_PROPERTY/);
    for (const m of ['compile', 'toLocaleString', 'hasOwnProperty']) {
      const rep = await run(`const re = /a/; return re.${m}('b');`);
      expect(rep.outcome.kind, m).toBe('error');
    }
  });

  it('a regex is not JSON: refused as a tool argument and as a result', async () => {
    const r = await run('send({ v: /a/ }); return 1;');
    expect(r.outcome.kind === 'error' && r.outcome.code).toBe('ARG_NOT_JSON');
    const r2 = await run('return /a/;');
    expect(r2.outcome.kind === 'error' && r2.outcome.code).toBe('RESULT_NOT_JSON');
  });

  it('a bad pattern from data is a catchable SyntaxError labelled by the pattern', async () => {
    const rep = await runPlan('try { return RegExp(inputs.p); } catch (e) { return e.name; }', {
      inputs: { p: { value: '(', label: ['p'] } },
    });
    expect(rep.outcome.kind === 'done' && rep.outcome.value).toBe('SyntaxError');
    expect(rep.outcome.kind === 'done' && rep.outcome.label).toContain('p');
  });

  it('strict mode inside a try: whether RegExp threw decides the code after it', async () => {
    const rep = await runPlan(
      "let r = 'threw'; try { RegExp(inputs.p); r = 'ok'; } catch (e) {} send({ v: r }); return r;",
      { inputs: { p: { value: 'a', label: ['p'] } }, tools: TOOLS, strict: true },
    );
    if (rep.outcome.kind === 'done') {
      expect(rep.calls[0]?.args.v?.label.concat(rep.calls[0]?.pc ?? [])).toContain('p');
    } else expect(rep.outcome.code).toBe('IMPLICIT_FLOW');
  });
});
