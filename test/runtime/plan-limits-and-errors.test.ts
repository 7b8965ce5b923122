/**
 * What a host meets when a plan is malformed or runs away (issue 18, point 5): a tool
 * without arguments is called as `tool()`, a compile error names its code and position, a
 * runtime without `limits.deadlineMs` stops a plan that never yields, and strings or heaps
 * past the caps end with MEMORY_LIMIT (never a catchable plan exception).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEADLINE_MS } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';

let harness: Harness | undefined;
afterEach(() => harness?.close());

describe('plan conveniences and limits through createRuntime', () => {
  it('a tool without arguments can be called as tool()', async () => {
    harness = makeHarness({ strict: true });
    const exec = await harness.runtime.start('const s = read_secret(); s.length;');
    expect(exec.status, JSON.stringify(exec.error)).toBe('denied');
    // read_secret declares a required `name`: the call reached the gateway with no arguments
    expect(exec.decisions[0]?.tool).toBe('read_secret');
    expect(exec.decisions[0]?.reasonCode).toBe('ARG_MISSING');
  });

  it('a compile error reaches the host with its code and line:column', async () => {
    harness = makeHarness({ strict: true });
    const exec = await harness.runtime.start('const a = 1;\nconst b = nope + 1;');
    expect(exec.status).toBe('failed');
    expect(exec.error).toEqual({
      code: 'UNDECLARED_IDENTIFIER',
      message: 'plan rejected: UNDECLARED_IDENTIFIER at 2:11',
      line: 2,
      column: 11,
    });
  });

  it(`without limits.deadlineMs a plan that never yields stops after ${DEFAULT_DEADLINE_MS} ms`, async () => {
    // a clock that runs fast: the default deadline is read from the runtime's clock
    let t = 0;
    harness = makeHarness({ strict: true, clock: () => (t += 1_000) });
    const exec = await harness.runtime.start('while (true) {}');
    expect(exec.status).toBe('failed');
    expect(exec.error).toEqual({
      code: 'DEADLINE_EXCEEDED',
      message: 'the plan exceeded its deadline',
    });
    expect(DEFAULT_DEADLINE_MS).toBe(10_000);
  });

  it('a string past the length cap is MEMORY_LIMIT, caught or not', async () => {
    harness = makeHarness({ strict: true });
    for (const plan of [
      'const s = "x".repeat(2 ** 30); s.length;',
      'let s = "x"; try { s = "x".repeat(2 ** 30); } catch (e) { s = "caught"; } s;',
    ]) {
      const exec = await harness.runtime.start(plan);
      expect(exec.status, plan).toBe('failed');
      expect(exec.error?.code, plan).toBe('MEMORY_LIMIT');
    }
  });

  it('50k objects under a 16 MiB cap are MEMORY_LIMIT, caught or not', async () => {
    harness = makeHarness({ strict: true, limits: { memoryBytes: 16 * 1024 * 1024 } });
    for (const plan of [
      'const a = []; for (let i = 0; i < 50000; i++) a.push({ i, s: "abc" + i }); a.length;',
      'const a = []; try { for (let i = 0; i < 50000; i++) a.push({ i, s: "abc" + i }); } catch (e) { } a.length;',
    ]) {
      const exec = await harness.runtime.start(plan);
      expect(exec.status, plan).toBe('failed');
      expect(exec.error?.code, plan).toBe('MEMORY_LIMIT');
    }
  });

  it('running out of memory inside JSON.parse is MEMORY_LIMIT, not a catchable SyntaxError', async () => {
    // red-team finding: the prelude's JSON.parse turned every failure into a plan exception,
    // so a plan could catch an out-of-memory that the size of secret data decided
    harness = makeHarness({ strict: true, limits: { memoryBytes: 16 * 1024 * 1024 } });
    const exec = await harness.runtime.start(
      "let r = 'parsed'; const txt = '[' + '0,'.repeat(3000000) + '0]'; try { JSON.parse(txt); } catch (e) { r = 'caught'; } r;",
    );
    expect(exec.status).toBe('failed');
    expect(exec.error?.code).toBe('MEMORY_LIMIT');
  });
});
