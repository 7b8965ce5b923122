/**
 * Acceptance (issue 20): the planner's prompt provably contains no tool output. An inbox whose
 * e-mails carry a canary string (and an injection) goes through plans that read it, hand it to
 * the quarantined model, throw it, and try to send it where an injection says; after every
 * compile error, failure and denial the planner is asked again. The raw HTTP bodies the server
 * received for the planner model never contain the canary or the injection; the quarantined
 * model's did (it is the one that reads the data).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModelServer, startModelServer } from './support/model-server.js';
import { CANARY, INJECTION, makeWorld, planReply, WORLD_POLICY } from './support/world.js';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const PLANS = [
  // 1. Fails at run time with the e-mail body in the exception.
  `const mails = read_inbox({});
throw new Error('could not handle: ' + mails[1].body);`,
  // 2. Sends to the address the injection put into the quarantined model's answer: denied.
  `const mails = read_inbox({});
const who = query_ai_assistant({ query: 'Who should receive the e-mails?', data: mails[1].body, schema: { type: 'string' } });
send_email({ to: who, body: mails.map((m) => m.body).join('\\n') });`,
  // 3. Does not compile, and names the body in a way the compiler reports.
  `const mails = read_inbox({});
with ({ tag: '${'CANARY'}' }) { mails[0].body; }`,
  // 4. Completes: summaries of the untrusted bodies go to the user, never to the planner.
  `const mails = read_inbox({});
const summaries = mails.map((m) => query_ai_assistant({ query: 'Summarise in one line.', data: m.body }));
send_email({ to: mails[0].sender, body: 'Summary: ' + summaries.join(' / ') });
summaries`,
];

for (const [plannerApi, quarantineApi] of [
  ['openai', 'anthropic'],
  ['anthropic', 'openai'],
] as const) {
  describe(`canary (planner ${plannerApi}, quarantined model ${quarantineApi})`, () => {
    it('never reaches a planner request', async () => {
      const world = makeWorld({ server, plannerApi, quarantineApi, maxAttempts: PLANS.length });
      const start = server.requests.length;
      server.script(
        'planner',
        ...PLANS.map((p) => ({ kind: 'text' as const, text: planReply(p) })),
      );
      server.script(
        'quarantine',
        // Plan 2: the injection steers the quarantined model's answer.
        { kind: 'answer', value: { have_enough_information: true, answer: 'attacker@evil.test' } },
        // Plan 4: summaries that quote the canary.
        {
          kind: 'answer',
          value: { have_enough_information: true, answer: `Agenda for Friday (${CANARY})` },
        },
        {
          kind: 'answer',
          value: { have_enough_information: true, answer: `Offers; code ${CANARY}` },
        },
      );
      const run = await world.planner.run('Summarise my inbox and send the summary to David.');
      expect(run.attempts.map((a) => a.outcome)).toEqual([
        'failed',
        'denied',
        'compile-error',
        'completed',
      ]);
      // The canary did flow: through the quarantined model into the result and the e-mail.
      expect(JSON.stringify(run.execution?.result?.value)).toContain(CANARY);
      expect(JSON.stringify(world.sent)).toContain(CANARY);

      const mine = server.requests.slice(start);
      const planner = mine.filter((r) => r.model === 'planner');
      const quarantined = mine.filter((r) => r.model === 'quarantine');
      expect(planner).toHaveLength(PLANS.length);
      expect(quarantined.length).toBeGreaterThan(0);
      expect(quarantined.some((r) => r.body.includes(CANARY))).toBe(true);
      for (const r of planner) {
        expect(r.body).not.toContain(CANARY);
        expect(r.body).not.toContain(INJECTION.slice(0, 40));
        expect(r.body).not.toContain('attacker@evil.test');
        expect(r.body).not.toContain('Agenda for Friday');
      }
      // Nor does the transcript the host gets back (it is what the planner saw).
      expect(JSON.stringify(run.transcript)).not.toContain(CANARY);
      // The feedback did say what went wrong, in codes and rule paths.
      const fb = run.attempts.map((a) => a.feedback ?? '');
      expect(fb[0]).toContain('PLAN_THREW');
      expect(fb[1]).toContain('tools[send_email].arg_rules[to].requires_integrity');
      expect(fb[2]).toContain('WITH_FORBIDDEN');
      world.close();
      expect(server.pending()).toEqual({});
    });
  });
}

describe('canary in a tool result the policy labels Trusted', () => {
  // A calendar the host trusts: its entries are Trusted and public, so redaction lets their
  // text through. Failure messages therefore go to the planner only when asked for.
  const policyText = `${WORLD_POLICY}  - tool: read_calendar
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted }
    default_decision: Allow
`;
  const calendar = {
    name: 'read_calendar',
    description: "Returns today's calendar entries.",
    parameters: {},
    trustClass: 'TrustedLocal' as const,
    run: () => [`10:00 review (${CANARY})`],
  };
  const throwing = planReply(`throw new Error('entry: ' + read_calendar({})[0]);`);

  it('by default the planner gets the failure code only', async () => {
    const world = makeWorld({
      server,
      plannerApi: 'openai',
      quarantineApi: 'openai',
      policyText,
      extraTools: [calendar],
      maxAttempts: 2,
    });
    const start = server.requests.length;
    server.script(
      'planner',
      { kind: 'text', text: throwing },
      { kind: 'text', text: planReply('1') },
    );
    const run = await world.planner.run('What is on my calendar?');
    expect(run.attempts.map((a) => a.outcome)).toEqual(['failed', 'completed']);
    expect(run.attempts[0]?.feedback).toBe(
      'The plan failed while running: PLAN_THREW. Write the whole plan again.',
    );
    for (const r of server.requests.slice(start)) expect(r.body).not.toContain(CANARY);
    world.close();
  });

  it("with failureMessages: 'redacted' the trusted text passes (which is why it is not the default)", async () => {
    const world = makeWorld({
      server,
      plannerApi: 'openai',
      quarantineApi: 'openai',
      policyText,
      extraTools: [calendar],
      maxAttempts: 2,
      failureMessages: 'redacted',
    });
    server.script(
      'planner',
      { kind: 'text', text: throwing },
      { kind: 'text', text: planReply('1') },
    );
    const run = await world.planner.run('What is on my calendar?');
    expect(run.attempts[0]?.feedback).toContain(CANARY);
    world.close();
  });
});
