/**
 * The hand-written plan corpus (test/fixtures/plans/*.plan): each plan runs instrumented through
 * the prelude and as plain JavaScript; both must give the expected value, and the instrumented
 * run the expected labels of the result and of the listed call arguments and pc.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_INPUTS, CORPUS_TOOLS } from './fixture-tools.js';
import { type JsonValue, runPlain, runPlan } from './harness.js';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'plans');

interface Fixture {
  file: string;
  construct: string;
  source: string;
  expect: { value?: JsonValue; error?: string; label?: string[]; deepLabel?: string[] };
  calls?: { name: string; args: Record<string, string[]>; pc?: string[] }[];
  strict: boolean;
  plain: boolean;
}

function header(text: string, key: string): string | undefined {
  const m = text.match(new RegExp(`^// ${key}: (.*)$`, 'm'));
  return m?.[1];
}

export function loadCorpus(): Fixture[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.plan'))
    .sort()
    .map((file) => {
      const source = readFileSync(join(DIR, file), 'utf8');
      const calls = header(source, 'calls');
      return {
        file,
        construct: header(source, 'construct') ?? '',
        source,
        expect: JSON.parse(header(source, 'expect') ?? '{}') as Fixture['expect'],
        ...(calls === undefined ? {} : { calls: JSON.parse(calls) as Fixture['calls'] }),
        strict: header(source, 'strict') === 'true',
        plain: header(source, 'plain') !== 'skip',
      };
    });
}

const corpus = loadCorpus();

describe('plan corpus', () => {
  it('has at least 100 plans', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
  });

  for (const fx of corpus) {
    it(`${fx.file} (${fx.construct})`, async () => {
      const opts = { tools: CORPUS_TOOLS, inputs: CORPUS_INPUTS, strict: fx.strict };
      const rep = await runPlan(fx.source, opts);
      if (fx.expect.error !== undefined) {
        expect(rep.outcome.kind).toBe('error');
        if (rep.outcome.kind === 'error') expect(rep.outcome.code).toBe(fx.expect.error);
      } else {
        expect(rep.outcome).toMatchObject({ kind: 'done' });
        if (rep.outcome.kind === 'done') {
          expect(rep.outcome.value).toEqual(fx.expect.value);
          if (fx.expect.label) expect(rep.outcome.label).toEqual(fx.expect.label);
          if (fx.expect.deepLabel) expect(rep.outcome.deepLabel).toEqual(fx.expect.deepLabel);
        }
      }
      if (fx.calls) {
        expect(rep.calls.map((c) => c.name)).toEqual(fx.calls.map((c) => c.name));
        fx.calls.forEach((want, i) => {
          const got = rep.calls[i];
          for (const [arg, label] of Object.entries(want.args)) {
            expect(got?.args[arg]?.label, `${want.name}.${arg}`).toEqual(label);
          }
          if (want.pc) expect(got?.pc, `${want.name} pc`).toEqual(want.pc);
        });
      }
      if (fx.plain) {
        const plain = await runPlain(fx.source, opts);
        if (fx.expect.error !== undefined) expect(plain.kind).toBe('error');
        else expect(plain).toEqual({ kind: 'done', value: fx.expect.value });
      }
    });
  }
});
