import { readdirSync, readFileSync } from 'node:fs';
import { bundledLocalizer } from '@zamburak/l10n';
import { describe, expect, it } from 'vitest';
import {
  createPolicyEngine,
  DECISION_ORDER,
  PACKAGE_NAME,
  POLICY_DECISION_REASON_CODES,
  POLICY_ERROR_CODES,
  POLICY_REASON_CODES,
  POLICY_WARNING_CODES,
  parsePolicy,
  policyMessageId,
} from '../src/index.js';

const examples = new URL('../../../docs/examples/policies/', import.meta.url);

describe('@zamburak/policy public surface', () => {
  it('names its package', () => {
    expect(PACKAGE_NAME).toBe('@zamburak/policy');
  });

  it('code lists are UPPER_SNAKE_CASE, duplicate-free, and map to policy-* message ids', () => {
    const all = [...POLICY_ERROR_CODES, ...POLICY_REASON_CODES];
    expect(new Set(all).size).toBe(all.length);
    for (const c of all) expect(c).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(POLICY_REASON_CODES).toEqual([...POLICY_DECISION_REASON_CODES, ...POLICY_WARNING_CODES]);
    expect(policyMessageId('UNSUPPORTED_SCHEMA_VERSION')).toBe('policy-unsupported-schema-version');
    // The CLI's words: one English text and remedy per decision code, in the catalogues.
    const en = bundledLocalizer('en-US');
    const args = {
      tool: 't',
      arg: 'a',
      labels: 'PII',
      count: 2,
      limit: 3,
      size: 9,
      capability: 'C',
      reasons: 'EXPIRED',
      kind: 'K',
      required: 'Trusted',
      principalArg: 'to',
      originCount: 4,
    };
    for (const c of POLICY_DECISION_REASON_CODES) {
      expect(en.lookup(policyMessageId(c), args), c).toBeTypeOf('string');
      expect(en.lookup(`${policyMessageId(c)}.help`, args), c).toBeTypeOf('string');
    }
  });

  it('DECISION_ORDER lists the six seed stages in order', () => {
    expect(DECISION_ORDER.map((s) => s.id)).toEqual([
      'hard_deny',
      'authority',
      'verification',
      'context',
      'confirmation',
      'default',
    ]);
    expect(DECISION_ORDER.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
    // Only the last two stages can answer anything but Deny.
    for (const s of DECISION_ORDER.slice(0, 4)) expect(s.outcomes).toEqual(['Deny']);
  });
});

describe('example policies (docs/examples/policies)', () => {
  const files = readdirSync(examples).filter((f) => /\.(ya?ml|json)$/.test(f));

  it('include the ones the demo and the visualiser use', () => {
    for (const f of ['personal-assistant.yaml', 'banking.yaml', 'slack.yaml', 'travel.yaml']) {
      expect(files).toContain(f);
    }
    expect(files.some((f) => f.includes('v0'))).toBe(true);
  });

  for (const f of files) {
    it(`${f} is valid, warning-free and compiles`, () => {
      const p = parsePolicy(readFileSync(new URL(f, examples), 'utf8'), {
        format: f.endsWith('.json') ? 'json' : 'yaml',
        sourceName: f,
      });
      expect(p.warnings).toEqual([]);
      const e = createPolicyEngine(p.definition);
      expect(e.hash).toBe(p.hash);
      expect(e.toolNames.length).toBeGreaterThan(0);
    });
  }

  it('personal-assistant covers the AgentDojo workspace tools and an LLM sink', () => {
    const p = parsePolicy(readFileSync(new URL('personal-assistant.yaml', examples), 'utf8'), {
      format: 'yaml',
    });
    const e = createPolicyEngine(p.definition);
    for (const t of [
      'get_received_emails',
      'search_emails',
      'send_email',
      'get_current_day',
      'search_calendar_events',
      'create_calendar_event',
      'search_files',
      'share_file',
      'query_ai_assistant',
    ]) {
      expect(e.toolNames).toContain(t);
    }
    expect(e.tool('query_ai_assistant')?.llmSink?.role).toBe('quarantined');
    expect(e.tool('send_email')?.principalArgs.has('to')).toBe(true);
  });
});
