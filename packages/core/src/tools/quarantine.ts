/**
 * A deterministic test double for a quarantined model, for tests and the offline demo (no
 * network): it answers extraction queries over untrusted text with regular expressions keyed
 * on words in the query. It is not a model: real agents use `quarantinedModelTool` from
 * `@zamburak/agent` (a model with an output JSON Schema). Its output is untrusted data like
 * any quarantined model's; only a verifier can upgrade it.
 */
import type { JsonObject, JsonValue, ToolDefinition } from './types.js';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const CODE = /\b\d{4,8}\b/g;
const DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const REQUEST =
  /\b(send|forward|email|share)\b[^\n]{0,240}?\bto\s+([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/i;

/** Test double: answers `query` over `data` by rule (emails, codes, dates, a requested action). */
export function quarantineTestDouble(query: string, data: string): JsonValue {
  const q = query.toLowerCase();
  if (q.includes('request') || q.includes('instruction') || q.includes('action')) {
    const m = REQUEST.exec(data);
    return m === null
      ? { action: 'none', recipient: null }
      : { action: m[1]!.toLowerCase(), recipient: m[2]! };
  }
  if (q.includes('email address')) return [...new Set(data.match(EMAIL) ?? [])];
  if (q.includes('code')) return [...new Set(data.match(CODE) ?? [])];
  if (q.includes('date')) return [...new Set(data.match(DATE) ?? [])];
  return null;
}

const asText = (v: JsonValue | undefined): string =>
  typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v);

/** The test double as a tool, `query_ai_assistant({ query, data })`: deterministic, offline. */
export function quarantineTestDoubleTool(name = 'query_ai_assistant'): ToolDefinition {
  return {
    name,
    description:
      'Quarantined assistant: answers an extraction query (email addresses, codes, dates, requested action) over untrusted data.',
    parameters: { query: { type: 'string' }, data: { type: 'string' } },
    trustClass: 'TrustedLocal',
    run: (args: Readonly<JsonObject>) =>
      quarantineTestDouble(asText(args.query), asText(args.data)),
  };
}
