/**
 * LLM calls are sinks (docs/agents.md, "The planner call is an LLM sink"): a pre-dispatch
 * policy check, a transport guard that verifies required redaction was applied, and
 * post-dispatch audit with a payload hash, linked by execution id and call id.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from '../support/harness.js';
import { type Recorder, RUNTIME_POLICY, runtimeTools } from '../support/runtime-tools.js';

let h: Harness;
let rec: Recorder;
const setup = () => {
  rec = runtimeTools();
  h = makeHarness({
    policyText: RUNTIME_POLICY,
    tools: rec.tools,
    transforms: { redact_secrets: (s) => s.replace(/\bsk-[A-Za-z0-9_-]{8,}/g, '[secret]') },
  });
};
afterEach(() => h.close());

describe('LLM sinks', () => {
  it('pre-dispatch: the planner may not see private email bodies', async () => {
    setup();
    const exec = await h.runtime.start(
      "const mail = read_inbox({}); ask_planner({ prompt: 'Plan for: ' + mail[0] });",
    );
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)).toMatchObject({
      tool: 'ask_planner',
      reasonCode: 'CONFIDENTIALITY_FORBIDDEN',
    });
    expect(rec.ran.map((r) => r.tool)).toEqual(['read_inbox']);
  });

  it('transport guard: a prompt with an unredacted secret shape is refused before dispatch', async () => {
    setup();
    const exec = await h.runtime.start(
      "ask_quarantined({ text: 'debug: token sk-live_0123456789abcdef' });",
    );
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)).toMatchObject({
      tool: 'ask_quarantined',
      reasonCode: 'TRANSPORT_GUARD_REFUSED',
      rulePath: 'tools[ask_quarantined].llm_sink.required_transforms[redact_secrets]',
    });
    expect(rec.ran).toEqual([]);
  });

  it('transport guard: object keys and argument names are checked like text', async () => {
    for (const [plan, reasonCode] of [
      [
        "ask_quarantined({ text: { 'sk-live_0123456789abcdef': 'debug' } });",
        'TRANSPORT_GUARD_REFUSED',
      ],
      [
        "ask_quarantined({ text: 'x', context: { notes: [{ 'token sk-live_0123456789abcdef': 1 }] } });",
        'TRANSPORT_GUARD_REFUSED',
      ],
      // A name the tool does not declare never gets as far as the guard.
      ["ask_quarantined({ text: 'x', 'sk-live_0123456789abcdef': 1 });", 'ARG_UNDECLARED'],
    ] as const) {
      setup();
      const exec = await h.runtime.start(plan);
      expect(exec.status, plan).toBe('denied');
      expect(exec.decisions.at(-1)?.reasonCode, plan).toBe(reasonCode);
      expect(rec.ran).toEqual([]);
      h.close();
    }
    setup(); // for afterEach
  });

  it('transport guard fails closed when the required transform is not registered', async () => {
    rec = runtimeTools();
    h = makeHarness({ policyText: RUNTIME_POLICY, tools: rec.tools });
    const exec = await h.runtime.start("ask_quarantined({ text: 'hello' });");
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)?.reasonCode).toBe('TRANSPORT_GUARD_REFUSED');
  });

  it('transport guard fails closed when the transform throws', async () => {
    rec = runtimeTools();
    h = makeHarness({
      policyText: RUNTIME_POLICY,
      tools: rec.tools,
      transforms: {
        redact_secrets: () => {
          throw new Error('redactor crashed');
        },
      },
    });
    const exec = await h.runtime.start("ask_quarantined({ text: 'hello' });");
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)?.reasonCode).toBe('TRANSPORT_GUARD_REFUSED');
    expect(rec.ran).toEqual([]);
  });

  it('a localizer that throws or answers no text leaves the English explanation', async () => {
    for (const message of [
      () => {
        throw new Error('catalogue broken');
      },
      () => 42 as unknown as string,
    ]) {
      rec = runtimeTools();
      h = makeHarness({ policyText: RUNTIME_POLICY, tools: rec.tools, localizer: { message } });
      const exec = await h.runtime.start(
        "const mail = read_inbox({}); ask_planner({ prompt: 'Plan for: ' + mail[0] });",
      );
      expect(exec.status).toBe('denied');
      expect(exec.decisions.at(-1)?.explanation).toMatch(
        /^ask_planner: CONFIDENTIALITY_FORBIDDEN at tools\[ask_planner\]/,
      );
      h.close();
    }
    setup(); // for afterEach
  });

  it('quarantined output is untrusted and carries what it was shown; the call is audited with a payload hash', async () => {
    setup();
    const exec = await h.runtime.start(
      'const mail = read_inbox({}); const s = ask_quarantined({ text: mail[0] }); post_note({ text: s });',
    );
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)).toMatchObject({
      tool: 'post_note',
      reasonCode: 'INTEGRITY_REQUIRED',
    });
    h.auditTrail();
    const records = h.audit.records();
    const dispatch = records.filter((r) => r.tool === 'ask_quarantined');
    expect(dispatch.map((r) => r.event)).toEqual(['effect_allowed', 'tool_result']);
    const result = dispatch[1]!;
    expect(result.payloadHash).toMatch(/^hmac:[0-9a-f]{64}$/);
    expect(result.executionId).toBe(dispatch[0]!.executionId);
    expect(result.callId).toBe(dispatch[0]!.callId);
  });

  it('a planner call with clean, redacted input is dispatched', async () => {
    setup();
    const exec = await h.runtime.start("ask_planner({ prompt: 'Summarise my day' });");
    expect(exec.status).toBe('completed');
    expect(rec.ran.map((r) => r.tool)).toEqual(['ask_planner']);
  });
});
