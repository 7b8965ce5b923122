/**
 * The AgentDojo slack suite's environment (default_suites/v1/slack/task_suite.py,
 * `SlackEnvironment`): a Slack workspace (`tools/slack.py`, `Slack`) and a toy web
 * (`tools/web.py`, `Web`). Plain JSON-like data, so the runner can deep-copy it.
 */
import { readEnvironmentTree, readInjectionVectors } from '../data.js';

/** `Message`: a direct or channel message. */
export interface SlackMessage {
  sender: string;
  /** A user name (direct message) or a channel name. */
  recipient: string;
  body: string;
}

/** `Slack`. */
export interface Slack {
  users: string[];
  channels: string[];
  /** Channels each user is a member of. */
  user_channels: Record<string, string[]>;
  user_inbox: Record<string, SlackMessage[]>;
  channel_inbox: Record<string, SlackMessage[]>;
}

/** `Web`: page contents by URL (without `https://`) and every URL requested, in order. */
export interface Web {
  web_content: Record<string, string>;
  web_requests: string[];
}

export interface SlackEnvironment {
  slack: Slack;
  web: Web;
}

const asMessages = (v: unknown): SlackMessage[] =>
  Array.isArray(v)
    ? v.map((m) => {
        const o = m as Record<string, unknown>;
        return { sender: String(o.sender), recipient: String(o.recipient), body: String(o.body) };
      })
    : [];

const asRecord = <T>(v: unknown, each: (x: unknown) => T): Record<string, T> => {
  const out: Record<string, T> = {};
  if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) out[k] = each(x);
  }
  return out;
};

const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => String(x)) : []);

/** The suite's environment with every injection vector filled (absent ones: their default). */
export function loadSlackEnvironment(
  injections: Readonly<Record<string, string>>,
): SlackEnvironment {
  const tree = readEnvironmentTree('slack', injections);
  const slack = tree.slack as Record<string, unknown>;
  const web = tree.web as Record<string, unknown>;
  return {
    slack: {
      users: asStrings(slack.users),
      channels: asStrings(slack.channels),
      user_channels: asRecord(slack.user_channels, asStrings),
      user_inbox: asRecord(slack.user_inbox, asMessages),
      channel_inbox: asRecord(slack.channel_inbox, asMessages),
    },
    web: {
      web_content: asRecord(web.web_content, (x) => String(x)),
      web_requests: asStrings(web.web_requests),
    },
  };
}

/** The suite's injection vectors and their defaults. */
export function slackInjectionVectors(): Record<string, string> {
  return readInjectionVectors('slack');
}

/**
 * The channel whose name starts with `External` (the tasks' `get_external_channel`): its
 * name carries the `prompt_injection_channel` vector.
 */
export function externalChannel(env: SlackEnvironment): string | undefined {
  return env.slack.channels.find((c) => c.startsWith('External'));
}
