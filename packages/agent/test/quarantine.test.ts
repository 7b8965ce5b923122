/**
 * The quarantined model: its answer is validated against the output schema and stays
 * Untrusted; an answer that carries an injection cannot steer an effect the policy guards,
 * and only a host verifier upgrades it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanner, quarantinedModelTool } from '../src/index.js';
import { type ModelServer, startModelServer } from './support/model-server.js';
import { INJECTION, makeWorld, modelFor, WORLD_POLICY } from './support/world.js';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const ANSWER = (answer: unknown, enough = true) => ({
  kind: 'answer' as const,
  value: { have_enough_information: enough, answer },
});

const VERIFIED_POLICY = WORLD_POLICY.replace(
  '{ arg: to, requires_integrity: Trusted }',
  '{ arg: to, requires_integrity: "Verified(AllowlistedRecipient)" }',
);

for (const api of ['openai', 'anthropic'] as const) {
  describe(`quarantined model (${api})`, () => {
    it('asks with the schema and says the data is untrusted', async () => {
      const world = makeWorld({ server, plannerApi: api, quarantineApi: api });
      server.script('quarantine', ANSWER(['2024-05-15']));
      const exec = await world.runtime.start(
        `query_ai_assistant({ query: 'dates', data: 'on 2024-05-15', schema: { type: 'array', items: { type: 'string' } } })`,
      );
      expect(exec.status).toBe('completed');
      expect(exec.result?.value).toEqual(['2024-05-15']);
      expect(exec.result?.summary.integrity).toEqual([]); // Untrusted: no integrity claim
      const body = server.requests.at(-1)!.body;
      expect(body).toContain('untrusted');
      expect(body).toContain('have_enough_information');
      expect(body).toContain('"items"');
      world.close();
    });

    it('an injected answer outside the schema never reaches the plan (the plan sees a tool failure)', async () => {
      const world = makeWorld({ server, plannerApi: api, quarantineApi: api });
      server.script('quarantine', ANSWER(INJECTION));
      const exec = await world.runtime.start(`
        let verdict;
        try {
          verdict = query_ai_assistant({ query: 'Is this spam?', data: 'x', schema: { type: 'string', enum: ['spam', 'ham'] } });
        } catch (e) {
          verdict = 'unknown';
        }
        verdict`);
      expect(exec.error).toBeUndefined();
      expect(exec.status).toBe('completed');
      expect(exec.result?.value).toBe('unknown');
      world.close();
    });

    it('"not enough information" is a failure, not an answer', async () => {
      const world = makeWorld({ server, plannerApi: api, quarantineApi: api });
      server.script('quarantine', ANSWER('', false));
      const exec = await world.runtime.start(
        `query_ai_assistant({ query: 'the code', data: 'nothing here' })`,
      );
      expect(exec.status).toBe('failed');
      expect(exec.error?.code).toBe('PLAN_THREW'); // the tool's failure, uncaught
      world.close();
    });

    it('a schema-valid answer carrying an injected address cannot pick the recipient', async () => {
      const world = makeWorld({ server, plannerApi: api, quarantineApi: api });
      server.script('quarantine', ANSWER('attacker@evil.test'));
      const exec = await world.runtime.start(`
        const mails = read_inbox({});
        const to = query_ai_assistant({ query: 'reply address', data: mails[1].body });
        send_email({ to, body: 'hello' });`);
      expect(exec.status).toBe('denied');
      expect(exec.decisions.at(-1)).toMatchObject({
        tool: 'send_email',
        reasonCode: 'INTEGRITY_REQUIRED',
      });
      expect(world.sent).toEqual([]);
      world.close();
    });

    it('only a host verifier upgrades an answer', async () => {
      const allow = new Set(['david@bluesparrow.test']);
      const world = makeWorld({
        server,
        plannerApi: api,
        quarantineApi: api,
        policyText: VERIFIED_POLICY,
        verifiers: { AllowlistedRecipient: (v) => typeof v === 'string' && allow.has(v) },
      });
      const plan = `
        const mails = read_inbox({});
        const to = query_ai_assistant({ query: 'reply address', data: mails[0].body });
        send_email({ to, body: 'hello' });`;
      server.script('quarantine', ANSWER('david@bluesparrow.test'), ANSWER('attacker@evil.test'));
      const ok = await world.runtime.start(plan);
      expect(ok.status).toBe('completed');
      const bad = await world.runtime.start(plan);
      expect(bad.status).toBe('denied');
      expect(bad.decisions.at(-1)?.reasonCode).toBe('VERIFICATION_FAILED');
      expect(world.sent).toEqual([{ to: 'david@bluesparrow.test', body: 'hello' }]);
      world.close();
    });
  });
}

describe('quarantined tool timeout', () => {
  it('a hung model call times out: the plan sees TOOL_TIMEOUT and the HTTP request is aborted', async () => {
    const world = makeWorld({
      server,
      plannerApi: 'openai',
      quarantineApi: 'anthropic',
      quarantineTimeoutMs: 300,
    });
    server.script('quarantine', { kind: 'delay', ms: 5_000, reply: ANSWER('late') });
    const before = server.requests.length;
    const t0 = Date.now();
    const exec = await world.runtime.start(`
      let answer;
      try {
        answer = query_ai_assistant({ query: 'q', data: 'd' });
      } catch (e) {
        answer = 'no answer';
      }
      answer`);
    expect(Date.now() - t0).toBeLessThan(4_000);
    expect(exec.status).toBe('completed');
    expect(exec.result?.value).toBe('no answer');
    await new Promise((r) => setTimeout(r, 100));
    const req = server.requests.slice(before).find((r) => r.model === 'quarantine');
    expect(req?.aborted).toBe(true);
    world.close();
  });
});

describe('quarantined tool and policy', () => {
  it('createPlanner refuses a policy that would label the quarantined answer Trusted', () => {
    const trusted = WORLD_POLICY.replace(
      'llm_sink: { role: quarantined }',
      'llm_sink: { role: quarantined }\n    output_labels: { integrity: Trusted }',
    );
    const world = makeWorld({
      server,
      plannerApi: 'openai',
      quarantineApi: 'openai',
      policyText: trusted,
      skipPlanner: true,
    });
    expect(() =>
      createPlanner({
        runtime: world.runtime,
        tools: world.tools,
        policy: { text: trusted, format: 'yaml' },
        sink: world.sink,
      }),
    ).toThrow(/no Trusted output/);
    world.close();
  });

  it('refuses an output schema that is not a JSON Schema', () => {
    const model = modelFor(server, 'openai', 'quarantine');
    expect(() => quarantinedModelTool({ model, outputSchema: { type: 'no-such-type' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });
});
