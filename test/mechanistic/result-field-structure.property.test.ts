/**
 * Red team U8 (docs/redteam-2026-11-28.md): the structure of a container inside a tool
 * result's field (its keys, length, shape) is data of that field, so every structural read
 * of it carries the field's label, never the adapter's Trusted structure label.
 *
 * Property: for generated JSON shapes in an untrusted field (and in a confidential one) of a
 * TrustedLocal result with field overrides, and generated structural reads along a path into
 * it (keys, entries, length, `in`, hasOwnProperty, `typeof`, `Array.isArray`, for-in order,
 * `JSON.stringify`, spreads), a sink that requires a Trusted (or PII-free) argument never
 * runs with the observation, in both modes. The adapter-built containers above the vouched
 * fields keep the adapter's structure only on the way: `m.length`, `m[0].sender` and
 * `m[0].meta.id` still reach the sink, the keys of a mail or of `meta` do not (red team V6).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';
import { NI_CASES } from '../support/ni/cases.js';
import { checkPlan, formatLeak } from '../support/ni/check.js';
import { NiRunner } from '../support/ni/runner.js';

const POLICY = (strict: boolean) => `schema_version: 1
policy_name: u8
default_action: Deny
strict_mode: ${strict}
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: read_inbox
    side_effect_class: ExternalRead
    output_labels:
      integrity: Untrusted
      fields:
        - path: "[*].sender"
          integrity: Trusted
        - path: "[*].meta.id"
          integrity: Trusted
        - path: "[*].private"
          integrity: Trusted
          confidentiality: [PII]
    default_decision: Allow
  - tool: post
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: url, requires_integrity: Trusted }
      - { arg: url, forbids_confidentiality: [PII] }
    default_decision: Allow
`;

let inbox: JsonValue = [];
const posted: string[] = [];
const tools: ToolDefinition[] = [
  {
    name: 'read_inbox',
    description: 'mails (sender vouched for by the server)',
    parameters: {},
    trustClass: 'TrustedLocal',
    run: () => inbox,
  },
  {
    name: 'post',
    description: 'a sink that requires a trusted url',
    parameters: { url: {} },
    trustClass: 'TrustedLocal',
    run: (args) => {
      posted.push(JSON.stringify(args.url));
      return 'ok';
    },
  },
];

const harnesses = new Map<boolean, Harness>();
const harness = (strict: boolean): Harness => {
  let h = harnesses.get(strict);
  if (h === undefined) {
    h = makeHarness({ policyText: POLICY(strict), strict, tools });
    harnesses.set(strict, h);
  }
  return h;
};
afterAll(() => {
  for (const h of harnesses.values()) h.close();
});

async function postRuns(strict: boolean, value: JsonValue, plan: string): Promise<boolean> {
  inbox = value;
  posted.length = 0;
  const exec = await harness(strict).runtime.start(plan);
  exec.dispose();
  return posted.length > 0;
}

const key = fc.constantFrom('a', 'b', 'X-Attacker', 'length', '0', 'k k');
const json: fc.Arbitrary<JsonValue> = fc.letrec<{ v: JsonValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<JsonValue>(null, true, 0, 'x', ''),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(key, tie('v'), { maxKeys: 3 }),
  ),
})).v;

// the field under test, and a path of reads into it (an index or a key)
const field = fc.constantFrom('body', 'headers', 'private');
const step = fc.oneof(
  fc.constantFrom('[0]', '[1]'),
  key.map((k) => `[${JSON.stringify(k)}]`),
);
// structural reads of `x` that never read a leaf's value (one that throws ends the run: no
// try, whose handler Normal mode does not label)
const observe = fc.constantFrom(
  'Object.keys(x).join(",")',
  'Object.entries(x).map((e) => e[0]).join(",")',
  'String(x.length)',
  'String("a" in x)',
  'String(Object.prototype.hasOwnProperty.call(x, "a"))',
  'String(Object.hasOwn(x, "b"))',
  'typeof x',
  'String(Array.isArray(x))',
  'String(x === null)',
  '(() => { let o = ""; for (const k in x) o = o + k; return o; })()',
  'JSON.stringify(x).length > 2 ? "long" : "short"',
  'String(Object.keys({ ...x }).length)',
  'String(Object.getOwnPropertyNames(x).length)',
);

function planFor(f: string, path: readonly string[], obs: string): string {
  return `const m = read_inbox({});
let x = m[0].${f};
${path.map((p) => `if (x !== null && typeof x === 'object') x = x${p};`).join('\n')}
const u = ${obs};
post({ url: 'https://api.example.org/' + u });
`;
}

describe('a container inside a field carries the field label (red team U8)', () => {
  it('the red team plan: the header key does not reach a Trusted argument', async () => {
    const plan = `const m = read_inbox({});
const k = Object.keys(m[0].headers)[0];
post({ url: 'https://api.example.org/' + k });
`;
    const mail = [
      { sender: 'alice@corp', body: 'hi', headers: { 'X-Attacker-evil.example': '1' } },
    ];
    for (const strict of [false, true]) expect(await postRuns(strict, mail, plan)).toBe(false);
  }, 30_000);

  it('the U8 and V6 cases hold non-interference (untrusted mode)', async () => {
    const runner = new NiRunner({ mode: 'untrusted' });
    try {
      const cases = NI_CASES.filter((c) => /^red team (U8|V6)/.test(c.name));
      expect(cases.length).toBeGreaterThanOrEqual(4);
      for (const c of cases) {
        const r = await checkPlan(runner, { source: c.source }, c.values);
        expect(
          r.leak === undefined ? undefined : formatLeak('untrusted', r.leak),
          c.name,
        ).toBeUndefined();
      }
    } finally {
      runner.close();
    }
  }, 60_000);

  it('the adapter-built structure above the vouched fields stays Trusted', async () => {
    const mail = [{ sender: 'alice@corp', body: 'hi', meta: { id: 7, x: { y: 1 } } }];
    for (const strict of [false, true]) {
      const ran = [
        await postRuns(
          strict,
          mail,
          'const m = read_inbox({});\npost({ url: m[0].sender + String(m.length) });\n',
        ),
        await postRuns(
          strict,
          mail,
          'const m = read_inbox({});\npost({ url: String(m[0].meta.id) + m[0].meta.id });\n',
        ),
        // the keys of an object on the way are data all the same (red team V6)
        await postRuns(
          strict,
          mail,
          'const m = read_inbox({});\npost({ url: String(m[0].meta.id) + Object.keys(m[0]).join() });\n',
        ),
        await postRuns(
          strict,
          mail,
          'const m = read_inbox({});\npost({ url: Object.keys(m[0].meta).join() });\n',
        ),
        // inside the untrusted part of meta: refused
        await postRuns(
          strict,
          mail,
          'const m = read_inbox({});\npost({ url: Object.keys(m[0].meta.x).join() });\n',
        ),
      ];
      expect(ran, `strict ${strict}`).toEqual([true, true, false, false, false]);
    }
  }, 30_000);

  it('property: no structural read of a generated field value reaches the sink', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        field,
        json,
        fc.array(step, { maxLength: 3 }),
        observe,
        async (strict, f, value, path, obs) => {
          // a loop's iteration count is a control channel, which only strict mode labels
          fc.pre(strict || !obs.includes('for ('));
          const mail = [{ sender: 'alice@corp', body: 'b', headers: {}, private: 'p', [f]: value }];
          return !(await postRuns(strict, mail, planFor(f, path, obs)));
        },
      ),
      { numRuns: 150, seed: 8 },
    );
  }, 300_000);
});
