/**
 * Every package carries what it reads at run time. A quick static check beside the packed
 * install: each `new URL('<relative>', import.meta.url)` in a package's sources names a
 * file or folder inside that package, which exists and is shipped (listed in `files`), so
 * the same path works from `src/` in this repository and from `dist/` in an installed
 * package.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/harness.js';

const ASSET_URL =
  /new URL\(\s*(['"`])([^'"`]*?)(?:\$\{[^}]*\}[^'"`]*)?\1\s*,\s*import\.meta\.url\s*,?\s*\)/g;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

interface AssetRef {
  readonly pkg: string;
  readonly file: string;
  readonly url: string;
  readonly target: string;
}

function assetRefs(): AssetRef[] {
  const refs: AssetRef[] = [];
  const packages = join(ROOT, 'packages');
  for (const pkg of readdirSync(packages)) {
    const src = join(packages, pkg, 'src');
    if (!existsSync(src)) continue;
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const m of text.matchAll(ASSET_URL)) {
        const url = m[2] ?? '';
        if (!url.startsWith('.')) continue;
        refs.push({ pkg, file: relative(ROOT, file), url, target: resolve(dirname(file), url) });
      }
    }
  }
  return refs;
}

describe('assets travel with their package', () => {
  const refs = assetRefs();

  it('finds the asset references (schemas, catalogues, the renderer page, demo data)', () => {
    const found = new Set(refs.map((r) => r.pkg));
    for (const pkg of ['policy', 'l10n', 'viz', 'examples']) expect(found).toContain(pkg);
  });

  it('each names an existing path inside its own package, shipped in `files`', () => {
    for (const r of refs) {
      const pkgDir = join(ROOT, 'packages', r.pkg);
      const inside = relative(pkgDir, r.target);
      expect(inside.startsWith('..') || inside.startsWith(sep), `${r.file}: ${r.url}`).toBe(false);
      expect(existsSync(r.target), `${r.file}: ${r.url}`).toBe(true);
      const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
        files?: string[];
      };
      const top = inside.split(sep)[0] ?? '';
      // npm always ships package.json.
      const shipped = [...(manifest.files ?? []), 'package.json'];
      expect(shipped, `${r.file}: ${r.url} is not shipped`).toContain(top);
    }
  });
});
