/**
 * Public surface of `@zamburak/mcp`: Model Context Protocol servers as governed Zamburak
 * tools. Every export of the package is named here.
 *
 * ```ts
 * const fs = await connectMcpServer({
 *   name: 'fs',
 *   transport: { stdio: { command: 'npx', args: ['mcp-server-filesystem', dir] } },
 *   trustClass: 'TrustedLocal',
 * });
 * const runtime = createRuntime({
 *   policy: withToolPolicies(myPolicy, fs.policyEntries()), // host entries win
 *   tools: [...fs.tools],
 *   ...
 * });
 * // ... later
 * await fs.close();
 * ```
 *
 * - `connectMcpServer(options)`: connects over stdio (`{ stdio: { command, args } }`),
 *   streamable HTTP (`{ url }`) or any SDK `Transport`; lists the tools as `McpTool`
 *   definitions (JSON Schema parameters, annotations, output schema) under plan
 *   identifiers (`mapToolNames`), trust class `RemoteThirdParty` unless told otherwise.
 * - Pins: `server.pins()` to store, `pins` option to check them next time, `pending()` and
 *   `approve()` when a listing changed (also on `notifications/tools/list_changed`).
 * - `server.policyEntries()` / `defaultToolPolicy`: default policy entries from the
 *   annotations; `withToolPolicies` adds them for tools the policy does not name.
 * - Results: `resultToJson` (structured content, a text, or `{ content: [...] }`).
 * - Errors: `McpError` with a stable `code` (`MCP_ERROR_CODES`) and `mcp-*` message ids.
 */
export const PACKAGE_NAME = '@zamburak/mcp';

export { MCP_ERROR_CODES, McpError, type McpErrorCode, type McpErrorData } from './errors.js';
export { identifierFor, isPlainToolName, mapToolNames, type NameMapping } from './names.js';
export { defaultToolPolicy, type McpToolPolicy, withToolPolicies } from './policy.js';
export { contentItemToJson, resultToJson } from './results.js';
export {
  connectMcpServer,
  type HttpServerTransport,
  type McpPin,
  type McpServer,
  type McpServerOptions,
  type McpTool,
  type McpToolChange,
  type StdioServerTransport,
} from './server.js';
