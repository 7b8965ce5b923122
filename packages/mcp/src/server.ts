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
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  digest,
  type JsonObject,
  type JsonSchemaParameters,
  type JsonValue,
  parametersProblem,
  type ToolAnnotations,
  type ToolCallContext,
  type ToolDefinition,
  type TrustClass,
} from 'zamburak';
import { McpError } from './errors.js';
import { mapToolNames } from './names.js';
import { defaultToolPolicy, type McpToolPolicy } from './policy.js';
import { resultToJson } from './results.js';

/** Spawn a server as a child process and talk to it over stdin/stdout. */
export interface StdioServerTransport {
  readonly stdio: {
    readonly command: string;
    readonly args?: readonly string[];
    /** The child's whole environment (default: the SDK's short safe list, no secrets). */
    readonly env?: Readonly<Record<string, string>>;
    readonly cwd?: string;
    /** What to do with the child's stderr (default `ignore`). */
    readonly stderr?: 'ignore' | 'inherit' | 'pipe';
  };
}

/** Talk to a server over streamable HTTP. */
export interface HttpServerTransport {
  readonly url: string | URL;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface McpServerOptions {
  /** The server's name as the host knows it: letters, digits, `_.:-` (pins carry it). */
  readonly name: string;
  /** stdio, streamable HTTP, or any connected-to-be SDK `Transport`. */
  readonly transport: StdioServerTransport | HttpServerTransport | Transport;
  /** Default `RemoteThirdParty` (docs/mcp.md "Trust class and default policy entries": reads only, smaller budget). */
  readonly trustClass?: TrustClass;
  /** Approved pins from an earlier `pins()`. Omit to approve the first listing as it is. */
  readonly pins?: readonly McpPin[];
  /** Per-call timeout of every tool of this server (default: the runtime's). */
  readonly timeoutMs?: number;
  /** Goes in front of every plan identifier (`fs_` -> `fs_read_file`). */
  readonly prefix?: string;
  /** Only these MCP tool names are taken (default: all). */
  readonly include?: readonly string[];
  /** Called after every re-listing that leaves tools pending approval. */
  readonly onToolsChanged?: (pending: readonly McpToolChange[]) => void;
  /** Milliseconds to wait for the connection and for each listing (default 30 000). */
  readonly connectTimeoutMs?: number;
}

/** An approved tool: what the host stores to recognise the same tool next time. */
export interface McpPin {
  readonly server: string;
  /** The MCP tool name. */
  readonly tool: string;
  /** The plan identifier it was given. */
  readonly name: string;
  readonly hash: string;
}

/** A tool that is not callable until the host approves its current listing. */
export interface McpToolChange {
  /** The MCP tool name. */
  readonly tool: string;
  /** Its plan identifier. */
  readonly name: string;
  /** `added`: no pin; `changed`: the listing no longer hashes to its pin; `removed`. */
  readonly kind: 'added' | 'changed' | 'removed';
  readonly hash?: string;
}

/** A Zamburak tool definition backed by an MCP server's tool. */
export interface McpTool extends ToolDefinition {
  readonly server: string;
  readonly mcpName: string;
  readonly parameters: JsonSchemaParameters;
}

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

interface Listing {
  readonly tool: string;
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: JsonSchemaParameters;
  readonly outputSchema?: JsonSchemaParameters;
  readonly annotations?: ToolAnnotations;
  readonly hash: string;
}

interface ToolState {
  current: Listing | undefined;
  approved: string | undefined;
  def: McpTool | undefined;
}

const SERVER_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;
const PREFIX = /^(?:[A-Za-z_][A-Za-z0-9_]{0,31})?$/;
const MAX_PAGES = 100;
const MAX_TOOLS = 1000;
/** No SDK-side deadline of its own: the runtime's signal ends a call. */
const NO_SDK_TIMEOUT = 2_147_483_647;
const CLIENT_INFO = { name: 'zamburak', version: '0.1.0' };
/** What a tool's description reads as while its server's new listing is awaited. */
const STALE_DESCRIPTION = '\u0000zamburak: the tool list changed and is being listed again';

function isTransport(t: unknown): t is Transport {
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof (t as Transport).start === 'function' &&
    typeof (t as Transport).send === 'function'
  );
}

function makeTransport(t: McpServerOptions['transport']): Transport {
  if (isTransport(t)) return t;
  if ('stdio' in t) {
    return new StdioClientTransport({
      command: t.stdio.command,
      args: [...(t.stdio.args ?? [])],
      ...(t.stdio.env === undefined ? {} : { env: { ...t.stdio.env } }),
      ...(t.stdio.cwd === undefined ? {} : { cwd: t.stdio.cwd }),
      stderr: t.stdio.stderr ?? 'ignore',
    });
  }
  return new StreamableHTTPClientTransport(new URL(t.url), {
    ...(t.headers === undefined ? {} : { requestInit: { headers: { ...t.headers } } }),
  });
}

