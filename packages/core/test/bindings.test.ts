/**
 * bindVm with `warmStart`: after `warm()`, the next start's sandbox is built on a timer (a
 * fresh wasm instance with the algebra and prelude loaded); a start takes it only when it
 * is being built or ready and was made for the same options, and otherwise builds its own.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bindLabels, bindVm } from '../src/bindings.js';
import type { VmPort, VmRun, VmStartOptions } from '../src/ports.js';

const BUDGETS = {
  max_values: 10_000,
  max_parents_per_value: 64,
  max_closure_steps: 10_000,
  max_witness_depth: 32,
};
const labels = bindLabels(BUDGETS, ['PII'], {});
const options: Omit<VmStartOptions, 'inputs'> = {
  algebraSource: labels.algebraSource(),
  externalFunctions: ['fetch'],
  propagateControl: true,
};
const key = new Uint8Array(32).fill(7);
const clock = () => Date.UTC(2026, 0, 1);
const PLAN = 'const a = fetch({ id: inputs.n }); a + 1;';
const TRUSTED = {
  integrity: ['Trusted' as const],
  confidentiality: [],
  readers: 'Public' as const,
  authority: 'Any' as const,
  origins: [],
  truncated: false,
};

async function until(vm: VmPort, state: ReturnType<VmPort['warmState']>): Promise<void> {
  for (let i = 0; i < 500 && vm.warmState() !== state; i++) await sleep(5);
  expect(vm.warmState()).toBe(state);
}

/** Runs the plan to its end with `fetch` answering 41: the value and the call's argument. */
function finish(run: VmRun): unknown[] {
  const seen: unknown[] = [];
  let state = run.state();
  while (state.status === 'suspended') {
    seen.push(state.call.args.id?.value);
    state = run.resume({ value: 41, label: { ...TRUSTED, origins: ['call:1'] } });
  }
  seen.push(state.status === 'completed' ? state.value : state.status);
  run.dispose();
  return seen;
}

const start = (vm: VmPort, n: number) =>
  vm.start(PLAN, { ...options, inputs: { n: { value: n, label: TRUSTED } } });

describe('bindVm warm starts', () => {
  it('builds a spare after warm() and the next start takes it', async () => {
    const vm = bindVm(undefined, key, clock, true);
    expect(vm.warmState()).toBe('none');
    vm.warm(options);
    expect(vm.warmState()).toBe('scheduled');
    vm.warm(options); // one spare at a time
    await until(vm, 'ready');
    const run = await start(vm, 5);
    expect(vm.warmState()).toBe('none');
    expect(finish(run)).toEqual([5, 42]);
    // A start from a spare and one without give the same.
    const cold = bindVm(undefined, key, clock, false);
    expect(finish(await start(cold, 5))).toEqual([5, 42]);
  });

  it('loads a snapshot into the spare', async () => {
    const vm = bindVm(undefined, key, clock, true);
    const run = await start(vm, 6);
    const bytes = run.dump(new Uint8Array([9]));
    run.dispose();
    vm.warm(options);
    await until(vm, 'ready');
    const loaded = await vm.load(bytes, options);
    expect(vm.warmState()).toBe('none');
    expect([...loaded.extension]).toEqual([9]);
    expect(finish(loaded.run)).toEqual([6, 42]);
  });

  it('does nothing without warmStart', async () => {
    const vm = bindVm(undefined, key, clock, false);
    vm.warm(options);
    expect(vm.warmState()).toBe('none');
    expect(finish(await start(vm, 1))).toEqual([1, 42]);
  });

  it('drops a spare whose timer has not fired, and builds its own sandbox', async () => {
    const vm = bindVm(undefined, key, clock, true);
    vm.warm(options);
    expect(vm.warmState()).toBe('scheduled');
    const run = await start(vm, 2);
    expect(vm.warmState()).toBe('none');
    expect(finish(run)).toEqual([2, 42]);
    await sleep(20); // the cancelled timer never builds anything
    expect(vm.warmState()).toBe('none');
  });

  it('never uses a spare made for other options', async () => {
    const vm = bindVm(undefined, key, clock, true);
    vm.warm({ ...options, externalFunctions: ['other'] });
    await until(vm, 'ready');
    // The spare's sandbox does not know `fetch`; a start that used it would fail.
    expect(finish(await start(vm, 3))).toEqual([3, 42]);
    expect(vm.warmState()).toBe('none');
  });

  it('forgets a spare that could not be prepared', async () => {
    const vm = bindVm(undefined, key, clock, true);
    vm.warm({ ...options, algebraSource: 'throw new Error("broken")' });
    for (let i = 0; i < 500 && vm.warmState() !== 'none'; i++) await sleep(5);
    expect(vm.warmState()).toBe('none');
    expect(finish(await start(vm, 4))).toEqual([4, 42]);
  });
});
