/** docs/postgres.md's sample runs as a test against a throw-away cluster and prints what it says. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isCluster, startCluster } from './support/cluster.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const doc = readFileSync(join(ROOT, 'docs', 'postgres.md'), 'utf8');
const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
const dir = join(ROOT, 'node_modules', '.cache', 'postgres-doc-samples');
const cluster = await startCluster();
afterAll(() => {
  if (isCluster(cluster)) cluster.stop();
});

describe('docs/postgres.md code samples', () => {
  it('has a sample', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });
  describe.skipIf(!isCluster(cluster))('against a cluster', () => {
    if (!isCluster(cluster)) return;
    const c = cluster;
    blocks.forEach((code, i) => {
      it(`sample ${i + 1} runs and prints what its comments say`, async () => {
        const config = await c.createDatabase();
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `sample-${i + 1}.mts`);
        writeFileSync(file, code);
        const out = execFileSync(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', file],
          {
            encoding: 'utf8',
            cwd: ROOT,
            timeout: 60_000,
            env: {
              ...process.env,
              DATABASE_URL: `postgresql://${c.user}@/${String(config.database)}?host=${c.host}`,
            },
          },
        );
        const expected = [...code.matchAll(/console\.log\([^;]*\); \/\/ '([^']*)'/g)].map(
          (m) => m[1],
        );
        expect(expected.length).toBeGreaterThan(0);
        expect(out.trim().split('\n')).toEqual(expected);
      });
    });
  });
});
