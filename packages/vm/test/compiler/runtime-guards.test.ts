/**
 * What the compiler cannot see statically the prelude refuses at run time: computed keys that
 * name prototype or coercion hooks, non-JSON values at the boundary, natives out of reach.
 */
import { describe, expect, it } from 'vitest';
import { runPlan } from './harness.js';

const TOOLS = { send: () => ({ value: 'ok', label: ['sent'] }) };

async function outcome(src: string) {
  return (await runPlan(src, { tools: TOOLS })).outcome;
}

describe('prelude run-time guards', () => {
  it('computed reads see own data properties only', async () => {
    const o = await outcome(
      'const o = {}; const ks = ["__proto__", "constructor", "toString", "hasOwnProperty"]; return ks.map((k) => o[k] === undefined);',
    );
    expect(o).toMatchObject({ kind: 'done', value: [true, true, true, true] });
    expect(
      await outcome('const f = () => 1; const k = "constructor"; return f[k] === undefined;'),
    ).toMatchObject({
      kind: 'done',
      value: true,
    });
    expect(
      await outcome('const s = "abc"; const k = "constructor"; return s[k] === undefined;'),
    ).toMatchObject({
      kind: 'done',
      value: true,
    });
  });

  it('computed writes of hook names throw inside the plan', async () => {
    for (const k of ['__proto__', 'constructor', 'toString', 'valueOf', 'toJSON']) {
      const o = await outcome(
        `const o = {}; const k = ${JSON.stringify(k)}; try { o[k] = () => 1; return 'written'; } catch (e) { return e.message; }`,
      );
      expect(o).toMatchObject({ kind: 'done', value: 'this property name is not allowed' });
    }
  });

  it('JSON keys named __proto__ cannot reach a prototype through spread or rest', async () => {
    const spread = await outcome(
      'const p = JSON.parse(\'{"__proto__": {"x": 1}}\'); try { const c = { ...p }; return "copied"; } catch (e) { return "refused"; }',
    );
    expect(spread).toMatchObject({ kind: 'done', value: 'refused' });
    const rest = await outcome(
      'const p = JSON.parse(\'{"a": 1, "__proto__": {"x": 1}}\'); try { const { a, ...r } = p; return "copied"; } catch (e) { return "refused"; }',
    );
    expect(rest).toMatchObject({ kind: 'done', value: 'refused' });
  });

  it('method calls reach only the listed builtins and own plan functions', async () => {
    expect(
      await outcome(
        'const o = {}; try { o.propertyIsEnumerable("x"); return 1; } catch (e) { return e.message; }',
      ),
    ).toMatchObject({ value: 'not a function' });
    expect(
      await outcome(
        'const f = () => 1; try { f.bind(null); return 1; } catch (e) { return e.message; }',
      ),
    ).toMatchObject({ value: 'not a function' });
    // f.call / f.apply run the plan function itself (issue 22)
    expect(
      await outcome('const f = () => 1; return f.call(null) + f.apply(null, []);'),
    ).toMatchObject({ value: 2 });
    expect(
      await outcome('try { [1].constructor; return 1; } catch (e) { return 2; }').catch(
        () => 'compile',
      ),
    ).toBe('compile');
  });

  it('non-JSON values cannot cross to the host', async () => {
    expect(await outcome('send({ f: () => 1 }); return 1;')).toMatchObject({
      kind: 'error',
      code: 'ARG_NOT_JSON',
    });
    expect(await outcome('send({ n: 0 / 0 }); return 1;')).toMatchObject({
      kind: 'error',
      code: 'ARG_NOT_JSON',
    });
    expect(await outcome('send({ u: undefined }); return 1;')).toMatchObject({
      kind: 'error',
      code: 'ARG_NOT_JSON',
    });
    expect(await outcome('const a = {}; a.self = a; return a;')).toMatchObject({
      kind: 'error',
      code: 'RESULT_NOT_JSON',
    });
    expect(await outcome('return () => 1;')).toMatchObject({
      kind: 'error',
      code: 'RESULT_NOT_JSON',
    });
  });

  it('replacer functions and revivers are refused, and functions passed to plain methods', async () => {
    expect(
      await outcome(
        'try { JSON.stringify({}, (k, v) => v); return 1; } catch (e) { return e.message; }',
      ),
    ).toMatchObject({
      kind: 'done',
      value: 'JSON.stringify with a replacer function is not supported',
    });
    expect(
      await outcome(
        'try { JSON.parse("{}", (k, v) => v); return 1; } catch (e) { return e.message; }',
      ),
    ).toMatchObject({ kind: 'done', value: 'JSON.parse reviver is not supported' });
    expect(
      await outcome('try { "a".concat(() => "b"); return 1; } catch (e) { return e.message; }'),
    ).toMatchObject({ kind: 'done', value: 'functions cannot be passed to this method' });
  });

  it('an external-calling callback cannot run where the plan cannot suspend', async () => {
    const src = 'function h(f) { return [1].map(f); }\nconst r = h((x) => send({ x }));\nreturn r;';
    expect(await outcome(src)).toMatchObject({ kind: 'done', value: ['ok'] });
  });
});
