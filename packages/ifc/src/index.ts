/**
 * Public surface of @zamburak/ifc. Every export of the package is named here.
 */

export { LABEL_ALGEBRA_METHODS, type LabelAlgebraOptions, labelAlgebraSource } from './algebra.js';
export {
  executionContextSummary,
  PROPAGATION_MODES,
  type PropagationMode,
  propagate,
} from './context.js';
export {
  type LabelParts,
  labelDescriptor,
  trustedLabel,
  untrustedLabel,
  withIntegrity,
} from './descriptor.js';
export {
  IFC_ERROR_CODES,
  IFC_REASON_CODES,
  IfcError,
  type IfcErrorCode,
  type IfcErrorData,
  type IfcReasonCode,
  ifcMessageId,
} from './errors.js';
export {
  declassify,
  endorse,
  type HostActionInput,
  type JsonValue,
  type VerificationResult,
  type VerifierPredicate,
  VerifierRegistry,
} from './host.js';
export type {
  HostActionRecord,
  LabelBudgets,
  LabelVia,
  OverflowRecord,
  SerializedLabel,
  SerializedLabelTable,
  Witness,
  WitnessNode,
} from './label-core/index.js';
export type {
  DependencySummary,
  EffectCounters,
  ExecutionContextSummary,
  IntegrityClaim,
  LabelDescriptor,
  Readers,
} from './summary.js';
export {
  DEFAULT_LABEL_BUDGETS,
  type LabelId,
  LabelTable,
  type LabelTableOptions,
  labelBudgetsFromPolicy,
  type PolicyBudgets,
  type WitnessOptions,
} from './table.js';
export { decodeLabel, encodeLabel } from './wire.js';
export const PACKAGE_NAME = '@zamburak/ifc';
