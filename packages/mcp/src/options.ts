/**
 * What `connectMcpServer` takes: the options, the transports, and their checks (every
 * option is checked before anything is spawned or connected).
 */
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JsonSchemaParameters, ToolDefinition, TrustClass } from 'zamburak';
import { McpError } from './errors.js';

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

const SERVER_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;
const PREFIX = /^(?:[A-Za-z_][A-Za-z0-9_]{0,31})?$/;
/** No SDK-side deadline of its own: the runtime's signal ends a call. */
export const NO_SDK_TIMEOUT = 2_147_483_647;

function isTransport(t: unknown): t is Transport {
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof (t as Transport).start === 'function' &&
    typeof (t as Transport).send === 'function'
  );
}

export function makeTransport(t: McpServerOptions['transport']): Transport {
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

export function checkOptions(o: McpServerOptions): void {
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
