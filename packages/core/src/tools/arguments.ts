/**
 * A call's arguments against the tool's declared parameters. Policy rules match arguments
 * by name, so an argument the tool never declared would reach the adapter with no rule
 * looking at it; it is refused instead, as are missing required parameters and values of
 * another JSON type. Names in a problem are the tool's own (never the plan's).
 *
 * Parameters come in two forms: the flat shorthand (`{ url: { type: 'string' } }`) and a
 * JSON Schema object (`{ type: 'object', properties: { ... }, required: [...] }`), checked
 * with ajv so that nested objects and arrays keep their shape. In both forms the top-level
 * names are the declared arguments: a JSON Schema's `additionalProperties` does not let a
 * call pass a name the schema does not list.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { canonicalJson } from '../hashing.js';
import { jsonProblem } from '../json.js';
import type { JsonSchemaParameters, JsonValue, ParameterSpec, ToolParameters } from './types.js';

export const PARAMETER_TYPES = ['string', 'number', 'boolean', 'array', 'object'] as const;

export type ArgumentProblem =
  | { readonly reason: 'ARG_UNDECLARED' }
  | {
      readonly reason: 'ARG_MISSING' | 'ARG_TYPE_MISMATCH' | 'ARG_SCHEMA_MISMATCH';
      readonly parameter: string;
    };

/** True for the JSON Schema form: `type: 'object'` at the top (flat specs hold objects). */
export function isJsonSchemaParameters(parameters: unknown): parameters is JsonSchemaParameters {
  return (
    typeof parameters === 'object' &&
    parameters !== null &&
    typeof (parameters as { type?: unknown }).type === 'string'
  );
}

// One validator factory per dialect. Schemas come from tool authors and MCP servers: no
// remote `$ref` is ever loaded (ajv has no loader here), an `$id` is not registered (two
// runtimes may compile the same schema), unknown keywords and formats are ignored.
const AJV_OPTIONS = {
  strict: false,
  allErrors: false,
  validateFormats: false,
  addUsedSchema: false,
  allowUnionTypes: true,
} as const;
let ajv07: Ajv | undefined;
let ajv2020: Ajv2020 | undefined;

/** Compiles a (copied, plain JSON) schema; throws when it does not compile. */
export function compileSchema(schema: Readonly<Record<string, unknown>>): ValidateFunction {
  const dialect = typeof schema.$schema === 'string' ? schema.$schema : '';
  if (dialect.includes('2020-12')) {
    ajv2020 ??= new Ajv2020(AJV_OPTIONS);
    return ajv2020.compile(schema);
  }
  ajv07 ??= new Ajv(AJV_OPTIONS);
  // Any other declared dialect is read as draft-07 (its meta-schema is the one ajv knows).
  const { $schema: _dialect, ...rest } = schema;
  return ajv07.compile(rest);
}

/** Validators of JSON Schema declarations, by the frozen declaration `declaredParameters` made. */
const validators = new WeakMap<object, ValidateFunction>();

function typeOf(v: JsonValue): ParameterSpec['type'] | 'null' {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v as 'string' | 'number' | 'boolean' | 'object';
}

export function argumentProblem(
  parameters: Readonly<Record<string, ParameterSpec>>,
  args: Readonly<Record<string, { readonly value: JsonValue }>>,
): ArgumentProblem | undefined {
  for (const [name, arg] of Object.entries(args)) {
    if (!Object.hasOwn(parameters, name)) return { reason: 'ARG_UNDECLARED' };
    const spec = parameters[name] as ParameterSpec;
    if (spec.type !== undefined && typeOf(arg.value) !== spec.type)
      return { reason: 'ARG_TYPE_MISMATCH', parameter: name };
  }
  for (const [name, spec] of Object.entries(parameters)) {
    if (spec.optional !== true && !Object.hasOwn(args, name)) {
      return { reason: 'ARG_MISSING', parameter: name };
    }
  }
  const validate = validators.get(parameters);
  if (validate !== undefined) {
    const values: Record<string, JsonValue> = {};
    for (const [name, arg] of Object.entries(args)) setOwn(values, name, arg.value);
    if (!validate(values)) {
      // The first failing argument, named by the declaration (every name is declared here).
      const at = validate.errors?.[0]?.instancePath ?? '';
      const first = /^\/([^/]*)/.exec(at)?.[1]?.replaceAll('~1', '/').replaceAll('~0', '~');
      const parameter =
        first !== undefined && Object.hasOwn(parameters, first)
          ? first
          : (Object.keys(parameters)[0] ?? '');
      return { reason: 'ARG_SCHEMA_MISMATCH', parameter };
    }
  }
  return undefined;
}

