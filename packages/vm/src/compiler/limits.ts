import type * as A from 'acorn';
import { reject } from './analyze.js';

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

/** Refuses (PLAN_TOO_LARGE, at the construct one level too deep) a plan nested past the limit. */
export function checkNesting(program: A.Program, max = MAX_CONTROL_NESTING): void {
  const stack: [A.Node, number][] = [[program, 0]];
  while (stack.length > 0) {
    const [n, d0] = stack.pop() as [A.Node, number];
    const d = CONTROL.has(n.type) ? d0 + 1 : d0;
    if (d > max) reject('PLAN_TOO_LARGE', n, 'nested too deeply');
    for (const key of Object.keys(n)) {
      if (key === 'loc') continue;
      const v = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(v)) {
        for (const c of v) if (isNode(c)) stack.push([c, d]);
      } else if (isNode(v)) stack.push([v, d]);
    }
  }
}

/** The longest compiled output a plan of `sourceLength` characters may have. */
export function maxCompiledLength(sourceLength: number): number {
  return 1_000_000 + 64 * sourceLength;
}
