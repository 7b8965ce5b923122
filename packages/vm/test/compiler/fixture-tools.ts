/** The tools and inputs every corpus plan runs with (see test/fixtures/plans/README.md). */
import type { JsonValue, RunOptions, ToolReply } from './harness.js';

export const CORPUS_TOOLS: Record<string, (args: Record<string, JsonValue>) => ToolReply> = {
  get_emails: (args) => {
    const n = typeof args.n === 'number' ? args.n : 1;
    const value: JsonValue = Array.from({ length: n }, (_, i) => ({
      sender: 'alice@corp.com',
      subject: `s${i}`,
      body: `b${i}`,
    }));
    return {
      value,
      label: ['tool:get_emails'],
      slots: [
        { path: ['*', 'body'], label: ['tool:get_emails', 'untrusted'] },
        { path: ['*', 'subject'], label: ['tool:get_emails', 'untrusted'] },
      ],
    };
  },
  send_email: () => ({ value: 'sent', label: ['tool:send_email'] }),
  echo: (args) => ({ value: args.value ?? null, label: ['echo'] }),
  fail: () => ({ error: { code: 'TOOL_FAILED', message: 'boom' }, label: ['tool:fail'] }),
  get_secret: () => ({ value: 'hunter2', label: ['secret'] }),
};

export const CORPUS_INPUTS: NonNullable<RunOptions['inputs']> = {
  user_query: { value: 'hello world', label: ['user'] },
  secret: { value: 'hunter2', label: ['secret'] },
  n: { value: 3, label: ['user'] },
  list: { value: [3, 1, 2], label: ['list'] },
};
