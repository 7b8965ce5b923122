/**
 * The prelude is built from its parts (packages/vm/src/prelude/parts) by `npm run build:invm`
 * into one checked-in string (issue 26 point 3; invm-generated.test.ts checks it is current):
 * every part is in the build, the string runs in a realm without Node and installs `__zr`, and
 * it is the same however the generated module is transpiled (tsx here, tsc in the packed dist),
 * so a snapshot's `preludeHash` does not depend on the transpiler.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PRELUDE_PARTS } from '../../packages/vm/src/prelude/manifest.js';
import { PRELUDE_SOURCE, PRELUDE_SOURCE_SHA256 } from '../../packages/vm/src/prelude/source.js';
import { concatScripts, INVM_BUNDLES, scriptPart, sha256Hex } from '../../scripts/build-invm.js';
import { root } from './source-files.js';

const bundle = INVM_BUNDLES.find((b) => b.exportName === 'PRELUDE_SOURCE');

describe('the generated prelude', () => {
  it('is the bundle of its parts, with its hash', () => {
    expect(bundle?.scripts).toBeDefined();
    if (bundle?.scripts === undefined) return;
    expect(PRELUDE_SOURCE === concatScripts(bundle.entry, bundle.scripts)).toBe(true);
    expect(sha256Hex(PRELUDE_SOURCE)).toBe(PRELUDE_SOURCE_SHA256);
  });

  it('builds every part, and only parts', () => {
    const onDisk = readdirSync(join(root, 'packages/vm/src/prelude/parts'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.slice(0, -3))
      .sort();
    expect([...PRELUDE_PARTS].sort()).toEqual(onDisk);
  });

  it('runs in a realm without Node and installs the protocol', () => {
    let id = 0;
    const algebra = {
      literal: () => 0,
      join: (a: number, b: number) => Math.max(a, b),
      intern: () => ++id,
      describe: (n: number) => ({ id: n }),
    };
    const realm = Object.create(null) as Record<string, unknown>;
    realm.__zamburakLabels = algebra;
    const zr = runInNewContext(`${PRELUDE_SOURCE}; globalThis.__zr`, realm) as object;
    expect(Object.keys(zr).sort()).toEqual(['begin', 'describe', 'install', 'step']);
    expect(Object.isFrozen(zr)).toBe(true);
  });

  it('is the same string when tsc builds the module (the packed dist)', async () => {
    const text = readFileSync(join(root, 'packages/vm/src/generated/prelude.ts'), 'utf8');
    const out = ts.transpileModule(text, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext },
      fileName: 'prelude.ts',
    }).outputText;
    const dir = mkdtempSync(join(tmpdir(), 'zr-prelude-'));
    try {
      const file = join(dir, 'prelude.mjs');
      writeFileSync(file, out);
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      expect(mod.PRELUDE_SOURCE === PRELUDE_SOURCE).toBe(true);
      expect(mod.PRELUDE_SOURCE_SHA256).toBe(PRELUDE_SOURCE_SHA256);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('drops a part header and puts the constants in (fixture)', () => {
    const part = '// @ts-check\n/**\n * doc\n */\nconst S = new Set(BUILD.M);\n';
    expect(scriptPart('x', part, { M: ['a', 'b'] })).toBe('const S = new Set(["a","b"]);\n');
    expect(() => scriptPart('x', 'const a = 1;\n', {})).toThrow(/header/);
    expect(() => scriptPart('x', part, {})).toThrow(/BUILD\.M/);
  });
});
