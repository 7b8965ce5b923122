/**
 * MCP tool results as JSON values for a plan. Which labels they carry is the policy's
 * business (`output_labels` of the tool; the default entries label every MCP result
 * Untrusted); this module only chooses the shape, the same for every call of a tool:
 *
 * - `structuredContent` (a tool with an output schema; the SDK has checked it against the
 *   schema) -> that object;
 * - exactly one text item -> its text (a string);
 * - anything else -> `{ content: [item, ...] }` with each item as plain JSON:
 *   text `{ type: 'text', text }`, image and audio `{ type, mimeType, data }` (base64),
 *   an embedded resource `{ type: 'resource', uri, mimeType?, text? | blob? }`, a resource
 *   link `{ type: 'resource_link', uri, name, mimeType?, description? }`; an item of another
 *   kind `{ type }` only.
 *
 * A result with `isError: true` is a failed call (the plan sees TOOL_FAILED; the server's
 * text never reaches an error message).
 */
import type { JsonObject, JsonValue } from 'zamburak';

type Item = Readonly<Record<string, unknown>>;

const str = (v: unknown): v is string => typeof v === 'string';

function pick(item: Item, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const k of keys) if (str(item[k])) out[k] = item[k] as string;
  return out;
}

/** One content item as JSON. */
export function contentItemToJson(item: unknown): JsonObject {
  if (typeof item !== 'object' || item === null) return { type: 'unknown' };
  const i = item as Item;
  switch (i.type) {
    case 'text':
      return { type: 'text', text: str(i.text) ? i.text : '' };
    case 'image':
    case 'audio':
      return { type: i.type, ...pick(i, ['mimeType', 'data']) };
    case 'resource': {
      const r = (typeof i.resource === 'object' && i.resource !== null ? i.resource : {}) as Item;
      return { type: 'resource', ...pick(r, ['uri', 'mimeType', 'text', 'blob']) };
    }
    case 'resource_link':
      return { type: 'resource_link', ...pick(i, ['uri', 'name', 'mimeType', 'description']) };
    default:
      return { type: str(i.type) ? i.type : 'unknown' };
  }
}

/** A successful `tools/call` result as the plan sees it (see the module comment). */
export function resultToJson(result: {
  readonly content?: unknown;
  readonly structuredContent?: unknown;
}): JsonValue {
  const structured = result.structuredContent;
  if (typeof structured === 'object' && structured !== null && !Array.isArray(structured)) {
    // Wire data, already parsed from JSON: plain JSON by construction.
    return structured as JsonObject;
  }
  const content = Array.isArray(result.content) ? (result.content as unknown[]) : [];
  const only = content.length === 1 ? contentItemToJson(content[0]) : undefined;
  if (only?.type === 'text') return only.text as string;
  return { content: content.map(contentItemToJson) };
}
