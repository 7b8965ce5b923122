/**
 * Reading a suite's vendored data from this package (`data/agentdojo/<suite>/`, a copy of the
 * repository's `third_party/agentdojo/`, MIT): the environment YAML with its `!include`s and
 * the injection vectors. AgentDojo fills each `{vector}` placeholder of the environment text
 * with the injection (or the vector's default) before parsing; here the placeholders are
 * filled in the parsed strings, so an attack text keeps its exact characters (no YAML
 * folding of its line breaks).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, type Tags } from 'yaml';

export type SuiteName = 'workspace' | 'travel' | 'banking' | 'slack';

/** The folder of a suite's data inside this package. */
export function suiteDataDir(suite: SuiteName): string {
  return fileURLToPath(new URL(`../../data/agentdojo/${suite}/`, import.meta.url));
}

/** A file of a suite's data folder, as text. */
export function readSuiteFile(suite: SuiteName, file: string): string {
  return readFileSync(`${suiteDataDir(suite)}${file}`, 'utf8');
}

/** The YAML of a suite file, `!include other.yaml` resolved against the suite's folder. */
export function readSuiteYaml(suite: SuiteName, file: string): unknown {
  const include: Tags[number] = {
    tag: '!include',
    resolve: (value: string) => readSuiteYaml(suite, value.trim()),
  } as Tags[number];
  return parse(readSuiteFile(suite, file), { customTags: [include] });
}

/** The injection vectors of a suite: name to default (benign) text. */
export function readInjectionVectors(suite: SuiteName): Record<string, string> {
  const raw = readSuiteYaml(suite, 'injection_vectors.yaml') as Record<
    string,
    { default?: unknown }
  >;
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(raw)) out[name] = String(v.default ?? '');
  return out;
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** Every `{name}` in every string of `tree` replaced by `values[name]` (unknown names kept). */
export function fillPlaceholders<T>(tree: T, values: Readonly<Record<string, string>>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      return v.replace(PLACEHOLDER, (whole, name: string) =>
        Object.hasOwn(values, name) ? (values[name] as string) : whole,
      );
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  return walk(tree) as T;
}

/**
 * A suite's environment tree: `environment.yaml` parsed, includes resolved, every injection
 * vector filled from `injections` or its default.
 */
export function readEnvironmentTree(
  suite: SuiteName,
  injections: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const values = { ...readInjectionVectors(suite), ...injections };
  return fillPlaceholders(readSuiteYaml(suite, 'environment.yaml'), values) as Record<
    string,
    unknown
  >;
}
