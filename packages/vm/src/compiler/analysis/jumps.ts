/**
 * What may leave a construct early: a jump or a throw that leaves it (so the pc it raised
 * stays in force), a `return` inside a `try`, and code that can neither observe the pc nor
 * leave (normal mode may skip a raise around it).
 */
import type * as A from 'acorn';

/**
 * Whether code can neither observe the pc nor leave early: no calls (plan, method, builtin or
 * external), no throw/try, no loops or switches, no jumps, no destructuring or spread (their
 * run-time errors carry the pc), no nested functions. Only then may normal mode skip a pc raise.
 */
export function pcFree(node: A.Node): boolean {
  let free = true;
  const visit = (n: unknown): void => {
    if (!free || n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const x of n) visit(x);
      return;
    }
    const t = (n as { type?: unknown }).type;
    if (typeof t !== 'string') return;
    if (
      /^(CallExpression|NewExpression|ThrowStatement|TryStatement|ReturnStatement|BreakStatement|ContinueStatement|WhileStatement|DoWhileStatement|ForStatement|ForInStatement|ForOfStatement|SwitchStatement|LabeledStatement|FunctionExpression|ArrowFunctionExpression|FunctionDeclaration|ObjectPattern|ArrayPattern|SpreadElement|TaggedTemplateExpression|YieldExpression|AwaitExpression|ChainExpression)$/.test(
        t,
      )
    ) {
      free = false;
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'start' || k === 'end' || k === 'type') continue;
      visit(v);
    }
  };
  visit(node);
  return free;
}

/** Whether a function body has a `return` inside a try statement (nested functions aside). */
export function returnsInsideTry(body: A.Node): boolean {
  const visit = (n: unknown, inTry: boolean): boolean => {
    if (n === null || typeof n !== 'object') return false;
    if (Array.isArray(n)) return n.some((x) => visit(x, inTry));
    const t = (n as { type?: unknown }).type;
    if (typeof t !== 'string') return false;
    if (
      t === 'FunctionExpression' ||
      t === 'ArrowFunctionExpression' ||
      t === 'FunctionDeclaration'
    ) {
      return false;
    }
    if (t === 'ReturnStatement' && inTry) return true;
    const here = inTry || t === 'TryStatement';
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'type') continue;
      if (visit(v, here)) return true;
    }
    return false;
  };
  return visit(body, false);
}

/** Whether a statement contains a jump that leaves it (so its pc raise must stay in force). */
export function leaves(
  node: A.Node,
  ownLabel?: string,
  mayThrow: (n: A.Node) => boolean = () => false,
): boolean {
  /** Whether any of these expressions (absent ones skipped) may throw. */
  const anyThrows = (xs: readonly (A.Node | null | undefined)[]): boolean =>
    xs.some((x) => x !== null && x !== undefined && mayThrow(x));
  type Loop = A.WhileStatement | A.DoWhileStatement | A.ForStatement | A.ForInStatement;
  const field = (l: Loop, k: 'test' | 'update' | 'init' | 'right'): A.Node | null | undefined =>
    k in l ? (l as unknown as Record<string, A.Node | null | undefined>)[k] : null;
  const walk = (
    n: A.Node | null | undefined,
    labels: ReadonlySet<string>,
    loops: number,
    switches: number,
    caught: boolean,
  ): boolean => {
    if (!n) return false;
    switch (n.type) {
      case 'BreakStatement': {
        const b = n as A.BreakStatement;
        if (b.label) return !labels.has(b.label.name);
        return loops === 0 && switches === 0;
      }
      case 'ContinueStatement': {
        const c = n as A.ContinueStatement;
        if (c.label) return !labels.has(c.label.name);
        return loops === 0;
      }
      case 'ReturnStatement':
        return true;
      case 'ThrowStatement':
        return !caught;
      case 'ExpressionStatement':
      case 'VariableDeclaration':
        return !caught && mayThrow(n);
      case 'BlockStatement':
        return (n as A.BlockStatement).body.some((s) => walk(s, labels, loops, switches, caught));
      case 'IfStatement': {
        const i = n as A.IfStatement;
        return (
          (!caught && mayThrow(i.test)) ||
          walk(i.consequent, labels, loops, switches, caught) ||
          walk(i.alternate, labels, loops, switches, caught)
        );
      }
      case 'LabeledStatement': {
        const l = n as A.LabeledStatement;
        return walk(l.body, new Set([...labels, l.label.name]), loops, switches, caught);
      }
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const l = n as Loop;
        const heads = (['test', 'update', 'init', 'right'] as const).map((k) => field(l, k));
        return (!caught && anyThrows(heads)) || walk(l.body, labels, loops + 1, switches, caught);
      }
      case 'SwitchStatement': {
        const sw = n as A.SwitchStatement;
        return (
          (!caught && anyThrows([sw.discriminant, ...sw.cases.map((c) => c.test)])) ||
          sw.cases.some((c) =>
            c.consequent.some((s) => walk(s, labels, loops, switches + 1, caught)),
          )
        );
      }
      case 'TryStatement': {
        const t = n as A.TryStatement;
        return (
          walk(t.block, labels, loops, switches, caught || t.handler !== null) ||
          walk(t.handler?.body, labels, loops, switches, caught) ||
          walk(t.finalizer, labels, loops, switches, caught)
        );
      }
      default:
        return false;
    }
  };
  // The construct itself is the jump target of its own unlabelled break/continue.
  const isLoop = /^(While|DoWhile|For|ForIn|ForOf)Statement$/.test(node.type);
  const isSwitch = node.type === 'SwitchStatement';
  const own = new Set<string>(ownLabel === undefined ? [] : [ownLabel]);
  // Its own tests run under the pc it raised: a throw there leaves it too.
  if (isLoop) {
    const l = node as Loop;
    return anyThrows([field(l, 'test'), field(l, 'update')]) || walk(l.body, own, 1, 0, false);
  }
  if (isSwitch) {
    const sw = node as A.SwitchStatement;
    return (
      anyThrows(sw.cases.map((c) => c.test)) ||
      sw.cases.some((c) => c.consequent.some((s) => walk(s, own, 0, 1, false)))
    );
  }
  return walk(node, new Set(), 0, 0, false);
}
