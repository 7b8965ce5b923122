/**
 * A public package can be installed from the registry only if every workspace package it
 * depends on is published too: none of them may be `private`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

interface Manifest {
  readonly name: string;
  readonly private?: boolean;
  readonly dependencies?: Record<string, string>;
}

describe('publishable packages', () => {
  it('no public package depends on a private workspace package', () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const manifests = root.workspaces.map(
      (dir) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Manifest,
    );
    const privateNames = new Set(manifests.filter((m) => m.private === true).map((m) => m.name));
    const offenders = manifests
      .filter((m) => m.private !== true)
      .flatMap((m) =>
        Object.keys(m.dependencies ?? {})
          .filter((d) => privateNames.has(d))
          .map((d) => `${m.name} -> ${d}`),
      );
    expect(offenders).toEqual([]);
  });
});
