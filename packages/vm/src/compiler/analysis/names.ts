/**
 * Name resolution: what each identifier of a plan refers to (a binding, a builtin, an
 * external function, `inputs`), which names a plan may bind and which properties it may name.
 */
import type * as A from 'acorn';
import { reject } from './ast.js';
import {
  BUILTIN_GLOBALS,
  FORBIDDEN_GLOBALS,
  FORBIDDEN_PROPERTIES,
  READ_FORBIDDEN,
  STRICT_RESERVED_WORDS,
} from './globals.js';
import type { Resolution, Scope } from './scope.js';
import type { Analyser } from './state.js';

export function checkName(an: Analyser, id: A.Identifier): void {
  if (id.name.includes('$') || id.name.startsWith('__') || STRICT_RESERVED_WORDS.has(id.name)) {
    reject('RESERVED_IDENTIFIER', id);
  }
  if (
    BUILTIN_GLOBALS.has(id.name) ||
    FORBIDDEN_GLOBALS.has(id.name) ||
    an.externals.has(id.name) ||
    id.name === 'inputs'
  ) {
    reject('SHADOWS_GLOBAL', id);
  }
}

export function resolve(an: Analyser, id: A.Identifier, scope: Scope): Resolution {
  const b = scope.lookup(id.name);
  let r: Resolution;
  if (b !== undefined) r = { kind: 'local', binding: b };
  else if (id.name === 'inputs') r = { kind: 'inputs' };
  else if (an.externals.has(id.name)) r = { kind: 'external', name: id.name };
  else if (BUILTIN_GLOBALS.has(id.name)) r = { kind: 'builtin', name: id.name };
  else {
    const code = FORBIDDEN_GLOBALS.get(id.name);
    if (code !== undefined) reject(code, id);
    reject('UNDECLARED_IDENTIFIER', id);
  }
  an.refs.set(id, r);
  return r;
}

export function checkPropertyName(name: string, node: A.Node, write: boolean): void {
  if (write ? FORBIDDEN_PROPERTIES.has(name) : READ_FORBIDDEN.has(name)) {
    reject('FORBIDDEN_PROPERTY', node);
  }
}
