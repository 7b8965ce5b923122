/**
 * Run-time containment (defence in depth behind the compiler): raw JavaScript, which the
 * compiler would reject, tries to tamper with the context after lockdown. Every attempt
 * must fail, and the globals a plan can see are exactly the expected set.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox, type SandboxOptions } from '../../src/index.js';
import { FIXTURE_COMPILER, TEST_ALGEBRA_SOURCE } from './helpers.js';

const base: SandboxOptions = {
  algebraSource: TEST_ALGEBRA_SOURCE,
  externalFunctions: ['fetch'],
  propagateControl: false,
  compiler: FIXTURE_COMPILER,
};

/** Each body runs twice: in a context built at `start` and in one built by `prepare()`. */
async function evalInPlan(body: string): Promise<unknown> {
  const fresh = await evalOnce(body, false);
  expect(await evalOnce(body, true)).toEqual(fresh);
  return fresh;
}

async function evalOnce(body: string, prepared: boolean): Promise<unknown> {
  const sandbox = await createSandbox(base);
  if (prepared) sandbox.prepare();
  const run = sandbox.start(
    `function* __plan(inputs, L) { return { v: (function () { ${body} })(), l: 0 }; }`,
  );
  expect(run.status, run.error?.code).toBe('completed');
  const v = run.result?.value;
  run.dispose();
  return v;
}

const ATTEMPTS: Record<string, string> = {
  'Object.prototype pollution': `Object.prototype.polluted = 1;`,
  'Object.prototype define': `Object.defineProperty(Object.prototype, 'x', { value: 1 });`,
  'Array.prototype.map override': `Array.prototype.map = function () { return []; };`,
  'Array.prototype.push override': `[].__proto__.push = null;`,
  'String.prototype override': `String.prototype.slice = null;`,
  'JSON.parse override': `JSON.parse = function () { return 1; };`,
  'JSON.stringify override': `JSON.stringify = function () { return '1'; };`,
  'Math.random use': `Math.random();`,
  'replace __zr': `__zr = null;`,
  'override __zr.step': `__zr.step = function () { return '{}'; };`,
  'delete __zr': `if (!delete globalThis.__zr) throw new Error('kept');`,
  'replace __zamburakLabels.join': `__zamburakLabels.join = function () { return 0; };`,
  'replace __zamburakLabels': `globalThis.__zamburakLabels = {};`,
  'replace the plan global': `__plan = null;`,
  'new global': `globalThis.leak = 1;`,
  'Function via constructor chain': `(function () {}).constructor('return 1')();`,
  'GeneratorFunction via constructor': `(function* () {}).constructor('yield 1');`,
  'Function via string chain': `''.constructor.constructor('return this')();`,
  eval: `eval('1');`,
  'Function global': `Function('return 1');`,
  Date: `Date.now();`,
  Proxy: `new Proxy({}, {});`,
  Promise: `Promise.resolve(1);`,
  'Iterator prototype tamper': `Object.getPrototypeOf([][Symbol.iterator]()).next = null;`,
  'Generator prototype tamper': `Object.getPrototypeOf(function* () {}).prototype.next = null;`,
  'Error prototype tamper': `Error.prototype.toString = null;`,
  'shadow call on a builtin method': `Object.prototype.hasOwnProperty.call = function () { return true; };`,
  'shadow apply on a builtin method': `Object.defineProperty(Array.prototype.map, 'apply', { value: null });`,
  'Object.keys override': `Object.keys = function () { return []; };`,
  'Map.prototype.get override': `Map.prototype.get = function () { return 0; };`,
  'WeakMap.prototype.get override': `WeakMap.prototype.get = function () { return undefined; };`,
  'Symbol.iterator hook on Array': `Object.defineProperty(Array.prototype, Symbol.iterator, { value: null });`,
  'replace the JSON binding': `globalThis.JSON = { stringify: () => '[]', parse: JSON.parse }; if (globalThis.JSON.stringify(1) !== '[]') throw 0;`,
  'redefine the Object binding': `Object.defineProperty(globalThis, 'Object', { value: {} });`,
  'delete the Array binding': `if (!delete globalThis.Array) throw 0;`,
  // QuickJS itself lets these three change the value of a locked global binding.
  'redefine the protocol object': `Object.defineProperty(globalThis, '__zr', { value: {} }); if (typeof __zr.step === 'function') throw 0;`,
  'redefine the algebra (defineProperties)': `Object.defineProperties(globalThis, { __zamburakLabels: { value: {} } }); if (typeof __zamburakLabels.join === 'function') throw 0;`,
  'redefine JSON (Reflect)': `if (!Reflect.defineProperty(globalThis, 'JSON', { value: {} })) throw 0;`,
  'call the lockdown hook': `globalThis.__zamburakLockGlobals();`,
};

describe('lockdown', () => {
  it('every tampering attempt throws', async () => {
    const checks = Object.entries(ATTEMPTS)
      .map(([name, code]) => `try { ${code} ok.push(${JSON.stringify(name)}); } catch (e) {}`)
      .join('\n');
    const succeeded = await evalInPlan(`const ok = []; ${checks} return ok;`);
    expect(succeeded).toEqual([]);
  });

  it('the prelude and algebra still work after the attempts', async () => {
    const v = await evalInPlan(`
      try { __zamburakLabels.join = null; } catch (e) {}
      return __zamburakLabels.join(__zamburakLabels.intern({ origins: ['a'] }), 0);`);
    expect(v).toBe(1);
  });

  it('exposes exactly the expected globals, and no std/os/print/timers', async () => {
    const names = (await evalInPlan(
      'return Object.getOwnPropertyNames(globalThis).sort();',
    )) as string[];
    for (const banned of [
      'std',
      'os',
      'print',
      'console',
      'setTimeout',
      'setInterval',
      'eval',
      'Function',
      'Date',
      'Proxy',
      'Promise',
      'WeakRef',
      'SharedArrayBuffer',
      'Atomics',
      'require',
      'process',
      'scriptArgs',
    ]) {
      expect(names).not.toContain(banned);
    }
    expect(names).toEqual(
      expect.arrayContaining([
        '__zr',
        '__zamburakLabels',
        '__plan',
        'JSON',
        'Math',
        'Object',
        'Array',
      ]),
    );
    expect(names.length).toBeLessThanOrEqual(55);
  });

  it('Math.random and Date are absent even while the algebra loads', async () => {
    const sandbox = await createSandbox({
      ...base,
      algebraSource: `${TEST_ALGEBRA_SOURCE}\nglobalThis.__seen = [typeof Date, (() => { try { Math.random(); return 'random-ok'; } catch (e) { return 'random-throws'; } })()];`,
    });
    const run = sandbox.start('function* __plan(i, L) { return { v: __seen, l: 0 }; }');
    expect(run.result?.value).toEqual(['undefined', 'random-throws']);
    run.dispose();
  });
});
