/**
 * The repository's source files as the architecture tests read them: every `.ts`, `.mts`,
 * `.js` and `.mjs` file under `packages/<name>/src`, parsed with the TypeScript compiler API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const SOURCE = /\.(ts|mts|js|mjs)$/;

/** Paths (relative to the repository, `/`-separated) of the source files under `dir`. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string): void => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      const p = join(abs, e.name);
      if (e.isDirectory()) walk(p);
      else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts'))
        out.push(relative(root, p).split('\\').join('/'));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

/** Every package's `src` source files. */
export function packageSources(): string[] {
  return readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => {
      try {
        return sourceFiles(`packages/${e.name}/src`);
      } catch {
        return [];
      }
    });
}

export function readSource(path: string): string {
  return readFileSync(join(root, path), 'utf8');
}

export function parse(path: string, text: string = readSource(path)): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
}
