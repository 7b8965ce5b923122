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
import { compilePlan, PlanCompileError } from '@zamburak/vm';
import {
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
import { type PlannerFeedback, plannerFeedback } from './feedback.js';
import type { ChatModel, ModelMessage } from './models/types.js';
import { checkPlannerSetup, type PlannerSetup } from './planner-setup.js';
import { plannerSystemPrompt } from './prompt.js';

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

/** One planner: its checked set-up, prompt, feedback and the sink's failures. */
interface PlannerState extends PlannerSetup {
  readonly options: PlannerOptions;
  readonly systemPrompt: string;
  readonly feedback: PlannerFeedback;
  readonly failures: Map<string, AgentError>;
  readonly sinkPlan: string;
}

/** The planner loop over a runtime. */
export function createPlanner(options: PlannerOptions): Planner {
  const failures = sinkFailures.get(options.sink);
  const setup = checkPlannerSetup(options, failures !== undefined);
  const systemPrompt = plannerSystemPrompt({
    tools: setup.planTools,
    policy: setup.policy,
    ...(options.instructions === undefined ? {} : { instructions: options.instructions }),
  });
  const state: PlannerState = {
    ...setup,
    options,
    systemPrompt,
    feedback: plannerFeedback(options.localizer ?? ENGLISH, options.failureMessages),
    failures: failures ?? new Map(),
    sinkPlan: `${options.sink.name}({ system: inputs.system, messages: inputs.messages })`,
  };
  return {
    systemPrompt,
    run: (request, runOptions = {}) => runPlanner(state, request, runOptions),
  };
}

/** Asks the planner through the gateway (an LLM sink call) and returns its reply. */
async function askPlanner(
  s: PlannerState,
  messages: readonly ModelMessage[],
  executionId: string,
): Promise<string> {
  const exec = await s.gateway.start(s.sinkPlan, {
    executionId,
    inputs: { system: s.systemPrompt, messages: messages.map((m) => ({ ...m })) },
    ...(s.options.plannerTokens === undefined ? {} : { tokens: s.options.plannerTokens }),
  });
  const failure = s.failures.get(executionId);
  s.failures.delete(executionId);
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

/** The request as the planner's first message (with the names of the named inputs). */
function firstMessage(
  s: PlannerState,
  request: string,
  runOptions: PlannerRunOptions,
): { content: string; inputs: NonNullable<StartOptions['inputs']> } {
  const extra = runOptions.inputs ?? {};
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
    throw invalidOption('inputs', 'inputs is an object of named inputs');
  const names = Object.keys(extra).filter((n) => n !== 'request');
  for (const n of names)
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(n))
      throw invalidOption('inputs', 'input names are identifiers');
  const l10n = s.options.localizer ?? ENGLISH;
  const content =
    names.length === 0
      ? request
      : `${request}\n\n${l10n.message(
          'agent-inputs',
          { names: names.map((n) => `inputs.${n}`).join(', ') },
          `(Named inputs the plan can read: ${names.map((n) => `\`inputs.${n}\``).join(', ')}.)`,
        )}`;
  return { content, inputs: { ...extra, request } };
}

async function runPlanner(
  s: PlannerState,
  request: string,
  runOptions: PlannerRunOptions,
): Promise<PlannerRun> {
  if (typeof request !== 'string' || request === '')
    throw invalidOption('request', 'the request is a non-empty string');
  const runId = runOptions.runId ?? `agent_${randomBytes(8).toString('hex')}`;
  if (!RUN_ID.test(runId))
    throw invalidOption('runId', 'a run id is 1-100 letters, digits or _.:-');
  const first = firstMessage(s, request, runOptions);
  const messages: ModelMessage[] = [{ role: 'user', content: first.content }];
  const attempts: PlanAttempt[] = [];
  let execution: Execution | undefined;
  let outcome: AttemptOutcome = 'no-plan';
  for (let attempt = 1; attempt <= s.maxAttempts; attempt++) {
    const reply = await askPlanner(s, messages, `${runId}.planner.${attempt}`);
    messages.push({ role: 'assistant', content: reply });
    const round = await runRound(s, extractPlan(reply), attempt, runId, first.inputs);
    outcome = round.record.outcome;
    if (round.execution !== undefined) execution = round.execution;
    if (round.feedback === undefined) {
      attempts.push(round.record);
      return {
        outcome,
        ...(execution === undefined ? {} : { execution }),
        attempts,
        transcript: transcriptOf(s.systemPrompt, messages),
        runId,
      };
    }
    // Second line of defence: nothing shaped like a secret goes back to the planner.
    const text = scrubSecrets(round.feedback);
    if (attempt < s.maxAttempts) {
      messages.push({ role: 'user', content: text });
      attempts.push({ ...round.record, feedback: text });
    } else attempts.push(round.record);
  }
  return {
    outcome,
    ...(execution === undefined ? {} : { execution }),
    attempts,
    transcript: transcriptOf(s.systemPrompt, messages),
    runId,
  };
}

/** One round's result: the attempt, and the feedback for the next round (none: the run ends). */
interface Round {
  readonly record: PlanAttempt;
  readonly execution?: Execution;
  readonly feedback?: string;
}

/** Compiles and runs one extracted plan (or reports that the reply had none). */
async function runRound(
  s: PlannerState,
  plan: string | undefined,
  attempt: number,
  runId: string,
  inputs: NonNullable<StartOptions['inputs']>,
): Promise<Round> {
  if (plan === undefined) {
    return { record: { attempt, outcome: 'no-plan' }, feedback: s.feedback.noPlan() };
  }
  const executionId = `${runId}.plan.${attempt}`;
  // Compiled here first, against the plan tools only (so a plan cannot call the planner
  // sink), for the error's position; the runtime compiles it again to run it.
  const compileError = precompile(s, plan);
  if (compileError !== undefined) {
    const { code, line, column } = compileError;
    return {
      record: { attempt, outcome: 'compile-error', plan, code, line, column },
      feedback: s.feedback.compileError(compileError),
    };
  }
  const execution = await s.options.runtime.start(plan, {
    executionId,
    inputs,
    ...(s.options.tokens === undefined ? {} : { tokens: s.options.tokens }),
  });
  const status = execution.status;
  if (status === 'completed' || status === 'suspended' || status === 'running') {
    const outcome = status === 'running' ? 'suspended' : status;
    return { record: { attempt, outcome, plan, executionId }, execution };
  }
  if (status === 'denied') {
    const d = execution.decisions.at(-1);
    const record: PlanAttempt = {
      attempt,
      outcome: 'denied',
      plan,
      executionId,
      ...(d?.reasonCode === undefined ? {} : { code: d.reasonCode }),
      ...(d?.rulePath === undefined ? {} : { rulePath: d.rulePath }),
      ...(d === undefined ? {} : { tool: d.tool }),
    };
    return { record, execution, feedback: s.feedback.denied(d) };
  }
  const record: PlanAttempt = {
    attempt,
    outcome: 'failed',
    plan,
    executionId,
    ...(execution.error === undefined ? {} : { code: execution.error.code }),
  };
  return { record, execution, feedback: s.feedback.failed(execution.error) };
}

function precompile(s: PlannerState, plan: string): PlanCompileError | undefined {
  try {
    compilePlan(plan, {
      externalFunctions: s.planTools.map((t) => t.name),
      propagateControl: s.policy.strict_mode,
    });
    return undefined;
  } catch (e) {
    if (e instanceof PlanCompileError) return e;
    throw e;
  }
}

function transcriptOf(system: string, messages: readonly ModelMessage[]): TranscriptMessage[] {
  return [{ role: 'system', content: system }, ...messages.map((m) => ({ ...m }))];
}
