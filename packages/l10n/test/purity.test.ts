import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Drops block and line comments (documentation may mention `LANG`; code may not). */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const srcDir = new URL('../src/', import.meta.url);
const sources = readdirSync(srcDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: stripComments(readFileSync(new URL(f, srcDir), 'utf8')) }));

describe('@zamburak/l10n has no ambient state', () => {
  it('reads no environment, wall clock or randomness', () => {
    const hits = sources.flatMap(({ file, text }) =>
      [
        /process\.env/,
        /\bLANG\b/,
        /Date\.now|new Date\(/,
        /Math\.random/,
        /Intl\.DateTimeFormat\(\)/,
      ]
        .filter((re) => re.test(text))
        .map((re) => `${file}: ${re.source}`),
    );
    expect(hits).toEqual([]);
  });

  it('keeps no mutable module-level state (no top-level let/var, no module caches)', () => {
    const hits = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .filter(
          (line) =>
            /^(?:export\s+)?(?:let|var)\s/.test(line) ||
            /^const \w+ = new (?:Map|Set|WeakMap)\b/.test(line),
        )
        .map((line) => `${file}: ${line}`),
    );
    expect(hits).toEqual([]);
  });
});
