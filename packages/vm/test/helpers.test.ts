/**
 * The compiler<->prelude helper table (src/helpers.ts) is what both sides use: the prelude's
 * live runtime object holds exactly the registers and helpers it lists, each with its arity,
 * and the compiled code of the plan corpus calls only bound helpers, never with more
 * arguments than the table's arity.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import * as acorn from 'acorn';
import { describe, expect, it } from 'vitest';
import { compilePlan } from '../src/compiler/index.js';
import {
  BOUND_HELPERS,
  helpersObjectCode,
  PRELUDE_HELPERS,
  PRELUDE_REGISTERS,
  type PreludeHelper,
} from '../src/helpers.js';
import { PRELUDE_SOURCE } from '../src/prelude/source.js';

const HELPERS: Readonly<Record<string, PreludeHelper>> = PRELUDE_HELPERS;

/** The runtime object a plan receives (`$R`), from the prelude run in a bare realm. */
function runtimeObject(): Record<string, unknown> {
  let id = 0;
  const realm = Object.create(null) as Record<string, unknown>;
  realm.__zamburakLabels = {
    literal: () => 0,
    join: (a: number, b: number) => Math.max(a, b),
    intern: () => ++id,
    describe: (n: number) => ({ id: n }),
  };
  const src = `${PRELUDE_SOURCE}; let R; __zr.install(function ($R) { R = $R; return function* () {}; }, false); R`;
  return runInNewContext(src, realm) as Record<string, unknown>;
}

const PLANS = join(import.meta.dirname, 'fixtures', 'plans');

describe('the helper table', () => {
  it('is the runtime object the prelude hands a plan, in order, with each arity', () => {
    const r = runtimeObject();
    expect(Object.keys(r)).toEqual([
      ...new Set([...Object.keys(PRELUDE_REGISTERS), 'TXE', ...Object.keys(HELPERS)]),
    ]);
    for (const [name, h] of Object.entries(HELPERS)) {
      const v = r[name];
      if (name === 'MK') expect(typeof v).toBe('symbol');
      else expect([name, typeof v === 'function' ? v.length : -1]).toEqual([name, h.arity]);
    }
    expect([(r.J as () => void).length, (r.STX as () => void).length]).toEqual([2, 1]);
  });

  it('binds only helpers it lists, each once', () => {
    expect(new Set(BOUND_HELPERS).size).toBe(BOUND_HELPERS.length);
    for (const name of BOUND_HELPERS)
      expect(name === 'J' || Object.hasOwn(HELPERS, name)).toBe(true);
    expect(helpersObjectCode()).toMatch(/^\{ G: G, .*FATAL: isFatal, .*APL: APL \}$/);
  });

  it('compiled plans call bound helpers only, within their arity', () => {
    const arity = new Map<string, number>([['J', 2]]);
    for (const name of BOUND_HELPERS) if (name !== 'J') arity.set(name, HELPERS[name]?.arity ?? -1);
    const seen = new Set<string>();
    const bad: string[] = [];
    const files = readdirSync(PLANS).filter((f) => f.endsWith('.plan'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const source = readFileSync(join(PLANS, file), 'utf8');
      for (const strict of [false, true]) {
        let code: string;
        try {
          code = compilePlan(source, {
            externalFunctions: ['fetch', 'send', 'read', 'write', 'search', 'tool'],
            propagateControl: strict,
          }).code;
        } catch {
          continue; // a plan the corpus expects to be rejected
        }
        const walk = (n: unknown): void => {
          if (n === null || typeof n !== 'object') return;
          if (Array.isArray(n)) {
            for (const x of n) walk(x);
            return;
          }
          const node = n as { type?: string; callee?: { type: string; name?: string } };
          if (node.type === 'CallExpression' && node.callee?.type === 'Identifier') {
            const m = /^\$([A-Z]+)$/.exec(node.callee.name ?? '');
            const args = (n as { arguments: unknown[] }).arguments.length;
            if (m?.[1] !== undefined) {
              seen.add(m[1]);
              const max = arity.get(m[1]);
              if (max === undefined || args > max) bad.push(`${file}: $${m[1]} with ${args}`);
            }
          }
          for (const v of Object.values(n)) walk(v);
        };
        walk(acorn.parse(code, { ecmaVersion: 2022, sourceType: 'script' }));
      }
    }
    expect(bad).toEqual([]);
    expect(seen.size).toBeGreaterThan(20);
  });
});
