/**
 * The planner loop: a planner model writes a plan from a generated system prompt, the
 * runtime runs it, and a compile error, a failure or a denial goes back to the planner as a
 * localised, redacted explanation (codes, rule paths, positions, the runtime's redacted
 * explanation; never a tool's output or a secret) until a plan completes or the bound is
 * reached. Every planner call is itself an effect: it passes the effect gateway as an LLM
 * sink (docs/agents.md, "The planner call is an LLM sink"), so the policy checks it before any
 * prompt leaves, the transport guard sees it, and the audit log records it.
 */
import { randomBytes } from 'node:crypto';
import { type PolicyDefinition, parsePolicy, parsePolicyObject } from '@zamburak/policy';
import { compilePlan, PlanCompileError } from '@zamburak/vm';
import {
  type DecisionRecord,
  type Execution,
  type JsonObject,
  type JsonValue,
  type MessageLocalizer,
  type PolicyInput,
  type Runtime,
  type StartOptions,
  scrubSecrets,
  type ToolCallContext,
  type ToolDefinition,
} from 'zamburak';
import { AgentError, invalidOption } from './errors.js';
import { extractPlan } from './extract.js';
import type { ChatModel, ModelMessage } from './models/types.js';
import { plannerSystemPrompt } from './prompt.js';
import { isQuarantinedModelTool } from './quarantine.js';

/** Per sink tool: the adapter's last failure per execution, so the planner can report it. */
const sinkFailures = new WeakMap<ToolDefinition, Map<string, AgentError>>();

export interface PlannerModelToolOptions {
  readonly model: ChatModel;
  /** The sink's tool name (the policy names it with `side_effect_class: LlmSink`); default `planner_model`. */
  readonly name?: string;
  /**
   * How long one planner call may take, retries included, before the runtime abandons it
   * and aborts the request (default 180 000 ms; the runtime's default of 30 s is short for
   * a planner writing a plan).
   */
  readonly timeoutMs?: number;
}

/**
 * The planner model as a tool of the runtime, so that each planner call is governed like any
 * LLM sink. Register it with `createRuntime` and name it in the policy with
 * `side_effect_class: LlmSink` and `llm_sink: { role: planner, ... }`.
 */
export function plannerModelTool(options: PlannerModelToolOptions): ToolDefinition {
  const { model } = options;
  if (typeof model?.complete !== 'function')
    throw invalidOption('model', 'a ChatModel is required');
  const failures = new Map<string, AgentError>();
  const tool: ToolDefinition = {
    name: options.name ?? 'planner_model',
    description: `The planner model (${model.provider}): writes plans. Called by the planner loop, not by plans.`,
    parameters: { system: { type: 'string' }, messages: { type: 'array' } },
    trustClass: 'TrustedLocal',
    timeoutMs: options.timeoutMs ?? 180_000,
    async run(args: Readonly<JsonObject>, ctx: ToolCallContext): Promise<JsonValue> {
      try {
        const reply = await model.complete({
          system: String(args.system),
          messages: args.messages as unknown as ModelMessage[],
          signal: ctx.signal,
        });
        return reply.text;
      } catch (e) {
        // Kept for the planner to report (not after a timeout: nobody reads it then).
        if (e instanceof AgentError && !ctx.signal.aborted) failures.set(ctx.executionId, e);
        throw e;
      }
    },
  };
  sinkFailures.set(tool, failures);
  return tool;
}

export type AttemptOutcome =
  | 'completed'
  | 'suspended'
  | 'denied'
  | 'failed'
  | 'compile-error'
  | 'no-plan';

/** One round: what the planner wrote and what became of it (codes and positions only). */
export interface PlanAttempt {
  readonly attempt: number;
  readonly outcome: AttemptOutcome;
  /** The plan as extracted from the reply (absent for `no-plan`). */
  readonly plan?: string;
  readonly executionId?: string;
  /** Compile error code, failure code, or the denial's reason code. */
  readonly code?: string;
  readonly rulePath?: string;
  readonly tool?: string;
  readonly line?: number;
  readonly column?: number;
  /** The feedback sent to the planner for the next round, if there was one. */
  readonly feedback?: string;
}

/** A message exactly as the planner model received it. */
export interface TranscriptMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

export interface PlannerRun {
  /** The last attempt's outcome. */
  readonly outcome: AttemptOutcome;
  /** The last execution that ran (completed, suspended for approval, denied or failed). */
  readonly execution?: Execution;
  readonly attempts: readonly PlanAttempt[];
  readonly transcript: readonly TranscriptMessage[];
  readonly runId: string;
}

