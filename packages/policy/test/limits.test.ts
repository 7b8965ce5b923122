/**
 * Bad input, as a fuzzer or a careless user gives it: the loader never throws and answers every
 * input with coded diagnostics (limits.ts), and `engine.check` answers every malformed decision
 * input with a coded Deny. Kept fast for `npm test` (a few hundred runs each).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPolicyEngine,
  POLICY_DECISION_REASON_CODES,
  POLICY_ERROR_CODES,
  PolicyError,
  parsePolicy,
  validatePolicyText,
} from '../src/index.js';
import {
  firstNonText,
  MAX_DIAGNOSTICS,
  MAX_NESTING,
  MAX_POLICY_BYTES,
  nestingExceeded,
} from '../src/limits.js';

const example = (name: string) =>
  readFileSync(new URL(`../../../docs/examples/policies/${name}`, import.meta.url), 'utf8');
const SEEDS = ['personal-assistant.yaml', 'banking.yaml', 'slack.yaml', 'travel.yaml'].map(example);

const ERROR_CODES = new Set<string>(POLICY_ERROR_CODES);

/** Validation answered: never threw, every diagnostic coded and positioned, at most the cap. */
function expectCoded(text: string, format: 'yaml' | 'json' = 'yaml'): void {
  const r = validatePolicyText(text, { format, sourceName: 'fuzz' });
  expect(r.diagnostics.length).toBeLessThanOrEqual(MAX_DIAGNOSTICS + 1);
  for (const d of r.diagnostics) {
    expect(typeof d.code).toBe('string');
    expect(d.messageId).toMatch(/^policy-[a-z-]+$/);
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    if (d.severity === 'error') expect(ERROR_CODES.has(d.code), d.code).toBe(true);
  }
  try {
    parsePolicy(text, { format, sourceName: 'fuzz' });
  } catch (e) {
    expect(e).toBeInstanceOf(PolicyError);
  }
}

const codes = (text: string, format: 'yaml' | 'json' = 'yaml') =>
  validatePolicyText(text, { format }).diagnostics.map((d) => d.code);

describe('loader limits: one coded error, never a throw or a screenful', () => {
  it('deep block nesting (- - - x3000) and unclosed [[[ are LIMIT_EXCEEDED', () => {
    expect(codes(`${'- '.repeat(3000)}x\n`)).toEqual(['LIMIT_EXCEEDED']);
    expect(codes('['.repeat(3000))).toEqual(['LIMIT_EXCEEDED']);
    expect(codes('['.repeat(3000), 'json')).toEqual(['LIMIT_EXCEEDED']);
    const indented = Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}-`).join('\n');
    expect(codes(indented)).toEqual(['LIMIT_EXCEEDED']);
  });

  it('[ x100000 + ] x100000 is one error, quickly, and again in the same process', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    for (let i = 0; i < 2; i++) {
      const t0 = Date.now();
      expect(codes(text)).toEqual(['LIMIT_EXCEEDED']);
      expect(Date.now() - t0).toBeLessThan(1000);
    }
  });

  it('text over 1 MiB is INPUT_TOO_LARGE without parsing it', () => {
    const big = `schema_version: 1\n# ${'x'.repeat(MAX_POLICY_BYTES)}\n`;
    const t0 = Date.now();
    expect(codes(big)).toEqual(['INPUT_TOO_LARGE']);
    expect(Date.now() - t0).toBeLessThan(1000);
    // Multi-byte text counts in UTF-8 bytes.
    expect(codes(`# ${'é'.repeat(MAX_POLICY_BYTES / 2)}`)).toEqual(['INPUT_TOO_LARGE']);
  });

  it('binary data and invalid UTF-8 are one NOT_TEXT error at the first bad character', () => {
    const binary = readFileSync('/proc/self/exe').subarray(0, 32_768).toString('latin1');
    const r = validatePolicyText(binary, { format: 'yaml', sourceName: 'ls' });
    expect(r.diagnostics.map((d) => d.code)).toEqual(['NOT_TEXT']);
    expect(JSON.stringify(r.diagnostics)).not.toMatch(/[\u0000-\u0008]/);
    const badUtf8 = new TextDecoder().decode(new Uint8Array([0x73, 0x3a, 0x20, 0xff, 0xfe]));
    expect(codes(`schema_version: 1\n${badUtf8}\n`)).toEqual(['NOT_TEXT']);
    expect(firstNonText('ok\tline\r\n')).toBe(-1);
  });

  it('schema_version: "1" (a string) says to write the number', () => {
    const r = validatePolicyText('schema_version: "1"\n', { format: 'yaml' });
    expect(r.diagnostics[0]?.code).toBe('UNSUPPORTED_SCHEMA_VERSION');
    expect(r.diagnostics[0]?.message).toContain('write the number 1');
  });

  it('budgets the label table cannot hold are refused by the loader, with a position', () => {
    const text = SEEDS[0]!.replace(/max_values: \d+/, 'max_values: 3000000');
    expect(text).toContain('max_values: 3000000');
    const r = validatePolicyText(text, { format: 'yaml' });
    const d = r.diagnostics.find((x) => x.severity === 'error');
    expect(d?.code).toBe('INVALID_VALUE');
    expect(d?.path).toBe('budgets.max_values');
    expect(text.split('\n')[(d?.line ?? 0) - 1]).toContain('max_values');
  });

  it('at most MAX_DIAGNOSTICS diagnostics, then one saying how many were left out', () => {
    const text = `schema_version: 1\n${Array.from({ length: 300 }, (_, i) => `unknown_${i}: 1`).join('\n')}\n`;
    const r = validatePolicyText(text, { format: 'yaml' });
    expect(r.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(r.diagnostics.at(-1)?.code).toBe('LIMIT_EXCEEDED');
  });

  it('the nesting scan counts the real example policies well below the limit', () => {
    for (const seed of SEEDS) {
      expect(nestingExceeded(seed, 12)).toBe(-1);
      expect(validatePolicyText(seed, { format: 'yaml' }).ok).toBe(true);
    }
    expect(MAX_NESTING).toBe(64);
  });
});

