/**
 * Anthropic Messages (`@anthropic-ai/sdk`). A structured answer is a forced call of one
 * tool whose `input_schema` is the answer's schema.
 */
import Anthropic from '@anthropic-ai/sdk';
import { malformed, modelError } from './errors.js';
import { checkModelOptions } from './openai.js';
import type {
  ChatModel,
  ModelOptions,
  ModelReply,
  ModelRequest,
  StructuredReply,
  StructuredRequest,
} from './types.js';

export type AnthropicMessagesOptions = ModelOptions;

const PROVIDER = 'anthropic';

/** A chat model over the Messages API. */
export function anthropicMessagesModel(options: AnthropicMessagesOptions): ChatModel {
  checkModelOptions(options);
  const client = new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? 'https://api.anthropic.com',
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeoutMs ?? 60_000,
  });
  const model = options.model;
  const base = (r: ModelRequest) => ({
    model,
    max_tokens: options.maxTokens ?? 4096,
    ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
    system: r.system,
    messages: r.messages.map((m) => ({ role: m.role, content: m.content })),
  });
  const call = async <T>(f: () => Promise<T>): Promise<T> => {
    try {
      return await f();
    } catch (e) {
      throw modelError(PROVIDER, e, Anthropic);
    }
  };
  const blocks = (reply: unknown): readonly Record<string, unknown>[] => {
    const content = (reply as { content?: unknown } | null)?.content;
    if (!Array.isArray(content)) throw malformed(PROVIDER, 'the reply has no content');
    return content.filter((b): b is Record<string, unknown> => typeof b === 'object' && b !== null);
  };

  return {
    provider: PROVIDER,
    model,
    async complete(request: ModelRequest): Promise<ModelReply> {
      const reply = await call(() =>
        client.messages.create(
          base(request),
          request.signal === undefined ? {} : { signal: request.signal },
        ),
      );
      const texts = blocks(reply).filter((b) => b.type === 'text' && typeof b.text === 'string');
      if (texts.length === 0) throw malformed(PROVIDER, 'the reply has no text');
      return { text: texts.map((b) => b.text as string).join('') };
    },
    async structured(request: StructuredRequest): Promise<StructuredReply> {
      const reply = await call(() =>
        client.messages.create(
          {
            ...base(request),
            tools: [
              {
                name: request.name,
                input_schema: request.schema as Anthropic.Messages.Tool.InputSchema,
                ...(request.description === undefined ? {} : { description: request.description }),
              },
            ],
            tool_choice: { type: 'tool', name: request.name },
          },
          request.signal === undefined ? {} : { signal: request.signal },
        ),
      );
      const use = blocks(reply).find((b) => b.type === 'tool_use' && b.name === request.name);
      if (use === undefined || !Object.hasOwn(use, 'input'))
        throw malformed(PROVIDER, 'the reply has no call of the answer tool');
      return { value: use.input };
    },
  };
}
