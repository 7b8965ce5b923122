/**
 * Requests (request.ts, arg-values.ts): a request is turned into the engine's inputs the way
 * the runtime turns a live call into them (payload size, principals for readers rules,
 * verification, nested rule paths), and its defaults fail closed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPolicyEngine, parsePolicy, requestInputs } from '../src/index.js';
import { POLICY } from './support/send-policy.js';

describe('requests', () => {
  const engine = createPolicyEngine(parsePolicy(POLICY, { format: 'yaml' }).definition);

  it('builds nested paths, principals and verification from the value, as the runtime does', () => {
    const i = requestInputs(engine, {
      tool: 'send',
      args: {
        message: {
          value: { to: 'ann@example.com', body: 'hi there' },
          integrity: 'Verified(Known)',
          readers: ['ann@example.com'],
        },
      },
    });
    const message = i.args.message;
    expect(message?.payloadBytes).toBe(
      Buffer.byteLength('{"body":"hi there","to":"ann@example.com"}'),
    );
    expect(message?.paths?.['message.to']).toMatchObject({
      payloadBytes: 17,
      principals: ['ann@example.com'],
      verified: ['Known'],
      verification: { Known: 'passed' },
    });
    expect(message?.paths?.['message.body']?.payloadBytes).toBe(10);
    expect(i.context).toEqual({
      pcIntegrity: ['Trusted'],
      pcConfidentiality: [],
      controlDependencies: [],
      effectCounters: { total: 0, perTool: {} },
      truncated: false,
    });
    const d = engine.check(i.tool, i.args, i.context, i.authority);
    expect(d.reasonCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('defaults fail closed: an argument without integrity is untrusted', () => {
    const i = requestInputs(engine, {
      tool: 'send',
      args: { message: { value: { to: 'a@b.c', body: 'x' } } },
    });
    expect(i.args.message?.summary.integrity).toEqual([]);
    const d = engine.check(i.tool, i.args, i.context, i.authority);
    expect(d.kind).toBe('Deny');
  });

  it('the request schema is shipped with the package and names every field it allows', () => {
    const schema = JSON.parse(
      readFileSync(new URL('../schemas/policy-test-v1.schema.json', import.meta.url), 'utf8'),
    ) as { definitions: { argument: { properties: Record<string, unknown> } } };
    expect(Object.keys(schema.definitions.argument.properties).sort()).toEqual([
      'authority',
      'confidentiality',
      'integrity',
      'origins',
      'payload_bytes',
      'readers',
      'truncated',
      'value',
      'verification',
    ]);
  });
});
