/**
 * The default compiler's results, kept per process for plans seen recently (issue 23 point
 * 3): a cold start compiles its plan again for every new runtime, and a resume compiles the
 * plan its snapshot carries, which the start compiled already. `compilePlan` is a pure
 * function of its source and options (the same output for the same input: the compiler
 * identity test holds it to that across checkouts), so its result for the same source and
 * options can be handed out again. Only successes are kept (a plan that does not compile
 * throws each time), frozen (they are shared), and only for sources up to
 * MAX_CACHED_SOURCE characters, at most MAX_ENTRIES of them, the least recently used dropped
 * first. The key is the options' JSON and the source: two inputs share an entry only if they
 * are the same.
 */
import { type CompiledPlan, type CompileOptions, compilePlan } from '../compiler/index.js';

const MAX_ENTRIES = 32;
const MAX_CACHED_SOURCE = 16 * 1024;
const entries = new Map<string, CompiledPlan>();

/** `compilePlan`, answered from the cache when the same source and options compiled before. */
export function compilePlanCached(source: string, options: CompileOptions): CompiledPlan {
  if (typeof source !== 'string' || source.length > MAX_CACHED_SOURCE) {
    return compilePlan(source, options);
  }
  const key = `${JSON.stringify([options.externalFunctions, options.propagateControl])}\u0000${source}`;
  const hit = entries.get(key);
  if (hit !== undefined) {
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const compiled = Object.freeze({ ...compilePlan(source, options) });
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, compiled);
  return compiled;
}

/** How many compiled plans are kept (for tests). */
export function cachedPlanCount(): number {
  return entries.size;
}
