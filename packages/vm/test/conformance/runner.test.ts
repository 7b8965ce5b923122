/**
 * The conformance runner's own parts: frontmatter, selection, program building, outcome
 * comparison, and one program through plain QuickJS and the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { compilePlan } from '../../src/index.js';
import {
  buildProgram,
  inSample,
  listTests,
  mergeReports,
  PlainRunner,
  restrictReport,
  runConformance,
  SandboxRunner,
  sameOutcome,
  shakeHarness,
  VENDORED_ROOT,
} from './runner.js';
import { parseMeta, skipReason } from './selection.js';
import { rotation } from './suite.js';

const test = (front: string, body: string): string => `/*---\n${front}\n---*/\n${body}`;

describe('conformance runner', () => {
  it('reads inline and block frontmatter lists and negative tests', () => {
    const m = parseMeta(
      test(
        'description: x\nflags: [onlyStrict, raw]\nfeatures:\n  - let\n  - Symbol.iterator\nincludes: [compareArray.js]\nnegative:\n  phase: parse\n  type: SyntaxError',
        '',
      ),
    );
    expect(m.flags).toEqual(['onlyStrict', 'raw']);
    expect(m.features).toEqual(['let', 'Symbol.iterator']);
    expect(m.includes).toEqual(['compareArray.js']);
    expect(m.negative).toEqual({ phase: 'parse', type: 'SyntaxError' });
  });

  it('skips by flag and feature, and keeps features a plan refuses', () => {
    const skip = (front: string): string | undefined => skipReason(parseMeta(test(front, '')));
    expect(skip('flags: [async]')).toBe('flag async');
    expect(skip('flags: [module]')).toBe('flag module');
    expect(skip('features: [class-fields-public]')).toBe('newer than ES2020: class-fields-public');
    expect(skip('features: [Symbol.iterator]')).toBe('never in plans: Symbol.iterator');
    expect(skip('features: [Proxy]')).toBe('never in plans: Proxy');
    expect(skip('features: [generators, BigInt, class]')).toBeUndefined();
    expect(skip('flags: [onlyStrict]')).toBeUndefined();
  });

  it('compares the kind, the error name and a Test262Error message', () => {
    const t = (name: string, message: string) => ({ kind: 'threw' as const, name, message });
    expect(sameOutcome(t('TypeError', 'a'), t('TypeError', 'b'), false)).toBe(true);
    expect(sameOutcome(t('TypeError', 'a'), t('RangeError', 'a'), false)).toBe(false);
    expect(sameOutcome(t('Test262Error', 'a'), t('Test262Error', 'b'), false)).toBe(false);
    expect(sameOutcome({ kind: 'completed' }, t('TypeError', ''), false)).toBe(false);
    expect(sameOutcome({ kind: 'completed' }, { kind: 'returned', value: '1' }, false)).toBe(false);
  });

  it('runs one program the same in plain QuickJS and the sandbox', async () => {
    const body = [
      'assert.sameValue(0 / 0, NaN);',
      'assert.notSameValue(0, -0);',
      "assert.throws(Test262Error, () => { throw Test262Error('x'); });",
      'assert.compareArray([1, 2].map((x) => x * 2), [2, 4]);',
    ].join('\n');
    const meta = parseMeta(test('includes: [compareArray.js]', body));
    const program = buildProgram(test('includes: [compareArray.js]', body), meta, () => '');
    const plain = await PlainRunner.create();
    expect(plain.run(program.source)).toEqual({ kind: 'completed' });
    for (const mode of ['normal', 'strict'] as const) {
      const compiled = compilePlan(program.source, {
        externalFunctions: [],
        propagateControl: mode === 'strict',
      });
      expect(await new SandboxRunner(mode).run(program.source, compiled)).toEqual({
        kind: 'completed',
      });
    }
    const failing = buildProgram(test('', 'assert.sameValue(1, 2, "m");'), parseMeta(''), () => '');
    const p = plain.run(failing.source);
    expect(p).toEqual({
      kind: 'threw',
      name: 'Test262Error',
      message: 'm Expected SameValue(«1», «2») to be true',
    });
    const compiled = compilePlan(failing.source, { externalFunctions: [], propagateControl: true });
    expect(await new SandboxRunner('strict').run(failing.source, compiled)).toEqual(p);
    const typeError = buildProgram(test('', 'null.x;'), parseMeta(''), () => '');
    expect(plain.run(typeError.source)).toMatchObject({ kind: 'threw', name: 'TypeError' });
  });

  it('runs strict unless noStrict; our propertyHelper.js checks attributes on both sides', async () => {
    const body = [
      'const o = { a: 1 };',
      "Object.defineProperty(o, 'x', { value: 1 });",
      "verifyProperty(o, 'x', { value: 1, writable: false, enumerable: false, configurable: false });",
      "verifyProperty(o, 'a', { value: 1, writable: true, enumerable: true, configurable: true });",
      "verifyNotWritable(o, 'x'); verifyNotEnumerable(o, 'x'); verifyNotConfigurable(o, 'x');",
      "verifyEqualTo(o, 'x', 1);",
      'assert.throws(TypeError, () => { o.x = 2; });',
    ].join('\n');
    const head = 'includes: [propertyHelper.js]';
    const program = buildProgram(test(head, body), parseMeta(test(head, body)), () => '');
    expect(program.source.startsWith('"use strict";')).toBe(true);
    const plain = await PlainRunner.create();
    expect(plain.run(program.source)).toEqual({ kind: 'completed' });
    for (const mode of ['normal', 'strict'] as const) {
      const compiled = compilePlan(program.source, {
        externalFunctions: [],
        propagateControl: mode === 'strict',
      });
      expect(await new SandboxRunner(mode).run(program.source, compiled)).toEqual({
        kind: 'completed',
      });
    }
    const sloppy = buildProgram(
      test('flags: [noStrict]', 'let x = 1;'),
      parseMeta(test('flags: [noStrict]', 'let x = 1;')),
      () => '',
    );
    expect(sloppy.source.startsWith('"use strict";')).toBe(false);
  });

  it('a run split in shards merges back into the same counts; a restriction to all its tests changes nothing', async () => {
    const filter = 'built-ins/Math/abs/';
    const whole = await runConformance({ filter });
    const shards = await Promise.all(
      [0, 1, 2].map((index) => runConformance({ filter, shard: { index, count: 3 } })),
    );
    const merged = mergeReports(shards);
    const counts = (r: typeof whole) => ({
      files: r.files,
      skipped: r.skipped,
      accepted: r.accepted,
      rejected: r.rejected,
      modes: r.modes,
      different: r.different,
      rejections: r.rejections,
      results: r.results,
    });
    expect(whole.files).toBeGreaterThan(2);
    expect(counts(merged)).toEqual(counts(whole));
    const sub = restrictReport(whole, listTests(VENDORED_ROOT, filter), VENDORED_ROOT);
    expect(counts(sub)).toEqual(counts(whole));
  }, 300_000);

  it('a program carries the harness declarations its text can reach, and only those', () => {
    const src = (body: string, front = ''): string =>
      buildProgram(test(front, body), parseMeta(test(front, body)), () => '').source;
    const same = src('assert.sameValue(1, 1);');
    expect(same).toContain('function assertSameValue262(');
    expect(same).toContain('function report262(');
    expect(same).toContain('assert.sameValue = assertSameValue262;');
    expect(same).not.toContain('assertThrows262');
    expect(same).not.toContain('verifyProperty');
    const throws = src('assert.throws(TypeError, () => null.x);');
    expect(throws).toContain('function assertThrows262(');
    expect(throws).not.toContain('assert.sameValue =');
    // a test262 include's text counts as the body's
    expect(
      shakeHarness(['sta.js', 'assert.js', 'assert-object.js'], 'assert.notSameValue'),
    ).toContain('function assertNotSameValue262(');
    // what propertyHelper's functions need comes along
    const prop = src(
      "verifyProperty({ a: 1 }, 'a', { value: 1 });",
      'includes: [propertyHelper.js]',
    );
    expect(prop).toContain('function verifyProperty(');
    expect(prop).toContain('function isSameValue(');
    // `assert(...)` keeps the function form
    expect(src('assert(true);')).toContain('function assert(');
  });

  it('the rotations of the sample together compare every accepted test in both modes', () => {
    const paths = Array.from({ length: 300 }, (_, i) => `test/x/${i}.js`);
    const normal = new Set<string>();
    const strict = new Set<string>();
    for (let r = 0; r < 2 * 8; r++) {
      for (const p of paths) {
        if (!inSample(`${p}#run`, 2, r)) continue;
        normal.add(p);
        if (inSample(`${p}#strict`, 8, Math.floor(r / 2))) strict.add(p);
      }
    }
    expect(normal.size).toBe(paths.length);
    expect(strict.size).toBe(paths.length);
    expect(rotation({ ZAMBURAK_CONFORMANCE_ROTATION: '5' })).toBe(5);
    expect(rotation({}, 3 * 86_400_000 + 5)).toBe(3);
  });
});
