import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PolicyDefinition } from '@zamburak/policy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkGenerated,
  type PlannedDiagram,
  planOutputs,
  policyStem,
  policyToMermaid,
  sourceDigest,
  svgSourceDigest,
  VizError,
  writeGenerated,
} from '../src/index.js';
import { fakeRenderer } from './helpers.js';

const BUDGETS = {
  max_values: 10,
  max_parents_per_value: 4,
  max_closure_steps: 10,
  max_witness_depth: 4,
};
const DEF: PolicyDefinition = {
  schema_version: 1,
  policy_name: 'p',
  default_action: 'Deny',
  strict_mode: true,
  budgets: BUDGETS,
  tools: [
    { tool: 'read', side_effect_class: 'ExternalRead', default_decision: 'Allow' },
    { tool: 'write', side_effect_class: 'ExternalWrite', required_authority: ['W'] },
  ],
};

let out: string;
let planned: PlannedDiagram[];

beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'zv-files-'));
  planned = planOutputs([{ stem: 'p', diagrams: policyToMermaid(DEF, { sourceName: 'p.yaml' }) }]);
});
afterEach(() => {
  rmSync(out, { recursive: true, force: true });
});

describe('policyStem and planOutputs', () => {
  it('names folders after the policy file', () => {
    expect(policyStem('docs/examples/policies/personal-assistant.yaml')).toBe('personal-assistant');
    expect(policyStem('a\\b\\legacy.v0.json')).toBe('legacy.v0');
    expect(policyStem('.yaml')).toBe('_');
    expect(planned.map((p) => p.path)).toEqual(['p/summary', 'p/tools/read', 'p/tools/write']);
  });

  it('rejects two policies that share a folder', () => {
    const diagrams = policyToMermaid(DEF, { sourceName: 'x' });
    expect(() =>
      planOutputs([
        { stem: 'P', diagrams },
        { stem: 'p', diagrams },
      ]),
    ).toThrow(VizError);
  });
});

describe('writeGenerated + checkGenerated', () => {
  it('reports every diagram missing in an empty folder, nothing after writing', async () => {
    const before = await checkGenerated(out, planned);
    expect(before.map((f) => [f.code, f.file])).toEqual([
      ['GENERATED_FILE_MISSING', 'p/summary.mmd'],
      ['GENERATED_FILE_MISSING', 'p/tools/read.mmd'],
      ['GENERATED_FILE_MISSING', 'p/tools/write.mmd'],
    ]);
    expect(before[0]?.messageId).toBe('viz-generated-file-missing');
    const summary = await writeGenerated(out, planned, { formats: ['mmd'] });
    expect(summary).toMatchObject({ diagrams: 3, filesWritten: 3, filesUnchanged: 0 });
    expect(await checkGenerated(out, planned)).toEqual([]);
    expect(readFileSync(join(out, 'p/tools/write.mmd'), 'utf8')).toBe(planned[2]?.diagram.mermaid);
    // a second run changes nothing
    expect(await writeGenerated(out, planned, { formats: ['mmd'] })).toMatchObject({
      filesWritten: 0,
      filesUnchanged: 3,
    });
  });

  it('reports a hand-edited .mmd as stale and a leftover diagram as orphaned', async () => {
    await writeGenerated(out, planned, { formats: ['mmd'] });
    writeFileSync(join(out, 'p/tools/read.mmd'), `${planned[1]?.diagram.mermaid ?? ''}%% edited\n`);
    writeFileSync(join(out, 'p/tools/removed.mmd'), 'flowchart TD\n');
    writeFileSync(join(out, 'p/notes.txt'), 'not generated, ignored');
    const findings = await checkGenerated(out, planned);
    expect(findings.map((f) => [f.code, f.file])).toEqual([
      ['GENERATED_FILE_STALE', 'p/tools/read.mmd'],
      ['GENERATED_FILE_ORPHANED', 'p/tools/removed.mmd'],
    ]);
  });

  it('prunes orphans on request and leaves other files alone', async () => {
    await mkdir(join(out, 'p/tools'), { recursive: true });
    writeFileSync(join(out, 'p/tools/removed.svg'), '<svg/>');
    writeFileSync(join(out, 'p/keep.txt'), 'x');
    const summary = await writeGenerated(out, planned, { formats: ['mmd'], prune: true });
    expect(summary.pruned).toEqual(['p/tools/removed.svg']);
    expect(await checkGenerated(out, planned)).toEqual([]);
    expect(readFileSync(join(out, 'p/keep.txt'), 'utf8')).toBe('x');
  });

  it('stamps SVGs with the digest of their .mmd and re-renders only stale ones', async () => {
    const renderer = fakeRenderer();
    await writeGenerated(out, planned, { formats: ['mmd', 'svg'], renderer });
    expect(renderer.calls).toEqual(['svg:p/summary', 'svg:p/tools/read', 'svg:p/tools/write']);
    const svg = readFileSync(join(out, 'p/tools/read.svg'), 'utf8');
    expect(svgSourceDigest(svg)).toBe(sourceDigest(planned[1]?.diagram.mermaid ?? ''));
    expect(svg).toContain('<svg id="p/tools/read"></svg>');
    expect(await checkGenerated(out, planned, { require: ['svg'] })).toEqual([]);

    renderer.calls.length = 0;
    await writeGenerated(out, planned, { formats: ['svg'], renderer });
    expect(renderer.calls).toEqual([]);
    await writeGenerated(out, planned, { formats: ['svg'], renderer, force: true });
    expect(renderer.calls).toHaveLength(3);

    // an SVG made from another version of its .mmd is stale
    writeFileSync(join(out, 'p/tools/write.svg'), svg);
    rmSync(join(out, 'p/summary.svg'));
    expect((await checkGenerated(out, planned)).map((f) => [f.code, f.file])).toEqual([
      ['RENDERED_FILE_STALE', 'p/tools/write.svg'],
    ]);
    expect(
      (await checkGenerated(out, planned, { require: ['svg', 'png'] })).map((f) => [
        f.code,
        f.file,
      ]),
    ).toEqual([
      ['RENDERED_FILE_MISSING', 'p/summary.png'],
      ['RENDERED_FILE_MISSING', 'p/summary.svg'],
      ['RENDERED_FILE_MISSING', 'p/tools/read.png'],
      ['RENDERED_FILE_MISSING', 'p/tools/write.png'],
      ['RENDERED_FILE_STALE', 'p/tools/write.svg'],
    ]);
  });

  it('writes PNGs through the renderer and refuses to render without one', async () => {
    const renderer = fakeRenderer();
    await writeGenerated(out, planned, { formats: ['png'], renderer });
    expect([...readFileSync(join(out, 'p/summary.png'))]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await checkGenerated(out, planned, { require: ['png'] })).toEqual(
      planned.map((p) =>
        expect.objectContaining({ code: 'GENERATED_FILE_MISSING', file: `${p.path}.mmd` }),
      ),
    );
    await expect(writeGenerated(out, planned, { formats: ['svg'] })).rejects.toThrow(VizError);
  });
});
