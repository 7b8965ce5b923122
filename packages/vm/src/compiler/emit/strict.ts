/**
 * Strict mode's emission of the pc: the write-set upgrade before a construct branches
 * (writes.ts), the no-sensitive-upgrade label of a variable write, and what decided that
 * operations inside a try did not throw ($R.tx).
 */
import type * as A from 'acorn';
import type { Binding } from '../analysis/scope.js';
import type { Emitter } from '../emit.js';
import { TXJOIN_STMT } from './code.js';

/**
 * Strict mode's write-set upgrade (writes.ts): right after a construct raised the pc from
 * `before` to `after`, every variable and container it may write (taken or not) is raised
 * to `after`, provided it already carried `before` (otherwise a write under the raised pc
 * fails the run: no-sensitive-upgrade, checked in the prelude). A comma-terminated prefix
 * of expressions, or ''.
 */
export function up(
  em: Emitter,
  nodes: readonly (A.Node | null | undefined)[],
  at: A.Node,
  before: string,
  after = '$pc',
  continuation = false,
  guard?: string,
): string {
  const ws = em.ws;
  if (ws === undefined) return '';
  const vars = new Map<Binding, boolean>();
  const heap = new Map<string, { root: Binding; path: string; direct: boolean }>();
  for (const n of nodes) {
    if (n == null) continue;
    const w = ws.forConstruct(n, at, continuation);
    // each upgrade is emitted code: the output is charged like the analysis
    ws.charge(w.vars.size + w.heap.length, at);
    for (const b of w.vars) vars.set(b, ws.initialisedAt(b, at));
    for (const h of w.heap) {
      const path = JSON.stringify(h.path);
      heap.set(`${h.root.declAt}:${path}`, {
        root: h.root,
        path,
        direct: ws.initialisedAt(h.root, at),
      });
    }
  }
  const parts: string[] = [];
  for (const [b, direct] of vars) {
    // A variable that may name a container: the container it names now is upgraded too,
    // since after the construct the (upgraded) reference may lead to it or to another
    // (a write through a raised reference needs a target that carries it)
    const container = b.prim ? '' : `, $UO(${b.name}, [], ${before}, ${after})`;
    // (a label that already is the raised pc needs nothing: the common case in a loop)
    const code = `(${b.name}$l === ${after} || (${b.name}$l = $UV(${b.name}$l, ${before}, ${after})))${container}`;
    parts.push(direct ? code : `$TDZ(() => { ${code}; })`);
  }
  for (const h of heap.values()) {
    const code = `$UO(${h.root.name}, ${h.path}, ${before}, ${after})`;
    parts.push(h.direct ? code : `$TDZ(() => { ${code}; })`);
  }
  if (parts.length === 0) return '';
  // the same in every run: nothing to upgrade when this raise added nothing
  return `(${guard ?? before} === ${after} || (${parts.join(', ')}, 0)), `;
}

/**
 * Strict mode: the label for a write of variable `n` (no-sensitive-upgrade: the prelude
 * fails the run when the variable's label does not already carry the pc).
 */
export function nv(em: Emitter, n: string, lab: string): string {
  if (!em.strict) return lab;
  const t = em.tmp();
  // (No exemption for variables declared inside a try block: one was unsound when a
  // branch raised the pc by the same label as what decided a throw, red-team finding 3.)
  return `(${t}l = ${lab}, $pc === $LIT || $pc === ${n}$l ? ${t}l : $NV(${t}l, $pc, ${n}$l))`;
}

/** Before a pc restore: the construct's raise decided whether operations in it threw. */
export function txJoin(em: Emitter, n: unknown): string {
  return em.checking && n != null && em.mayThrowOp(n) ? `${TXJOIN_STMT} ` : '';
}

/**
 * Right after a test whose label `l` (stable) decides whether `n` runs: `n`'s operations
 * (thrown or not, run or skipped) depend on it. A comma-terminated prefix, or ''.
 */
export function txJoinLabel(em: Emitter, n: unknown, l: string): string {
  if (!em.checking || (n !== null && !em.mayThrowOp(n))) return '';
  return `($R.td > 0 && $R.STX($J($R.tx, $J($pc, ${l})))), `;
}
