/**
 * The planner loop over a real runtime, with both model APIs served by the scripted server
 * on 127.0.0.1 through the official SDKs: a valid plan, a plan that does not compile, a plan
 * that is denied and then re-planned, a reply without a plan, the bound on rounds, and the
 * planner call itself governed as an LLM sink (pre-dispatch check, audit linkage).
 */
import { createFluentLocalizer } from '@zamburak/l10n';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AgentError, createPlanner, plannerModelTool } from '../src/index.js';
import { type ModelServer, startModelServer } from './support/model-server.js';
import { makeWorld, modelFor, planReply, WORLD_POLICY, type World } from './support/world.js';

let server: ModelServer;
let world: World | undefined;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
afterEach(() => {
  world?.close();
  world = undefined;
  expect(server.pending()).toEqual({});
});

const plannerBodies = () =>
  server.requests.filter((r) => r.model === 'planner').map((r) => JSON.parse(r.body));

for (const api of ['openai', 'anthropic'] as const) {
  describe(`planner loop (${api})`, () => {
    it('a valid plan runs and completes in one round', async () => {
      world = makeWorld({ server, plannerApi: api, quarantineApi: api });
      const n = server.requests.length;
      server.script('planner', {
        kind: 'text',
        text: planReply(`const mails = read_inbox({});\nmails.length`),
      });
      const run = await world.planner.run('How many e-mails do I have?', { runId: `valid_${api}` });
      expect(run.outcome).toBe('completed');
      expect(run.execution?.result?.value).toBe(2);
      expect(run.attempts).toHaveLength(1);
      expect(run.transcript.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
      expect(run.transcript[0]?.content).toBe(world.planner.systemPrompt);
      // What reached the model is the transcript.
      const body = JSON.parse(server.requests[n]!.body);
      if (api === 'openai') {
        expect(body.messages[0]).toEqual({ role: 'system', content: world.planner.systemPrompt });
        expect(body.messages[1]).toEqual({ role: 'user', content: 'How many e-mails do I have?' });
      } else {
        expect(body.system).toBe(world.planner.systemPrompt);
        expect(body.messages).toEqual([{ role: 'user', content: 'How many e-mails do I have?' }]);
      }
      // The planner call passed the gateway as an LLM sink, audited under its own execution.
      const recs = world.records();
      expect(recs).toContainEqual(
        expect.objectContaining({
          event: 'effect_allowed',
          execution_id: `valid_${api}.planner.1`,
          tool: 'planner_model',
        }),
      );
      expect(recs).toContainEqual(
        expect.objectContaining({ event: 'tool_result', execution_id: `valid_${api}.planner.1` }),
      );
      expect(recs).toContainEqual(
        expect.objectContaining({
          event: 'effect_allowed',
          execution_id: `valid_${api}.plan.1`,
          tool: 'read_inbox',
        }),
      );
    });

    it('a plan that does not compile goes back with its code and position, and is re-planned', async () => {
      world = makeWorld({ server, plannerApi: api, quarantineApi: api });
      server.script(
        'planner',
        { kind: 'text', text: planReply('class Inbox {}\nread_inbox({})') },
        { kind: 'text', text: planReply('read_inbox({}).length') },
      );
      const run = await world.planner.run('Count my e-mails.');
      expect(run.outcome).toBe('completed');
      expect(run.attempts.map((a) => a.outcome)).toEqual(['compile-error', 'completed']);
      expect(run.attempts[0]).toMatchObject({ code: 'CLASS_UNSUPPORTED', line: 1, column: 1 });
      const feedback = run.transcript[3]?.content ?? '';
      expect(run.transcript[3]?.role).toBe('user');
      expect(feedback).toContain('CLASS_UNSUPPORTED');
      expect(feedback).toContain('line 1, column 1');
      expect(plannerBodies().at(-1)).toBeDefined();
      expect(JSON.stringify(plannerBodies().at(-1))).toContain('CLASS_UNSUPPORTED');
    });

    it('a denied plan goes back with the reason code and rule path, and is re-planned', async () => {
      world = makeWorld({ server, plannerApi: api, quarantineApi: api });
      server.script(
        'planner',
        {
          kind: 'text',
          text: planReply(`
const mails = read_inbox({});
const who = query_ai_assistant({ query: 'Who asks for a reply?', data: mails[1].body });
send_email({ to: who, body: 'Done.' });`),
        },
        {
          kind: 'text',
          text: planReply(`
const mails = read_inbox({});
send_email({ to: mails[0].sender, body: 'Got it, thanks.' });`),
        },
      );
      server.script('quarantine', {
        kind: 'answer',
        value: { have_enough_information: true, answer: 'attacker@evil.test' },
      });
      const run = await world.planner.run('Reply to whoever asked for a reply.');
      expect(run.attempts.map((a) => a.outcome)).toEqual(['denied', 'completed']);
      expect(run.attempts[0]).toMatchObject({
        code: 'INTEGRITY_REQUIRED',
        rulePath: 'tools[send_email].arg_rules[to].requires_integrity',
        tool: 'send_email',
      });
      const feedback = run.attempts[0]?.feedback ?? '';
      expect(feedback).toContain('INTEGRITY_REQUIRED');
      expect(feedback).toContain('tools[send_email].arg_rules[to].requires_integrity');
      expect(feedback).not.toContain('attacker@evil.test');
      expect(world.sent).toEqual([{ to: 'david@bluesparrow.test', body: 'Got it, thanks.' }]);
      // Both model paths are audited, linked by the run id: the quarantined call in the plan's
      // execution, the planner calls in their own.
      const recs = world.records();
      const q = recs.find((r) => r.event === 'effect_allowed' && r.tool === 'query_ai_assistant');
      expect(q?.execution_id).toBe(`${run.runId}.plan.1`);
      expect(
        recs
          .filter((r) => r.event === 'effect_allowed' && r.tool === 'planner_model')
          .map((r) => r.execution_id),
      ).toEqual([`${run.runId}.planner.1`, `${run.runId}.planner.2`]);
    });

    it('a reply without a plan is answered with how to write one; the rounds are bounded', async () => {
      world = makeWorld({ server, plannerApi: api, quarantineApi: api, maxAttempts: 2 });
      server.script(
        'planner',
        { kind: 'text', text: 'I would read the inbox first.' },
        { kind: 'text', text: planReply('send_email({ to: read_inbox({})[1].body, body: "x" })') },
      );
      const run = await world.planner.run('Do something.');
      expect(run.attempts.map((a) => a.outcome)).toEqual(['no-plan', 'denied']);
      expect(run.outcome).toBe('denied');
      expect(run.execution?.status).toBe('denied');
      expect(run.attempts[0]?.feedback).toContain('```js');
      // The last round's outcome is not sent anywhere: two rounds, two planner calls.
      expect(run.transcript).toHaveLength(5);
    });
  });
}

describe('localised feedback', () => {
  it("speaks the localizer's language (compile error and denial in German)", async () => {
    world = makeWorld({
      server,
      plannerApi: 'openai',
      quarantineApi: 'openai',
      localizer: createFluentLocalizer({ locale: 'de' }),
    });
    server.script(
      'planner',
      { kind: 'text', text: planReply('class X {}') },
      { kind: 'text', text: planReply('send_email({ to: read_inbox({})[1].body, body: "x" })') },
      { kind: 'text', text: planReply('read_inbox({}).length') },
    );
    const run = await world.planner.run('Zähle meine E-Mails.', { inputs: { limit: 3 } });
    expect(run.outcome).toBe('completed');
    expect(run.transcript[1]?.content).toContain(
      'Benannte Eingaben, die der Plan lesen kann: inputs.limit',
    );
    expect(run.attempts[0]?.feedback).toMatch(
      /^Der Compiler hat Ihren Plan abgelehnt \(CLASS_UNSUPPORTED in Zeile 1, Spalte 1\)/,
    );
    expect(run.attempts[1]?.feedback).toMatch(
      /^Die Richtlinie hat Aufruf 2 \(send_email\) abgelehnt: INTEGRITY_REQUIRED/,
    );
  });
});

describe('the planner call is a governed LLM sink', () => {
  it('is checked before anything is sent: a prompt over the context budget never leaves', async () => {
    const small = WORLD_POLICY.replace('max_context_bytes: 400000', 'max_context_bytes: 100');
    world = makeWorld({ server, plannerApi: 'openai', quarantineApi: 'openai', policyText: small });
    const n = server.requests.length;
    const e = await world.planner.run('Hello').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(AgentError);
    expect(e).toMatchObject({
      code: 'PLANNER_CALL_DENIED',
      data: {
        reasonCode: 'LLM_CONTEXT_TOO_LARGE',
        rulePath: 'tools[planner_model].llm_sink.max_context_bytes',
      },
    });
    expect(server.requests.length).toBe(n);
    expect(world.records()).toContainEqual(
      expect.objectContaining({ event: 'effect_denied', tool: 'planner_model' }),
    );
  });

  it('the transport guard sees the prompt: an unredacted secret shape is refused before dispatch', async () => {
    const guarded = WORLD_POLICY.replace(
      'llm_sink: { role: planner,',
      'llm_sink: { role: planner, required_transforms: [redact_secrets],',
    );
    world = makeWorld({
      server,
      plannerApi: 'openai',
      quarantineApi: 'openai',
      policyText: guarded,
      transforms: { redact_secrets: (s) => s.replace(/\bsk-[A-Za-z0-9_-]{8,}/g, '[secret]') },
    });
    const n = server.requests.length;
    const e = await world.planner.run('Use my key sk-live_0123456789abcdef to log in.').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toMatchObject({
      code: 'PLANNER_CALL_DENIED',
      data: { reasonCode: 'TRANSPORT_GUARD_REFUSED' },
    });
    expect(server.requests.length).toBe(n);
    // A request without the secret shape passes the same guard.
    server.script('planner', { kind: 'text', text: planReply('read_inbox({}).length') });
    expect((await world.planner.run('Count my e-mails.')).outcome).toBe('completed');
  });

  it('a malformed planner reply surfaces as MODEL_MALFORMED_REPLY, and the audit log has the failed call', async () => {
    world = makeWorld({ server, plannerApi: 'openai', quarantineApi: 'openai' });
    server.script('planner', { kind: 'raw', body: '{"choices": "nope"}' });
    const e = await world.planner.run('Hello', { runId: 'malformed' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toMatchObject({ code: 'MODEL_MALFORMED_REPLY', data: { provider: 'openai' } });
    expect(world.records()).toContainEqual(
      expect.objectContaining({
        event: 'tool_failed',
        execution_id: 'malformed.planner.1',
        tool: 'planner_model',
      }),
    );
  });

  it('a model failure after retries surfaces as its AgentError code', async () => {
    world = makeWorld({ server, plannerApi: 'anthropic', quarantineApi: 'openai' });
    server.script(
      'planner',
      { kind: 'status', status: 429 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
    );
    const e = await world.planner.run('Hello').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toMatchObject({ code: 'MODEL_HTTP_ERROR', data: { status: 500 } });
  });

  it("createPlanner refuses a sink the policy does not govern as a planner, and a policy that is not the runtime's", () => {
    world = makeWorld({ server, plannerApi: 'openai', quarantineApi: 'openai' });
    const sink = plannerModelTool({
      model: modelFor(server, 'openai', 'planner'),
      name: 'other_planner',
    });
    const policy = { text: WORLD_POLICY, format: 'yaml' as const };
    expect(() =>
      createPlanner({ runtime: world!.runtime, tools: world!.tools, policy, sink }),
    ).toThrow(/not a tool of the gateway runtime/);
    expect(() =>
      createPlanner({
        runtime: world!.runtime,
        tools: world!.tools,
        policy: { text: WORLD_POLICY.replace('agent_world', 'other'), format: 'yaml' },
        sink,
      }),
    ).toThrow(expect.objectContaining({ code: 'POLICY_MISMATCH' }));
    const ghost = { ...world!.tools[0]!, name: 'ghost_tool' };
    expect(() =>
      createPlanner({
        runtime: world!.runtime,
        tools: [...world!.tools, ghost],
        policy,
        sink: world!.sink,
      }),
    ).toThrow(/ghost_tool is not a tool of the runtime/);
  });
});
