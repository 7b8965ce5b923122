/**
 * Gateway stage 3, decide: the authority is validated at the boundary, the runtime's own
 * pre-checks run (catalogue pin, declared arguments, trust class), then the policy engine
 * (packages/policy/src/decision/), then the LLM transport guard; observe mode turns a
 * would-deny into a recorded allow. See docs/architecture.md, "Decision order".
 */
import type { DependencySummary, LabelDescriptor } from '@zamburak/ifc';
import { policyMessageId, stringsIn } from '@zamburak/policy';
import { type RuntimeReasonCode, runtimeMessageId } from '../errors.js';
import type { AuthorityInput, PolicyDecision } from '../ports.js';
import { boundedInputs, mayChoose, UNKNOWN_DENIAL } from '../strict-report.js';
import { argumentProblem } from '../tools/arguments.js';
import type { CallContext } from './context.js';
import { countOf } from './counts.js';
import { type CallRecorder, recordedArgs } from './record.js';
import type { ArgumentSummaries } from './summarise.js';
import type { GatedCall } from './types.js';

const KNOWN_DECISIONS: ReadonlySet<string> = new Set([
  'Allow',
  'Deny',
  'RequireConfirmation',
  'RequireDraft',
]);

/** A denial the runtime gives, with its localised remediation. */
export function denyBy(reasonCode: RuntimeReasonCode, rulePath: string): PolicyDecision {
  return {
    kind: 'Deny',
    reasonCode,
    rulePath,
    remediation: { id: runtimeMessageId(reasonCode), args: {} },
  };
}

export interface Decided {
  readonly decision: PolicyDecision;
  /**
   * What the host is told of it: the decision itself, except a strict-mode denial in a run
   * that read something confidential, which is reported as the policy's answer on inputs no
   * secret branch chose (red team U4; strict-report.ts). The audit record keeps the exact one.
   */
  readonly report: PolicyDecision;
  /** Observe mode let a would-deny through (its record is already kept). */
  readonly observed: boolean;
  /** The grants the effect is charged to, if it runs. */
  readonly grants: readonly unknown[];
}

export async function decide(
  g: GatedCall,
  args: ArgumentSummaries,
  context: CallContext,
  rec: CallRecorder,
): Promise<Decided> {
  const { host, call, toolPolicy } = g;
  const d = host.deps;
  // The decision: runtime pre-checks (catalogue pin, trust class), then the policy engine.
  // A shared store answers by promise (read now, in the database); the embedded ones
  // answer at once, and only a promise is awaited.
  const validated = d.authority.validate(host.memo.tokens, {
    now: g.now,
    executionId: host.id,
    tool: call.name,
  });
  const authority = validated instanceof Promise ? await validated : validated;
  rec.inputs = {
    by: 'policy',
    strict: d.policy.strict,
    args: recordedArgs(args.inputs, args.absentPaths),
    authority: authority.authority.effective,
    invalidAuthority: authority.authority.invalid,
  };
  const pre = precheck(g);
  if (pre !== undefined) rec.decidedBy = 'runtime';
  let decision: PolicyDecision =
    pre ?? d.policy.check(call.name, args.inputs, context.summary, authority.authority);
  // The argument check (declared types, JSON Schema: `pattern`, `enum`, `maxLength` test the
  // value itself) and the transport guard (does a transform change the value?) read argument
  // values, so in strict mode their denials are reported like a policy denial, on bounded
  // inputs (red team V5, W1). The catalogue pin, undeclared names and the trust class do not.
  let readsValues = pre !== undefined && VALUE_CHECKS.has(pre.reasonCode ?? '');
  if (decision.kind !== 'Deny' && toolPolicy?.llmSink !== undefined) {
    const guard = transportGuard(g, toolPolicy.llmSink.requiredTransforms);
    if (guard !== undefined) {
      decision = guard;
      rec.decidedBy = 'runtime';
      readsValues = true;
    }
  }

  // Only the four known decisions lead anywhere; anything else is a defect: deny.
  if (!KNOWN_DECISIONS.has(decision.kind)) {
    decision = { kind: 'Deny', reasonCode: 'DECISION_UNKNOWN', rulePath: 'runtime' };
    rec.decidedBy = 'runtime';
  }

  const report =
    context.imported === undefined
      ? decision
      : decision.kind === 'Deny' && (rec.decidedBy === 'policy' || readsValues)
        ? boundedReport(g, args, context, context.imported, authority.authority, decision)
        : decision.kind === 'RequireConfirmation' || decision.kind === 'RequireDraft'
          ? boundedRequest(g, args, context, context.imported, authority.authority, decision)
          : decision;

  // Observe mode: record the would-deny, then let the effect run.
  let observed = false;
  if (d.observe && decision.kind !== 'Allow') {
    observed = true;
    rec.audit('observed_would_deny', decision);
    rec.decision(report, true);
    decision = { kind: 'Allow', reasonCode: 'OBSERVED_WOULD_DENY' };
  }
  return { decision, report, observed, grants: authority.grants };
}

/** A strict-mode denial as the host may see it: the policy's answer on the bounded inputs. */
function boundedReport(
  g: GatedCall,
  args: ArgumentSummaries,
  context: CallContext,
  imported: LabelDescriptor,
  authority: AuthorityInput,
  exact: PolicyDecision,
): PolicyDecision {
  const d = g.host.deps;
  const summary = d.labels.summarize(imported);
  if (!mayChoose(summary)) return exact;
  // First what the labels, the context and the authority alone decide (values at their most
  // permissive): such a denial names a label or context the call may carry, whatever the
  // branches chose. Only if none denies, the values' most restrictive stand-ins (size,
  // principals, verifier answers), whose rule the call may not really have broken.
  for (const worst of [false, true]) {
    const r = checkBounded(g, args, context, imported, summary, authority, worst);
    if (r === undefined) return UNKNOWN_DENIAL;
    if (r.kind === 'Deny') return r;
  }
  return UNKNOWN_DENIAL;
}

