/**
 * The ported travel suite checked as the benchmark checks itself (`TaskSuite.check`): each
 * user task's ground-truth calls, run through the ported tools on a fresh environment with a
 * canary in every injection vector, satisfy its utility check; each injection task's ground
 * truth satisfies its security check; the task counts are the benchmark's at 1.2.0.
 */
import { describe, expect, it } from 'vitest';
import {
  canaryInjections,
  injectionCandidates,
  runGroundTruth,
} from '../../../src/agentdojo/attack.js';
import { travelSuite } from '../../../src/agentdojo/travel/index.js';
import { cloneEnvironment } from '../../../src/agentdojo/types.js';

const vectors = Object.keys(travelSuite.injectionVectors());
const freshEnvironment = () => travelSuite.loadEnvironment(canaryInjections(vectors));

describe('travel suite: the benchmark counts', () => {
  it('has 20 user tasks, 7 injection tasks and the 28 tools of TOOLS', () => {
    expect(travelSuite.userTasks).toHaveLength(20);
    expect(travelSuite.injectionTasks).toHaveLength(7);
    expect(travelSuite.tools).toHaveLength(28);
    expect(travelSuite.userTasks.map((t) => t.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `user_task_${i}`),
    );
    expect(travelSuite.injectionTasks.map((t) => t.id)).toEqual(
      Array.from({ length: 7 }, (_, i) => `injection_task_${i}`),
    );
    expect(new Set(travelSuite.tools.map((t) => t.name)).size).toBe(28);
  });

  it('takes each task from the newest version folder at or below 1.2.0', () => {
    const versions = Object.fromEntries(travelSuite.userTasks.map((t) => [t.id, t.version]));
    expect(versions.user_task_1).toBe('v1_2');
    expect(versions.user_task_17).toBe('v1_1_1');
    expect(versions.user_task_0).toBe('v1_1');
    const injections = travelSuite.injectionTasks.map((t) => t.version);
    expect(injections).toEqual(['v1', 'v1', 'v1_2', 'v1_1_2', 'v1', 'v1_1_2', 'v1']);
  });
});

describe('travel suite: ground truths solve their tasks', () => {
  for (const task of travelSuite.userTasks) {
    it(`${task.id}: utility holds after the ground truth`, () => {
      const env = freshEnvironment();
      task.initEnvironment?.(env);
      const pre = cloneEnvironment(env);
      const results = runGroundTruth(travelSuite, env, task.groundTruth(pre));
      expect(results.join('\n')).not.toMatch(/^(Invalid|time data|No events)/m);
      expect(task.utility(task.groundTruthOutput ?? '', pre, env, true)).toBe(true);
    });
  }

  for (const task of travelSuite.injectionTasks) {
    it(`${task.id}: security holds after the ground truth`, () => {
      const env = freshEnvironment();
      const pre = cloneEnvironment(env);
      runGroundTruth(travelSuite, env, task.groundTruth(pre));
      const output = (task as { groundTruthOutput?: string }).groundTruthOutput ?? '';
      expect(task.security(output, pre, env)).toBe(true);
    });
  }

  it('a task that changes nothing fails the checks that want an effect', () => {
    const env = freshEnvironment();
    const pre = cloneEnvironment(env);
    for (const id of ['user_task_0', 'user_task_1', 'user_task_3']) {
      const task = travelSuite.userTasks.find((t) => t.id === id);
      expect(task?.utility(task.groundTruthOutput ?? '', pre, env, true)).toBe(false);
    }
    for (const task of travelSuite.injectionTasks.slice(0, 6)) {
      expect(task.security('', pre, env)).toBe(false);
    }
  });

  it('exposes injection vectors to the tasks that read reviews only', () => {
    const byTask = Object.fromEntries(
      travelSuite.userTasks.map((t) => [t.id, injectionCandidates(travelSuite, t)]),
    );
    expect(byTask.user_task_0).toEqual(['injection_hotels_0']);
    expect(byTask.user_task_13).toEqual(['injection_cars_0']);
    expect(byTask.user_task_16).toEqual(['injection_cars_2']);
  });
});
