/**
 * Red-team A4 (2026-11-28): strict-mode write sets grow with nesting, so a plan of a few KB
 * could cost the host a minute of compile time and megabytes of output before any deadline.
 * Compilation is now bounded: control nesting (MAX_CONTROL_NESTING), write-set work linear in
 * the source (writeSetBudget) and compiled output linear in the source (maxCompiledLength).
 */
import { describe, expect, it } from 'vitest';
import { MAX_CONTROL_NESTING } from '../../src/compiler/limits.js';
import { compilePlan, PlanCompileError } from '../../src/index.js';

const strict = (src: string) =>
  compilePlan(src, { externalFunctions: ['get_secret', 'post'], propagateControl: true });

function code(f: () => unknown): string | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    return e instanceof PlanCompileError ? e.code : String(e);
  }
}

/** n nested loops, each with an early exit decided by a secret (the finding's shape). */
function nestedLoops(n: number): string {
  let src = 'const s = get_secret({});\nfunction f() {\n';
  for (let i = 0; i < n; i++) src += `let v${i} = 0;\n`;
  for (let i = 0; i < n; i++)
    src += `for (let k${i} = 0; k${i} < 2; k${i}++) {\nif (s.length === ${i}) return 1;\nv${i} = 1;\n`;
  for (let i = 0; i < n; i++) src += '}\n';
  return `${src}return 0; }\nf();\n`;
}

describe('compilation is bounded by the size of the plan (red-team A4)', () => {
  it('refuses control nested past the limit quickly, with its position', () => {
    const t0 = Date.now();
    let err: unknown;
    try {
      strict(nestedLoops(300));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PlanCompileError);
    expect((err as PlanCompileError).code).toBe('PLAN_TOO_LARGE');
    expect((err as PlanCompileError).line).toBeGreaterThan(1);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('accepts nesting up to the limit in both modes', () => {
    let src = 'let x = 0;\n';
    for (let i = 0; i < MAX_CONTROL_NESTING - 1; i++) src += `if (x < ${i + 1}) {\n`;
    src += 'x = 1;\n';
    for (let i = 0; i < MAX_CONTROL_NESTING - 1; i++) src += '}\n';
    expect(code(() => strict(src))).toBeUndefined();
    expect(
      code(() => compilePlan(src, { externalFunctions: [], propagateControl: false })),
    ).toBeUndefined();
  });

  it('refuses a flat plan whose strict output would not stay proportional to its source', () => {
    // 300 switch cases, each writing one variable and maybe leaving early: each exit upgrades
    // what every later case may write (7 MB from 17 KB before the limit)
    let src = 'const s = get_secret({});\n';
    for (let i = 0; i < 300; i++) src += `let v${i} = 0;\n`;
    src += 'switch (s.length) {\n';
    for (let i = 0; i < 300; i++) src += `case ${i}: v${i} = 1; if (s[0] === 'x') break;\n`;
    src += '}\n';
    const t0 = Date.now();
    expect(code(() => strict(src))).toBe('PLAN_TOO_LARGE');
    expect(Date.now() - t0).toBeLessThan(20_000);
    // normal mode has no write sets: the same plan compiles
    expect(
      code(() => compilePlan(src, { externalFunctions: ['get_secret'], propagateControl: false })),
    ).toBeUndefined();
  });
});
