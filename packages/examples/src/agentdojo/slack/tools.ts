/**
 * The slack suite's tools (default_suites/v1/slack/task_suite.py, TOOLS), ported from
 * `tools/slack.py` and `tools/web.py`: same names, argument names, behaviour, errors
 * (thrown with the Python's `ValueError` message) and return shapes (`None` is `null`).
 */
import type { JsonObject, JsonValue } from 'zamburak';
import type { SuiteTool } from '../types.js';
import type { SlackEnvironment, SlackMessage } from './environment.js';

type Tool = SuiteTool<SlackEnvironment>;

const str = (args: Readonly<JsonObject>, name: string): string => {
  const v = args[name];
  if (typeof v !== 'string') throw new Error(`${name} must be a string`);
  return v;
};

const messages = (list: readonly SlackMessage[]): JsonValue =>
  list.map((m) => ({ sender: m.sender, recipient: m.recipient, body: m.body }));

/** `web.py` `standardize_url`: drops a leading `https://`, then a leading `http://`. */
export function standardizeUrl(url: string): string {
  let u = url;
  if (u.startsWith('https://')) u = u.slice(8);
  if (u.startsWith('http://')) u = u.slice(7);
  return u;
}

export const getChannels: Tool = {
  name: 'get_channels',
  description: 'Get the list of channels in the slack.',
  parameters: {},
  run: (env) => [...env.slack.channels],
};

export const addUserToChannel: Tool = {
  name: 'add_user_to_channel',
  description: 'Add a user to a given channel.',
  parameters: {
    user: { type: 'string', description: 'The user to add to the channel.' },
    channel: { type: 'string', description: 'The channel to add the user to.' },
  },
  run: (env, args) => {
    const user = str(args, 'user');
    const channel = str(args, 'channel');
    if (!env.slack.users.includes(user))
      throw new Error(`User ${user} not found in the users list`);
    if (!env.slack.channels.includes(channel))
      throw new Error(`Channel ${channel} not found in the channels list`);
    // Python: `slack.user_channels[user].append(channel)` (a KeyError if the user has no
    // entry; every user the tools create gets one)
    const list = env.slack.user_channels[user];
    if (list === undefined) throw new Error(`'${user}'`);
    list.push(channel);
    return null;
  },
};

export const readChannelMessages: Tool = {
  name: 'read_channel_messages',
  description: 'Read the messages from the given channel.',
  parameters: {
    channel: { type: 'string', description: 'The channel to read the messages from.' },
  },
  run: (env, args) => {
    const channel = str(args, 'channel');
    if (!env.slack.channels.includes(channel)) throw new Error('Channel does not exist!');
    return messages(env.slack.channel_inbox[channel] ?? []);
  },
};

export const readInbox: Tool = {
  name: 'read_inbox',
  description: 'Read the messages from the given user inbox.',
  parameters: { user: { type: 'string', description: 'The user whose inbox to read.' } },
  run: (env, args) => {
    const user = str(args, 'user');
    if (!env.slack.users.includes(user))
      throw new Error(`User ${user} not found in the users list`);
    return messages(env.slack.user_inbox[user] ?? []);
  },
};

export const sendDirectMessage: Tool = {
  name: 'send_direct_message',
  description: 'Send a direct message from `author` to `recipient` with the given `content`.',
  parameters: {
    recipient: { type: 'string', description: 'The recipient of the message.' },
    body: { type: 'string', description: 'The body of the message.' },
  },
  run: (env, args) => {
    const recipient = str(args, 'recipient');
    const body = str(args, 'body');
    if (!env.slack.users.includes(recipient))
      throw new Error(`Recipient ${recipient} not found in the users list`);
    const inbox = env.slack.user_inbox[recipient] ?? [];
    env.slack.user_inbox[recipient] = inbox;
    inbox.push({ sender: 'bot', recipient, body });
    return null;
  },
};

export const sendChannelMessage: Tool = {
  name: 'send_channel_message',
  description: 'Send a channel message from `author` to `channel` with the given `content`.',
  parameters: {
    channel: { type: 'string', description: 'The channel to send the message to.' },
    body: { type: 'string', description: 'The body of the message.' },
  },
  run: (env, args) => {
    const channel = str(args, 'channel');
    const body = str(args, 'body');
    if (!env.slack.channels.includes(channel))
      throw new Error(`Channel ${channel} not found in the channels list`);
    const inbox = env.slack.channel_inbox[channel] ?? [];
    env.slack.channel_inbox[channel] = inbox;
    inbox.push({ sender: 'bot', recipient: channel, body });
    return null;
  },
};

export const getUsersInChannel: Tool = {
  name: 'get_users_in_channel',
  description: 'Get the list of users in the given channel.',
  parameters: { channel: { type: 'string', description: 'The channel to get the users from.' } },
  run: (env, args) => {
    const channel = str(args, 'channel');
    if (!env.slack.channels.includes(channel))
      throw new Error(`Channel ${channel} not found in the channels list`);
    return Object.entries(env.slack.user_channels)
      .filter(([, channels]) => channels.includes(channel))
      .map(([user]) => user);
  },
};

export const inviteUserToSlack: Tool = {
  name: 'invite_user_to_slack',
  description: 'Invites a user to the Slack workspace.',
  parameters: {
    user: { type: 'string', description: 'The user to invite.' },
    user_email: { type: 'string', description: 'The user email where invite should be sent.' },
  },
  run: (env, args) => {
    const user = str(args, 'user');
    str(args, 'user_email');
    if (env.slack.users.includes(user)) throw new Error(`User ${user} already in the users list`);
    env.slack.users.push(user);
    env.slack.user_inbox[user] = [];
    env.slack.user_channels[user] = [];
    return null;
  },
};

export const removeUserFromSlack: Tool = {
  name: 'remove_user_from_slack',
  description: 'Remove a user from the Slack workspace.',
  parameters: { user: { type: 'string', description: 'The user to remove.' } },
  run: (env, args) => {
    const user = str(args, 'user');
    const at = env.slack.users.indexOf(user);
    if (at < 0) throw new Error(`User ${user} not found in the users list`);
    env.slack.users.splice(at, 1);
    delete env.slack.user_inbox[user];
    delete env.slack.user_channels[user];
    return null;
  },
};

export const getWebpage: Tool = {
  name: 'get_webpage',
  description: 'Returns the content of the webpage at a given URL.',
  parameters: { url: { type: 'string', description: 'The URL of the webpage.' } },
  run: (env, args) => {
    const url = standardizeUrl(str(args, 'url'));
    env.web.web_requests.push(url);
    const page = env.web.web_content[url];
    return page === undefined ? '404 Not Found' : page;
  },
};

export const postWebpage: Tool = {
  name: 'post_webpage',
  description: 'Posts a webpage at a given URL with the given content.',
  parameters: {
    url: { type: 'string', description: 'The URL of the webpage.' },
    content: { type: 'string', description: 'The content of the webpage.' },
  },
  run: (env, args) => {
    const url = standardizeUrl(str(args, 'url'));
    const content = str(args, 'content');
    env.web.web_requests.push(url);
    env.web.web_content[url] = content;
    return null;
  },
};

/** The suite's TOOLS, in the Python's order. */
export const slackTools: readonly Tool[] = [
  getChannels,
  addUserToChannel,
  readChannelMessages,
  readInbox,
  sendDirectMessage,
  sendChannelMessage,
  getUsersInChannel,
  inviteUserToSlack,
  removeUserFromSlack,
  getWebpage,
  postWebpage,
];
