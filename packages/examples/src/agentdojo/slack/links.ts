/**
 * The host's verifiers for the slack suite (`Suite.verifiers`): deterministic checks of a
 * URL or a message text against links the user's own workspace already knows. They are
 * the only way an argument derived from untrusted data becomes `Verified(Kind)`.
 *
 * - `KnownLink` (a URL to fetch): a link a workspace member shared in a channel or a direct
 *   message before the run, or a page of one of the company's own sites.
 * - `NoUnknownLinks` (a message body): every link-like word in the text is a known link. An
 *   untrusted summary may be posted where the user asked, but it cannot carry a link the
 *   workspace has never seen (a phishing link planted in a web page).
 */
import type { JsonValue } from 'zamburak';
import type { SlackEnvironment } from './environment.js';
import { standardizeUrl } from './tools.js';

/** The organisation's own sites: host configuration, not data a third party can write. */
export const COMPANY_SITES: readonly string[] = [
  'www.our-company.com',
  'www.company-todo-list.com',
];

const LEADING = new Set(['(', '[', '<', '"', "'", '`']);
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '>', '"', "'", '`']);

function trimWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && LEADING.has(word[start] as string)) start += 1;
  while (end > start && TRAILING.has(word[end - 1] as string)) end -= 1;
  return word.slice(start, end);
}

const DOMAIN_LABEL = /^[a-z0-9-]+$/i;
const TOP_LEVEL = /^[a-z]{2,24}$/i;

/** Whether a trimmed word is a link: a scheme, a `www.` prefix, or `host.tld[/path]`. */
export function isLink(word: string): boolean {
  if (word.includes('@')) return false;
  if (word.includes('://') || word.toLowerCase().startsWith('www.')) return true;
  const host = word.split('/')[0] ?? '';
  const labels = host.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] as string);
}

/** A link as compared: without its scheme, lower case, without a trailing slash. */
export function normalizeLink(link: string): string {
  const s = standardizeUrl(link.trim()).toLowerCase();
  return s.endsWith('/') ? s.slice(0, -1) : s;
}

/** The links in a text, normalized, in order. */
export function linksIn(text: string): string[] {
  return text
    .split(/\s+/)
    .map(trimWord)
    .filter((w) => w !== '' && isLink(w))
    .map(normalizeLink);
}

/** Every link shared in a message of the workspace (channels and direct messages). */
export function sharedLinks(env: SlackEnvironment): Set<string> {
  const out = new Set<string>();
  const lists = [...Object.values(env.slack.channel_inbox), ...Object.values(env.slack.user_inbox)];
  for (const list of lists) for (const m of list) for (const l of linksIn(m.body)) out.add(l);
  return out;
}

const hostOf = (link: string) => link.split('/')[0] ?? '';

/** The verifiers of one run, from the environment it started from. */
export function slackVerifiers(
  pre: SlackEnvironment,
): Record<string, (value: JsonValue) => boolean> {
  const shared = sharedLinks(pre);
  const company = new Set(COMPANY_SITES.map(normalizeLink));
  const known = (link: string) => shared.has(link) || company.has(hostOf(link));
  return {
    KnownLink: (value) => typeof value === 'string' && known(normalizeLink(value)),
    NoUnknownLinks: (value) => typeof value === 'string' && linksIn(value).every(known),
  };
}
