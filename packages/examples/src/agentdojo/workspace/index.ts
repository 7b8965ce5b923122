/**
 * The AgentDojo workspace suite, ported (issue 21): an inbox, a calendar and a cloud drive,
 * 24 tools, 40 user tasks and 14 injection tasks as registered at benchmark version 1.2.1.
 * Policies: `data/agentdojo/workspace/policy.yaml` (normal mode) and `policy.strict.yaml`;
 * the worked example is docs/agentdojo/workspace.md.
 */
import { readInjectionVectors } from '../data.js';
import type { Suite } from '../types.js';
import { loadWorkspaceEnvironment, type WorkspaceEnvironment } from './environment.js';
import { workspaceInjectionTasks } from './injection-tasks.js';
import { workspaceTools } from './tools.js';
import { workspaceUserTasks0to19 } from './user-tasks-0-19.js';
import { workspaceUserTasks20to39 } from './user-tasks-20-39.js';

export type { WorkspaceEnvironment } from './environment.js';
export { loadWorkspaceEnvironment } from './environment.js';

export const workspaceSuite: Suite<WorkspaceEnvironment> = {
  name: 'workspace',
  version: '1.2.1',
  loadEnvironment: loadWorkspaceEnvironment,
  injectionVectors: () => readInjectionVectors('workspace'),
  tools: workspaceTools,
  userTasks: [...workspaceUserTasks0to19, ...workspaceUserTasks20to39],
  injectionTasks: workspaceInjectionTasks,
  policies: { normal: 'policy.yaml', strict: 'policy.strict.yaml' },
};
