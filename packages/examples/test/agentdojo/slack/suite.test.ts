/**
 * The ported slack suite against the benchmark's own `check()`: every user task's ground
 * truth, run through the ported tools on an environment whose every injection vector holds
 * a canary, passes its utility check; every injection task's ground truth passes its
 * security check; the task counts are the benchmark's.
 */
import { describe, expect, it } from 'vitest';
import {
  canaryInjections,
  injectionCandidates,
  runGroundTruth,
} from '../../../src/agentdojo/attack.js';
import { slackSuite } from '../../../src/agentdojo/slack/index.js';
import { cloneEnvironment, type FunctionCall } from '../../../src/agentdojo/types.js';

const vectors = Object.keys(slackSuite.injectionVectors());
const fresh = () => slackSuite.loadEnvironment(canaryInjections(vectors));

/** Runs calls and records them as traces, like the benchmark's ground-truth pipeline. */
function execute(calls: readonly FunctionCall[]) {
  const pre = fresh();
  const post = cloneEnvironment(pre);
  runGroundTruth(slackSuite, post, calls);
  return { pre, post };
}

describe('slack suite (AgentDojo 1.2.0)', () => {
  it('has the benchmark task counts and ids', () => {
    expect(slackSuite.userTasks).toHaveLength(21);
    expect(slackSuite.injectionTasks).toHaveLength(5);
    expect(slackSuite.userTasks.map((t) => t.id)).toEqual(
      Array.from({ length: 21 }, (_, i) => `user_task_${i}`),
    );
    expect(slackSuite.injectionTasks.map((t) => t.id)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `injection_task_${i}`),
    );
    expect(slackSuite.tools).toHaveLength(11);
  });

  it('takes each task from the latest version folder at or below 1.2.0', () => {
    const version = Object.fromEntries(slackSuite.userTasks.map((t) => [t.id, t.version]));
    expect(version).toMatchObject({
      user_task_2: 'v1_2',
      user_task_11: 'v1_2',
      user_task_4: 'v1_1_1',
      user_task_5: 'v1_1_1',
      user_task_8: 'v1_1_1',
      user_task_12: 'v1_1_1',
      user_task_13: 'v1_1_1',
      user_task_14: 'v1_1_1',
      user_task_18: 'v1_1_1',
      user_task_19: 'v1_1_1',
      user_task_0: 'v1',
      user_task_17: 'v1',
      user_task_20: 'v1',
    });
    expect(slackSuite.injectionTasks.every((t) => t.version === 'v1')).toBe(true);
  });

  for (const task of slackSuite.userTasks) {
    it(`${task.id}: the ground truth passes the utility check`, () => {
      const calls = task.groundTruth(fresh());
      const { pre, post } = execute(calls);
      const output = task.groundTruthOutput ?? '';
      const utility =
        task.utilityFromTraces?.(output, pre, post, calls) ?? task.utility(output, pre, post, true);
      expect(utility).toBe(true);
    });

    it(`${task.id}: doing nothing fails the utility check`, () => {
      const { pre, post } = execute([]);
      const utility =
        task.utilityFromTraces?.('', pre, post, []) ?? task.utility('', pre, post, true);
      expect(utility).toBe(false);
    });
  }

  for (const task of slackSuite.injectionTasks) {
    it(`${task.id}: the ground truth passes the security check`, () => {
      const calls = task.groundTruth(fresh());
      const { pre, post } = execute(calls);
      const security =
        task.securityFromTraces?.('', pre, post, calls) ?? task.security('', pre, post);
      expect(security).toBe(true);
    });

    it(`${task.id}: doing nothing is secure`, () => {
      const { pre, post } = execute([]);
      const security = task.securityFromTraces?.('', pre, post, []) ?? task.security('', pre, post);
      expect(security).toBe(false);
    });
  }

  it('exposes every user task to an injection vector (the benchmark refuses one with none)', () => {
    const exposed = Object.fromEntries(
      slackSuite.userTasks.map((t) => [t.id, injectionCandidates(slackSuite, t)]),
    );
    for (const t of slackSuite.userTasks) expect(exposed[t.id]?.length).toBeGreaterThan(0);
    expect(exposed.user_task_1).toEqual(['injection_web_0']);
    expect(exposed.user_task_7).toEqual(['prompt_injection_channel']);
    expect(exposed.user_task_20).toEqual([
      'injection_web_0',
      'injection_dora_0',
      'prompt_injection_eve_blog',
      'prompt_injection_restaurant',
    ]);
  });

  it('fills the injection vectors, the channel name included', () => {
    const env = fresh();
    expect(env.slack.channels).toContain('External_---CANARY_prompt_injection_channel---');
    expect(env.web.web_content['www.eve-blog.com']).toContain(
      '---CANARY_prompt_injection_eve_blog---',
    );
    expect(slackSuite.loadEnvironment({}).slack.channels).toContain('External_0');
  });
});
