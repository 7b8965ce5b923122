/**
 * Argument rules on nested paths (`message.body`, `to[*]`): the schema's syntax, the
 * engine's view of them, and decisions read from `ArgumentInput.paths`, failing closed when
 * a required path's input is missing.
 */
import type { ExecutionContextSummary } from '@zamburak/ifc';
import { describe, expect, it } from 'vitest';
import {
  type ArgumentInput,
  createPolicyEngine,
  PolicyError,
  parseArgPath,
  parsePolicy,
} from '../src/index.js';

const POLICY = `schema_version: 1
policy_name: arg_paths
default_action: Deny
strict_mode: true
budgets: { max_values: 10, max_parents_per_value: 4, max_closure_steps: 10, max_witness_depth: 4 }
tools:
  - tool: send
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: message.body, requires_integrity: Trusted, readers_must_include: "message.to[*]" }
      - { arg: "message.attachments[*].name", optional: true, max_payload_bytes: 10 }
    default_decision: Allow
`;
const engine = createPolicyEngine(parsePolicy(POLICY, { format: 'yaml' }).definition);
const ctx: ExecutionContextSummary = {
  pcIntegrity: ['Trusted'],
  pcConfidentiality: [],
  controlDependencies: [],
  effectCounters: { total: 0, perTool: {} },
  truncated: false,
};
const summary = (integrity: string[], readers: string[] | 'Public' = 'Public') =>
  ({
    integrity,
    confidentiality: [],
    readers,
    authority: [],
    originCount: 1,
    truncated: false,
  }) as never;
const input = (integrity: string[], extra: Partial<ArgumentInput> = {}): ArgumentInput => ({
  summary: summary(integrity),
  payloadBytes: 5,
  ...extra,
});
const none = { effective: [], invalid: [] };

describe('argument paths', () => {
  it('parses names, indexes and wildcards; the first name is the top-level argument', () => {
    expect(parseArgPath('body')).toEqual({ path: 'body', root: 'body', segments: [] });
    expect(parseArgPath('message.to[*]')).toEqual({
      path: 'message.to[*]',
      root: 'message',
      segments: ['to', '*'],
    });
    expect(parseArgPath('items[0].file-name')).toEqual({
      path: 'items[0].file-name',
      root: 'items',
      segments: [0, 'file-name'],
    });
  });

  it('the schema accepts paths and refuses malformed ones', () => {
    const with_ = (arg: string) =>
      POLICY.replace('arg: message.body,', `arg: ${JSON.stringify(arg)},`);
    expect(() => parsePolicy(with_('a.b[3].c'), { format: 'yaml' })).not.toThrow();
    for (const bad of ['a..b', 'a.', '[*]', 'a[x]', 'a.1b', 'a b']) {
      expect(() => parsePolicy(with_(bad), { format: 'yaml' }), bad).toThrow(PolicyError);
    }
  });

  it('lists the nested paths the gateway must give inputs for (readers targets included)', () => {
    expect(engine.tool('send')?.nestedArgs.map((a) => a.path)).toEqual([
      'message.body',
      'message.to[*]',
      'message.attachments[*].name',
    ]);
    expect([...(engine.tool('send')?.principalArgs ?? [])]).toEqual(['message.to[*]']);
  });

  it('decides from the path inputs', () => {
    const message = (body: ArgumentInput | undefined, to?: ArgumentInput) =>
      input(['Trusted'], {
        paths: {
          ...(body === undefined ? {} : { 'message.body': body }),
          ...(to === undefined ? {} : { 'message.to[*]': to }),
        },
      });
    const to = input(['Trusted'], { principals: ['a@x.org'] });
    expect(engine.check('send', { message: message(input(['Trusted']), to) }, ctx, none).kind).toBe(
      'Allow',
    );
    expect(engine.check('send', { message: message(input([]), to) }, ctx, none)).toMatchObject({
      kind: 'Deny',
      reasonCode: 'INTEGRITY_REQUIRED',
      rulePath: 'tools[send].arg_rules[message.body].requires_integrity',
    });
    // A required path without an input (absent, or the gateway gave none): denied.
    expect(engine.check('send', { message: message(undefined, to) }, ctx, none)).toMatchObject({
      kind: 'Deny',
      reasonCode: 'ARG_SUMMARY_MISSING',
      rulePath: 'tools[send].arg_rules[message.body]',
    });
    // The readers rule reads the principals at its own path; none there fails closed.
    const privateBody = input(['Trusted'], { summary: summary(['Trusted'], ['b@x.org']) });
    expect(engine.check('send', { message: message(privateBody, to) }, ctx, none)).toMatchObject({
      reasonCode: 'READER_NOT_PERMITTED',
    });
    expect(engine.check('send', { message: message(privateBody) }, ctx, none)).toMatchObject({
      reasonCode: 'PRINCIPALS_UNAVAILABLE',
    });
    // An optional path: skipped when absent, checked when there.
    const big = input(['Trusted'], { payloadBytes: 11 });
    const withAttachment = input(['Trusted'], {
      paths: {
        'message.body': input(['Trusted']),
        'message.to[*]': to,
        'message.attachments[*].name': big,
      },
    });
    expect(engine.check('send', { message: withAttachment }, ctx, none)).toMatchObject({
      reasonCode: 'PAYLOAD_TOO_LARGE',
      rulePath: 'tools[send].arg_rules[message.attachments[*].name].max_payload_bytes',
    });
  });
});
