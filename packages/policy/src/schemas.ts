/**
 * The JSON Schemas are the single source of truth for validation. They live in this
 * package's `schemas/` folder (shipped in the package) and are read once, relative to this
 * module: `../schemas/` is the same folder from `src/` and from `dist/`, and nothing outside
 * the package directory is read.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

export const POLICY_V1_SCHEMA_URL = new URL('../schemas/policy-v1.schema.json', import.meta.url);
export const POLICY_V0_SCHEMA_URL = new URL('../schemas/policy-v0.schema.json', import.meta.url);
/** Policy test files and requests (`zamburak-policy test`, `explain --request`). */
export const POLICY_TEST_SCHEMA_URL = new URL(
  '../schemas/policy-test-v1.schema.json',
  import.meta.url,
);

export function loadPolicyTestSchema(): Record<string, unknown> {
  return JSON.parse(readFileSync(POLICY_TEST_SCHEMA_URL, 'utf8')) as Record<string, unknown>;
}

let validators: { v0: ValidateFunction; v1: ValidateFunction } | undefined;

export function loadSchema(version: 0 | 1): Record<string, unknown> {
  const url = version === 1 ? POLICY_V1_SCHEMA_URL : POLICY_V0_SCHEMA_URL;
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

export function schemaValidators(): { v0: ValidateFunction; v1: ValidateFunction } {
  if (validators === undefined) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
    validators = { v0: ajv.compile(loadSchema(0)), v1: ajv.compile(loadSchema(1)) };
  }
  return validators;
}

type Json = unknown;

/**
 * Copies a value with object keys in the order the schema lists them (unknown keys last),
 * so definitions print in one canonical field order whatever the source order was.
 */
export function orderLike(value: Json, schema: unknown): Json {
  const s = (typeof schema === 'object' && schema !== null ? schema : {}) as {
    properties?: Record<string, unknown>;
    items?: unknown;
  };
  if (Array.isArray(value)) return value.map((v) => orderLike(v, s.items));
  if (value === null || typeof value !== 'object') return value;
  const props = s.properties ?? {};
  const src = value as Record<string, Json>;
  // Own keys only, and defined (fromEntries), never assigned: `__proto__` stays a key.
  const entries: [string, Json][] = [];
  for (const k of Object.keys(props)) {
    if (Object.hasOwn(src, k)) entries.push([k, orderLike(src[k] as Json, props[k])]);
  }
  for (const k of Object.keys(src)) {
    if (!Object.hasOwn(props, k)) entries.push([k, src[k] as Json]);
  }
  return Object.fromEntries(entries);
}

let v1Schema: Record<string, unknown> | undefined;
export function v1SchemaObject(): Record<string, unknown> {
  v1Schema ??= loadSchema(1);
  return v1Schema;
}
