/**
 * The MCP bridge's error family. Codes are stable; the Fluent message id is
 * `mcp-<code in kebab-case>`. `data` holds the server's name (as the host configured it),
 * tool names and short reason codes: never text a server sent (descriptions, error
 * messages, results), which is untrusted.
 */
import { ZamburakError } from '@zamburak/kernel';

export const MCP_ERROR_CODES = [
  'INVALID_OPTIONS',
  'CONNECT_FAILED',
  'LIST_FAILED',
  'TOOL_NOT_APPROVED',
  'TOOL_ERROR',
  'CALL_FAILED',
  'SERVER_CLOSED',
] as const;
export type McpErrorCode = (typeof MCP_ERROR_CODES)[number];

export type McpErrorData = Readonly<Record<string, string | number | boolean>>;

export class McpError extends ZamburakError<McpErrorCode, McpErrorData> {
  constructor(code: McpErrorCode, message: string, data: McpErrorData = {}) {
    super('mcp', code, message, data);
  }
}
