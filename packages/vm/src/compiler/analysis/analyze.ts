/**
 * The analysis (pass 1 of the compiler): resolve every identifier, validate the subset, build
 * the static call graph and decide which functions must become generators and which may
 * throw. The walk is split by concern (statements.ts, expressions.ts, calls.ts, targets.ts,
 * functions.ts over the scopes of declare.ts and the names of names.ts); this module wires
 * its walkers together and runs the fixpoints after it.
 */
import type * as A from 'acorn';
import { linkCalls, markGenerators, markThrows } from './call-graph.js';
import { visitCall, visitChainCall } from './calls.js';
import { hoist, hoistVars } from './declare.js';
import { visitExpression } from './expressions.js';
import { visitFunction, visitPatternDefaults } from './functions.js';
import { settlePrimitives } from './primitives.js';
import { type Analysis, type FnInfo, Scope } from './scope.js';
import type { Analyser } from './state.js';
import { visitBlock, visitStatement } from './statements.js';
import { visitMember, visitTarget } from './targets.js';

export function analyze(program: A.Program, externals: ReadonlySet<string>): Analysis {
  const main: FnInfo = {
    node: null,
    vars: [],
    nonSimple: false,
    gen: true,
    throws: false,
    ext: false,
    dyn: false,
    callees: new Set(),
  };
  const an: Analyser = {
    externals,
    main,
    refs: new Map(),
    scopes: new Map(),
    fns: new Map(),
    escaping: new Set(),
    pendingCalls: [],
    primRhs: [],
    notPrim: new Set(),
    shadowedDecls: new Set(),
    pendingTarget: undefined,
    expression: (e, scope) => visitExpression(an, e, scope),
    statement: (s, scope) => visitStatement(an, s, scope),
    block: (body, scope) => visitBlock(an, body, scope),
    fn: (f, scope) => visitFunction(an, f, scope),
    patternDefaults: (p, scope) => visitPatternDefaults(an, p, scope),
    target: (p, scope, allowMember) => visitTarget(an, p, scope, allowMember),
    member: (m, scope, write) => visitMember(an, m, scope, write),
    call: (c, scope, inChain) => visitCall(an, c, scope, inChain),
    chainCall: (c, scope) => visitChainCall(an, c, scope),
  };
  const top = new Scope(null, main, true);
  hoist(an, program.body, top);
  hoistVars(an, program.body, top, null);
  for (const st of program.body) visitStatement(an, st, top);

  settlePrimitives(an);
  linkCalls(an);
  const all = [main, ...an.fns.values()];
  markGenerators(an, all);
  const anyThrows = markThrows(main, all);
  const { refs, scopes, fns, shadowedDecls } = an;
  return { refs, scopes, fns, main, anyThrows, shadowedDecls };
}
