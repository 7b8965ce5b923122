/**
 * The sandbox runs @zamburak/ifc's real label algebra (through the embedder interface
 * only): it loads, survives the lockdown, and round-trips descriptors and their wire form.
 */
import { decodeLabel, encodeLabel, type LabelDescriptor, labelAlgebraSource } from '@zamburak/ifc';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/index.js';
import { FIXTURE_COMPILER, fixtureCallsPlan } from './helpers.js';

const descriptor = (origins: string[], integrity: string[] = []): LabelDescriptor => ({
  integrity: integrity as LabelDescriptor['integrity'],
  confidentiality: [],
  readers: 'Public',
  authority: 'Any',
  origins,
  truncated: false,
});

describe('with the ifc label algebra', () => {
  it('joins origins of host results through the plan', async () => {
    const sandbox = await createSandbox({
      algebraSource: labelAlgebraSource(),
      externalFunctions: ['fetch'],
      propagateControl: false,
      compiler: FIXTURE_COMPILER,
      inputs: { base: { value: 1, label: descriptor(['input:base'], ['Trusted']) } },
    });
    const run = sandbox.start(fixtureCallsPlan(2));
    run.resume({ value: 2, label: descriptor(['call:1']) });
    // The wire string (what the runtime sends) and the descriptor object intern alike.
    run.resume({ value: 3, label: encodeLabel(descriptor(['call:2'])) });
    expect(run.status).toBe('completed');
    expect(run.result?.value).toBe(6);
    const d = decodeLabel(run.describeLabel(run.result!.label));
    expect([...d.origins].sort()).toEqual(['call:1', 'call:2', 'input:base']);
    expect(d.integrity).toEqual([]);
    run.dispose();
  });
});
