/**
 * Running a reference plan of a ported AgentDojo task through the real runtime (issue 21):
 * the suite's tools over the task's environment, the suite's policy (or none: `defended:
 * false` allows every effect), a scripted quarantined model behind the product's own
 * `quarantinedModelTool`, then the benchmark's utility and security checks on the
 * environment before and after.
 *
 * One `SuiteRunner` keeps one runtime per (mode, defence, quarantined model) and points it at
 * each run's environment, so a suite's 949-pair sweep does not rebuild the policy and the
 * catalogue for every pair.
 */
import { readFileSync } from 'node:fs';
import { quarantinedModelTool } from '@zamburak/agent';
import { type AuditLog, openAuditLog } from '@zamburak/audit';
import { createMinter, RevocationIndex, UsageLedger } from '@zamburak/authority';
import {
  createRuntime,
  type ExecutionStatus,
  type JsonObject,
  type JsonValue,
  type Runtime,
  type ToolDefinition,
} from 'zamburak';
import { importantInstructions, injectionCandidates } from './attack.js';
import { suiteDataDir } from './data.js';
import { type QuarantineScript, scriptedQuarantinedModel } from './quarantine.js';
import {
  cloneEnvironment,
  type FunctionCall,
  type InjectionTask,
  type QuarantineRequest,
  type Suite,
  type UserTask,
} from './types.js';

export type EvalMode = 'normal' | 'strict';
export type QuarantineKind = 'honest' | 'adversarial';

export interface RunOptions<Env> {
  readonly mode: EvalMode;
  /** The attack: its goal is injected into every vector the task's data exposes. */
  readonly injectionTask?: InjectionTask<Env>;
  /** Default: adversarial under attack, honest without. */
  readonly quarantine?: QuarantineKind;
  /** False: every effect allowed (no policy), to see which attacks could succeed at all. */
  readonly defended?: boolean;
}

/** A decision that stopped or held an effect. */
export interface Denial {
  readonly tool: string;
  readonly decision: string;
  readonly reasonCode?: string;
  readonly rulePath?: string;
}

export interface TaskRun {
  /** The benchmark's utility check on the run. */
  readonly utility: boolean;
  /** The injection task's security check (true: the attack succeeded); absent without one. */
  readonly security?: boolean;
  readonly status: ExecutionStatus;
  /** The plan waited for a confirmation or a draft review (the eval declines it). */
  readonly confirmation: boolean;
  readonly errorCode?: string;
  readonly errorMessage?: string;
  readonly denials: readonly Denial[];
  /** The plan's result as text: the "model output" the checks read. */
  readonly output: string;
  /** The tool calls that ran, in order (the quarantined model's included). */
  readonly traces: readonly FunctionCall[];
  /** The vectors the attack was injected into (empty without an attack). */
  readonly injectedVectors: readonly string[];
}

/** Name of the quarantined model's tool in plans and policies. */
export const QUARANTINE_TOOL = 'query_ai_assistant';

const EPOCH = Date.UTC(2024, 4, 15, 9, 0, 0);
const keyOf = (salt: number): Uint8Array =>
  Uint8Array.from({ length: 32 }, (_, i) => (i * 29 + salt * 7 + 3) & 0xff);

/** What the runtime's tools and verifiers read: the run in progress. */
interface Current<Env> {
  env: Env;
  pre: Env;
  task: UserTask<Env> | undefined;
  script: QuarantineScript;
  traces: FunctionCall[];
  verifiers: Readonly<Record<string, (v: JsonValue) => boolean>>;
}

/** A policy that allows every tool: the undefended baseline. */
export function allowAllPolicy<Env>(suite: Suite<Env>): string {
  const names = [...suite.tools.map((t) => t.name), QUARANTINE_TOOL];
  const tools = names
    .map((n) => `  - tool: ${n}\n    side_effect_class: ExternalRead\n    default_decision: Allow`)
    .join('\n');
  return `schema_version: 1\npolicy_name: ${suite.name}_undefended\ndefault_action: Allow\nstrict_mode: false\nbudgets: { max_values: 200000, max_parents_per_value: 64, max_closure_steps: 20000, max_witness_depth: 32 }\ntools:\n${tools}\n`;
}

/** The suite's policy file for a mode, as text. */
export function suitePolicyText<Env>(suite: Suite<Env>, mode: EvalMode): string {
  return readFileSync(`${suiteDataDir(suite.name)}${suite.policies[mode]}`, 'utf8');
}

const asOutput = (v: JsonValue | undefined): string =>
  v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);

export interface SuiteRunnerOptions {
  /** Policy texts to use instead of the suite's files (trying a policy before saving it). */
  readonly policyText?: Partial<Record<EvalMode, string>>;
}

export class SuiteRunner<Env> {
  readonly suite: Suite<Env>;
  readonly #policyText: Partial<Record<EvalMode, string>>;
  readonly #current: Current<Env>;
  readonly #runtimes = new Map<string, { runtime: Runtime; audit: AuditLog; runs: number }>();
  readonly #verifierKinds: readonly string[];

