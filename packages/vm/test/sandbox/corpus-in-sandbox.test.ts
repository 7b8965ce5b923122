/**
 * The compiler's plan corpus (test/fixtures/plans/*.plan) run through the real sandbox:
 * capped module, limits, determinism shim and lockdown. Every plan must give the outcome
 * the corpus expects (value or error code, and labels), so the lockdown never breaks the
 * prelude and every code the prelude emits is known to the sandbox. The corpus runs twice:
 * in contexts built at `start`, and in contexts built ahead by `sandbox.prepare()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSandbox, type JsonValue, type Sandbox } from '../../src/index.js';
import { CORPUS_INPUTS, CORPUS_TOOLS } from '../compiler/fixture-tools.js';
import { TEST_ALGEBRA } from '../compiler/harness.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/plans');
const header = (text: string, key: string): string | undefined =>
  text.match(new RegExp(`^// ${key}: (.*)$`, 'm'))?.[1];

const corpus = readdirSync(dir)
  .filter((f) => f.endsWith('.plan'))
  .sort()
  .map((file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    return {
      file,
      source,
      strict: header(source, 'strict') === 'true',
      expect: JSON.parse(header(source, 'expect') ?? '{}') as {
        value?: JsonValue;
        error?: string;
        label?: string[];
        deepLabel?: string[];
      },
    };
  });

const sandboxes = new Map<boolean, Promise<Sandbox>>();
function sandboxFor(strict: boolean): Promise<Sandbox> {
  let s = sandboxes.get(strict);
  if (s === undefined) {
    s = createSandbox({
      algebraSource: TEST_ALGEBRA,
      externalFunctions: Object.keys(CORPUS_TOOLS),
      propagateControl: strict,
      inputs: CORPUS_INPUTS,
      limits: { instructionBudget: 50_000_000 },
    });
    sandboxes.set(strict, s);
  }
  return s;
}

describe.each([
  ['at start', false],
  ['prepared ahead', true],
])(
  'the plan corpus runs unchanged in the locked-down sandbox (context built %s)',
  (_, prepared) => {
    it('has the corpus', () => {
      expect(corpus.length).toBeGreaterThanOrEqual(100);
    });
    for (const fx of corpus) {
      it(fx.file, async () => {
        let sandbox = await sandboxFor(fx.strict);
        if (!sandbox.usable) {
          sandboxes.delete(fx.strict);
          sandbox = await sandboxFor(fx.strict);
        }
        if (prepared) {
          sandbox.prepare();
          expect(sandbox.prepared).toBe(true);
        }
        const run = sandbox.start(fx.source);
        expect(sandbox.prepared).toBe(false);
        while (run.status === 'suspended') {
          const call = run.call!;
          const tool = CORPUS_TOOLS[call.name]!;
          const args: Record<string, JsonValue> = {};
          for (const [k, a] of Object.entries(call.args)) args[k] = a.value;
          const reply = tool(args);
          run.resume(
            reply.error !== undefined
              ? { error: reply.error, label: reply.label }
              : {
                  value: reply.value ?? null,
                  label: reply.label,
                  ...(reply.slots ? { slots: reply.slots } : {}),
                },
          );
        }
        if (fx.expect.error !== undefined) {
          expect(run.status).toBe('failed');
          expect(run.error?.code).toBe(fx.expect.error);
        } else {
          expect(run.status, run.error?.code).toBe('completed');
          expect(run.result?.value).toEqual(fx.expect.value);
          if (fx.expect.label)
            expect(run.describeLabel(run.result!.label)).toEqual(fx.expect.label);
          if (fx.expect.deepLabel) {
            expect(run.describeLabel(run.result!.deepLabel)).toEqual(fx.expect.deepLabel);
          }
        }
        run.dispose();
      });
    }
  },
);
