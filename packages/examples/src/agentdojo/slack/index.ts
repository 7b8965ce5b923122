/**
 * The AgentDojo slack suite, ported (issue 21): a Slack workspace and a toy web, 11 tools,
 * 21 user tasks and 5 injection tasks as registered at benchmark version 1.2.0.
 */
import type { Suite } from '../types.js';
import {
  loadSlackEnvironment,
  type SlackEnvironment,
  slackInjectionVectors,
} from './environment.js';
import { slackInjectionTasks } from './injection-tasks.js';
import { slackVerifiers } from './links.js';
import { slackTools } from './tools.js';
import { slackUserTasks } from './user-tasks.js';

export type { SlackEnvironment } from './environment.js';

export const slackSuite: Suite<SlackEnvironment> = {
  name: 'slack',
  version: '1.2.0',
  loadEnvironment: loadSlackEnvironment,
  injectionVectors: slackInjectionVectors,
  tools: slackTools,
  userTasks: slackUserTasks,
  injectionTasks: slackInjectionTasks,
  policies: { normal: 'policy.yaml', strict: 'policy.strict.yaml' },
  verifiers: slackVerifiers,
};
