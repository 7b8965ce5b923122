/**
 * Public surface of @zamburak/agent: the planner loop, the planner and quarantined model
 * tools, and the model adapters. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/agent';

export {
  AGENT_ERROR_CODES,
  AgentError,
  type AgentErrorCode,
  type AgentErrorData,
} from './errors.js';
export { extractPlan } from './extract.js';
export { type AnthropicMessagesOptions, anthropicMessagesModel } from './models/anthropic.js';
export { type OpenAiChatOptions, openAiChatModel } from './models/openai.js';
export type {
  ChatModel,
  JsonSchema,
  ModelMessage,
  ModelOptions,
  ModelReply,
  ModelRequest,
  StructuredReply,
  StructuredRequest,
} from './models/types.js';
export {
  type AttemptOutcome,
  createPlanner,
  type PlanAttempt,
  type Planner,
  type PlannerModelToolOptions,
  type PlannerOptions,
  type PlannerRun,
  type PlannerRunOptions,
  plannerModelTool,
  type TranscriptMessage,
} from './planner.js';
export {
  parametersSchema,
  planLanguageReference,
  plannerSystemPrompt,
  type SystemPromptInput,
} from './prompt.js';
export {
  answerEnvelope,
  isQuarantinedModelTool,
  type QuarantinedToolOptions,
  quarantinedModelTool,
} from './quarantine.js';
