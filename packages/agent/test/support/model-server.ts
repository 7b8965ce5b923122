/**
 * A scripted model server on 127.0.0.1 (random port) that speaks the OpenAI Chat Completions
 * API (`POST /v1/chat/completions`) and the Anthropic Messages API (`POST /v1/messages`), for
 * driving the official SDKs in tests and in the offline example. Replies come from a queue
 * (or a function of the request); every raw request body is kept for inspection.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Scripted =
  /** A reply with text (a chat answer). */
  | { readonly kind: 'text'; readonly text: string }
  /** A structured answer: JSON content, a forced tool call or a `tool_use` block, as asked. */
  | { readonly kind: 'answer'; readonly value: unknown }
  /** An HTTP error; the SDKs retry 408, 409, 429 and 5xx. */
  | { readonly kind: 'status'; readonly status: number; readonly retryAfterMs?: number }
  /** A body as is (for malformed replies). */
  | { readonly kind: 'raw'; readonly body: string; readonly status?: number }
  /** Waits, then replies (unless the client gave up first: see `RecordedRequest.aborted`). */
  | { readonly kind: 'delay'; readonly ms: number; readonly reply: Scripted };

export type Api = 'openai' | 'anthropic';

export interface RecordedRequest {
  readonly api: Api;
  readonly path: string;
  /** The raw body as received. */
  readonly body: string;
  /** The `model` field of the request. */
  readonly model: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** True when the client closed the connection before the reply was sent. */
  aborted: boolean;
}

export type Responder = Scripted | ((request: RecordedRequest) => Scripted);

export interface ModelServer {
  readonly url: string;
  /** For `openAiChatModel({ baseURL })`. */
  readonly openaiBaseURL: string;
  /** For `anthropicMessagesModel({ baseURL })`. */
  readonly anthropicBaseURL: string;
  readonly requests: RecordedRequest[];
  /** Queues replies for one model name (or for any model with `*`). */
  script(model: string, ...replies: Responder[]): void;
  /** Replies still queued, by model. */
  pending(): Record<string, number>;
  /** Drops every queued reply. */
  clear(): void;
  close(): Promise<void>;
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

function openAiReply(s: Scripted, req: Record<string, unknown>, model: string): string {
  const message =
    s.kind === 'text'
      ? { role: 'assistant', content: s.text, refusal: null }
      : Array.isArray(req.tools)
        ? {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: {
                  name: ((req.tools[0] as { function?: { name?: string } })?.function?.name ??
                    'answer') as string,
                  arguments: JSON.stringify((s as { value: unknown }).value),
                },
              },
            ],
          }
        : {
            role: 'assistant',
            content: JSON.stringify((s as { value: unknown }).value),
            refusal: null,
          };
  return JSON.stringify({
    id: 'chatcmpl-scripted',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

function anthropicReply(s: Scripted, req: Record<string, unknown>, model: string): string {
  const content =
    s.kind === 'text'
      ? [{ type: 'text', text: s.text }]
      : [
          {
            type: 'tool_use',
            id: 'toolu_1',
            name: ((req.tools as { name?: string }[] | undefined)?.[0]?.name ?? 'answer') as string,
            input: (s as { value: unknown }).value,
          },
        ];
  return JSON.stringify({
    id: 'msg_scripted',
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: s.kind === 'text' ? 'end_turn' : 'tool_use',
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the server on 127.0.0.1 with a random port. */
export async function startModelServer(): Promise<ModelServer> {
  const queues = new Map<string, Responder[]>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? '';
      const api: Api | undefined =
        req.method === 'POST' && path === '/v1/chat/completions'
          ? 'openai'
          : req.method === 'POST' && path === '/v1/messages'
            ? 'anthropic'
            : undefined;
      if (api === undefined) return send(res, 404, '{"error":{"message":"not found"}}');
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return send(res, 400, '{"error":{"message":"bad json"}}');
      }
      const model = typeof parsed.model === 'string' ? parsed.model : '';
      const recorded: RecordedRequest = {
        api,
        path,
        body,
        model,
        headers: { ...req.headers },
        aborted: false,
      };
      res.on('close', () => {
        if (!res.writableFinished) recorded.aborted = true;
      });
      requests.push(recorded);
      const queue = queues.get(model)?.length ? queues.get(model) : queues.get('*');
      const next = queue?.shift();
      if (next === undefined) {
        // Not retried by the SDKs: a test that runs out of script fails visibly.
        return send(res, 418, '{"error":{"message":"script exhausted"}}', {
          'x-should-retry': 'false',
        });
      }
      let s = typeof next === 'function' ? next(recorded) : next;
      while (s.kind === 'delay') {
        const { ms, reply } = s;
        await new Promise((resolve) => setTimeout(resolve, ms));
        if (recorded.aborted) return;
        s = reply;
      }
      if (s.kind === 'status') {
        return send(res, s.status, '{"error":{"type":"scripted","message":"scripted error"}}', {
          'retry-after-ms': String(s.retryAfterMs ?? 1),
        });
      }
      if (s.kind === 'raw') return send(res, s.status ?? 200, s.body);
      return send(
        res,
        200,
        api === 'openai' ? openAiReply(s, parsed, model) : anthropicReply(s, parsed, model),
      );
    })().catch(() => send(res, 500, '{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    openaiBaseURL: `${url}/v1`,
    anthropicBaseURL: url,
    requests,
    script(model, ...replies) {
      const q = queues.get(model) ?? [];
      q.push(...replies);
      queues.set(model, q);
    },
    clear() {
      queues.clear();
    },
    pending() {
      return Object.fromEntries(
        [...queues].filter(([, q]) => q.length > 0).map(([m, q]) => [m, q.length]),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
