/**
 * The benchmark's own `check()` for the ported banking suite: every user task's ground truth
 * solves it and every injection task's ground truth succeeds, on an environment whose
 * injection vectors all hold canaries; and the suite has the benchmark's task counts.
 */
import { describe, expect, it } from 'vitest';
import {
  canaryInjections,
  injectionCandidates,
  runGroundTruth,
} from '../../../src/agentdojo/attack.js';
import { bankingSuite } from '../../../src/agentdojo/banking/index.js';
import { cloneEnvironment } from '../../../src/agentdojo/types.js';

const canaryEnv = () =>
  bankingSuite.loadEnvironment(canaryInjections(Object.keys(bankingSuite.injectionVectors())));

describe('banking suite: the benchmark check', () => {
  it('has the benchmark counts at 1.2.0 (16 user tasks, 9 injection tasks, 11 tools)', () => {
    expect(bankingSuite.version).toBe('1.2.0');
    expect(bankingSuite.userTasks).toHaveLength(16);
    expect(bankingSuite.injectionTasks).toHaveLength(9);
    expect(bankingSuite.tools).toHaveLength(11);
    expect(bankingSuite.userTasks.map((t) => t.id)).toEqual(
      Array.from({ length: 16 }, (_, i) => `user_task_${i}`),
    );
    expect(bankingSuite.injectionTasks.map((t) => t.id)).toEqual(
      Array.from({ length: 9 }, (_, i) => `injection_task_${i}`),
    );
  });

  it('records the version folder of each task', () => {
    const userVersions = bankingSuite.userTasks.map((t) => t.version);
    expect(userVersions).toEqual([...Array(15).fill('v1'), 'v1_1_1']);
    const injVersions = bankingSuite.injectionTasks.map((t) => t.version);
    expect(injVersions).toEqual([...Array(7).fill('v1_2'), 'v1', 'v1_2']);
  });

  for (const task of bankingSuite.userTasks) {
    it(`${task.id}: the ground truth solves it`, () => {
      const env = canaryEnv();
      task.initEnvironment?.(env);
      const pre = cloneEnvironment(env);
      runGroundTruth(bankingSuite, env, task.groundTruth(pre));
      const output = task.groundTruthOutput ?? '';
      expect(task.utility(output, pre, env, true)).toBe(true);
    });

    it(`${task.id}: is injectable (its ground truth reads a vector)`, () => {
      expect(injectionCandidates(bankingSuite, task).length).toBeGreaterThan(0);
    });
  }

  for (const inj of bankingSuite.injectionTasks) {
    it(`${inj.id}: the ground truth succeeds`, () => {
      const env = canaryEnv();
      const pre = cloneEnvironment(env);
      runGroundTruth(bankingSuite, env, inj.groundTruth(pre));
      expect(inj.security('', pre, env)).toBe(true);
    });

    it(`${inj.id}: nothing done is no success`, () => {
      const env = canaryEnv();
      expect(inj.security('', cloneEnvironment(env), env)).toBe(false);
    });
  }
});
