/**
 * Public surface of @zamburak/examples (private, never published, never imported by the
 * runtime): the demo's world over the vendored AgentDojo workspace, its plans, and the
 * workspace tool adapters. `npm run demo` runs `src/demo/main.ts`.
 */
export const PACKAGE_NAME = '@zamburak/examples';

export {
  AGENDA_PLAN,
  ATTACKER_ADDRESS,
  FOLLOW_REQUESTS_PLAN,
  INJECTION_TEXT,
  SEND_AGENDA_PLAN,
} from './demo/plans.js';
export {
  type DemoOptions,
  demoCatalogue,
  describeWitness,
  numberedPlan,
  runDemo,
} from './demo/run.js';
export {
  DEMO_NOW,
  DEMO_POLICY_PATH,
  type DemoWorld,
  type DemoWorldOptions,
  openDemoWorld,
  redactSecrets,
} from './demo/world.js';
export {
  type CalendarEvent,
  type DriveFile,
  type Email,
  loadWorkspace,
  type WorkspaceState,
  workspaceTools,
} from './workspace.js';
