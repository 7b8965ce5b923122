/**
 * One connected MCP server: its tools as pinned Zamburak tool definitions.
 *
 * Pinning. Each tool is pinned by `digest` (SHA-256 of canonical JSON) of its MCP name, its
 * plan identifier, title, description, input and output schemas and annotations. A tool is
 * callable only while its current listing hashes to its approved pin:
 *
 * - with `pins` (from an earlier `server.pins()`), a tool whose listing differs, or that
 *   the pins do not name, is pending from the start and left out of `server.tools`;
 * - without `pins`, the listing at connection is approved as it is (trust on first use);
 * - when the server sends `notifications/tools/list_changed` (or the host calls
 *   `refresh()`), the bridge lists again; a tool whose hash changed is pending until the
 *   host calls `approve(...)`. Its definition already handed to a runtime now shows the new
 *   description and schemas, so the runtime's catalogue pin refuses the call before the
 *   policy is asked (TOOL_PIN_MISMATCH), and the adapter refuses it too (TOOL_NOT_APPROVED).
 *   After approving, build a new runtime: a runtime's catalogue never changes. From the
 *   notification until the new listing is in, every tool of the server is refused the same
 *   way (its description reads as a marker that matches no pin).
 *
 * Calls. `run` calls `tools/call` with the runtime's abort signal (a timed-out call is
 * cancelled on the server), maps the result with `resultToJson`, and turns an `isError`
 * result or a protocol failure into an `McpError` (the plan sees TOOL_FAILED).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { JsonObject, JsonValue, ToolCallContext, TrustClass } from 'zamburak';
import { McpError } from './errors.js';
import { type Listing, type ListingOptions, listTools } from './listing.js';
import {
  checkOptions,
  type McpPin,
  type McpServerOptions,
  type McpTool,
  type McpToolChange,
  makeTransport,
  NO_SDK_TIMEOUT,
} from './options.js';
import { defaultToolPolicy, type McpToolPolicy } from './policy.js';
import { resultToJson } from './results.js';
import {
  applyListing,
  approvedPins,
  approveListings,
  isCallable,
  pendingChanges,
  type ToolState,
  type ToolStates,
} from './tool-states.js';

export type {
  HttpServerTransport,
  McpPin,
  McpServerOptions,
  McpTool,
  McpToolChange,
  StdioServerTransport,
} from './options.js';

export interface McpServer {
  readonly name: string;
  readonly trustClass: TrustClass;
  /** Callable tools: approved and unchanged. Pass them to `createRuntime({ tools })`. */
  readonly tools: readonly McpTool[];
  /** MCP tool names left out: no unique identifier, or a schema the runtime cannot use. */
  readonly skipped: readonly string[];
  /** Tools waiting for approval. */
  pending(): readonly McpToolChange[];
  /** Approved pins, to store and pass as `pins` next time. */
  pins(): readonly McpPin[];
  /** Approves the current listing of these MCP tools (default: every pending one). */
  approve(tools?: readonly string[]): readonly McpPin[];
  /** Lists the server's tools again (as on `list_changed`); returns what is pending. */
  refresh(): Promise<readonly McpToolChange[]>;
  /** Default policy entries for the callable tools (see `defaultToolPolicy`). */
  policyEntries(): readonly McpToolPolicy[];
  /** Closes the connection (a stdio server's process ends). Idempotent. */
  close(): Promise<void>;
}

const CLIENT_INFO = { name: 'zamburak', version: '0.1.0' };
/** What a tool's description reads as while its server's new listing is awaited. */
const STALE_DESCRIPTION = '\u0000zamburak: the tool list changed and is being listed again';

/** One connected server's state, shared by its tool definitions and its facade. */
interface Connection {
  readonly options: McpServerOptions;
  readonly client: Client;
  readonly listing: ListingOptions;
  readonly trustClass: TrustClass;
  readonly states: ToolStates;
  skipped: string[];
  closed: boolean;
  /** The listing being refreshed, if any: calls wait for it (fail closed on failure). */
  refreshing: Promise<void> | undefined;
  /** True from a list_changed notification until the new listing is in. */
  stale: boolean;
}

/** Connects to an MCP server and lists its tools (see the module comment). */
export async function connectMcpServer(options: McpServerOptions): Promise<McpServer> {
  checkOptions(options);
  const timeoutMs = options.connectTimeoutMs ?? 30_000;
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  const transport = makeTransport(options.transport);
  try {
    await client.connect(transport, { timeout: timeoutMs });
  } catch {
    await transport.close().catch(() => undefined);
    throw new McpError('CONNECT_FAILED', 'the MCP server could not be connected', {
      server: options.name,
    });
  }
  const conn: Connection = {
    options,
    client,
    listing: {
      prefix: options.prefix ?? '',
      include: options.include === undefined ? undefined : new Set(options.include),
      timeoutMs,
    },
    trustClass: options.trustClass ?? 'RemoteThirdParty',
    states: new Map(),
    skipped: [],
    closed: false,
    refreshing: undefined,
    stale: false,
  };
  try {
    const pins =
      options.pins === undefined
        ? undefined
        : new Map(options.pins.filter((p) => p.server === options.name).map((p) => [p.tool, p]));
    const first = await listTools(client, conn.listing);
    applyListing(conn.states, first.listing, pins, true);
    conn.skipped = first.skipped;
  } catch {
    await client.close().catch(() => undefined);
    throw new McpError('LIST_FAILED', 'the MCP server did not list its tools', {
      server: options.name,
      reason: 'protocol',
    });
  }
  // A changed listing is fetched at once; until it is in, no call goes out (stale).
  client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    conn.stale = true;
    await refresh(conn).catch(() => undefined);
  });
  return facade(conn);
}

