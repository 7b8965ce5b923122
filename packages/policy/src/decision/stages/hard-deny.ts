/**
 * Stage 1, hard deny (docs/policy.md "Decision order"): the input's own shape (context,
 * summaries, truncation), the effect budgets, each argument rule's confidentiality, size and
 * readers constraints in file order, then the LLM-sink constraints. Deny or nothing.
 */
import type { ExecutionContextSummary } from '@zamburak/ifc';
import { safeName } from '../../errors.js';
import type { PolicyDefinition } from '../../types.js';
import type { CompiledArgRule, CompiledTool } from '../compile.js';
import { isArgumentInput, isContext } from '../inputs.js';
import { argAt } from '../paths.js';
import type { ArgumentInput, Decision, NestedArgPath } from '../types.js';
import { deny, firstIn, firstOutside, names } from '../verdict.js';

type Args = Readonly<Record<string, ArgumentInput>>;

export function hardDeny(
  c: CompiledTool,
  budgets: PolicyDefinition['budgets'],
  args: Args,
  ctx: ExecutionContextSummary,
): Decision | undefined {
  const bad = inputDenial(c.name, args, ctx);
  if (bad !== undefined) return bad;
  const over = budgetDenial(c, budgets, ctx);
  if (over !== undefined) return over;
  const rules = c.rules;
  for (let i = 0; i < rules.length; i++) {
    const d = argRuleDenial(c.name, rules[i] as CompiledArgRule, args);
    if (d !== undefined) return d;
  }
  return c.sinkForbids === undefined && c.sinkAllows === undefined && c.sinkMaxContext === undefined
    ? undefined
    : sinkDenial(c, args);
}

/** Fail-closed checks of the input itself: the context and every argument's summary. */
function inputDenial(tool: string, args: Args, ctx: ExecutionContextSummary): Decision | undefined {
  if (!isContext(ctx)) {
    return deny('hard_deny', 'CONTEXT_UNAVAILABLE', 'fail_closed.context_unavailable', { tool });
  }
  if (ctx.truncated) {
    return deny('hard_deny', 'CONTEXT_TRUNCATED', 'fail_closed.context_truncated', { tool });
  }
  if (typeof args !== 'object' || args === null) {
    return deny('hard_deny', 'ARG_SUMMARY_MISSING', 'fail_closed.arg_summary_missing', { tool });
  }
  for (const name in args) {
    const a = args[name];
    if (!isArgumentInput(a)) {
      return deny(
        'hard_deny',
        'ARG_SUMMARY_MISSING',
        'fail_closed.arg_summary_missing',
        { tool, arg: safeName(name) },
        { arg: safeName(name) },
      );
    }
    if (a.summary.truncated) {
      return deny(
        'hard_deny',
        'SUMMARY_TRUNCATED',
        'fail_closed.summary_truncated',
        { tool, arg: safeName(name), originCount: a.summary.originCount },
        { arg: safeName(name), originCount: a.summary.originCount },
      );
    }
  }
  return undefined;
}

/** `budgets.max_effects` and the tool's `max_calls`. */
function budgetDenial(
  c: CompiledTool,
  budgets: PolicyDefinition['budgets'],
  ctx: ExecutionContextSummary,
): Decision | undefined {
  const tool = c.name;
  if (budgets.max_effects !== undefined && !(ctx.effectCounters.total < budgets.max_effects)) {
    return deny(
      'hard_deny',
      'EFFECT_BUDGET_EXCEEDED',
      'budgets.max_effects',
      { tool, count: ctx.effectCounters.total, limit: budgets.max_effects },
      { count: ctx.effectCounters.total, limit: budgets.max_effects },
    );
  }
  if (c.maxCalls !== undefined) {
    // Own keys only: a tool named `constructor` must not read Object.prototype.constructor.
    const perTool = ctx.effectCounters.perTool;
    const n = Object.hasOwn(perTool, tool) ? (perTool[tool] as number) : 0;
    if (!(n < c.maxCalls)) {
      return deny(
        'hard_deny',
        'CALL_BUDGET_EXCEEDED',
        `${c.path}.max_calls`,
        { tool, count: n, limit: c.maxCalls },
        { count: n, limit: c.maxCalls },
      );
    }
  }
  return undefined;
}

