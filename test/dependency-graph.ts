/**
 * The import graph of the workspace and the rules docs/architecture.md "Dependency direction" states.
 * Pure functions over a graph value, so the rules can be tested on fixture graphs
 * as well as on the real repository.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Package directory name -> the directory names of our packages it may import. */
export const ALLOWED_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  // The kernel imports nothing of ours; every package may import it (and vm and ifc nothing else).
  kernel: [],
  ifc: ['kernel'],
  vm: ['kernel'],
  authority: ['kernel'],
  l10n: ['kernel'],
  policy: ['kernel', 'ifc', 'l10n'],
  audit: ['kernel', 'ifc', 'l10n'],
  // viz also holds the decision explorer (`zamburak-audit serve`): it reads the audit log
  // through audit's read-only reader and draws policies, so it imports audit. The explorer
  // lives here, not in audit, so that the runtime (core -> audit) never carries mermaid,
  // puppeteer-core or the policy compiler; audit's bin (not its src) loads viz for `serve`
  // when installed (an optional peer dependency), and audit's src never imports viz.
  viz: ['kernel', 'policy', 'ifc', 'l10n', 'audit'],
  core: ['kernel', 'ifc', 'vm', 'policy', 'authority', 'audit', 'l10n'],
  // The MCP bridge builds tool definitions for the runtime: the runtime's surface only.
  mcp: ['kernel', 'core'],
  // The planner loop and model adapters: the runtime's surface, the policy (output labels for
  // the prompt) and the vm (its coverage matrix for the plan-language reference).
  agent: ['kernel', 'core', 'policy', 'vm'],
  // The demo and the AgentDojo evaluation: a host of the runtime (and of the agent package's
  // quarantined-model tool), nothing more. No package may import it.
  examples: ['core', 'audit', 'authority', 'l10n', 'agent'],
  // The PostgreSQL store for a fleet: audit's record code and verifier, authority's ports and
  // charge rules. A peer of core (the host hands its ledgers to the runtime), never below it.
  postgres: ['kernel', 'audit', 'authority'],
};

/** npm package name -> directory name under packages/. */
export const PACKAGE_DIRS: Readonly<Record<string, string>> = {
  '@zamburak/kernel': 'kernel',
  '@zamburak/ifc': 'ifc',
  '@zamburak/vm': 'vm',
  '@zamburak/authority': 'authority',
  '@zamburak/l10n': 'l10n',
  '@zamburak/policy': 'policy',
  '@zamburak/audit': 'audit',
  '@zamburak/viz': 'viz',
  zamburak: 'core',
  '@zamburak/mcp': 'mcp',
  '@zamburak/agent': 'agent',
  '@zamburak/examples': 'examples',
  '@zamburak/postgres': 'postgres',
};

export interface ModuleEdge {
  /** Repository-relative path of the importing file. */
  readonly from: string;
  /** The specifier as written. */
  readonly specifier: string;
  /** Repository-relative target file for relative imports, if resolvable. */
  readonly target?: string;
  /** True for `import type` / `export type` (erased at run time). */
  readonly typeOnly: boolean;
}

export interface Violation {
  readonly kind: 'forbidden-import' | 'package-cycle' | 'module-cycle' | 'escapes-package';
  readonly detail: string;
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Extracts import edges from TypeScript source text. */
export function parseImports(from: string, text: string): ModuleEdge[] {
  const edges: ModuleEdge[] = [];
  const stripped = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const m of stripped.matchAll(IMPORT_RE)) {
    const specifier = m[2] ?? m[3];
    if (specifier === undefined) continue;
    edges.push({ from, specifier, typeOnly: m[1] !== undefined });
  }
  return edges;
}

/** The package (directory name) a repository-relative path belongs to, if any. */
export function packageOf(path: string): string | undefined {
  const m = /^packages\/([^/]+)\//.exec(path);
  return m?.[1];
}

/** The package a bare specifier names, if it is one of ours. */
export function packageOfSpecifier(specifier: string): string | undefined {
  for (const [name, dir] of Object.entries(PACKAGE_DIRS)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) return dir;
  }
  return undefined;
}