export interface PlannerOptions {
  /** The runtime that runs the plans. */
  readonly runtime: Runtime;
  /** The tools plans may call, as given to `createRuntime` (the sink tool is left out). */
  readonly tools: readonly ToolDefinition[];
  /** The runtime's policy (checked against `runtime.policyHash`): it says how outputs are labelled. */
  readonly policy: PolicyInput;
  /** The planner sink (`plannerModelTool`), registered with the gateway runtime. */
  readonly sink: ToolDefinition;
  /** Where planner calls pass the gateway; default: `runtime` with `policy`. */
  readonly gateway?: { readonly runtime: Runtime; readonly policy: PolicyInput };
  /** Rounds (planner calls) at most; default 3. */
  readonly maxAttempts?: number;
  /** Renders the feedback to the planner (message ids `agent-feedback-*`, `vm-*`). */
  readonly localizer?: MessageLocalizer;
  /** Host text appended to the system prompt. */
  readonly instructions?: string;
  /** Authority tokens for plan executions and for planner calls. */
  readonly tokens?: readonly unknown[];
  readonly plannerTokens?: readonly unknown[];
  /**
   * What the planner is told about a plan that failed while running: `'code'` (default) only
   * the failure code; `'redacted'` also the runtime's redacted message. The redaction hides
   * untrusted and confidential text, but a message built from a tool result the policy labels
   * Trusted and public would pass: only `'code'` keeps every tool output from the planner.
   */
  readonly failureMessages?: 'code' | 'redacted';
}

export interface Planner {
  readonly systemPrompt: string;
  /** Plans and runs `request`; re-plans after a compile error, failure or denial. */
  run(request: string, options?: PlannerRunOptions): Promise<PlannerRun>;
}

export interface PlannerRunOptions {
  /** Prefix of the run's execution ids (`<runId>.planner.<n>`, `<runId>.plan.<n>`). */
  readonly runId?: string;
  /**
   * Named inputs the plans read as `inputs.<name>` (as `runtime.start` takes them: Trusted
   * unless given a label). The planner is told their names, never their values.
   */
  readonly inputs?: StartOptions['inputs'];
}

const RUN_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const ENGLISH: MessageLocalizer = { message: (_id, _args, fallback) => fallback };

function definitionOf(input: PolicyInput, field: string): { def: PolicyDefinition; hash: string } {
  try {
    const parsed =
      typeof input === 'object' && input !== null && 'text' in input
        ? parsePolicy(input.text, {
            format: input.format,
            sourceName: input.sourceName ?? `<policy.${input.format}>`,
          })
        : parsePolicyObject(input);
    return { def: parsed.definition, hash: parsed.hash };
  } catch {
    throw invalidOption(field, 'the policy does not parse');
  }
}

function isCompileError(e: unknown): e is PlanCompileError {
  return e instanceof PlanCompileError;
}