function checkOptions(o: McpServerOptions): void {
  const bad = (field: string, reason: string) =>
    new McpError('INVALID_OPTIONS', `connectMcpServer: ${reason}`, { field, reason });
  if (typeof o !== 'object' || o === null) throw bad('options', 'options must be an object');
  if (typeof o.name !== 'string' || !SERVER_NAME.test(o.name)) {
    throw bad('name', 'a server name is 1-128 letters, digits or _.:-');
  }
  const t: unknown = o.transport;
  if (!isTransport(t) && !(typeof t === 'object' && t !== null && ('stdio' in t || 'url' in t))) {
    throw bad('transport', 'transport must be { stdio }, { url } or an SDK Transport');
  }
  if (o.trustClass !== undefined && typeof o.trustClass !== 'string') {
    throw bad('trustClass', 'trustClass must be a trust class name');
  }
  if (o.prefix !== undefined && (typeof o.prefix !== 'string' || !PREFIX.test(o.prefix))) {
    throw bad('prefix', 'a prefix is an identifier of at most 32 letters, digits or _');
  }
  if (o.pins !== undefined && !Array.isArray(o.pins)) throw bad('pins', 'pins must be an array');
  const ms = o.timeoutMs;
  if (ms !== undefined && !(Number.isSafeInteger(ms) && ms > 0 && ms <= NO_SDK_TIMEOUT)) {
    throw bad('timeoutMs', 'timeoutMs must be a positive integer');
  }
}

