/**
 * One listing of a server's tools: every page of `tools/list` (bounded), the `include` filter,
 * plan identifiers (`mapToolNames`), and the pin hash of each tool's listing.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  digest,
  type JsonSchemaParameters,
  type JsonValue,
  parametersProblem,
  type ToolAnnotations,
} from 'zamburak';
import { mapToolNames } from './names.js';

/** One tool as listed, with the hash its pin must match. */
export interface Listing {
  readonly tool: string;
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: JsonSchemaParameters;
  readonly outputSchema?: JsonSchemaParameters;
  readonly annotations?: ToolAnnotations;
  readonly hash: string;
}

/** What a listing takes from the server's options. */
export interface ListingOptions {
  readonly prefix: string;
  readonly include: ReadonlySet<string> | undefined;
  readonly timeoutMs: number;
}

const MAX_PAGES = 100;
const MAX_TOOLS = 1000;

type RawTool = Awaited<ReturnType<Client['listTools']>>['tools'][number];

/** Every page of the server's `tools/list`, at most MAX_PAGES pages and about MAX_TOOLS tools. */
async function listPages(client: Client, timeoutMs: number): Promise<RawTool[]> {
  const raw: RawTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const r = await client.listTools(cursor === undefined ? {} : { cursor }, {
      timeout: timeoutMs,
    });
    raw.push(...r.tools);
    if (raw.length > MAX_TOOLS) break;
    cursor = r.nextCursor;
    if (cursor === undefined) break;
  }
  return raw;
}

/** Lists the server's tools; `skipped` names those left out (no identifier, unusable schema). */
export async function listTools(
  client: Client,
  o: ListingOptions,
): Promise<{ listing: Listing[]; skipped: string[] }> {
  const taken = (await listPages(client, o.timeoutMs)).filter(
    (t) => o.include === undefined || o.include.has(t.name),
  );
  const mapping = mapToolNames(
    taken.map((t) => t.name),
    o.prefix,
  );
  const listing: Listing[] = [];
  const left = [...mapping.skipped];
  for (const t of taken) {
    const name = mapping.names.get(t.name);
    if (name === undefined) continue;
    const inputSchema = t.inputSchema as JsonSchemaParameters;
    // A schema the runtime would refuse would make createRuntime throw: leave it out.
    if (parametersProblem(inputSchema) !== undefined) {
      left.push(t.name);
      continue;
    }
    const annotations = pickAnnotations(t.annotations);
    const fields = {
      tool: t.name,
      name,
      ...(t.title === undefined ? {} : { title: t.title }),
      description: t.description ?? '',
      inputSchema,
      ...(t.outputSchema === undefined
        ? {}
        : { outputSchema: t.outputSchema as JsonSchemaParameters }),
      ...(annotations === undefined ? {} : { annotations }),
    };
    listing.push({ ...fields, hash: digest(fields as unknown as JsonValue) });
  }
  return { listing, skipped: [...new Set(left)].sort() };
}

/** The annotations the runtime knows, as plain data (anything else a server sends is dropped). */
function pickAnnotations(a: unknown): ToolAnnotations | undefined {
  if (typeof a !== 'object' || a === null) return undefined;
  const x = a as Record<string, unknown>;
  const out: Record<string, string | boolean> = {};
  if (typeof x.title === 'string') out.title = x.title;
  for (const k of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
    if (typeof x[k] === 'boolean') out[k] = x[k];
  }
  return Object.keys(out).length === 0 ? undefined : (out as ToolAnnotations);
}
