/** README code samples run as tests: every ```ts block of README.md must run and exit 0. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/harness.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
// Inside the repository (so workspace packages resolve), outside git (node_modules is ignored).
const dir = join(ROOT, 'node_modules', '.cache', 'readme-samples');

describe('README.md code samples', () => {
  it('has at least one TypeScript sample', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });
  blocks.forEach((code, i) => {
    it(`sample ${i + 1} runs`, () => {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `sample-${i + 1}.mts`);
      writeFileSync(file, code);
      const out = execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', file], {
        encoding: 'utf8',
        cwd: ROOT,
        timeout: 60_000,
      });
      // Every `// '<value>'` comment after a console.log states what it prints.
      const expected = [...code.matchAll(/console\.log\([^;]*\); \/\/ '([^']*)'/g)].map(
        (m) => m[1],
      );
      expect(out.trim().split('\n')).toEqual(expected);
    });
  });
});
