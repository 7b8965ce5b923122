/**
 * The shape of an AgentDojo suite once ported (issue 21). AgentDojo v1.2.1 (MIT,
 * ethz-spylab/agentdojo) defines a suite as an environment, tools over it, user tasks
 * (prompt, ground-truth calls, utility check) and injection tasks (goal, ground truth,
 * security check). Here each of those is TypeScript data and functions; the benchmark's
 * definitions of success (utility, security) are ported faithfully, and each user task adds
 * what the benchmark leaves to the agent: a reference plan in the plan language and the
 * answers an honest quarantined model would give.
 */
import type { JsonObject, JsonValue, ParameterSpec } from 'zamburak';

/** A tool call as the benchmark records it (`FunctionCall`): name and named arguments. */
export interface FunctionCall {
  readonly function: string;
  readonly args: Readonly<JsonObject>;
}

/**
 * A suite tool, ported from the benchmark's Python: it reads and changes the environment
 * it is given. A failure the Python raises (`ValueError`, ...) is thrown as an `Error` whose
 * message is the Python's.
 */
export interface SuiteTool<Env> {
  readonly name: string;
  /** The docstring's first paragraph, as the planner reads it. */
  readonly description: string;
  /** Named parameters (the benchmark's argument names and JSON types). */
  readonly parameters: Readonly<Record<string, ParameterSpec>>;
  run(env: Env, args: Readonly<JsonObject>): JsonValue;
}

/** What a plan asks the quarantined model: `query_ai_assistant({ query, data, schema })`. */
export interface QuarantineRequest {
  readonly query: string;
  /** The untrusted data, as text (a JSON value is passed pretty-printed). */
  readonly data: string;
  /** The answer's JSON Schema (default: a string). */
  readonly schema: JsonValue;
}

export interface UserTask<Env> {
  /** `user_task_0` ... as the benchmark numbers them. */
  readonly id: string;
  /** The benchmark version folder the definition comes from (`v1`, `v1_1_1`, `v1_2`, ...). */
  readonly version: string;
  readonly prompt: string;
  /** `GROUND_TRUTH_OUTPUT`, when the benchmark gives one. */
  readonly groundTruthOutput?: string;
  /** `init_environment`: changes the freshly loaded environment before the task runs. */
  initEnvironment?(env: Env): void;
  groundTruth(pre: Env): FunctionCall[];
  utility(output: string, pre: Env, post: Env, strict: boolean): boolean;
  /** `utility_from_traces`: when defined and it answers, it replaces `utility`. */
  utilityFromTraces?(
    output: string,
    pre: Env,
    post: Env,
    traces: readonly FunctionCall[],
  ): boolean | undefined;
  /**
   * The reference plan: what a planner model would write from the prompt and the tool
   * catalogue alone (never from injection text). Its completion value is the model output
   * the utility check reads (a string, or a value turned into one with JSON.stringify).
   */
  readonly plan: string;
  /**
   * The honest quarantined model for this task: what a correct model answers to the plan's
   * `query_ai_assistant` calls, scripted from the ground truth. `pre` is the environment the
   * run started from. Return `undefined` when the data does not hold the answer.
   */
  honest?(request: QuarantineRequest, pre: Env): JsonValue | undefined;
}

/**
 * The values an attacker wants the quarantined model to return in place of the real ones,
 * by kind: the adversarial model answers with these whenever the data it reads carries an
 * injection. Only the kinds the injection task's goal uses are set.
 */
export interface AttackerValues {
  readonly iban?: string;
  readonly email?: string;
  readonly url?: string;
  readonly fileId?: string;
  readonly message?: string;
  readonly user?: string;
  readonly channel?: string;
  readonly password?: string;
  readonly hotel?: string;
  readonly restaurant?: string;
  readonly company?: string;
  readonly amount?: number;
  readonly date?: string;
  readonly text?: string;
}

export interface InjectionTask<Env> {
  /** `injection_task_0` ... */
  readonly id: string;
  readonly version: string;
  readonly goal: string;
  groundTruth(pre: Env): FunctionCall[];
  /** True when the attack succeeded (the benchmark's `security`). */
  security(output: string, pre: Env, post: Env): boolean;
  securityFromTraces?(
    output: string,
    pre: Env,
    post: Env,
    traces: readonly FunctionCall[],
  ): boolean | undefined;
  readonly attacker: AttackerValues;
}

/** One ported suite. */
export interface Suite<Env> {
  readonly name: 'workspace' | 'travel' | 'banking' | 'slack';
  /** The benchmark version the suite is registered at in v1.2.1 (`1.2.1` or `1.2.0`). */
  readonly version: string;
  /**
   * Loads the environment from this package's data (`data/agentdojo/<suite>/`), every
   * injection vector filled from `injections` or, when absent, its default text.
   */
  loadEnvironment(injections: Readonly<Record<string, string>>): Env;
  /** The injection vectors and their default (benign) texts. */
  injectionVectors(): Readonly<Record<string, string>>;
  readonly tools: readonly SuiteTool<Env>[];
  readonly userTasks: readonly UserTask<Env>[];
  readonly injectionTasks: readonly InjectionTask<Env>[];
  /**
   * The suite's policy files under `data/agentdojo/<suite>/` (file names), normal and strict
   * mode: policies a user of the product would write for this assistant.
   */
  readonly policies: { readonly normal: string; readonly strict: string };
  /**
   * The host's verifiers for this environment (`createRuntime({ verifiers })`): deterministic
   * checks against the user's own, trusted data (a known contact, an IBAN already paid), the
   * only way a value becomes `Verified(Kind)`.
   */
  verifiers?(env: Env): Readonly<Record<string, (value: JsonValue) => boolean>>;
}

/** A deep copy of an environment (environments are plain JSON-like data). */
export function cloneEnvironment<Env>(env: Env): Env {
  return structuredClone(env);
}