/** The planner loop over a runtime. */
export function createPlanner(options: PlannerOptions): Planner {
  const { runtime, sink } = options;
  if (typeof runtime?.start !== 'function') throw invalidOption('runtime', 'a Runtime is required');
  if (!Array.isArray(options.tools)) throw invalidOption('tools', 'tools is an array');
  const failures = sinkFailures.get(sink);
  if (failures === undefined)
    throw invalidOption('sink', 'the sink must be made by plannerModelTool');
  const maxAttempts = options.maxAttempts ?? 3;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 20)
    throw invalidOption('maxAttempts', 'maxAttempts is an integer from 1 to 20');
  const { def: policy, hash } = definitionOf(options.policy, 'policy');
  if (hash !== runtime.policyHash) {
    throw new AgentError('POLICY_MISMATCH', "agent: the policy is not the runtime's", {
      field: 'policy',
    });
  }
  const gateway = options.gateway?.runtime ?? runtime;
  const gatewayPolicy =
    options.gateway === undefined
      ? { def: policy, hash }
      : definitionOf(options.gateway.policy, 'gateway.policy');
  if (gatewayPolicy.hash !== gateway.policyHash) {
    throw new AgentError(
      'POLICY_MISMATCH',
      "agent: the gateway policy is not the gateway runtime's",
      {
        field: 'gateway.policy',
      },
    );
  }
  // Fail closed: the sink is pinned in the gateway and governed as a planner-role LLM sink.
  if (!gateway.catalogue.some((e) => e.tool === sink.name))
    throw invalidOption('sink', `the sink ${sink.name} is not a tool of the gateway runtime`);
  const sinkPolicy = gatewayPolicy.def.tools.find((t) => t.tool === sink.name);
  if (sinkPolicy?.side_effect_class !== 'LlmSink' || sinkPolicy.llm_sink?.role !== 'planner') {
    throw invalidOption(
      'sink',
      `the policy must name ${sink.name} with side_effect_class LlmSink and llm_sink.role planner`,
    );
  }
  // A quarantined model's answer must never come out Trusted.
  for (const t of options.tools) {
    if (!isQuarantinedModelTool(t)) continue;
    const tp = policy.tools.find((p) => p.tool === t.name);
    const trusted =
      tp?.output_labels?.integrity === 'Trusted' ||
      (tp?.output_labels?.fields ?? []).some((f) => f.integrity === 'Trusted');
    if (tp?.side_effect_class !== 'LlmSink' || tp.llm_sink?.role !== 'quarantined' || trusted) {
      throw invalidOption(
        'tools',
        `the policy must name ${t.name} as an LlmSink with llm_sink.role quarantined and no Trusted output`,
      );
    }
  }
  const planTools = options.tools.filter((t) => t !== sink && t.name !== sink.name);
  // The prompt describes only tools the runtime has pinned: a described tool it does not have
  // would compile here and fail there.
  for (const t of planTools) {
    if (!runtime.catalogue.some((e) => e.tool === t.name))
      throw invalidOption('tools', `the tool ${t.name} is not a tool of the runtime`);
  }
  const systemPrompt = plannerSystemPrompt({
    tools: planTools,
    policy,
    ...(options.instructions === undefined ? {} : { instructions: options.instructions }),
  });
  const l10n = options.localizer ?? ENGLISH;
  const planToolNames = planTools.map((t) => t.name);
  const precompile = (plan: string): PlanCompileError | undefined => {
    try {
      compilePlan(plan, { externalFunctions: planToolNames, propagateControl: policy.strict_mode });
      return undefined;
    } catch (e) {
      if (isCompileError(e)) return e;
      throw e;
    }
  };
  const sinkPlan = `${sink.name}({ system: inputs.system, messages: inputs.messages })`;

  async function askPlanner(
    messages: readonly ModelMessage[],
    executionId: string,
  ): Promise<string> {
    const exec = await gateway.start(sinkPlan, {
      executionId,
      inputs: { system: systemPrompt, messages: messages.map((m) => ({ ...m })) },
      ...(options.plannerTokens === undefined ? {} : { tokens: options.plannerTokens }),
    });
    const failure = failures?.get(executionId);
    failures?.delete(executionId);
    if (exec.status === 'completed' && typeof exec.result?.value === 'string') {
      return exec.result.value;
    }
    if (failure !== undefined) throw failure;
    const last = exec.decisions.at(-1);
    if (exec.status === 'denied' || exec.status === 'suspended') {
      if (exec.status === 'suspended') exec.dispose();
      throw new AgentError(
        'PLANNER_CALL_DENIED',
        'agent: the policy did not allow the planner call',
        {
          status: exec.status,
          ...(last?.reasonCode === undefined ? {} : { reasonCode: last.reasonCode }),
          ...(last?.rulePath === undefined ? {} : { rulePath: last.rulePath }),
        },
      );
    }
    throw new AgentError('PLANNER_CALL_FAILED', 'agent: the planner call failed', {
      status: exec.status,
      ...(exec.error === undefined ? {} : { code: exec.error.code }),
    });
  }

  const compileFeedback = (e: PlanCompileError): string => {
    const detail = typeof e.data.detail === 'string' ? ` (${e.data.detail})` : '';
    const messageId =
      typeof e.data.messageId === 'string' ? e.data.messageId : 'vm-plan-parse-error';
    // The compiler's own message where the localizer has it (`vm-*`), else the code.
    const why = l10n.message(messageId, { line: e.line, column: e.column }, `${e.code}${detail}.`);
    return l10n.message(
      'agent-feedback-compile-error',
      { code: e.code, line: e.line, column: e.column, explanation: why },
      `Your plan was rejected by the compiler (${e.code} at line ${e.line}, column ${e.column}): ${why} Write the whole plan again, using only the plan language described in the system prompt.`,
    );
  };
  const denialFeedback = (d: DecisionRecord | undefined): string =>
    l10n.message(
      'agent-feedback-denied',
      {
        tool: d?.tool ?? '',
        reasonCode: d?.reasonCode ?? 'DENIED',
        rulePath: d?.rulePath ?? '',
        callId: d?.callId ?? 0,
        explanation: d?.explanation ?? '',
      },
      `The policy denied call ${d?.callId ?? '?'} (${d?.tool ?? '?'}): ${d?.reasonCode ?? 'DENIED'}, rule ${d?.rulePath ?? '(none)'}. ${d?.explanation ?? ''} The plan stopped there. Write a whole new plan that does not need this call with these arguments, or say in the result what the user must do.`,
    );
  const failureFeedback = (
    error: { readonly code: string; readonly message: string } | undefined,
  ): string => {
    const code = error?.code ?? 'PLAN_FAILED';
    if (options.failureMessages !== 'redacted' || error === undefined) {
      return l10n.message(
        'agent-feedback-failed-code',
        { code },
        `The plan failed while running: ${code}. Write the whole plan again.`,
      );
    }
    return l10n.message(
      'agent-feedback-failed',
      { code, message: error.message },
      `The plan failed while running: ${code}: ${error.message}. Write the whole plan again.`,
    );
  };
  const noPlanFeedback = (): string =>
    l10n.message(
      'agent-feedback-no-plan',
      undefined,
      'Your reply had no plan. Reply with exactly one fenced ```js code block holding the whole plan.',
    );

  return {
    systemPrompt,
    async run(request, runOptions = {}) {
      if (typeof request !== 'string' || request === '')
        throw invalidOption('request', 'the request is a non-empty string');
      const runId = runOptions.runId ?? `agent_${randomBytes(8).toString('hex')}`;
      if (!RUN_ID.test(runId))
        throw invalidOption('runId', 'a run id is 1-100 letters, digits or _.:-');
      const extra = runOptions.inputs ?? {};
      if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
        throw invalidOption('inputs', 'inputs is an object of named inputs');
      const names = Object.keys(extra).filter((n) => n !== 'request');
      for (const n of names)
        if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(n))
          throw invalidOption('inputs', 'input names are identifiers');
      const inputs = { ...extra, request };
      const first =
        names.length === 0
          ? request
          : `${request}\n\n${l10n.message(
              'agent-inputs',
              { names: names.map((n) => `inputs.${n}`).join(', ') },
              `(Named inputs the plan can read: ${names.map((n) => `\`inputs.${n}\``).join(', ')}.)`,
            )}`;
      const messages: ModelMessage[] = [{ role: 'user', content: first }];
      const attempts: PlanAttempt[] = [];
      let execution: Execution | undefined;
      let outcome: AttemptOutcome = 'no-plan';
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        const reply = await askPlanner(messages, `${runId}.planner.${attempt}`);
        messages.push({ role: 'assistant', content: reply });
        const plan = extractPlan(reply);
        let record: PlanAttempt = { attempt, outcome: 'no-plan' };
        let feedback: string | undefined;
        if (plan === undefined) {
          outcome = 'no-plan';
          record = { attempt, outcome };
          feedback = noPlanFeedback();
        } else {
          const executionId = `${runId}.plan.${attempt}`;
          let current: Execution | undefined;
          // Compiled here first, against the plan tools only (so a plan cannot call the
          // planner sink), for the error's position; the runtime compiles it again to run it.
          const compileError = precompile(plan);
          if (compileError !== undefined) {
            outcome = 'compile-error';
            record = {
              attempt,
              outcome,
              plan,
              code: compileError.code,
              line: compileError.line,
              column: compileError.column,
            };
            feedback = compileFeedback(compileError);
          } else {
            current = await runtime.start(plan, {
              executionId,
              inputs,
              ...(options.tokens === undefined ? {} : { tokens: options.tokens }),
            });
          }
          if (current !== undefined) {
            execution = current;
            const status = execution.status;
            if (status === 'completed' || status === 'suspended' || status === 'running') {
              attempts.push({
                attempt,
                outcome: status === 'running' ? 'suspended' : status,
                plan,
                executionId,
              });
              outcome = status === 'running' ? 'suspended' : status;
              return {
                outcome,
                execution,
                attempts,
                transcript: transcriptOf(systemPrompt, messages),
                runId,
              };
            }
            if (status === 'denied') {
              const d = execution.decisions.at(-1);
              outcome = 'denied';
              record = {
                attempt,
                outcome,
                plan,
                executionId,
                ...(d?.reasonCode === undefined ? {} : { code: d.reasonCode }),
                ...(d?.rulePath === undefined ? {} : { rulePath: d.rulePath }),
                ...(d === undefined ? {} : { tool: d.tool }),
              };
              feedback = denialFeedback(d);
            } else {
              outcome = 'failed';
              record = {
                attempt,
                outcome,
                plan,
                executionId,
                ...(execution.error === undefined ? {} : { code: execution.error.code }),
              };
              feedback = failureFeedback(execution.error);
            }
          }
        }
        // Second line of defence: nothing shaped like a secret goes back to the planner.
        const text = scrubSecrets(feedback as string);
        if (attempt < maxAttempts) {
          messages.push({ role: 'user', content: text });
          attempts.push({ ...record, feedback: text });
        } else attempts.push(record);
      }
      return {
        outcome,
        ...(execution === undefined ? {} : { execution }),
        attempts,
        transcript: transcriptOf(systemPrompt, messages),
        runId,
      };
    },
  };
}

function transcriptOf(system: string, messages: readonly ModelMessage[]): TranscriptMessage[] {
  return [{ role: 'system', content: system }, ...messages.map((m) => ({ ...m }))];
}
