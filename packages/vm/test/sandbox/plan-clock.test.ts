/**
 * The plan clock (issue 22): `new Date()` and `Date.now()` read `planClock` once per run,
 * the snapshot records the reading, and a restored run sees the same time. Without a plan
 * clock they throw inside the plan. Local time is UTC whatever the host's zone.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox, loadSandbox, type SandboxOptions } from '../../src/index.js';
import { TEST_ALGEBRA_SOURCE } from './helpers.js';

const PLAN = `const d = new Date();
const r = fetch({ at: d.toISOString() });
return [Date.now(), d.getTime(), r, new Date(2020, 0, 1, 10).getHours(), String(new Date(0))];`;

describe('plan clock', () => {
  it('new Date() reads the plan clock; a restored run sees the recorded time', async () => {
    let now = 1_000_000_000_000;
    const opts = (): SandboxOptions => ({
      algebraSource: TEST_ALGEBRA_SOURCE,
      externalFunctions: ['fetch'],
      propagateControl: true,
      planClock: () => {
        now += 1000;
        return now;
      },
    });
    const sandbox = await createSandbox(opts());
    const run = sandbox.start(PLAN);
    expect(run.status).toBe('suspended');
    expect(run.call?.args.at?.value).toBe('2001-09-09T01:46:41.000Z');
    const bytes = run.dump();
    run.resume({ value: 'ok', label: { origins: ['t'] } });
    expect(run.status).toBe('completed');
    const first = run.result?.value;
    expect(first).toEqual([
      1_000_000_001_000,
      1_000_000_001_000,
      'ok',
      10,
      'Thu Jan 01 1970 00:00:00 GMT+0000',
    ]);
    run.dispose();
    // the clock has moved on; the replay still sees the time the run started with
    const loaded = await loadSandbox(bytes, opts());
    expect(loaded.call?.args.at?.value).toBe('2001-09-09T01:46:41.000Z');
    loaded.resume({ value: 'ok', label: { origins: ['t'] } });
    expect(loaded.result?.value).toEqual(first);
    loaded.dispose();
  });

  it('without a plan clock, Date.now() throws inside the plan; fixed dates still work', async () => {
    const sandbox = await createSandbox({
      algebraSource: TEST_ALGEBRA_SOURCE,
      externalFunctions: [],
      propagateControl: false,
    });
    const a = sandbox.start('try { Date.now(); return 1; } catch (e) { return e.name; }');
    expect(a.result?.value).toBe('TypeError');
    a.dispose();
    const b = sandbox.start(
      "return [new Date('2020-01-01T10:00:00').getTime(), Date.UTC(2020, 0, 1)];",
    );
    expect(b.result?.value).toEqual([1577872800000, 1577836800000]);
    b.dispose();
  });

  it('refuses a plan clock that is not a function', async () => {
    await expect(
      createSandbox({
        algebraSource: TEST_ALGEBRA_SOURCE,
        externalFunctions: [],
        propagateControl: false,
        planClock: 5 as unknown as () => number,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });
});