/** Connects to an MCP server and lists its tools (see the module comment). */
export async function connectMcpServer(options: McpServerOptions): Promise<McpServer> {
  checkOptions(options);
  const serverName = options.name;
  const trustClass: TrustClass = options.trustClass ?? 'RemoteThirdParty';
  const prefix = options.prefix ?? '';
  const include = options.include === undefined ? undefined : new Set(options.include);
  const listTimeout = options.connectTimeoutMs ?? 30_000;
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  const transport = makeTransport(options.transport);
  try {
    await client.connect(transport, { timeout: listTimeout });
  } catch {
    await transport.close().catch(() => undefined);
    throw new McpError('CONNECT_FAILED', 'the MCP server could not be connected', {
      server: serverName,
    });
  }

  const states = new Map<string, ToolState>();
  let skipped: string[] = [];
  let closed = false;
  /** The listing being refreshed, if any: calls wait for it (fail closed on failure). */
  let refreshing: Promise<void> | undefined;
  let stale = false;
  /** False until the first listing is in: only that one is approved without pins. */
  let connected = false;

  async function listAll(): Promise<Listing[]> {
    const raw: {
      name: string;
      title?: string | undefined;
      description?: string | undefined;
      inputSchema: unknown;
      outputSchema?: unknown;
      annotations?: unknown;
    }[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const r = await client.listTools(cursor === undefined ? {} : { cursor }, {
        timeout: listTimeout,
      });
      raw.push(...r.tools);
      if (raw.length > MAX_TOOLS) break;
      cursor = r.nextCursor;
      if (cursor === undefined) break;
    }
    const taken = raw.filter((t) => include === undefined || include.has(t.name));
    const mapping = mapToolNames(
      taken.map((t) => t.name),
      prefix,
    );
    const out: Listing[] = [];
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
      out.push({ ...fields, hash: digest(fields as unknown as JsonValue) });
    }
    skipped = [...new Set(left)].sort();
    return out;
  }

  function apply(listing: readonly Listing[], pins: ReadonlyMap<string, McpPin> | undefined) {
    const seen = new Set<string>();
    for (const l of listing) {
      seen.add(l.tool);
      const st = states.get(l.tool);
      if (st === undefined) {
        const pin = pins?.get(l.tool);
        // Trust on first use only at connection without pins; later additions wait.
        const approved = pins === undefined && !connected ? l.hash : pin?.hash;
        states.set(l.tool, { current: l, approved, def: undefined });
      } else {
        st.current = l;
      }
    }
    for (const [tool, st] of states) if (!seen.has(tool)) st.current = undefined;
  }

  function callable(st: ToolState): st is ToolState & { current: Listing } {
    return (
      st.current !== undefined &&
      st.current.hash === st.approved &&
      (st.def === undefined || st.def.name === st.current.name)
    );
  }

  function defFor(tool: string, st: ToolState & { current: Listing }): McpTool {
    if (st.def !== undefined) return st.def;
    const first = st.current;
    const name = first.name;
    // Live view of the server's current listing: a change shows here, so the runtime's
    // catalogue pin (taken when the runtime was created) no longer matches.
    const now = (): Listing => st.current ?? first;
    // Between a list_changed notification and the new listing nobody knows the tool's text:
    // the description reads as this marker, so the runtime's pin refuses the call meanwhile.
    const description = (): string => (stale ? STALE_DESCRIPTION : now().description);
    const def: McpTool = {
      server: serverName,
      mcpName: tool,
      name,
      trustClass,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
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
      run: (args, ctx) => call(tool, name, args, ctx),
    };
    st.def = def;
    return def;
  }

  async function call(
    tool: string,
    name: string,
    args: Readonly<JsonObject>,
    ctx: ToolCallContext,
  ): Promise<JsonValue> {
    if (closed) {
      throw new McpError('SERVER_CLOSED', 'the MCP server is closed', { server: serverName, tool });
    }
    if (refreshing !== undefined) await refreshing.catch(() => undefined);
    const st = states.get(tool);
    if (stale || st === undefined || !callable(st) || st.current.name !== name) {
      throw new McpError('TOOL_NOT_APPROVED', 'the tool changed and is not approved', {
        server: serverName,
        tool: name,
      });
    }
    let result: Awaited<ReturnType<typeof client.callTool>>;
    try {
      result = await client.callTool({ name: tool, arguments: { ...args } }, undefined, {
        signal: ctx.signal,
        timeout: options.timeoutMs ?? NO_SDK_TIMEOUT,
      });
    } catch {
      throw new McpError('CALL_FAILED', 'the MCP tool call failed', {
        server: serverName,
        tool: name,
        reason: ctx.signal.aborted ? 'aborted' : 'protocol',
      });
    }
    if (result.isError === true) {
      throw new McpError('TOOL_ERROR', 'the MCP tool reported an error', {
        server: serverName,
        tool: name,
      });
    }
    return resultToJson(result as { content?: unknown; structuredContent?: unknown });
  }

  function pins(): McpPin[] {
    const out: McpPin[] = [];
    for (const [tool, st] of states) {
      if (st.approved === undefined || st.current === undefined) continue;
      if (st.current.hash !== st.approved) continue;
      out.push({ server: serverName, tool, name: st.current.name, hash: st.approved });
    }
    return out;
  }

  function pending(): McpToolChange[] {
    const out: McpToolChange[] = [];
    for (const [tool, st] of states) {
      if (callable(st)) continue;
      const name = st.def?.name ?? st.current?.name ?? tool;
      if (st.current === undefined) {
        if (st.approved !== undefined) out.push({ tool, name, kind: 'removed' });
        continue;
      }
      out.push({
        tool,
        name: st.current.name,
        kind: st.approved === undefined ? 'added' : 'changed',
        hash: st.current.hash,
      });
    }
    return out.sort((a, b) => (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
  }

  async function refresh(): Promise<readonly McpToolChange[]> {
    const run = (async () => {
      try {
        apply(await listAll(), undefined);
        stale = false;
      } catch (e) {
        stale = true;
        throw new McpError('LIST_FAILED', 'the MCP server did not list its tools', {
          server: serverName,
          reason: e instanceof McpError ? e.code : 'protocol',
        });
      }
    })();
    refreshing = run;
    try {
      await run;
    } finally {
      if (refreshing === run) refreshing = undefined;
    }
    const now = pending();
    if (now.length > 0) options.onToolsChanged?.(now);
    return now;
  }

  try {
    const pins =
      options.pins === undefined
        ? undefined
        : new Map(options.pins.filter((p) => p.server === serverName).map((p) => [p.tool, p]));
    apply(await listAll(), pins);
    connected = true;
  } catch {
    await client.close().catch(() => undefined);
    throw new McpError('LIST_FAILED', 'the MCP server did not list its tools', {
      server: serverName,
      reason: 'protocol',
    });
  }

  // A changed listing is fetched at once; until it is in, no call goes out (stale).
  client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    stale = true;
    await refresh().catch(() => undefined);
  });

  return {
    name: serverName,
    trustClass,
    get tools() {
      const out: McpTool[] = [];
      for (const [tool, st] of states) if (callable(st)) out.push(defFor(tool, st));
      return out;
    },
    get skipped() {
      return skipped;
    },
    pending,
    pins,
    approve(tools) {
      const wanted = tools === undefined ? undefined : new Set(tools);
      for (const [tool, st] of states) {
        if (wanted !== undefined && !wanted.has(tool)) continue;
        if (st.current === undefined) {
          states.delete(tool);
          continue;
        }
        st.approved = st.current.hash;
        // A renamed tool gets a new definition under its new identifier.
        if (st.def !== undefined && st.def.name !== st.current.name) st.def = undefined;
      }
      return pins();
    },
    refresh,
    policyEntries() {
      const out: McpToolPolicy[] = [];
      for (const st of states.values()) {
        if (!callable(st)) continue;
        out.push(
          defaultToolPolicy(st.current.name, st.current.inputSchema, st.current.annotations),
        );
      }
      return out;
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close().catch(() => undefined);
    },
  };
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
