/**
 * Public surface of @zamburak/ifc. Every export of the package is named here.
 */
export type {
  DependencySummary,
  EffectCounters,
  ExecutionContextSummary,
  IntegrityClaim,
  LabelDescriptor,
  Readers,
} from './summary.js';
export const PACKAGE_NAME = '@zamburak/ifc';
