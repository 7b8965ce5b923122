/**
 * The label core's entry: what the host imports and what `npm run build:invm` bundles into
 * the VM's copy (packages/ifc/src/generated/label-core.ts). Everything reachable from here
 * runs inside QuickJS too: no Node APIs, no classes, no wall clock, no randomness.
 */
export { createLabelCore } from '../core.js';
