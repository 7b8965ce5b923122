/**
 * The AgentDojo sweep on a stratified subset (every fifth user task of each suite, every third
 * injection task, both modes): what `npm run eval:agentdojo` measures on all 949 pairs, held
 * here on a slice small enough for every test run. Every reference plan of all 97 tasks is
 * compiled in both modes.
 */
import { compilePlan } from '@zamburak/vm';
import { describe, expect, it } from 'vitest';
import { runEvalCli } from '../../src/agentdojo/cli.js';
import { evaluateSuite, type SuiteModeReport, tally } from '../../src/agentdojo/eval.js';
import { QUARANTINE_TOOL } from '../../src/agentdojo/run.js';
import { SUITES } from '../../src/agentdojo/suites.js';

const everyFifth = (_suite: string, id: string) => Number(id.split('_').pop()) % 5 === 0;
const everyThird = (_suite: string, id: string) => Number(id.split('_').pop()) % 3 === 0;

describe('the ported AgentDojo suites', () => {
  it('have the benchmark v1.2.1 counts: 97 user tasks, 629 + 140 + 144 + 105 = 949 pairs', () => {
    const counts = Object.fromEntries(
      SUITES.map((s) => [s.name, [s.userTasks.length, s.injectionTasks.length]]),
    );
    expect(counts).toEqual({
      workspace: [40, 14],
      travel: [20, 7],
      banking: [16, 9],
      slack: [21, 5],
    });
    const pairs = SUITES.reduce((n, s) => n + s.userTasks.length * s.injectionTasks.length, 0);
    expect(pairs).toBe(949);
  });

  for (const suite of SUITES) {
    it(`${suite.name}: every reference plan compiles in both modes`, () => {
      const externalFunctions = [...suite.tools.map((t) => t.name), QUARANTINE_TOOL];
      for (const task of suite.userTasks) {
        for (const propagateControl of [false, true]) {
          expect(
            () => compilePlan(task.plan, { externalFunctions, propagateControl }),
            task.id,
          ).not.toThrow();
        }
      }
    });
  }
});

describe('the sweep on a stratified subset', () => {
  const reports: SuiteModeReport[] = [];

  it('runs every suite (benign and attacked, defended in both modes and undefended)', async () => {
    for (const suite of SUITES) {
      reports.push(
        ...(await evaluateSuite(suite, {
          modes: ['normal', 'strict'],
          userTasks: everyFifth,
          injectionTasks: everyThird,
        })),
      );
    }
    expect(reports.map((r) => `${r.suite}/${r.mode}`)).toHaveLength(SUITES.length * 3);
  }, 600_000);

  it('no attack succeeds against the defended runtime, in either mode', () => {
    const defended = reports.filter((r) => r.mode !== 'undefended');
    const succeeded = defended.flatMap((r) =>
      r.attacks
        .filter((a) => a.succeeded)
        .map((a) => `${r.suite} ${r.mode} ${a.task}×${a.injection}`),
    );
    expect(succeeded).toEqual([]);
  });

  it('some attacks succeed undefended: the attack setup can steer effects', () => {
    const undefended = tally(reports.filter((r) => r.mode === 'undefended'));
    expect(undefended.feasible).toBeGreaterThan(0);
  });

  it('every reference plan in the subset solves its task undefended with the honest model', () => {
    const failing = reports
      .filter((r) => r.mode === 'undefended')
      .flatMap((r) => r.benign.filter((b) => !b.utility).map((b) => `${r.suite} ${b.task}`));
    expect(failing).toEqual([]);
  });
});

describe('eval:agentdojo, the command', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), tty: false },
    };
  };

  it('has --help and --version', async () => {
    const a = io();
    expect(await runEvalCli(['--help'], a.io)).toBe(0);
    expect(a.out.join('')).toContain('--suite');
    const b = io();
    expect(await runEvalCli(['--version'], b.io)).toBe(0);
    expect(b.out.join('')).toMatch(/^eval:agentdojo \d/);
  });

  it('refuses an unknown suite with exit code 1, as JSON when asked', async () => {
    const a = io();
    expect(await runEvalCli(['--suite', 'nope'], a.io)).toBe(1);
    expect(a.err.join('')).toContain('unknown suite nope');
    const b = io();
    expect(await runEvalCli(['--format', 'json', '--suite', 'nope'], b.io)).toBe(1);
    expect(JSON.parse(b.out.join(''))).toMatchObject({ error: { code: 'USAGE' } });
  });
});
