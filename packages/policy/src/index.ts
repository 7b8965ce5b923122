/**
 * Public surface of @zamburak/policy. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/policy';

export { type ArgValue, payloadBytes, stringsIn, valuesAt } from './arg-values.js';
export { canonicalHash, canonicalJson, policyHash } from './canonical.js';
export { runPolicyCli } from './cli.js';
export { type CliIo, type RecordedDecisionsRead, renderDiagnostic } from './cli-io.js';
export { parseArgPath, parseFieldPath } from './decision/paths.js';
export type {
  ArgumentInput,
  AuthorityInput,
  Decision,
  DecisionWitness,
  NestedArgPath,
  PolicyEngine,
  Remediation,
  ToolView,
} from './decision/types.js';
export { createPolicyEngine } from './engine.js';
export {
  POLICY_DECISION_REASON_CODES,
  POLICY_ERROR_CODES,
  POLICY_REASON_CODES,
  POLICY_WARNING_CODES,
  type PolicyDecisionReasonCode,
  PolicyError,
  type PolicyErrorCode,
  type PolicyErrorData,
  type PolicyReasonCode,
  type PolicyWarningCode,
  policyMessageId,
} from './errors.js';
export { type FormatResult, formatPolicyText } from './fmt.js';
export {
  type Diagnostic,
  type DocumentResult,
  displayPath,
  type ParsedPolicy,
  type ParseOptions,
  type PolicyFormat,
  parsePolicy,
  parsePolicyObject,
  type ValidationResult,
  validateDocumentText,
  validatePolicyText,
} from './loader.js';
export {
  MIGRATION_TRANSFORM_ID,
  type MigrationRecord,
  type MigrationStep,
  migrateV0ToV1,
} from './migrate.js';
export { DECISION_ORDER, type DecisionStage } from './order.js';
export {
  type ExpectedDecision,
  type PolicySource,
  type PolicyTestCaseResult,
  type PolicyTestFileResult,
  runPolicyTests,
} from './policy-test.js';
export {
  type EngineInputs,
  type PolicyRequest,
  type RequestArgument,
  type RequestContext,
  requestInputs,
  requestValidators,
} from './request.js';
export { POLICY_TEST_SCHEMA_URL, POLICY_V0_SCHEMA_URL, POLICY_V1_SCHEMA_URL } from './schemas.js';
export {
  formatTrialReport,
  NOT_RECHECKABLE_TEXT,
  type NotRecheckableReason,
  type TrialArgument,
  type TrialChange,
  type TrialChangeKind,
  type TrialGroup,
  type TrialOutcome,
  type TrialRecord,
  type TrialReport,
  type TrialSkip,
  trialDecisions,
} from './trial.js';
export type {
  ArgRule,
  Budgets,
  ConfirmationRules,
  ContextRules,
  DecisionKind,
  FieldLabel,
  IntegrityAtom,
  IntegrityRequirement,
  LlmSink,
  OutputIntegrity,
  OutputLabels,
  PolicyDefinition,
  PolicyDefinitionV0,
  SideEffectClass,
  ToolPolicy,
  ToolPolicyV0,
} from './types.js';
