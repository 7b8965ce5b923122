import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declassify, LabelTable, VerifierRegistry } from '../src/index.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/email-flow/${name}`, import.meta.url), 'utf8');

/** The operations documented in fixtures/email-flow/README.md. */
function emailFlow(): LabelTable {
  const t = new LabelTable({ knownConfidentiality: ['AUTH_SECRET', 'PII', 'PRIVATE_EMAIL_BODY'] });
  const email = t.intern({
    integrity: [],
    confidentiality: ['PRIVATE_EMAIL_BODY'],
    readers: ['alice'],
    authority: [],
    origins: ['call:1'],
    truncated: false,
  });
  const query = t.intern({
    integrity: ['Trusted'],
    confidentiality: [],
    readers: 'Public',
    authority: 'Any',
    origins: ['input:user_query'],
    truncated: false,
  });
  // A plan constant adds no origin: the body embedded in a template keeps the email's label.
  const body = t.join(email, t.literal());
  const draft = t.join(body, query);
  const verifiers = new VerifierRegistry().register(
    'AllowlistedEmailRecipient',
    (v) => v === 'bob@example.com',
  );
  const to = verifiers.verify(t, query, 'AllowlistedEmailRecipient', 'bob@example.com');
  expect([email, query, body, draft, to.id]).toEqual([2, 3, 2, 4, 5]);
  const out = declassify(t, draft, ['PRIVATE_EMAIL_BODY'], {
    by: 'user:alice',
    reason: 'confirmed-forward',
  });
  expect(out.id).toBe(6);
  return t;
}

describe('fixture: email-flow (serialised format v2)', () => {
  it('the documented operations serialise to exactly table.json', () => {
    expect(`${JSON.stringify(emailFlow().serialize(), null, 2)}\n`).toBe(fixture('table.json'));
  });

  it('table.json restores, describes the same labels and continues with the same ids', () => {
    const restored = LabelTable.deserialize(JSON.parse(fixture('table.json')));
    const live = emailFlow();
    for (let id = 0; id < live.size; id++) {
      expect(restored.describe(id)).toEqual(live.describe(id));
      expect(restored.witness(id).hash).toBe(live.witness(id).hash);
    }
    expect(restored.summarize(6)).toEqual({
      integrity: [],
      confidentiality: [],
      readers: ['alice'],
      authority: [],
      originCount: 2,
      truncated: false,
    });
    const next = {
      integrity: [],
      confidentiality: ['PII'],
      readers: 'Public',
      authority: [],
      origins: ['call:2'],
      truncated: false,
    } as const;
    expect(restored.join(restored.intern(next), 6)).toBe(live.join(live.intern(next), 6));
  });

  it('a v1 table (literal label with origin "literal") is refused: its ids cannot be kept', () => {
    expect(() => LabelTable.deserialize(JSON.parse(fixture('table-v1.json')))).toThrow(
      expect.objectContaining({
        code: 'INVALID_SERIALIZED_TABLE',
        data: { field: 'version' },
      }),
    );
  });
});