/** The policy's answer on the bounded inputs (undefined when the check throws). */
function checkBounded(
  g: GatedCall,
  args: ArgumentSummaries,
  context: CallContext,
  imported: LabelDescriptor,
  summary: DependencySummary,
  authority: AuthorityInput,
  worst: boolean,
): PolicyDecision | undefined {
  const d = g.host.deps;
  const bound = boundedInputs(
    args.inputs,
    context.summary,
    summary,
    d.labels.context(imported, context.counters),
    g.toolPolicy,
    worst,
  );
  try {
    return d.policy.check(g.call.name, bound.args, bound.ctx, authority);
  } catch {
    return undefined;
  }
}

/**
 * A strict-mode confirmation or draft request as the host (and the approver) may see it (red
 * team V4): the policy's answer on the bounded inputs, values at their most permissive, when
 * it asks the same (a confirmation, or a draft); else a fixed request of the exact kind. That
 * the run pauses at all is the exact decision's: one bit per confirmation rule, the same
 * termination-class channel as a denial (docs/runtime.md "Strict reports").
 */
function boundedRequest(
  g: GatedCall,
  args: ArgumentSummaries,
  context: CallContext,
  imported: LabelDescriptor,
  authority: AuthorityInput,
  exact: PolicyDecision,
): PolicyDecision {
  const d = g.host.deps;
  const summary = d.labels.summarize(imported);
  if (!mayChoose(summary)) return exact;
  const r = checkBounded(g, args, context, imported, summary, authority, false);
  return r !== undefined && r.kind === exact.kind ? r : unknownRequest(exact.kind, summary);
}

/**
 * The fixed request when the bounded inputs ask for something else: the exact kind, naming
 * the labels of the import join (what the run read, no branch chose it), at rule `runtime`.
 */
function unknownRequest(kind: PolicyDecision['kind'], join: DependencySummary): PolicyDecision {
  const code = kind === 'RequireDraft' ? 'DRAFT_REQUIRED' : 'CONFIRMATION_REQUIRED';
  const labels = [...join.confidentiality, ...(join.readers === 'Public' ? [] : ['readers'])];
  return {
    kind,
    reasonCode: code,
    rulePath: 'runtime',
    remediation: { id: policyMessageId(code), args: { labels: labels.join(', ') } },
  };
}

/** Runtime denials that read argument values (reported on bounded inputs in strict mode). */
const VALUE_CHECKS: ReadonlySet<string> = new Set([
  'ARG_TYPE_MISMATCH',
  'ARG_SCHEMA_MISMATCH',
  'ARG_MISSING',
]);

/** The runtime's own checks before the policy: catalogue pin, declared arguments, trust class. */
function precheck(g: GatedCall): PolicyDecision | undefined {
  const { host, call, def } = g;
  const d = host.deps;
  const pin = d.catalogue.check(def, call.name);
  if (!pin.ok) {
    return {
      kind: 'Deny',
      reasonCode: pin.reason,
      rulePath: `catalogue[${call.name}]${pin.field === undefined ? '' : `.${pin.field}`}`,
    };
  }
  // Arguments the tool never declared would reach it with no policy rule looking at them.
  const args = argumentProblem(d.parameters.get(call.name) ?? {}, call.args);
  if (args !== undefined) {
    return denyBy(
      args.reason,
      `catalogue[${call.name}].parameters${'parameter' in args ? `[${args.parameter}]` : ''}`,
    );
  }
  const rules = d.trustClasses[pin.entry.trustClass];
  const sideEffectClass = g.toolPolicy?.sideEffectClass;
  if (sideEffectClass !== undefined && !rules.allowedSideEffects.includes(sideEffectClass)) {
    return denyBy(
      'TRUST_CLASS_FORBIDS_SIDE_EFFECT',
      `trust_classes[${pin.entry.trustClass}].allowed_side_effects`,
    );
  }
  if (countOf(host.memo.perTrustClass, pin.entry.trustClass) >= rules.maxCallsPerExecution) {
    return denyBy(
      'TRUST_CLASS_BUDGET_EXCEEDED',
      `trust_classes[${pin.entry.trustClass}].max_calls_per_execution`,
    );
  }
  return undefined;
}

/** LLM transport guard: every required transform must already have been applied. */
function transportGuard(g: GatedCall, transforms: readonly string[]): PolicyDecision | undefined {
  const { call } = g;
  const own = g.host.deps.transforms;
  for (const name of transforms) {
    const fn = Object.hasOwn(own, name) ? own[name] : undefined;
    if (fn === undefined)
      return denyBy(
        'TRANSPORT_GUARD_REFUSED',
        `tools[${call.name}].llm_sink.required_transforms[${name}]`,
      );
    // A transform that throws counts as one that would change the text: refused.
    const unchanged = (text: string): boolean => {
      try {
        return fn(text) === text;
      } catch {
        return false;
      }
    };
    // Argument names and object keys are text sent to the model too.
    for (const [argName, arg] of Object.entries(call.args)) {
      for (const s of [argName, ...stringsIn(arg.value, [], true)]) {
        if (!unchanged(s)) {
          return denyBy(
            'TRANSPORT_GUARD_REFUSED',
            `tools[${call.name}].llm_sink.required_transforms[${name}]`,
          );
        }
      }
    }
  }
  return undefined;
}