function setOwn<T>(o: Record<string, T>, k: string, v: T): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Why a JSON Schema declaration is unusable (undefined when it is fine). */
function schemaProblem(schema: JsonSchemaParameters): string | undefined {
  if (schema.type !== 'object') return "a JSON Schema for parameters has type 'object'";
  const problem = jsonProblem(schema);
  if (problem !== undefined) return `a JSON Schema must be plain JSON (it holds ${problem})`;
  const { properties, required } = schema as Record<string, unknown>;
  if (
    properties !== undefined &&
    (typeof properties !== 'object' || properties === null || Array.isArray(properties))
  ) {
    return 'properties must be an object of JSON Schemas';
  }
  if (
    required !== undefined &&
    !(Array.isArray(required) && required.every((r) => typeof r === 'string'))
  ) {
    return 'required must be an array of names';
  }
  try {
    compileSchema(JSON.parse(canonicalJson(schema as JsonValue)) as Record<string, unknown>);
  } catch {
    return 'the JSON Schema does not compile';
  }
  return undefined;
}

/** Why a declaration is unusable (undefined when it is fine); checked by `createRuntime`. */
export function parametersProblem(parameters: unknown): string | undefined {
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) {
    return 'parameters must be an object of parameter specs or a JSON Schema';
  }
  if (isJsonSchemaParameters(parameters)) return schemaProblem(parameters);
  for (const spec of Object.values(parameters)) {
    if (
      typeof spec !== 'object' ||
      spec === null ||
      (Object.getPrototypeOf(spec) !== Object.prototype && Object.getPrototypeOf(spec) !== null)
    ) {
      return 'each parameter spec must be a plain object';
    }
    const { type, optional, description } = spec as Record<string, unknown>;
    if (type !== undefined && !(PARAMETER_TYPES as readonly unknown[]).includes(type)) {
      return `a parameter type is one of ${PARAMETER_TYPES.join(', ')}`;
    }
    if (optional !== undefined && typeof optional !== 'boolean') {
      return 'optional must be a boolean';
    }
    if (description !== undefined && typeof description !== 'string') {
      return 'description must be a string';
    }
  }
  return undefined;
}

/**
 * The declaration as `createRuntime` saw it: own enumerable entries only, copied and frozen,
 * so what the gateway checks is what was pinned (a non-enumerable or later-added entry
 * declares nothing; a later change to the live object is caught by the pin).
 */
export function declaredParameters(
  parameters: ToolParameters,
): Readonly<Record<string, ParameterSpec>> {
  if (isJsonSchemaParameters(parameters)) return declaredSchema(parameters);
  const out: Record<string, ParameterSpec> = {};
  for (const name of Object.keys(parameters)) {
    const spec = parameters[name] as ParameterSpec;
    const copy: ParameterSpec = Object.freeze({
      ...(spec.type === undefined ? {} : { type: spec.type }),
      ...(spec.optional === true ? { optional: true } : {}),
    });
    Object.defineProperty(out, name, { value: copy, enumerable: true });
  }
  return Object.freeze(out);
}

/**
 * A JSON Schema declaration as `createRuntime` saw it: a private copy compiled once, and
 * its top-level names (listed in `properties` or `required`) as flat specs, optional unless
 * required, so the gateway summarises and names arguments in both forms alike.
 */
function declaredSchema(parameters: JsonSchemaParameters): Readonly<Record<string, ParameterSpec>> {
  const copy = JSON.parse(canonicalJson(parameters as JsonValue)) as Record<string, unknown>;
  const properties = (copy.properties ?? {}) as Record<string, unknown>;
  const required = new Set((copy.required ?? []) as string[]);
  const out: Record<string, ParameterSpec> = {};
  for (const name of [...Object.keys(properties), ...required]) {
    if (Object.hasOwn(out, name)) continue;
    const spec: ParameterSpec = Object.freeze(required.has(name) ? {} : { optional: true });
    Object.defineProperty(out, name, { value: spec, enumerable: true });
  }
  Object.freeze(out);
  validators.set(out, compileSchema(copy));
  return out;
}
