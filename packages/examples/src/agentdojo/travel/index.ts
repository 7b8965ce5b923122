/**
 * The AgentDojo travel suite (v1.2.1 benchmark, suite registered at 1.2.0), ported: 28
 * tools, 20 user tasks, 7 injection tasks, and the policies in
 * `data/agentdojo/travel/policy.yaml` / `policy.strict.yaml` (docs/agentdojo/travel.md).
 */
import type { Suite } from '../types.js';
import {
  loadTravelEnvironment,
  type TravelEnvironment,
  travelInjectionVectors,
} from './environment.js';
import { travelInjectionTasks } from './injection-tasks.js';
import { travelTools } from './tools.js';
import { travelUserTasks } from './user-tasks.js';

export type { TravelEnvironment } from './environment.js';

export const travelSuite: Suite<TravelEnvironment> = {
  name: 'travel',
  version: '1.2.0',
  loadEnvironment: loadTravelEnvironment,
  injectionVectors: travelInjectionVectors,
  tools: travelTools,
  userTasks: travelUserTasks,
  injectionTasks: travelInjectionTasks,
  policies: { normal: 'policy.yaml', strict: 'policy.strict.yaml' },
};
