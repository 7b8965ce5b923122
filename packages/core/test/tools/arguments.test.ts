import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  argumentProblem,
  declaredParameters,
  parametersProblem,
} from '../../src/tools/arguments.js';
import type { JsonValue, ParameterSpec } from '../../src/tools/types.js';

const args = (o: Record<string, JsonValue>) =>
  Object.fromEntries(Object.entries(o).map(([k, value]) => [k, { value }]));

const SEND: Record<string, ParameterSpec> = {
  to: { type: 'array' },
  subject: { type: 'string' },
  body: { type: 'string', optional: true },
  meta: { optional: true },
};

describe('argumentProblem (declared parameters)', () => {
  it('accepts declared arguments of their declared types, optional ones may be left out', () => {
    expect(argumentProblem(SEND, args({ to: ['a'], subject: 's' }))).toBeUndefined();
    expect(
      argumentProblem(SEND, args({ to: [], subject: '', body: 'b', meta: { any: [null] } })),
    ).toBeUndefined();
  });

  it('refuses undeclared, missing and mistyped arguments, naming only declared parameters', () => {
    expect(argumentProblem(SEND, args({ to: [], subject: 's', bcc: 'x' }))).toEqual({
      reason: 'ARG_UNDECLARED',
    });
    expect(argumentProblem(SEND, args({ to: [] }))).toEqual({
      reason: 'ARG_MISSING',
      parameter: 'subject',
    });
    expect(argumentProblem(SEND, args({ to: 'a', subject: 's' }))).toEqual({
      reason: 'ARG_TYPE_MISMATCH',
      parameter: 'to',
    });
    expect(argumentProblem(SEND, args({ to: [], subject: null }))).toEqual({
      reason: 'ARG_TYPE_MISMATCH',
      parameter: 'subject',
    });
  });

  it('a name is data: built-in names are undeclared unless declared', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const given = { [name]: { value: 1 } };
      Object.defineProperty(given, name, { value: { value: 1 }, enumerable: true });
      expect(argumentProblem({}, given), name).toEqual({ reason: 'ARG_UNDECLARED' });
      const declared: Record<string, ParameterSpec> = {};
      Object.defineProperty(declared, name, { value: { type: 'number' }, enumerable: true });
      expect(argumentProblem(declared, given), name).toBeUndefined();
    }
  });

  it('any argument outside the declaration is refused (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 6 }), fc.constant({} as ParameterSpec), {
          maxKeys: 4,
        }),
        fc.string({ maxLength: 6 }),
        fc.jsonValue(),
        (declared, extra, value) => {
          fc.pre(!Object.hasOwn(declared, extra));
          const given = Object.fromEntries(
            Object.keys(declared).map((k) => [k, { value: 0 as JsonValue }]),
          );
          Object.defineProperty(given, extra, { value: { value }, enumerable: true });
          expect(argumentProblem(declared, given)).toEqual({ reason: 'ARG_UNDECLARED' });
        },
      ),
    );
  });
});

describe('parametersProblem (createRuntime checks the declaration)', () => {
  it('accepts specs with a known type or none, and refuses anything else', () => {
    expect(parametersProblem({})).toBeUndefined();
    expect(parametersProblem(SEND)).toBeUndefined();
    for (const bad of [
      null,
      [],
      'x',
      { a: null },
      { a: [] },
      { a: new Date(0) },
      { a: { type: 'date' } },
      { a: { optional: 1 } },
    ]) {
      expect(parametersProblem(bad), JSON.stringify(bad)).toBeTypeOf('string');
    }
  });
});

describe('declaredParameters (what the gateway checks)', () => {
  it('keeps own enumerable entries only, copied and frozen', () => {
    const live: Record<string, ParameterSpec> = { to: { type: 'array' } };
    Object.defineProperty(live, 'bcc', { value: {}, enumerable: false });
    const declared = declaredParameters(live);
    expect(Object.keys(declared)).toEqual(['to']);
    expect(Object.isFrozen(declared)).toBe(true);
    live.cc = {};
    expect(argumentProblem(declared, args({ to: [], cc: 'x' }))).toEqual({
      reason: 'ARG_UNDECLARED',
    });
    expect(argumentProblem(declared, args({ to: [], bcc: 'x' }))).toEqual({
      reason: 'ARG_UNDECLARED',
    });
  });
});

describe('JSON Schema parameters', () => {
  const schema = {
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 1 },
      filters: {
        type: 'object',
        properties: { tags: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    },
    required: ['query'],
  } as const;

  it('declares the top-level names (optional unless required) and validates nested values', () => {
    const declared = declaredParameters(schema as never);
    expect(Object.keys(declared).sort()).toEqual(['filters', 'query']);
    expect(declared.filters?.optional).toBe(true);
    expect(declared.query?.optional).toBeUndefined();
    expect(
      argumentProblem(declared, args({ query: 'x', filters: { tags: ['a'] } })),
    ).toBeUndefined();
    expect(argumentProblem(declared, args({ query: 'x', filters: { tags: [1] } }))).toEqual({
      reason: 'ARG_SCHEMA_MISMATCH',
      parameter: 'filters',
    });
    expect(argumentProblem(declared, args({ query: '' }))).toEqual({
      reason: 'ARG_SCHEMA_MISMATCH',
      parameter: 'query',
    });
    expect(argumentProblem(declared, args({ filters: {} }))).toEqual({
      reason: 'ARG_MISSING',
      parameter: 'query',
    });
    expect(argumentProblem(declared, args({ query: 'x', other: 1 }))).toEqual({
      reason: 'ARG_UNDECLARED',
    });
  });

  it('reads draft 2020-12 when $schema says so, and refuses schemas that do not compile', () => {
    const s2020 = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        pair: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'string' }] },
      },
    };
    expect(parametersProblem(s2020)).toBeUndefined();
    const d = declaredParameters(s2020 as never);
    expect(argumentProblem(d, args({ pair: [1, 'a'] }))).toBeUndefined();
    expect(argumentProblem(d, args({ pair: ['a', 1] }))?.reason).toBe('ARG_SCHEMA_MISMATCH');
    expect(parametersProblem({ type: 'object', properties: { a: { $ref: '#/nowhere' } } })).toBe(
      'the JSON Schema does not compile',
    );
    expect(parametersProblem({ type: 'string' })).toBe(
      "a JSON Schema for parameters has type 'object'",
    );
    expect(parametersProblem({ type: 'object', properties: { a: { f: () => 1 } } })).toMatch(
      /plain JSON/,
    );
    // The flat shorthand is still told apart: its entries are objects, never strings.
    expect(parametersProblem({ type: { type: 'string' } })).toBeUndefined();
  });
});
