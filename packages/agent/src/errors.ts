/**
 * The agent error family. Codes are stable; the Fluent message id is
 * `agent-<code in kebab-case>`. `data` carries names, codes, counts and HTTP statuses only:
 * never a model's reply, a prompt, tool output or a key.
 */
import { ZamburakError } from '@zamburak/kernel';

export const AGENT_ERROR_CODES = [
  'INVALID_OPTIONS',
  'MODEL_HTTP_ERROR',
  'MODEL_UNREACHABLE',
  'MODEL_TIMEOUT',
  'MODEL_ABORTED',
  'MODEL_MALFORMED_REPLY',
  'MODEL_OUTPUT_INVALID',
  'QUARANTINED_NOT_ENOUGH_INFORMATION',
  'PLANNER_CALL_DENIED',
  'PLANNER_CALL_FAILED',
  'POLICY_MISMATCH',
] as const;
export type AgentErrorCode = (typeof AGENT_ERROR_CODES)[number];

export type AgentErrorData = Readonly<Record<string, string | number | boolean>>;

export class AgentError extends ZamburakError<AgentErrorCode, AgentErrorData> {
  constructor(code: AgentErrorCode, message: string, data: AgentErrorData = {}) {
    super('agent', code, message, data);
  }
}

export const invalidOption = (field: string, reason: string): AgentError =>
  new AgentError('INVALID_OPTIONS', `agent: ${reason}`, { field, reason });
