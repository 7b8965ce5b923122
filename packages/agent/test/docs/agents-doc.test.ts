/**
 * docs/agents.md stays true: its agent sample (under 40 lines) runs against the scripted model
 * server, prints what its comments say, and the system prompt shown in the page is the one the
 * sample's planner call actually sent. `UPDATE_AGENT_DOCS=1` rewrites the prompt block.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModelServer, startModelServer } from '../support/model-server.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DOC = join(ROOT, 'docs', 'agents.md');
const PROMPT_BLOCK =
  /(<!-- system-prompt:start -->\n````text\n)([\s\S]*?)(````\n<!-- system-prompt:end -->)/;

const doc = () => readFileSync(DOC, 'utf8');
const sample = () => [...doc().matchAll(/```ts\n([\s\S]*?)```/g)][0]?.[1] ?? '';

const plan = (code: string) => `Plan:\n\n\`\`\`js\n${code.trim()}\n\`\`\`\n`;

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

describe('docs/agents.md', () => {
  it('shows a whole agent in under 40 lines of host code', () => {
    const lines = sample().trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.length).toBeLessThan(40);
  });

  it('shows the policy file the sample reads', () => {
    const policy = readFileSync(join(ROOT, 'docs/examples/policies/inbox-agent.yaml'), 'utf8');
    expect(doc()).toContain(`\`\`\`yaml\n${policy}\`\`\``);
  });

  it('the sample runs, and the prompt shown is the one it sent', async () => {
    server.script(
      'gpt-4.1',
      {
        kind: 'text',
        text: plan(`
const mails = read_inbox({});
const to = query_ai_assistant({ query: 'Which address should the reply go to?', data: mails[0].body });
send_email({ to, body: 'Noted.' });`),
      },
      {
        kind: 'text',
        text: plan(`
const mails = read_inbox({});
const summary = query_ai_assistant({ query: 'Summarise this e-mail in one line.', data: mails[0].body });
send_email({ to: mails[0].sender, body: 'Summary: ' + summary });
summary`),
      },
    );
    server.script(
      'gpt-4.1-mini',
      { kind: 'answer', value: { have_enough_information: true, answer: 'eve@evil.test' } },
      {
        kind: 'answer',
        value: { have_enough_information: true, answer: 'Meeting on Friday at 10.' },
      },
    );
    const dir = join(ROOT, 'node_modules', '.cache', 'agent-doc-samples');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'agent.mts');
    writeFileSync(file, sample());
    const start = server.requests.length;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', file],
      {
        cwd: ROOT,
        timeout: 90_000,
        env: {
          ...process.env,
          OPENAI_BASE_URL: server.openaiBaseURL,
          OPENAI_API_KEY: 'local-test',
        },
      },
    );
    const expected = [...sample().matchAll(/console\.log\([^;]*\); \/\/ '([^']*)'/g)].map(
      (m) => m[1],
    );
    expect(stdout.trim().split('\n')).toEqual(expected);
    expect(server.pending()).toEqual({});

    // The denial feedback quoted in the page is what the planner's second request carried.
    const second = server.requests.slice(start).filter((r) => r.model === 'gpt-4.1')[1];
    const told = JSON.parse(second?.body ?? '{}').messages?.at(-1)?.content as string;
    const quoted =
      /The planner is told \(not the address, not the e-mail\):\n\n```text\n([\s\S]*?)\n```/.exec(
        doc(),
      );
    expect(quoted?.[1]).toBe(told);
    const first = server.requests.slice(start).find((r) => r.model === 'gpt-4.1');
    const sent = JSON.parse(first?.body ?? '{}').messages?.[0]?.content as string;
    expect(sent).toContain('# You are the planner');
    const m = PROMPT_BLOCK.exec(doc());
    if (process.env.UPDATE_AGENT_DOCS === '1') {
      expect(m, 'docs/agents.md has the system-prompt markers').not.toBeNull();
      writeFileSync(
        DOC,
        doc().replace(PROMPT_BLOCK, (_all, a: string, _b, c: string) => `${a}${sent}${c}`),
      );
    } else {
      expect(m?.[2], 'run UPDATE_AGENT_DOCS=1 npx vitest run packages/agent/test/docs').toBe(sent);
    }
  });
});
