/** The four ported AgentDojo suites, as registered at benchmark version v1.2.1. */
import { bankingSuite } from './banking/index.js';
import { slackSuite } from './slack/index.js';
import { travelSuite } from './travel/index.js';
import type { Suite } from './types.js';
import { workspaceSuite } from './workspace/index.js';

// Each suite has its own environment type; the sweep only hands each suite's values back to
// the same suite's functions.
export const SUITES: readonly Suite<never>[] = [
  workspaceSuite as unknown as Suite<never>,
  travelSuite as unknown as Suite<never>,
  bankingSuite as unknown as Suite<never>,
  slackSuite as unknown as Suite<never>,
];

export const SUITE_NAMES = SUITES.map((s) => s.name);
