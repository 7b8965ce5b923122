/**
 * What may throw because of data (strict mode joins what decided it into `$R.tx`): a property
 * read or write, a call, `delete`, `in`, a spread, destructuring, `for...of`, a `throw`, a
 * let/const that may be uninitialised.
 */
import type * as A from 'acorn';
import { type Analysis, type FnInfo, mayBeUninitialised } from './scope.js';

/**
 * Whether evaluating `n` (nested functions not entered) may throw because of data, or at
 * all: a property read or write (null, undefined, blocked keys), a call, `delete`, `in`, a
 * spread, destructuring, `for...of`, a `throw`, a let/const that may be uninitialised.
 */
export function mayThrowOp(an: Analysis, info: FnInfo, n: unknown): boolean {
  if (n === null || typeof n !== 'object') return false;
  if (Array.isArray(n)) return n.some((x) => mayThrowOp(an, info, x));
  const node = n as A.Node;
  switch (node.type) {
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
    case 'FunctionDeclaration':
      return false;
    case 'MemberExpression': {
      const o = (node as A.MemberExpression).object;
      if (o.type === 'Identifier') {
        const r = an.refs.get(o);
        if (r?.kind === 'builtin' || r?.kind === 'inputs') {
          return mayThrowOp(an, info, (node as A.MemberExpression).property);
        }
      }
      return true;
    }
    case 'CallExpression': {
      const c = (node as A.CallExpression).callee;
      if (
        c.type === 'MemberExpression' &&
        c.object.type === 'Identifier' &&
        c.object.name === 'Math' &&
        an.refs.get(c.object)?.kind === 'builtin'
      ) {
        return mayThrowOp(an, info, (node as A.CallExpression).arguments);
      }
      return true;
    }
    case 'NewExpression': {
      // `new f()` on a function value runs plan code (or throws: not a constructor)
      const c = (node as A.NewExpression).callee;
      if (c.type !== 'Identifier' || an.refs.get(c)?.kind !== 'builtin') return true;
      // `new Array(n)` throws a RangeError decided by n
      if (c.name === 'Array') return true;
      break;
    }
    case 'SpreadElement':
    case 'ObjectPattern':
    case 'ArrayPattern':
    case 'ForOfStatement':
    case 'ThrowStatement':
      return true;
    case 'AssignmentExpression':
      if ((node as A.AssignmentExpression).left.type !== 'Identifier') return true;
      break;
    case 'UpdateExpression':
      if ((node as A.UpdateExpression).argument.type !== 'Identifier') return true;
      break;
    case 'UnaryExpression':
      if ((node as A.UnaryExpression).operator === 'delete') return true;
      break;
    case 'BinaryExpression':
      if ((node as A.BinaryExpression).operator === 'in') return true;
      break;
    case 'Property':
      if ((node as A.Property).computed) return true;
      break;
    case 'Identifier': {
      const r = an.refs.get(node as A.Identifier);
      return r?.kind === 'local' && mayBeUninitialised(r.binding, node, info);
    }
    default:
      break;
  }
  for (const [k, v] of Object.entries(node)) {
    if (k !== 'loc' && k !== 'type' && mayThrowOp(an, info, v)) return true;
  }
  return false;
}
