/** The plan in a planner model's reply: its first fenced JavaScript block. */

const FENCE =
  /(^|\n)[ \t]*(`{3,}|~{3,})[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n([\s\S]*?)\n[ \t]*\2[ \t]*(?=\n|$)/g;
const JS = new Set(['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript', 'plan']);

/**
 * The plan in `reply`: the first fenced block tagged as JavaScript (`js`, `javascript`, ...),
 * else the first untagged fenced block; `undefined` when there is none (an untagged reply is
 * never run as a plan: prose is not code).
 */
export function extractPlan(reply: string): string | undefined {
  let untagged: string | undefined;
  for (const m of reply.matchAll(FENCE)) {
    const lang = (m[3] ?? '').toLowerCase();
    const body = m[4] ?? '';
    if (JS.has(lang)) return body;
    if (lang === '' && untagged === undefined) untagged = body;
  }
  return untagged;
}