/** One argument rule: presence, forbidden/allowed confidentiality, size, readers. */
function argRuleDenial(tool: string, r: CompiledArgRule, args: Args): Decision | undefined {
  const a = argAt(args, r.arg, r.root, r.nested);
  if (a === undefined || (r.nested && !isArgumentInput(a))) {
    if (a === undefined && r.optional) return undefined;
    return deny(
      'hard_deny',
      'ARG_SUMMARY_MISSING',
      `${r.path}`,
      { tool, arg: r.arg },
      { arg: r.arg },
    );
  }
  const conf = a.summary.confidentiality;
  if (r.forbids !== undefined && firstIn(conf, r.forbids) !== -1) {
    const forbids = r.forbids;
    const labels = names(conf, (l) => forbids.has(l));
    return deny(
      'hard_deny',
      'CONFIDENTIALITY_FORBIDDEN',
      `${r.path}.forbids_confidentiality`,
      { tool, arg: r.arg, labels, originCount: a.summary.originCount },
      { arg: r.arg, labels: labels.join(', '), count: labels.length },
    );
  }
  if (r.allows !== undefined && firstOutside(conf, r.allows) !== -1) {
    const allows = r.allows;
    const labels = names(conf, (l) => !allows.has(l));
    return deny(
      'hard_deny',
      'CONFIDENTIALITY_NOT_ALLOWED',
      `${r.path}.allows_confidentiality`,
      { tool, arg: r.arg, labels, originCount: a.summary.originCount },
      { arg: r.arg, labels: labels.join(', '), count: labels.length },
    );
  }
  if (r.maxPayload !== undefined && !(a.payloadBytes <= r.maxPayload)) {
    return deny(
      'hard_deny',
      'PAYLOAD_TOO_LARGE',
      `${r.path}.max_payload_bytes`,
      { tool, arg: r.arg, ...sizeShown(a.payloadBytes, a), limit: r.maxPayload },
      { arg: r.arg, size: shownSize(a.payloadBytes, a), limit: r.maxPayload },
    );
  }
  return r.readersOf === undefined ? undefined : readersDenial(tool, r, a, args);
}

/** `readers_must_include`: every principal of the named argument may read the argument. */
function readersDenial(
  tool: string,
  r: CompiledArgRule,
  a: ArgumentInput,
  args: Args,
): Decision | undefined {
  const readersOf = r.readersOf as string;
  const rp = `${r.path}.readers_must_include`;
  // An absent principal argument is never vacuous: the readers rule fails closed.
  const of = r.readersAt as NestedArgPath;
  const holder = argAt(args, readersOf, of.root, of.segments.length > 0);
  const principals = holder?.principals;
  if (!Array.isArray(principals)) {
    return deny(
      'hard_deny',
      'PRINCIPALS_UNAVAILABLE',
      rp,
      { tool, arg: r.arg, labels: [readersOf] },
      { arg: r.arg, principalArg: readersOf },
    );
  }
  const readers = a.summary.readers;
  if (readers === 'Public') return undefined;
  let missing = 0;
  for (const p of principals) if (typeof p !== 'string' || !readers.includes(p)) missing++;
  if (missing === 0) return undefined;
  return deny(
    'hard_deny',
    'READER_NOT_PERMITTED',
    rp,
    { tool, arg: r.arg, labels: [readersOf], count: missing, limit: readers.length },
    { arg: r.arg, principalArg: readersOf, count: missing },
  );
}

/** `llm_sink`: the confidentiality of every argument, and the context size in bytes. */
function sinkDenial(c: CompiledTool, args: Args): Decision | undefined {
  const tool = c.name;
  if (c.sinkForbids !== undefined || c.sinkAllows !== undefined) {
    for (const name in args) {
      const conf = (args[name] as ArgumentInput).summary.confidentiality;
      const f = c.sinkForbids;
      if (f !== undefined && firstIn(conf, f) !== -1) {
        const labels = names(conf, (l) => f.has(l));
        return deny(
          'hard_deny',
          'CONFIDENTIALITY_FORBIDDEN',
          `${c.path}.llm_sink.forbids_confidentiality`,
          { tool, arg: safeName(name), labels },
          { arg: safeName(name), labels: labels.join(', '), count: labels.length },
        );
      }
      const al = c.sinkAllows;
      if (al !== undefined && firstOutside(conf, al) !== -1) {
        const labels = names(conf, (l) => !al.has(l));
        return deny(
          'hard_deny',
          'CONFIDENTIALITY_NOT_ALLOWED',
          `${c.path}.llm_sink.allows_confidentiality`,
          { tool, arg: safeName(name), labels },
          { arg: safeName(name), labels: labels.join(', '), count: labels.length },
        );
      }
    }
  }
  if (c.sinkMaxContext === undefined) return undefined;
  let totalBytes = 0;
  for (const name in args) totalBytes += (args[name] as ArgumentInput).payloadBytes;
  if (!(totalBytes <= c.sinkMaxContext)) {
    return deny(
      'hard_deny',
      'LLM_CONTEXT_TOO_LARGE',
      `${c.path}.llm_sink.max_context_bytes`,
      { tool, ...sizeShown(totalBytes, ...Object.values(args)), limit: c.sinkMaxContext },
      { size: shownSize(totalBytes, ...Object.values(args)), limit: c.sinkMaxContext },
    );
  }
  return undefined;
}

/**
 * Whether a size may be shown: only when no argument it counts is confidential or of unknown
 * provenance. The byte size of a secret-derived value is a number the plan chose from the
 * secret (red-team U6: `'x'.repeat(4000 + s.charCodeAt(1))` read one character per denial).
 */
function sizeMayShow(inputs: readonly ArgumentInput[]): boolean {
  return inputs.every((a) => a.summary.confidentiality.length === 0 && !a.summary.truncated);
}

/** The witness's `size`, or nothing when it may not be shown. */
function sizeShown(size: number, ...inputs: ArgumentInput[]): { size?: number } {
  return sizeMayShow(inputs) ? { size } : {};
}

/** The message argument `size`: the number, or `hidden` (the catalogues select on it). */
function shownSize(size: number, ...inputs: ArgumentInput[]): number | string {
  return sizeMayShow(inputs) ? size : 'hidden';
}
