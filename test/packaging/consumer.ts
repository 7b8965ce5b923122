/**
 * A fresh project outside the repository that installs our packages the way a user does:
 * from the tarballs `npm pack` makes, with no workspace links.
 *
 * Third-party packages come from the npm cache, offline. `npm ci` in this repository
 * caches their tarballs but not the registry's metadata, so an ordinary `npm install` of
 * the tarballs could not resolve them offline; instead the consumer gets a lockfile cut
 * from this repository's `package-lock.json`: exactly the packages (and versions, and
 * nesting) that our packages' declared dependencies reach, with their integrity hashes.
 * A dependency a package uses but does not declare is therefore missing in the consumer,
 * as it would be for a user.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

interface Lockfile {
  name?: string;
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** One of our packages: its npm name, its directory and the tarball `npm pack` made. */
export interface PackedPackage {
  readonly name: string;
  readonly dir: string;
  readonly version: string;
  /** Tarball path relative to the consumer directory, e.g. `../tarballs/zamburak-0.1.0.tgz`. */
  readonly tarball: string;
}

export interface ConsumerManifest {
  readonly packageJson: Record<string, unknown>;
  readonly lock: Lockfile;
}

const REGISTRY = 'https://registry.npmjs.org/';

function tarballUrl(name: string, version: string): string {
  const base = name.startsWith('@') ? name.slice(name.indexOf('/') + 1) : name;
  return `${REGISTRY}${name}/-/${base}-${version}.tgz`;
}

/**
 * The consumer's package.json and package-lock.json: it depends on every packed package
 * (as a `file:` tarball) plus `extraDevDependencies` taken from the repository's lock
 * (e.g. `@types/node`, which a TypeScript project on Node has anyway).
 */
export function consumerManifest(
  root: string,
  packed: readonly PackedPackage[],
  extraDevDependencies: readonly string[],
): ConsumerManifest {
  const repoLock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  const src = repoLock.packages;
  const ours = new Map(packed.map((p) => [p.name, p]));
  // Repository lock path prefix of a workspace package -> its path in the consumer.
  const workspacePrefix = new Map(packed.map((p) => [p.dir, `node_modules/${p.name}`]));

  const toConsumerPath = (lockPath: string): string => {
    for (const [dir, target] of workspacePrefix) {
      if (lockPath === dir || lockPath.startsWith(`${dir}/`)) {
        return target + lockPath.slice(dir.length);
      }
    }
    return lockPath;
  };

  /** Where Node would find `dep` from the package at `from` (repository lock paths). */
  const resolveFrom = (from: string, dep: string): string | undefined => {
    let base = from;
    for (;;) {
      const candidate = base === '' ? `node_modules/${dep}` : `${base}/node_modules/${dep}`;
      if (src[candidate] !== undefined) return candidate;
      if (base === '') return undefined;
      const i = base.lastIndexOf('/node_modules/');
      base = i >= 0 ? base.slice(0, i) : '';
    }
  };

  const out: Record<string, LockEntry> = {};
  const pending: string[] = [];
  const visit = (lockPath: string): void => {
    const entry = src[lockPath];
    if (entry === undefined) throw new Error(`not in package-lock.json: ${lockPath}`);
    const target = entry.link === true ? (entry.resolved ?? lockPath) : lockPath;
    const consumerPath = toConsumerPath(entry.link === true ? target : lockPath);
    if (out[consumerPath] !== undefined) return;
    const real = src[target];
    if (real === undefined) throw new Error(`not in package-lock.json: ${target}`);
    const { dev, devOptional, peer, link, ...rest } = real;
    void dev;
    void devOptional;
    void peer;
    void link;
    const name = real.name;
    const mine = name === undefined ? undefined : ours.get(name);
    if (mine !== undefined) {
      out[consumerPath] = {
        name: mine.name,
        version: mine.version,
        resolved: `file:${mine.tarball}`,
        ...(rest.dependencies === undefined ? {} : { dependencies: rest.dependencies }),
        ...(rest.bin === undefined ? {} : { bin: rest.bin }),
        ...(rest.engines === undefined ? {} : { engines: rest.engines }),
      };
    } else {
      const entryName = lockPath.slice(lockPath.lastIndexOf('node_modules/') + 13);
      out[consumerPath] = {
        ...rest,
        resolved: rest.resolved ?? tarballUrl(entryName, rest.version ?? ''),
      };
    }
    pending.push(target);
  };

  for (const p of packed) visit(`node_modules/${p.name}`);
  for (const d of extraDevDependencies) visit(`node_modules/${d}`);
  while (pending.length > 0) {
    const from = pending.pop() as string;
    const entry = src[from] as LockEntry;
    const optional = new Set([
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, m]) => m.optional === true)
        .map(([n]) => n),
    ]);
    const deps = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}),
    ];
    for (const dep of deps) {
      const found = resolveFrom(from, dep);
      if (found === undefined) {
        if (optional.has(dep)) continue;
        throw new Error(`${from} needs ${dep}, which package-lock.json does not hold`);
      }
      visit(found);
    }
  }

  const dependencies = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
  const devDependencies = Object.fromEntries(
    extraDevDependencies.map((d) => [d, src[`node_modules/${d}`]?.version ?? '*']),
  );
  const packageJson = {
    name: 'zamburak-consumer',
    version: '1.0.0',
    private: true,
    type: 'module',
    dependencies,
    devDependencies,
  };
  const lock: Lockfile = {
    name: 'zamburak-consumer',
    lockfileVersion: 3,
    packages: {
      '': { name: 'zamburak-consumer', version: '1.0.0', dependencies, devDependencies },
      ...out,
    },
  };
  return { packageJson, lock };
}
