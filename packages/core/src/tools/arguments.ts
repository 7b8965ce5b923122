/**
 * A call's arguments against the tool's declared parameters. Policy rules match arguments
 * by name, so an argument the tool never declared would reach the adapter with no rule
 * looking at it; it is refused instead, as are missing required parameters and values of
 * another JSON type. Names in a problem are the tool's own (never the plan's).
 */
import type { JsonValue, ParameterSpec } from './types.js';

export const PARAMETER_TYPES = ['string', 'number', 'boolean', 'array', 'object'] as const;

export type ArgumentProblem =
  | { readonly reason: 'ARG_UNDECLARED' }
  | { readonly reason: 'ARG_MISSING' | 'ARG_TYPE_MISMATCH'; readonly parameter: string };

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
  return undefined;
}

/** Why a declaration is unusable (undefined when it is fine); checked by `createRuntime`. */
export function parametersProblem(parameters: unknown): string | undefined {
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) {
    return 'parameters must be an object of parameter specs';
  }
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
  parameters: Readonly<Record<string, ParameterSpec>>,
): Readonly<Record<string, ParameterSpec>> {
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
