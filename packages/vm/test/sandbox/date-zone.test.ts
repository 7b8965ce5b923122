/**
 * Red team F7: the sandbox has no time zone (local time is UTC), but `Date.parse` of a
 * date-time without a zone was the host's parse (local time) corrected by the host's offset,
 * which is wrong inside the host's DST gap: `2026-03-29T02:30` does not exist in
 * Europe/Berlin, so a plan's result depended on where the host ran. Every zone now parses it
 * as in UTC. QuickJS (emscripten) reads the zone from the host's `Date`, so `TZ` decides it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/index.js';
import { TEST_ALGEBRA_SOURCE } from './helpers.js';

const savedTz = process.env.TZ;
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

const TEXTS = [
  '2026-03-29T02:30:00', // Europe/Berlin spring gap
  '2026-03-29T02:30',
  '2026-03-08T02:30:00.250', // America/New_York spring gap
  '2026-10-25T02:30:00', // Europe/Berlin autumn overlap
  '2026-11-01 01:30:00', // America/New_York autumn overlap
  'Mar 29 2026 02:30:00',
  'March 8, 2026 02:30',
  '2026/03/29 02:30',
];
const PLAN = `const ts = ${JSON.stringify(TEXTS)};
const out = [];
for (const t of ts) { out.push(Date.parse(t)); out.push(new Date(t).getTime()); out.push(new Date(t).getHours()); }
out;`;

async function runIn(tz: string): Promise<unknown> {
  process.env.TZ = tz;
  const box = await createSandbox({
    algebraSource: TEST_ALGEBRA_SOURCE,
    externalFunctions: [],
    propagateControl: true,
    planClock: () => 0,
  });
  const run = box.start(PLAN);
  expect(run.error?.code).toBeUndefined();
  const v = run.result?.value;
  run.dispose();
  return v;
}

describe('Date parsing does not depend on the host time zone', () => {
  it('a date-time without a zone parses as UTC in every zone, DST gaps and overlaps included', async () => {
    const utc = await runIn('UTC');
    const want = TEXTS.flatMap((t) => {
      const ms = Date.UTC(
        ...((): [number, number, number, number, number, number, number] => {
          const m = /(\d{4})\D(\d\d)\D(\d\d)\D(\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?/.exec(t);
          if (m !== null) {
            return [+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0), +(m[7] ?? 0)];
          }
          const d = new Date(`${t} GMT`);
          return [
            d.getUTCFullYear(),
            d.getUTCMonth(),
            d.getUTCDate(),
            d.getUTCHours(),
            d.getUTCMinutes(),
            0,
            0,
          ];
        })(),
      );
      return [ms, ms, new Date(ms).getUTCHours()];
    });
    expect(utc).toEqual(want);
    for (const tz of ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      expect(await runIn(tz), tz).toEqual(utc);
    }
  });
});
