/**
 * Explicit v0 -> v1 migration (docs/policy.md "Schema v0 and migration").
 * Each step is a pure function; the record carries the hash of every step's input and
 * output, plus source and target hashes, so the audit log can prove what was loaded.
 */
import { canonicalHash } from './canonical.js';
import type { PolicyDefinition } from './types.js';

export const MIGRATION_TRANSFORM_ID = 'policy_schema_v0_to_v1';

export interface MigrationStep {
  readonly id: string;
  readonly inputHash: string;
  readonly outputHash: string;
}

export interface MigrationRecord {
  readonly transformId: typeof MIGRATION_TRANSFORM_ID;
  readonly fromVersion: 0;
  readonly toVersion: 1;
  readonly sourceHash: string;
  readonly targetHash: string;
  readonly steps: readonly MigrationStep[];
}

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `map[k]` when `map` has its own key `k`, else `k` (a field named `constructor` stays so). */
function renamedKey(map: Readonly<Record<string, string>>, k: string): string {
  return Object.hasOwn(map, k) ? (map[k] as string) : k;
}

/** Renames keys of an object, keeping every other key (and the original key order). */
function rename(o: Obj, map: Readonly<Record<string, string>>): Obj {
  // fromEntries defines keys: a `__proto__` field stays a (rejected) field, not a prototype.
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [renamedKey(map, k), v]));
}

function mapTools(doc: Obj, f: (tool: Obj) => Obj): Obj {
  const tools = Array.isArray(doc.tools) ? doc.tools : [];
  return { ...doc, tools: tools.map((t) => (isObj(t) ? f(t) : t)) };
}

const STEPS: readonly { readonly id: string; readonly run: (doc: Obj) => Obj }[] = [
  {
    // tool `name` -> `tool`, `side_effect` -> `side_effect_class`, `authority` -> `required_authority`
    id: 'rename_tool_fields',
    run: (doc) =>
      mapTools(doc, (t) =>
        rename(t, {
          name: 'tool',
          side_effect: 'side_effect_class',
          authority: 'required_authority',
        }),
      ),
  },
  {
    // tool `args[]` -> `arg_rules[]`, `args[].name` -> `arg`,
    // `args[].forbid_confidentiality` -> `forbids_confidentiality`
    id: 'rename_arg_rules',
    run: (doc) =>
      mapTools(doc, (t) => {
        if (!('args' in t)) return t;
        const args = Array.isArray(t.args) ? t.args : [];
        const renamed = rename(t, { args: 'arg_rules' });
        renamed.arg_rules = args.map((a) =>
          isObj(a)
            ? rename(a, { name: 'arg', forbid_confidentiality: 'forbids_confidentiality' })
            : a,
        );
        return renamed;
      }),
  },
  {
    // tool `context` -> `context_rules`
    id: 'rename_context_rules',
    run: (doc) => mapTools(doc, (t) => rename(t, { context: 'context_rules' })),
  },
  {
    id: 'set_schema_version',
    run: (doc) => ({ ...doc, schema_version: 1 }),
  },
];

/**
 * Migrates a v0 document (already validated against the v0 schema) to v1. The result must
 * still be validated against the v1 schema; `validatePolicyText` does that.
 */
export function migrateV0ToV1(source: unknown): { document: unknown; record: MigrationRecord } {
  let doc: Obj = isObj(source) ? source : {};
  const steps: MigrationStep[] = [];
  for (const step of STEPS) {
    const inputHash = canonicalHash(doc);
    doc = step.run(doc);
    steps.push({ id: step.id, inputHash, outputHash: canonicalHash(doc) });
  }
  return {
    document: doc as unknown as PolicyDefinition,
    record: {
      transformId: MIGRATION_TRANSFORM_ID,
      fromVersion: 0,
      toVersion: 1,
      sourceHash: canonicalHash(source),
      targetHash: canonicalHash(doc),
      steps,
    },
  };
}

/** v1 path segments -> the v0 segments they came from (for positions in v0 sources). */
export function v1PathToV0(segments: readonly (string | number)[]): (string | number)[] {
  const out: (string | number)[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as string | number;
    const parent = out.length >= 2 ? segments[i - 2] : undefined;
    if (i === 2 && segments[0] === 'tools') {
      const m: Record<string, string> = {
        tool: 'name',
        side_effect_class: 'side_effect',
        required_authority: 'authority',
        arg_rules: 'args',
        context_rules: 'context',
      };
      out.push(typeof s === 'string' ? renamedKey(m, s) : s);
    } else if (i === 4 && parent === 'arg_rules') {
      const m: Record<string, string> = {
        arg: 'name',
        forbids_confidentiality: 'forbid_confidentiality',
      };
      out.push(typeof s === 'string' ? renamedKey(m, s) : s);
    } else {
      out.push(s);
    }
  }
  return out;
}