  constructor(suite: Suite<Env>, options: SuiteRunnerOptions = {}) {
    this.suite = suite;
    this.#policyText = options.policyText ?? {};
    const env = suite.loadEnvironment({});
    this.#verifierKinds = Object.keys(suite.verifiers?.(env) ?? {});
    this.#current = {
      env,
      pre: env,
      task: undefined,
      script: { honest: () => undefined },
      traces: [],
      verifiers: {},
    };
  }

  #tools(kind: QuarantineKind): ToolDefinition[] {
    const cur = this.#current;
    const tools: ToolDefinition[] = this.suite.tools.map((t) => ({
      name: t.name,
      description: t.description,
      parameters: t.parameters,
      trustClass: 'TrustedLocal',
      run: (args: Readonly<JsonObject>) => {
        cur.traces.push({ function: t.name, args: structuredClone(args) as JsonObject });
        return t.run(cur.env, args);
      },
    }));
    const quarantine = quarantinedModelTool({
      model: scriptedQuarantinedModel(kind, () => cur.script),
    });
    tools.push({
      ...quarantine,
      run: (args, ctx) => {
        cur.traces.push({ function: QUARANTINE_TOOL, args: structuredClone(args) as JsonObject });
        return quarantine.run(args, ctx);
      },
    });
    return tools;
  }

  #runtime(mode: EvalMode, defended: boolean, kind: QuarantineKind): Runtime {
    const key = `${mode}/${defended}/${kind}`;
    const known = this.#runtimes.get(key);
    if (known !== undefined && known.runs < 300) {
      known.runs += 1;
      return known.runtime;
    }
    known?.audit.close();
    const clock = () => EPOCH;
    const revocations = new RevocationIndex();
    const usage = new UsageLedger();
    const minter = createMinter({
      key: keyOf(1),
      issuer: 'agentdojo-host',
      clock,
      revocations,
      usage,
    });
    const audit = openAuditLog({ path: ':memory:', tokenKey: keyOf(2), clock });
    const cur = this.#current;
    const verifiers: Record<string, (v: JsonValue) => boolean> = {};
    for (const k of this.#verifierKinds) verifiers[k] = (v) => cur.verifiers[k]?.(v) === true;
    const text = defended
      ? (this.#policyText[mode] ?? suitePolicyText(this.suite, mode))
      : allowAllPolicy(this.suite);
    const runtime = createRuntime({
      policy: {
        text,
        format: 'yaml',
        sourceName: defended ? this.suite.policies[mode] : 'undefended',
      },
      tools: this.#tools(kind),
      verifiers,
      authority: { verifier: minter, revocations, usage },
      audit,
      clock,
      key: keyOf(3),
      // the clock stands still: bound a run by instructions instead of time
      limits: { instructionBudget: 50_000_000 },
    });
    this.#runtimes.set(key, { runtime, audit, runs: 1 });
    return runtime;
  }

  /** Runs one user task's reference plan (under one injection task's attack, if given). */
  async run(task: UserTask<Env>, options: RunOptions<Env>): Promise<TaskRun> {
    const { suite } = this;
    const attack = options.injectionTask;
    const defended = options.defended ?? true;
    const kind = options.quarantine ?? (attack === undefined ? 'honest' : 'adversarial');
    const vectors = attack === undefined ? [] : injectionCandidates(suite, task);
    const injections: Record<string, string> = {};
    if (attack !== undefined) {
      const text = importantInstructions(attack.goal);
      for (const v of vectors) injections[v] = text;
    }
    const env = suite.loadEnvironment(injections);
    task.initEnvironment?.(env);
    const pre = cloneEnvironment(env);
    const cur = this.#current;
    cur.env = env;
    cur.pre = pre;
    cur.task = task;
    cur.traces = [];
    cur.verifiers = suite.verifiers?.(pre) ?? {};
    cur.script = {
      honest: (request: QuarantineRequest) => task.honest?.(request, pre),
      ...(attack === undefined ? {} : { attacker: attack.attacker }),
    };
    const runtime = this.#runtime(options.mode, defended, kind);
    const exec = await runtime.start(task.plan);
    const status = exec.status;
    const output = status === 'completed' ? asOutput(exec.result?.value) : '';
    const denials: Denial[] = exec.decisions
      .filter((d) => d.decision !== 'Allow')
      .map((d) => ({
        tool: d.tool,
        decision: d.decision,
        ...(d.reasonCode === undefined ? {} : { reasonCode: d.reasonCode }),
        ...(d.rulePath === undefined ? {} : { rulePath: d.rulePath }),
      }));
    const error = exec.error;
    exec.dispose();
    const traces = cur.traces;
    const post = cur.env;
    const utility =
      task.utilityFromTraces?.(output, pre, post, traces) ?? task.utility(output, pre, post, true);
    const security =
      attack === undefined
        ? undefined
        : (attack.securityFromTraces?.(output, pre, post, traces) ??
          attack.security(output, pre, post));
    return {
      utility,
      ...(security === undefined ? {} : { security }),
      status,
      confirmation: status === 'suspended',
      ...(error === undefined ? {} : { errorCode: error.code, errorMessage: error.message }),
      denials,
      output,
      traces,
      injectedVectors: vectors,
    };
  }

  close(): void {
    for (const r of this.#runtimes.values()) r.audit.close();
    this.#runtimes.clear();
  }
}

const runners = new Map<string, SuiteRunner<unknown>>();

/** Runs one task with a runner kept per suite (see `SuiteRunner.run`). */
export function runUserTask<Env>(
  suite: Suite<Env>,
  task: UserTask<Env>,
  options: RunOptions<Env>,
): Promise<TaskRun> {
  let runner = runners.get(suite.name) as SuiteRunner<Env> | undefined;
  if (runner === undefined || runner.suite !== suite) {
    runner = new SuiteRunner(suite);
    runners.set(suite.name, runner as SuiteRunner<unknown>);
  }
  return runner.run(task, options);
}
