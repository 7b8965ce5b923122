/**
 * OpenAI-compatible Chat Completions (`openai` 6.x; 7.x needs Node 22): OpenAI itself or any
 * server that speaks the same API (vLLM, llama.cpp, Ollama, LiteLLM, ...) by `baseURL`.
 */
import OpenAI from 'openai';
import { invalidOption } from '../errors.js';
import { malformed, modelError, parseJson } from './errors.js';
import type {
  ChatModel,
  ModelOptions,
  ModelReply,
  ModelRequest,
  StructuredReply,
  StructuredRequest,
} from './types.js';

export interface OpenAiChatOptions extends ModelOptions {
  /**
   * How a structured answer is asked for: `json_schema` (structured output, the default)
   * or `tool` (a forced function call, for servers without `response_format` support).
   */
  readonly structuredOutput?: 'json_schema' | 'tool';
  /**
   * The request field for `maxTokens`: `max_completion_tokens` (default, what OpenAI's
   * current models take) or `max_tokens` (for servers that know only the older name).
   */
  readonly maxTokensParameter?: 'max_completion_tokens' | 'max_tokens';
}

const PROVIDER = 'openai';

export function checkModelOptions(o: ModelOptions): void {
  if (typeof o !== 'object' || o === null) throw invalidOption('model', 'options are required');
  if (typeof o.apiKey !== 'string' || o.apiKey === '')
    throw invalidOption('apiKey', 'an API key is required');
  if (typeof o.model !== 'string' || o.model === '')
    throw invalidOption('model', 'a model name is required');
  if (o.baseURL !== undefined && typeof o.baseURL !== 'string')
    throw invalidOption('baseURL', 'the base URL is a string');
  if (o.maxRetries !== undefined && !(Number.isInteger(o.maxRetries) && o.maxRetries >= 0))
    throw invalidOption('maxRetries', 'maxRetries is a non-negative integer');
  if (o.timeoutMs !== undefined && !(Number.isFinite(o.timeoutMs) && o.timeoutMs > 0))
    throw invalidOption('timeoutMs', 'timeoutMs is a positive number');
}

/** A chat model over the Chat Completions API. */
export function openAiChatModel(options: OpenAiChatOptions): ChatModel {
  checkModelOptions(options);
  const client = new OpenAI({
    apiKey: options.apiKey,
    // Always explicit, so the SDK never reads OPENAI_BASE_URL behind the host's back.
    baseURL: options.baseURL ?? 'https://api.openai.com/v1',
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeoutMs ?? 60_000,
    organization: null,
    project: null,
  });
  const model = options.model;
  const maxTokens = options.maxTokens ?? 4096;
  const mode = options.structuredOutput ?? 'json_schema';
  const base = (r: ModelRequest) => ({
    model,
    ...(options.maxTokensParameter === 'max_tokens'
      ? { max_tokens: maxTokens }
      : { max_completion_tokens: maxTokens }),
    ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
    messages: [
      { role: 'system' as const, content: r.system },
      ...r.messages.map((m) => ({ role: m.role, content: m.content })),
    ],
  });
  const call = async <T>(f: () => Promise<T>): Promise<T> => {
    try {
      return await f();
    } catch (e) {
      throw modelError(PROVIDER, e, OpenAI);
    }
  };
  const firstMessage = (reply: unknown) => {
    const choices = (reply as { choices?: unknown } | null)?.choices;
    const first = Array.isArray(choices) ? (choices[0] as { message?: unknown }) : undefined;
    const message = first?.message;
    if (typeof message !== 'object' || message === null)
      throw malformed(PROVIDER, 'the reply has no message');
    return message as { content?: unknown; tool_calls?: unknown; refusal?: unknown };
  };

  return {
    provider: PROVIDER,
    model,
    async complete(request: ModelRequest): Promise<ModelReply> {
      const reply = await call(() =>
        client.chat.completions.create(
          base(request),
          request.signal === undefined ? {} : { signal: request.signal },
        ),
      );
      const content = firstMessage(reply).content;
      if (typeof content !== 'string') throw malformed(PROVIDER, 'the reply has no text');
      return { text: content };
    },
    async structured(request: StructuredRequest): Promise<StructuredReply> {
      const opts = request.signal === undefined ? {} : { signal: request.signal };
      if (mode === 'json_schema') {
        const reply = await call(() =>
          client.chat.completions.create(
            {
              ...base(request),
              response_format: {
                type: 'json_schema',
                json_schema: {
                  name: request.name,
                  schema: request.schema as Record<string, unknown>,
                  strict: false,
                  ...(request.description === undefined
                    ? {}
                    : { description: request.description }),
                },
              },
            },
            opts,
          ),
        );
        const content = firstMessage(reply).content;
        if (typeof content !== 'string') throw malformed(PROVIDER, 'the reply has no answer');
        return { value: parseJson(PROVIDER, content) };
      }
      const reply = await call(() =>
        client.chat.completions.create(
          {
            ...base(request),
            tools: [
              {
                type: 'function',
                function: {
                  name: request.name,
                  parameters: request.schema as Record<string, unknown>,
                  ...(request.description === undefined
                    ? {}
                    : { description: request.description }),
                },
              },
            ],
            tool_choice: { type: 'function', function: { name: request.name } },
          },
          opts,
        ),
      );
      const calls = firstMessage(reply).tool_calls;
      const fn = Array.isArray(calls)
        ? (calls as { type?: unknown; function?: { name?: unknown; arguments?: unknown } }[]).find(
            (c) => c?.type === 'function' && c.function?.name === request.name,
          )
        : undefined;
      if (typeof fn?.function?.arguments !== 'string')
        throw malformed(PROVIDER, 'the reply has no call of the answer tool');
      return { value: parseJson(PROVIDER, fn.function.arguments) };
    },
  };
}
