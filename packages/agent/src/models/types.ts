/** What the planner loop and the quarantined tool need from a language model. */

/** A JSON Schema, as a plain JSON object (draft 2020-12 keywords that ajv understands). */
export type JsonSchema = { readonly [key: string]: unknown };

/** One turn of a conversation. The system prompt travels separately. */
export interface ModelMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface ModelRequest {
  readonly system: string;
  readonly messages: readonly ModelMessage[];
  readonly signal?: AbortSignal;
}

/** A request for an answer of a given shape (structured output or a forced tool call). */
export interface StructuredRequest extends ModelRequest {
  /** The shape of the answer: a JSON Schema whose root is an object. */
  readonly schema: JsonSchema;
  /** A name for the schema (letters, digits, `_` and `-`). */
  readonly name: string;
  readonly description?: string;
}

export interface ModelReply {
  readonly text: string;
}

export interface StructuredReply {
  /** The parsed answer, not yet validated against the schema (the caller does that). */
  readonly value: unknown;
}

/** A chat model behind a provider's API. Errors are `AgentError`s with a stable code. */
export interface ChatModel {
  /** `openai` or `anthropic` (or the host's own adapter's name). */
  readonly provider: string;
  readonly model: string;
  complete(request: ModelRequest): Promise<ModelReply>;
  structured(request: StructuredRequest): Promise<StructuredReply>;
}

/** Options every adapter takes. */
export interface ModelOptions {
  /** The provider's API base URL; default: the provider's public endpoint. */
  readonly baseURL?: string;
  /** The API key. Never logged, never put in an error. */
  readonly apiKey: string;
  readonly model: string;
  /** Retries on 408, 409, 429 and 5xx with backoff (honouring `retry-after`); default 2. */
  readonly maxRetries?: number;
  /** Per request, in milliseconds; default 60 000. */
  readonly timeoutMs?: number;
  /** Upper bound on the reply's tokens; default 4096. */
  readonly maxTokens?: number;
  readonly temperature?: number;
}