/** Finds every elementary cycle's representative via Tarjan's SCC algorithm. */
export function stronglyConnected(
  nodes: Iterable<string>,
  edges: Map<string, Set<string>>,
): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) {
        low.set(v, Math.min(low.get(v)!, idx.get(w)!));
      }
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      const selfLoop = edges.get(v)?.has(v) ?? false;
      if (comp.length > 1 || selfLoop) out.push(comp.sort());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return out;
}

/**
 * Checks a module graph against the package rules.
 * - production code (`packages/x/src`) imports only packages in ALLOWED_IMPORTS[x];
 * - nothing but tests imports `core`;
 * - relative imports never leave their package;
 * - no cycle between packages, and no run-time cycle between modules.
 */
export function checkGraph(
  edges: readonly ModuleEdge[],
  allowed: Readonly<Record<string, readonly string[]>> = ALLOWED_IMPORTS,
): Violation[] {
  const violations: Violation[] = [];
  const pkgEdges = new Map<string, Set<string>>();
  const modEdges = new Map<string, Set<string>>();
  const modules = new Set<string>();
  for (const e of edges) {
    modules.add(e.from);
    const fromPkg = packageOf(e.from);
    const isProduction = fromPkg !== undefined && e.from.startsWith(`packages/${fromPkg}/src/`);
    const targetPkg = e.specifier.startsWith('.')
      ? packageOf(e.target ?? '')
      : packageOfSpecifier(e.specifier);
    if (e.specifier.startsWith('.') && fromPkg !== undefined && e.target !== undefined) {
      if (targetPkg !== fromPkg) {
        violations.push({
          kind: 'escapes-package',
          detail: `${e.from} imports ${e.specifier}, which leaves packages/${fromPkg}`,
        });
      }
      if (!e.typeOnly) {
        const set = modEdges.get(e.from) ?? new Set<string>();
        set.add(e.target);
        modEdges.set(e.from, set);
        modules.add(e.target);
      }
    }
    if (targetPkg === undefined || fromPkg === undefined || targetPkg === fromPkg) continue;
    if (isProduction) {
      const ok = allowed[fromPkg]?.includes(targetPkg) ?? false;
      if (!ok) {
        violations.push({
          kind: 'forbidden-import',
          detail: `${e.from} imports ${e.specifier}: packages/${fromPkg} may import only [${(allowed[fromPkg] ?? []).join(', ')}]`,
        });
      }
      const set = pkgEdges.get(fromPkg) ?? new Set<string>();
      set.add(targetPkg);
      pkgEdges.set(fromPkg, set);
    }
  }
  for (const comp of stronglyConnected(pkgEdges.keys(), pkgEdges)) {
    violations.push({
      kind: 'package-cycle',
      detail: `packages import each other: ${comp.join(' <-> ')}`,
    });
  }
  for (const comp of stronglyConnected(modules, modEdges)) {
    violations.push({
      kind: 'module-cycle',
      detail: `modules import each other at run time: ${comp.join(' <-> ')}`,
    });
  }
  return violations;
}

const SOURCE_EXT = /\.(ts|mts|js|mjs)$/;

function walk(dir: string, out: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'dist' || name === 'fixtures') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SOURCE_EXT.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
}

function resolveRelative(root: string, fromAbs: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromAbs), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.mjs$/, '.mts'),
    `${base}.ts`,
    join(base, 'index.ts'),
  ];
  for (const c of candidates) {
    try {
      if (statSync(c).isFile()) return relative(root, c);
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** Reads the real workspace's import graph (packages/*: src, test, bin). */
export function readWorkspaceGraph(root: string): ModuleEdge[] {
  const files: string[] = [];
  walk(join(root, 'packages'), files);
  const edges: ModuleEdge[] = [];
  for (const abs of files) {
    const from = relative(root, abs);
    for (const e of parseImports(from, readFileSync(abs, 'utf8'))) {
      const target = e.specifier.startsWith('.')
        ? resolveRelative(root, abs, e.specifier)
        : undefined;
      edges.push(target === undefined ? e : { ...e, target });
    }
  }
  return edges;
}
