/**
 * Both adapters through the official SDKs against the scripted server on 127.0.0.1: text,
 * structured answers, a malformed reply, 429 and 500 with retry, retries running out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentError } from '../../src/errors.js';
import { anthropicMessagesModel } from '../../src/models/anthropic.js';
import { openAiChatModel } from '../../src/models/openai.js';
import type { ChatModel } from '../../src/models/types.js';
import { type ModelServer, startModelServer } from '../support/model-server.js';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const KEY = 'test-key-not-a-secret';
const adapters: Record<string, (model: string, extra?: object) => ChatModel> = {
  openai: (model, extra = {}) =>
    openAiChatModel({ baseURL: server.openaiBaseURL, apiKey: KEY, model, ...extra }),
  'openai (tool call)': (model, extra = {}) =>
    openAiChatModel({
      baseURL: server.openaiBaseURL,
      apiKey: KEY,
      model,
      structuredOutput: 'tool',
      ...extra,
    }),
  anthropic: (model, extra = {}) =>
    anthropicMessagesModel({ baseURL: server.anthropicBaseURL, apiKey: KEY, model, ...extra }),
};

const schema = {
  type: 'object',
  properties: { answer: { type: 'string' } },
  required: ['answer'],
};

async function codeOf(p: Promise<unknown>): Promise<AgentError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AgentError);
  return e as AgentError;
}

for (const [name, make] of Object.entries(adapters)) {
  describe(`${name} adapter`, () => {
    const model = `m-${name.replace(/\W+/g, '-')}`;
    const seen = () => server.requests.filter((r) => r.model === model);

    it('sends the system prompt and messages, and returns the text', async () => {
      server.script(model, { kind: 'text', text: 'hello' });
      const reply = await make(model).complete({
        system: 'SYS',
        messages: [{ role: 'user', content: 'hi' }],
      });
      expect(reply.text).toBe('hello');
      const body = JSON.parse(seen().at(-1)!.body);
      if (name.startsWith('openai')) {
        expect(body.messages).toEqual([
          { role: 'system', content: 'SYS' },
          { role: 'user', content: 'hi' },
        ]);
        expect(seen().at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);
      } else {
        expect(body.system).toBe('SYS');
        expect(body.messages).toEqual([{ role: 'user', content: 'hi' }]);
        // SDK 1.x sends the key as a bearer token (0.x used x-api-key).
        const h = seen().at(-1)!.headers;
        expect([h['x-api-key'], h.authorization]).toContain(
          h['x-api-key'] === undefined ? `Bearer ${KEY}` : KEY,
        );
      }
    });

    it('asks for a structured answer and parses it', async () => {
      server.script(model, { kind: 'answer', value: { answer: 'x' } });
      const reply = await make(model).structured({
        system: 'S',
        messages: [{ role: 'user', content: 'q' }],
        schema,
        name: 'answer',
      });
      expect(reply.value).toEqual({ answer: 'x' });
      const body = JSON.parse(seen().at(-1)!.body);
      if (name === 'openai') expect(body.response_format.json_schema.schema).toEqual(schema);
      else if (name === 'anthropic') {
        expect(body.tools[0].input_schema).toEqual(schema);
        expect(body.tool_choice).toEqual({ type: 'tool', name: 'answer' });
      } else {
        expect(body.tools[0].function.parameters).toEqual(schema);
        expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'answer' } });
      }
    });

    it('a malformed reply is MODEL_MALFORMED_REPLY, never its text', async () => {
      server.script(model, { kind: 'raw', body: '{"unexpected": "sk-leakleakleak1234"}' });
      const e = await codeOf(
        make(model).complete({ system: 's', messages: [{ role: 'user', content: 'q' }] }),
      );
      expect(e.code).toBe('MODEL_MALFORMED_REPLY');
      expect(JSON.stringify({ m: e.message, d: e.data })).not.toContain('leak');
      server.script(model, { kind: 'raw', body: 'not json at all' });
      const e2 = await codeOf(
        make(model).complete({ system: 's', messages: [{ role: 'user', content: 'q' }] }),
      );
      expect(e2.code).toBe('MODEL_MALFORMED_REPLY');
      // A structured answer that is not JSON.
      server.script(model, { kind: 'text', text: 'I think {answer: x' });
      if (name === 'openai') {
        const e3 = await codeOf(
          make(model).structured({
            system: 's',
            messages: [{ role: 'user', content: 'q' }],
            schema,
            name: 'answer',
          }),
        );
        expect(e3.code).toBe('MODEL_MALFORMED_REPLY');
      } else {
        // No call of the answer tool.
        const e3 = await codeOf(
          make(model).structured({
            system: 's',
            messages: [{ role: 'user', content: 'q' }],
            schema,
            name: 'answer',
          }),
        );
        expect(e3.code).toBe('MODEL_MALFORMED_REPLY');
      }
    });

    it('a 429 and a 500 are retried, then the reply is used', async () => {
      const before = seen().length;
      server.script(
        model,
        { kind: 'status', status: 429 },
        { kind: 'status', status: 500 },
        { kind: 'text', text: 'after retries' },
      );
      const reply = await make(model).complete({
        system: 's',
        messages: [{ role: 'user', content: 'q' }],
      });
      expect(reply.text).toBe('after retries');
      expect(seen().length - before).toBe(3);
    });

    it('when retries run out: MODEL_HTTP_ERROR with the status, no key in the error', async () => {
      const before = seen().length;
      server.script(
        model,
        { kind: 'status', status: 500 },
        { kind: 'status', status: 500 },
        { kind: 'status', status: 500 },
      );
      const e = await codeOf(
        make(model, { maxRetries: 2 }).complete({
          system: 's',
          messages: [{ role: 'user', content: 'q' }],
        }),
      );
      expect(e.code).toBe('MODEL_HTTP_ERROR');
      expect(e.data).toMatchObject({ status: 500 });
      expect(e.messageId).toBe('agent-model-http-error');
      expect(JSON.stringify({ m: e.message, d: e.data })).not.toContain(KEY);
      expect(seen().length - before).toBe(3);
    });

    it('an unreachable server is MODEL_UNREACHABLE', async () => {
      const dead = name.startsWith('openai')
        ? openAiChatModel({ baseURL: 'http://127.0.0.1:9/v1', apiKey: KEY, model, maxRetries: 0 })
        : anthropicMessagesModel({
            baseURL: 'http://127.0.0.1:9',
            apiKey: KEY,
            model,
            maxRetries: 0,
          });
      const e = await codeOf(
        dead.complete({ system: 's', messages: [{ role: 'user', content: 'q' }] }),
      );
      expect(e.code).toBe('MODEL_UNREACHABLE');
    });
  });
}

describe('adapter options', () => {
  it('names the token limit as the server expects', async () => {
    for (const [param, field] of [
      [undefined, 'max_completion_tokens'],
      ['max_tokens', 'max_tokens'],
    ] as const) {
      server.script('m-limit', { kind: 'text', text: 'ok' });
      await openAiChatModel({
        baseURL: server.openaiBaseURL,
        apiKey: KEY,
        model: 'm-limit',
        maxTokens: 123,
        ...(param === undefined ? {} : { maxTokensParameter: param }),
      }).complete({ system: 's', messages: [{ role: 'user', content: 'q' }] });
      const body = JSON.parse(server.requests.at(-1)!.body);
      expect(body[field]).toBe(123);
      expect(Object.keys(body).filter((k) => k.startsWith('max_'))).toEqual([field]);
    }
  });

  it('refuses missing keys and models', () => {
    expect(() => openAiChatModel({ apiKey: '', model: 'm' })).toThrow(AgentError);
    expect(() => anthropicMessagesModel({ apiKey: 'k', model: '' })).toThrow(AgentError);
    expect(() => openAiChatModel({ apiKey: 'k', model: 'm', maxRetries: -1 })).toThrow(AgentError);
  });
});
