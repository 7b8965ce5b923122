/**
 * The static call graph and what it decides: which functions may suspend (reach an external
 * call, so they become generators) and which may throw a plan exception (so a call reports
 * the callee's exit pc). A function used as a value may be called by any dynamic call.
 */
import type { FnInfo } from './scope.js';
import type { Analyser } from './state.js';

/** Adds the static call edges: a call by a name that always holds one plan function. */
export function linkCalls(an: Analyser): void {
  for (const { from, id } of an.pendingCalls) {
    const r = an.refs.get(id);
    if (r?.kind === 'local' && r.binding.staticFn) from.callees.add(r.binding.staticFn);
  }
}

/**
 * What may suspend: a function with an external call, one that calls such a function, and,
 * once a function used as a value may suspend, every function with a dynamic call.
 */
export function markGenerators(an: Analyser, all: readonly FnInfo[]): void {
  for (const f of all) if (f.ext) f.gen = true;
  let changed = true;
  while (changed) {
    changed = false;
    const anyEscapingGen = [...an.escaping].some((f) => f.gen);
    for (const f of all) {
      if (f.gen) continue;
      if ([...f.callees].some((c) => c.gen) || (anyEscapingGen && f.dyn)) {
        f.gen = true;
        changed = true;
      }
    }
  }
}

/**
 * What may throw (conservatively): a function with a throw of its own, one that calls such
 * a function, and, once some function may throw, every function with a dynamic call.
 * Returns whether some plan function (not the top level) may throw.
 */
export function markThrows(main: FnInfo, all: readonly FnInfo[]): boolean {
  let throwChanged = true;
  const anyThrows = (): boolean => all.some((f) => f.throws && f !== main);
  while (throwChanged) {
    throwChanged = false;
    const dynThrows = anyThrows();
    for (const f of all) {
      if (f.throws) continue;
      if ([...f.callees].some((c) => c.throws) || (dynThrows && f.dyn)) {
        f.throws = true;
        throwChanged = true;
      }
    }
  }
  return anyThrows();
}
