/**
 * The committed diagrams of the example policies (docs/generated/) are current: this is
 * `zamburak-viz check --require svg` run by the test suite, so CI fails when an example
 * policy changes without `zamburak-viz render` (see docs/viz.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVizCli } from '../src/index.js';
import { captureIo, EXAMPLE_POLICIES, policyFiles, REPO_ROOT } from './helpers.js';

describe('docs/generated', () => {
  const examples = policyFiles(EXAMPLE_POLICIES);

  it('holds current diagrams (.mmd and .svg) of every example policy: zamburak-viz check passes', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(1);
    const io = captureIo(REPO_ROOT);
    const code = await runVizCli(
      ['check', '--require', 'svg', '--out', 'docs/generated', ...examples],
      io,
    );
    expect(io.out.join('') + io.err.join('')).toMatch(
      /^\d+ diagrams in docs\/generated are up to date\n$/u,
    );
    expect(code).toBe(0);
  });

  it('docs/viz.md embeds a generated diagram verbatim', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'viz.md'), 'utf8');
    const match = /<!-- embed: (\S+\.mmd) -->\n```mermaid\n([\s\S]*?)```\n/u.exec(doc);
    expect(match).not.toBeNull();
    const file = match?.[1] ?? '';
    expect(match?.[2]).toBe(readFileSync(join(REPO_ROOT, 'docs', file), 'utf8'));
  });
});
