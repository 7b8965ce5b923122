/**
 * Primitive-only bindings: a binding stays primitive while every value stored in it is one (a
 * fixpoint over the stores the walk noted). The emitter skips coercion hooks and contents for
 * such a binding's values.
 */
import type * as A from 'acorn';
import { CONSTRUCTOR_VALUES } from './globals.js';
import type { Resolution } from './scope.js';
import type { Analyser } from './state.js';

/** Whether an expression's value is certainly a primitive, given the bindings known so far. */
function primExpr(refs: ReadonlyMap<A.Identifier, Resolution>, e: A.Expression | null): boolean {
  if (e === null) return true;
  switch (e.type) {
    case 'Literal':
      return e.regex === undefined;
    case 'TemplateLiteral':
    case 'UnaryExpression':
    case 'UpdateExpression':
    case 'BinaryExpression':
      return true;
    case 'LogicalExpression':
      return primExpr(refs, e.left) && primExpr(refs, e.right);
    case 'ConditionalExpression':
      return primExpr(refs, e.consequent) && primExpr(refs, e.alternate);
    case 'SequenceExpression':
      return primExpr(refs, e.expressions[e.expressions.length - 1] ?? null);
    case 'AssignmentExpression':
      if (
        e.operator === '=' ||
        e.operator === '||=' ||
        e.operator === '&&=' ||
        e.operator === '??='
      ) {
        return (
          primExpr(refs, e.right) && (e.operator === '=' || primExpr(refs, e.left as A.Expression))
        );
      }
      return true;
    case 'Identifier': {
      const r = refs.get(e);
      if (r === undefined) return false;
      if (r.kind === 'builtin') return !CONSTRUCTOR_VALUES.has(r.name);
      return r.kind === 'local' && r.binding.prim;
    }
    default:
      return false;
  }
}

/** Clears `prim` on every binding that may hold something else (to a fixpoint). */
export function settlePrimitives(an: Analyser): void {
  for (const b of an.notPrim) b.prim = false;
  let primChanged = true;
  while (primChanged) {
    primChanged = false;
    for (const { binding, rhs } of an.primRhs) {
      if (binding.prim && !primExpr(an.refs, rhs)) {
        binding.prim = false;
        primChanged = true;
      }
    }
  }
}
