import type * as A from 'acorn';
import { reject } from './analysis/ast.js';

/**
 * How deeply a plan may nest control constructs (branches, loops, try, switch, labels,
 * conditionals, functions). Strict mode's write sets grow with nesting: a plan of a few KB with
 * 300 nested loops that exit early cost the host a minute of compile time before any deadline
 * applied (red-team A4). Real plans nest a handful of levels; 64 is far beyond them.
 */
export const MAX_CONTROL_NESTING = 64;

const CONTROL = new Set([
  'IfStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
  'TryStatement',
  'SwitchStatement',
  'LabeledStatement',
  'ConditionalExpression',
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

function isNode(x: unknown): x is A.Node {
  return typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';
}

/**
 * How deep the syntax tree of a plan may be, every node counted (member chains `o.a.a...`,
 * blocks `{{{...}}}`, operator chains `a + a + ...`, nested literals and templates). The
 * compiler walks the tree recursively: past a few hundred levels the host's stack overflows,
 * and near the overflow V8 may even abort the process while it compiles a regular expression
 * (a 2 KB plan of 600 nested templates did). 256 levels are far beyond real plans (the
 * control nesting above allows 64 constructs, about 130 levels) and well inside the stack.
 */
export const MAX_SYNTAX_DEPTH = 256;

/**
 * Refuses (PLAN_TOO_LARGE, at the construct one level too deep) a plan nested past the
 * limits: control constructs past `max`, any node past `maxDepth`. Iterative: any depth of
 * input is walked without recursion.
 */
export function checkNesting(
  program: A.Program,
  max = MAX_CONTROL_NESTING,
  maxDepth = MAX_SYNTAX_DEPTH,
): void {
  const stack: [A.Node, number, number][] = [[program, 0, 0]];
  while (stack.length > 0) {
    const [n, d0, depth] = stack.pop() as [A.Node, number, number];
    const d = CONTROL.has(n.type) ? d0 + 1 : d0;
    if (d > max || depth > maxDepth) reject('PLAN_TOO_LARGE', n, 'nested too deeply');
    for (const key of Object.keys(n)) {
      if (key === 'loc') continue;
      const v = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(v)) {
        for (const c of v) if (isNode(c)) stack.push([c, d, depth + 1]);
      } else if (isNode(v)) stack.push([v, d, depth + 1]);
    }
  }
}

/** The first of the deepest nodes of a tree (iteratively). */
export function deepestNode(program: A.Program): A.Node {
  let best: A.Node = program;
  let bestDepth = -1;
  const stack: [A.Node, number][] = [[program, 0]];
  while (stack.length > 0) {
    const [n, depth] = stack.pop() as [A.Node, number];
    if (depth > bestDepth) {
      best = n;
      bestDepth = depth;
    }
    for (const key of Object.keys(n)) {
      if (key === 'loc') continue;
      const v = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(v)) {
        for (const c of v) if (isNode(c)) stack.push([c, depth + 1]);
      } else if (isNode(v)) stack.push([v, depth + 1]);
    }
  }
  return best;
}

/**
 * How deep a source nests brackets, and where (1-based line and column of the first opening
 * bracket at that depth), skipping strings and line comments (roughly: a bracket in a regular
 * expression or a template's text counts). A plan nested past MAX_SYNTAX_DEPTH in brackets
 * is past it in syntax too: it is refused before the parser recurses that deep.
 */
export function deepestBracket(source: string): { depth: number; line: number; column: number } {
  let depth = 0;
  let best = 0;
  let at = 0;
  let quote = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '/' && source[i + 1] === '/') {
      const e = source.indexOf('\n', i);
      i = e < 0 ? source.length : e;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
      if (depth > best) {
        best = depth;
        at = i;
      }
    } else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  const before = source.slice(0, at);
  const line = before.split('\n').length;
  return { depth: best, line, column: at - before.lastIndexOf('\n') };
}

/** The longest compiled output a plan of `sourceLength` characters may have. */
export function maxCompiledLength(sourceLength: number): number {
  return 1_000_000 + 64 * sourceLength;
}

/**
 * How many names one function (or the plan's top level) may declare in its own scope, its
 * bindings (each with its label: two names) and the temporaries the compiler keeps at
 * function level. QuickJS resolves every reference by a linear scan of the names in scope,
 * so loading a function costs names x references, before any deadline applies (red team U2:
 * 5,000 `let`s, 88 KB, loaded in 15 s). 4,096 keeps that load under a second or so; real
 * plans declare a few dozen.
 */
export const MAX_SCOPE_NAMES = 4096;

const FUNCTION_NODES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/** Refuses (PLAN_TOO_LARGE) a function that declares more names than MAX_SCOPE_NAMES. */
export function checkScopeNames(fn: A.Node, temps: number, max = MAX_SCOPE_NAMES): void {
  let names = temps;
  const stack: A.Node[] = [];
  const push = (v: unknown) => {
    if (Array.isArray(v)) {
      for (const c of v) if (isNode(c)) stack.push(c);
    } else if (isNode(v)) stack.push(v);
  };
  if (FUNCTION_NODES.has(fn.type)) {
    const f = fn as A.Function;
    names += 2 * f.params.length;
    push(f.body);
  } else push((fn as A.Program).body);
  while (stack.length > 0) {
    const n = stack.pop() as A.Node;
    if (n.type === 'VariableDeclarator' || n.type === 'CatchClause') names += 2;
    if (FUNCTION_NODES.has(n.type)) {
      // its name is declared here; its own names are its own scope's
      if (n.type === 'FunctionDeclaration') names += 2;
      continue;
    }
    if (names > max) reject('PLAN_TOO_LARGE', n, 'too many names in one function');
    for (const key of Object.keys(n))
      if (key !== 'loc') push((n as unknown as Record<string, unknown>)[key]);
  }
  if (names > max) reject('PLAN_TOO_LARGE', fn, 'too many names in one function');
}

/**
 * The most compiled code one function (or the plan's top level) may have, its nested
 * functions' code not counted. QuickJS's load of one function grows faster than its size
 * (red team U2: with every temporary in a scope of its own, 5,000 top-level `if`s, 2.6 MB in
 * one generator, still took 10 s of CPU to load, 1,000 of them 0.4 s), so each function is
 * kept small enough that its load is bounded, and the whole load stays linear in the output
 * (itself linear in the source). 1,000,000 characters is some 2,000 top-level branches on a
 * secret; real plans compile to a few hundred KB in all.
 */
export const MAX_FUNCTION_CODE = 1_000_000;

/** Refuses (PLAN_TOO_LARGE) a function whose own compiled code is longer than the cap. */
export function checkFunctionSize(fn: A.Node, length: number, max = MAX_FUNCTION_CODE): void {
  if (length > max) reject('PLAN_TOO_LARGE', fn, 'compiled function too large');
}