/** The host's view of a connection. */
function facade(conn: Connection): McpServer {
  const server = conn.options.name;
  return {
    name: server,
    trustClass: conn.trustClass,
    get tools() {
      const out: McpTool[] = [];
      for (const [tool, st] of conn.states)
        if (isCallable(st)) out.push(definition(conn, tool, st));
      return out;
    },
    get skipped() {
      return conn.skipped;
    },
    pending: () => pendingChanges(conn.states),
    pins: () => approvedPins(server, conn.states),
    approve(tools) {
      approveListings(conn.states, tools);
      return approvedPins(server, conn.states);
    },
    refresh: () => refresh(conn),
    policyEntries() {
      const out: McpToolPolicy[] = [];
      for (const st of conn.states.values()) {
        if (!isCallable(st)) continue;
        out.push(
          defaultToolPolicy(st.current.name, st.current.inputSchema, st.current.annotations),
        );
      }
      return out;
    },
    async close() {
      if (conn.closed) return;
      conn.closed = true;
      await conn.client.close().catch(() => undefined);
    },
  };
}

/** Lists again (as on `list_changed`); a failure leaves every tool refused until the next one. */
async function refresh(conn: Connection): Promise<readonly McpToolChange[]> {
  const run = (async () => {
    try {
      const next = await listTools(conn.client, conn.listing);
      applyListing(conn.states, next.listing, undefined, false);
      conn.skipped = next.skipped;
      conn.stale = false;
    } catch (e) {
      conn.stale = true;
      throw new McpError('LIST_FAILED', 'the MCP server did not list its tools', {
        server: conn.options.name,
        reason: e instanceof McpError ? e.code : 'protocol',
      });
    }
  })();
  conn.refreshing = run;
  try {
    await run;
  } finally {
    if (conn.refreshing === run) conn.refreshing = undefined;
  }
  const now = pendingChanges(conn.states);
  if (now.length > 0) conn.options.onToolsChanged?.(now);
  return now;
}

/** The tool's definition, made once and kept (a rename after approval makes a new one). */
function definition(conn: Connection, tool: string, st: ToolState & { current: Listing }): McpTool {
  if (st.def !== undefined) return st.def;
  const first = st.current;
  const name = first.name;
  // Live view of the server's current listing: a change shows here, so the runtime's
  // catalogue pin (taken when the runtime was created) no longer matches.
  const now = (): Listing => st.current ?? first;
  // Between a list_changed notification and the new listing nobody knows the tool's text:
  // the description reads as this marker, so the runtime's pin refuses the call meanwhile.
  const description = (): string => (conn.stale ? STALE_DESCRIPTION : now().description);
  const timeoutMs = conn.options.timeoutMs;
  const def: McpTool = {
    server: conn.options.name,
    mcpName: tool,
    name,
    trustClass: conn.trustClass,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    get description() {
      return description();
    },
    get parameters() {
      return now().inputSchema;
    },
    get outputSchema() {
      return now().outputSchema;
    },
    get annotations() {
      return now().annotations;
    },
    run: (args, ctx) => call(conn, tool, name, args, ctx),
  };
  st.def = def;
  return def;
}

/** One `tools/call`, refused unless the tool is still approved under the same identifier. */
async function call(
  conn: Connection,
  tool: string,
  name: string,
  args: Readonly<JsonObject>,
  ctx: ToolCallContext,
): Promise<JsonValue> {
  const server = conn.options.name;
  if (conn.closed)
    throw new McpError('SERVER_CLOSED', 'the MCP server is closed', { server, tool });
  if (conn.refreshing !== undefined) await conn.refreshing.catch(() => undefined);
  const st = conn.states.get(tool);
  if (conn.stale || st === undefined || !isCallable(st) || st.current.name !== name) {
    throw new McpError('TOOL_NOT_APPROVED', 'the tool changed and is not approved', {
      server,
      tool: name,
    });
  }
  let result: Awaited<ReturnType<Client['callTool']>>;
  try {
    result = await conn.client.callTool({ name: tool, arguments: { ...args } }, undefined, {
      signal: ctx.signal,
      timeout: conn.options.timeoutMs ?? NO_SDK_TIMEOUT,
    });
  } catch {
    throw new McpError('CALL_FAILED', 'the MCP tool call failed', {
      server,
      tool: name,
      reason: ctx.signal.aborted ? 'aborted' : 'protocol',
    });
  }
  if (result.isError === true) {
    throw new McpError('TOOL_ERROR', 'the MCP tool reported an error', { server, tool: name });
  }
  return resultToJson(result as { content?: unknown; structuredContent?: unknown });
}
