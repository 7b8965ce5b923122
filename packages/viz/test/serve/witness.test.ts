/**
 * The witness graph of a recorded decision: what it draws, and (property) that no text from
 * a log, however hostile, leaves its label: every label holds only the escaper's safe
 * characters, entity codes and the `<br/>` line breaks the generator itself writes.
 */
import type { AuditRecord, StoredSummary } from '@zamburak/audit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleArgument, witnessToMermaid } from '../../src/index.js';

const base: AuditRecord = {
  seq: 26,
  ts: '2024-05-15T09:00:00.000Z',
  event: 'effect_denied',
  executionId: 'demo',
  callId: 9,
  tool: 'send_email',
  decision: 'Deny',
  reasonCode: 'VERIFICATION_FAILED',
  rulePath: 'tools[send_email].arg_rules[to].requires_integrity',
  argRefs: { to: 'sum_a', body: 'sum_b' },
  contextRef: 'ctx_c',
  witnessHash: `sha256:${'1'.repeat(64)}`,
  redacted: false,
  prevHash: `sha256:${'0'.repeat(64)}`,
  hash: `sha256:${'2'.repeat(64)}`,
};

const dep = (confidentiality: string[]): unknown => ({
  authority: [],
  confidentiality,
  integrity: [],
  originCount: 2,
  readers: 'Public',
  truncated: false,
});

const summaries: StoredSummary[] = [
  { ref: 'sum_a', kind: 'dependency', summary: dep(['PRIVATE_EMAIL_BODY']) },
  { ref: 'sum_b', kind: 'dependency', summary: dep([]) },
  {
    ref: 'ctx_c',
    kind: 'context',
    summary: {
      controlDependencies: ['call:1', 'call:7'],
      effectCounters: { perTool: {}, total: 8 },
      pcConfidentiality: [],
      pcIntegrity: [],
      truncated: false,
    },
  },
];

/** Every quoted label of the chart. */
function labels(text: string): string[] {
  return [...text.matchAll(/\["([^"]*)"\]|\(\["([^"]*)"\]\)/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('witnessToMermaid', () => {
  it('draws the decision, each argument, the context and the calls control flow depended on', () => {
    const text = witnessToMermaid(base, summaries, new Map([[7, 'query_ai_assistant']]));
    expect(text).toMatch(/^flowchart LR\n/);
    expect(text).toContain('call 9 send_email');
    expect(text).toContain('argument to');
    expect(text).toContain('PRIVATE_EMAIL_BODY');
    expect(text).toContain('call 7 query_ai_assistant');
    expect(text).toContain('integrity: Untrusted');
    // The argument the rule path names is marked failing.
    const toNode = /(arg\d+)\["argument to/.exec(text)?.[1];
    expect(text).toContain(`class ${toNode} failing`);
  });

  it('says when a referenced summary is missing', () => {
    expect(witnessToMermaid(base, [])).toContain('summary sum_a missing');
  });

  it('names the argument of an argument rule path', () => {
    expect(ruleArgument('tools[t].arg_rules[to].requires_integrity')).toBe('to');
    expect(ruleArgument('tools[t].default_decision')).toBeUndefined();
    expect(ruleArgument(undefined)).toBeUndefined();
  });

  it('keeps any text from the log inside its label (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.array(fc.string({ unit: 'binary', maxLength: 20 }), { maxLength: 8 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        (tool, arg, members, dependency) => {
          const record: AuditRecord = {
            ...base,
            tool,
            reasonCode: tool,
            argRefs: { [arg]: 'sum_a' },
          };
          const sums: StoredSummary[] = [
            { ref: 'sum_a', kind: 'dependency', summary: dep(members) },
            {
              ref: 'ctx_c',
              kind: 'context',
              summary: {
                controlDependencies: [dependency],
                effectCounters: { total: 1, perTool: {} },
                pcConfidentiality: members,
                pcIntegrity: [],
                truncated: false,
              },
            },
          ];
          const text = witnessToMermaid(record, sums);
          for (const label of labels(text)) {
            expect(
              label.split('<br/>').every((l) => /^([A-Za-z0-9 _.,:/()=+*?-]|#\d+;)*$/u.test(l)),
            ).toBe(true);
          }
          // Every line is a node, an edge, a class line or the header: nothing else got out.
          for (const line of text.trimEnd().split('\n')) {
            expect(line).toMatch(
              /^(flowchart LR| {2}\w+(\["[^"]*"\]|\(\["[^"]*"\]\))| {2}\w+ (-->|-\.->|---) \w+| {2}class \w+ failing| {2}classDef failing .*)$/,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
