/**
 * `npm run demo`: the most complete end-to-end path that works today.
 * It loads the vendored AgentDojo workspace (inbox, calendar, drive) and shows where the
 * injection vectors sit. The governed email-assistant run replaces this once the runtime lands.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dir = `${root}third_party/agentdojo/workspace/`;

interface Email {
  readonly id_: string;
  readonly sender: string;
  readonly subject: string;
  readonly body: string;
}

const inbox = parse(readFileSync(`${dir}include/inbox.yaml`, 'utf8')) as {
  initial_emails: Email[];
};
const vectors = parse(readFileSync(`${dir}injection_vectors.yaml`, 'utf8')) as Record<
  string,
  unknown
>;
const injected = inbox.initial_emails.filter((e) => /\{[a-z_]+_injection\}/.test(e.body));
console.log(
  `AgentDojo workspace: ${inbox.initial_emails.length} emails, ${Object.keys(vectors).length} injection vectors`,
);
console.log(
  `emails whose body carries an injection slot: ${injected.map((e) => e.id_).join(', ')}`,
);
