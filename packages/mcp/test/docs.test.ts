/** docs/mcp.md's code samples run as tests: every ```ts block must run and print what it says. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const doc = readFileSync(join(ROOT, 'docs', 'mcp.md'), 'utf8');
const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
// Inside the repository (so workspace packages resolve), outside git (node_modules is ignored).
const dir = join(ROOT, 'node_modules', '.cache', 'mcp-doc-samples');

describe('docs/mcp.md code samples', () => {
  it('has a sample', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });
  blocks.forEach((code, i) => {
    it(`sample ${i + 1} runs and prints what its comments say`, () => {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `sample-${i + 1}.mts`);
      writeFileSync(file, code);
      const out = execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', file], {
        encoding: 'utf8',
        cwd: ROOT,
        timeout: 60_000,
      });
      const expected = [...code.matchAll(/console\.log\([^;]*\); \/\/ '([^']*)'/g)].map(
        (m) => m[1],
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(out.trim().split('\n')).toEqual(expected);
    });
  });
});
