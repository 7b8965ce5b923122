import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkGraph,
  type ModuleEdge,
  parseImports,
  readWorkspaceGraph,
} from './dependency-graph.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const edge = (from: string, specifier: string, target?: string, typeOnly = false): ModuleEdge =>
  target === undefined ? { from, specifier, typeOnly } : { from, specifier, target, typeOnly };

describe('dependency direction (docs/architecture.md)', () => {
  it('the real workspace graph obeys every rule', () => {
    const edges = readWorkspaceGraph(root);
    expect(edges.length).toBeGreaterThan(0);
    expect(checkGraph(edges)).toEqual([]);
  });

  it('parses value, type-only, re-export and dynamic imports', () => {
    const text = [
      "import { a } from '@zamburak/ifc';",
      "import type { B } from './b.js';",
      "export { c } from '../c.js';",
      "export * from './d.js';",
      "const e = await import('@zamburak/vm');",
      "// import { no } from 'commented-out';",
    ].join('\n');
    expect(parseImports('packages/policy/src/x.ts', text)).toEqual([
      { from: 'packages/policy/src/x.ts', specifier: '@zamburak/ifc', typeOnly: false },
      { from: 'packages/policy/src/x.ts', specifier: './b.js', typeOnly: true },
      { from: 'packages/policy/src/x.ts', specifier: '../c.js', typeOnly: false },
      { from: 'packages/policy/src/x.ts', specifier: './d.js', typeOnly: false },
      { from: 'packages/policy/src/x.ts', specifier: '@zamburak/vm', typeOnly: false },
    ]);
  });

  it('fails when vm imports another package of ours (fixture graph)', () => {
    const v = checkGraph([edge('packages/vm/src/index.ts', '@zamburak/ifc')]);
    expect(v).toHaveLength(1);
    expect(v[0]?.kind).toBe('forbidden-import');
  });

  it('lets every package import the kernel, and the kernel import nothing of ours (fixture graph)', () => {
    expect(
      checkGraph(
        ['ifc', 'vm', 'authority', 'l10n', 'policy', 'audit', 'viz', 'core'].map((p) =>
          edge(`packages/${p}/src/index.ts`, '@zamburak/kernel'),
        ),
      ),
    ).toEqual([]);
    const v = checkGraph([
      edge('packages/kernel/src/index.ts', '@zamburak/ifc'),
      edge('packages/kernel/src/cli.ts', '@zamburak/l10n'),
    ]);
    expect(v.map((x) => x.kind)).toEqual(['forbidden-import', 'forbidden-import']);
  });

  it('fails when vm or ifc imports anything of ours but the kernel (fixture graph)', () => {
    const v = checkGraph([
      edge('packages/vm/src/index.ts', '@zamburak/l10n'),
      edge('packages/ifc/src/index.ts', '@zamburak/authority'),
    ]);
    expect(v.map((x) => x.kind)).toEqual(['forbidden-import', 'forbidden-import']);
  });

  it('fails when ifc imports policy, and when a package imports core', () => {
    const v = checkGraph([
      edge('packages/ifc/src/index.ts', '@zamburak/policy'),
      edge('packages/policy/src/index.ts', 'zamburak'),
    ]);
    expect(v.map((x) => x.kind)).toEqual(['forbidden-import', 'forbidden-import']);
  });

  it('allows tests to import core and allowed directions in production', () => {
    expect(
      checkGraph([
        edge('packages/policy/src/index.ts', '@zamburak/ifc'),
        edge('packages/viz/src/index.ts', '@zamburak/policy'),
        edge('packages/vm/test/x.test.ts', 'zamburak'),
      ]),
    ).toEqual([]);
  });

  it('fails on a package cycle even when the rules would allow both edges', () => {
    const v2 = checkGraph(
      [
        edge('packages/ifc/src/index.ts', '@zamburak/vm'),
        edge('packages/vm/src/index.ts', '@zamburak/ifc'),
      ],
      { ifc: ['vm'], vm: ['ifc'] },
    );
    expect(v2.map((x) => x.kind)).toEqual(['package-cycle']);
  });

  it('fails on a run-time module cycle but not on a type-only one', () => {
    const cyc = checkGraph([
      edge('packages/ifc/src/a.ts', './b.js', 'packages/ifc/src/b.ts'),
      edge('packages/ifc/src/b.ts', './a.js', 'packages/ifc/src/a.ts'),
    ]);
    expect(cyc.map((x) => x.kind)).toEqual(['module-cycle']);
    const typeOnly = checkGraph([
      edge('packages/ifc/src/a.ts', './b.js', 'packages/ifc/src/b.ts'),
      edge('packages/ifc/src/b.ts', './a.js', 'packages/ifc/src/a.ts', true),
    ]);
    expect(typeOnly).toEqual([]);
  });

  it('fails when a relative import reaches into another package', () => {
    const v = checkGraph([
      edge('packages/vm/src/x.ts', '../../ifc/src/label.js', 'packages/ifc/src/label.ts'),
    ]);
    expect(v.map((x) => x.kind)).toEqual(['escapes-package', 'forbidden-import']);
    const allowedButEscaping = checkGraph([
      edge('packages/policy/src/x.ts', '../../ifc/src/label.js', 'packages/ifc/src/label.ts'),
    ]);
    expect(allowedButEscaping.map((x) => x.kind)).toEqual(['escapes-package']);
  });
});