describe('fuzzed policies (property): every input gets coded diagnostics', () => {
  const mutate = fc
    .tuple(
      fc.constantFrom(...SEEDS),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.nat({ max: 20 }),
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom(
              '- ',
              '[',
              ']',
              '{',
              '}',
              ': ',
              '\n  ',
              '&a ',
              '*a',
              '"',
              "'",
              '#',
              '\u0000',
              '\ufffd',
              '- - - - ',
              '[[[[',
            ),
          ),
        ),
        { minLength: 1, maxLength: 6 },
      ),
    )
    .map(([seed, edits]) => {
      let t = seed;
      for (const [at, del, ins] of edits) {
        const i = at % (t.length + 1);
        t = t.slice(0, i) + ins + t.slice(i + del);
      }
      return t;
    });

  it('mutated example policies (YAML and as JSON)', () => {
    fc.assert(
      fc.property(mutate, (text) => {
        expectCoded(text, 'yaml');
        expectCoded(text, 'json');
      }),
      { numRuns: 150 },
    );
  });

  it('generated YAML-ish and JSON-ish text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.json({ maxDepth: 6 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
        ),
        (text) => {
          expectCoded(text, 'yaml');
          expectCoded(text, 'json');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('engine.check on malformed decision input (property): a coded Deny, never a throw', () => {
  const engine = createPolicyEngine(
    parsePolicy(SEEDS[0]!, { format: 'yaml', sourceName: 'personal-assistant.yaml' }).definition,
  );
  const REASONS = new Set<string>(POLICY_DECISION_REASON_CODES);
  const summary = {
    integrity: ['Trusted'],
    confidentiality: [],
    readers: 'Public',
    authority: [],
    originCount: 1,
    truncated: false,
  };
  const ctx = {
    pcIntegrity: ['Trusted'],
    pcConfidentiality: [],
    truncated: false,
    effectCounters: { total: 0, perTool: {} },
  };
  const junk = fc.oneof(
    fc.constant(null),
    fc.constant(undefined),
    fc.anything({ maxDepth: 2 }),
    fc.constant([null]),
    fc.constant({}),
  );
  const arg = fc.oneof(
    junk,
    fc.record({
      summary: fc.oneof(junk, fc.constant(summary)),
      payloadBytes: fc.oneof(junk, fc.nat()),
      verification: junk,
      verified: junk,
    }),
  );

  it("the issue's cases: authority.invalid containing null, verification: null", () => {
    for (const tool of engine.toolNames) {
      const d1 = engine.check(
        tool,
        { to: { summary, payloadBytes: 3 } } as never,
        ctx as never,
        { effective: [], invalid: [null] } as never,
      );
      expect(
        REASONS.has(
          d1.kind === 'Allow' ? 'DEFAULT_DENY' : (d1 as { reasonCode: string }).reasonCode,
        ),
      ).toBe(true);
      const args = Object.fromEntries(
        ['to', 'body', 'subject', 'recipient', 'amount'].map((k) => [
          k,
          { summary, payloadBytes: 3, verification: null },
        ]),
      );
      expect(() =>
        engine.check(tool, args as never, ctx as never, { effective: [], invalid: [] }),
      ).not.toThrow();
    }
  });

  it('input that throws when read (a getter, a proxy) is MALFORMED_INPUT', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    for (const tool of engine.toolNames) {
      const d = engine.check(tool, { to: hostile } as never, hostile as never, hostile as never);
      expect(d.kind).toBe('Deny');
      expect(['MALFORMED_INPUT', 'CONTEXT_UNAVAILABLE']).toContain(
        (d as { reasonCode: string }).reasonCode,
      );
    }
    const d = engine.check(
      engine.toolNames[0]!,
      new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('boom');
          },
        },
      ) as never,
      ctx as never,
      { effective: [], invalid: [] },
    );
    expect((d as { reasonCode?: string }).reasonCode).toBe('MALFORMED_INPUT');
  });

  it('generated junk for every parameter', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...engine.toolNames), junk),
        fc.oneof(junk, fc.dictionary(fc.constantFrom('to', 'body', 'subject', 'x'), arg)),
        fc.oneof(junk, fc.constant(ctx)),
        fc.oneof(
          junk,
          fc.record({
            effective: fc.oneof(junk, fc.array(fc.string())),
            invalid: fc.oneof(junk, fc.array(junk)),
          }),
        ),
        (tool, args, c, auth) => {
          const d = engine.check(tool as never, args as never, c as never, auth as never);
          if (d.kind !== 'Allow')
            expect(REASONS.has((d as { reasonCode: string }).reasonCode)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
