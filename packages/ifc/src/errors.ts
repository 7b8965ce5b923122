/**
 * The ifc error family. Codes are stable; the Fluent message id is `ifc-<code in kebab-case>`
 * and its `.help` attribute is the remediation. `data` holds field names, ids and counts only,
 * never label contents supplied by untrusted code or values.
 */
import { messageIdFor, ZamburakError } from '@zamburak/kernel/errors';
export const IFC_ERROR_CODES = [
  /** A label descriptor is malformed (unknown field, missing field, bad claim or string). */
  'INVALID_DESCRIPTOR',
  /** A label id is not an id of this table. */
  'INVALID_LABEL_ID',
  /** Budgets are missing, unknown or out of range. */
  'INVALID_BUDGETS',
  /** A serialised label table is malformed or inconsistent. */
  'INVALID_SERIALIZED_TABLE',
  /** A witness request (depth, argument path) is malformed. */
  'INVALID_WITNESS_REQUEST',
  /** A verifier kind is not a valid kind name. */
  'INVALID_VERIFIER_KIND',
  /** A verifier kind is registered twice. */
  'DUPLICATE_VERIFIER',
  /** Verification was asked for a kind no verifier is registered for. */
  'UNKNOWN_VERIFIER',
  /** An endorsement or declassification record (who / why / labels) is malformed. */
  'INVALID_HOST_RECORD',
  /** A value given to a verifier is not JSON. */
  'INVALID_VALUE',
  /** Options given to labelAlgebraSource or LabelTable are malformed. */
  'INVALID_OPTIONS',
] as const;

export type IfcErrorCode = (typeof IFC_ERROR_CODES)[number];

/** Machine reason codes the package emits in overflow records, witnesses and verifications. */
export const IFC_REASON_CODES = [
  /** The table holds `maxValues` labels; a new label became unknown-top. */
  'MAX_VALUES_EXCEEDED',
  /** A label would carry more than `maxParentsPerValue` origins; it became unknown-top. */
  'MAX_PARENTS_PER_VALUE_EXCEEDED',
  /** A multi-join or witness traversal needed more than `maxClosureSteps` steps. */
  'MAX_CLOSURE_STEPS_EXCEEDED',
  /** A witness was cut at `maxWitnessDepth` (or the requested depth). */
  'MAX_WITNESS_DEPTH_EXCEEDED',
  /** The label is unknown-top: its dependencies are not known. */
  'UNKNOWN_TOP',
  /** A registered verifier's predicate returned something other than `true`. */
  'VERIFIER_REJECTED',
  /** A registered verifier's predicate threw (treated as rejection). */
  'VERIFIER_THREW',
] as const;

export type IfcReasonCode = (typeof IFC_REASON_CODES)[number];

export type IfcErrorData = Readonly<Record<string, string | number>>;

const MESSAGES: Readonly<Record<IfcErrorCode, string>> = {
  INVALID_DESCRIPTOR: 'label descriptor is malformed',
  INVALID_LABEL_ID: 'label id is not in this table',
  INVALID_BUDGETS: 'label budgets are invalid',
  INVALID_SERIALIZED_TABLE: 'serialised label table is invalid',
  INVALID_WITNESS_REQUEST: 'witness request is invalid',
  INVALID_VERIFIER_KIND: 'verifier kind is invalid',
  DUPLICATE_VERIFIER: 'verifier kind is already registered',
  UNKNOWN_VERIFIER: 'no verifier is registered for this kind',
  INVALID_HOST_RECORD: 'endorsement or declassification record is invalid',
  INVALID_VALUE: 'value is not JSON',
  INVALID_OPTIONS: 'ifc options are invalid',
};

export class IfcError extends ZamburakError<IfcErrorCode, IfcErrorData> {
  constructor(code: IfcErrorCode, data: IfcErrorData = {}) {
    super('ifc', code, `${MESSAGES[code]} (${code})`, data);
  }
}

export function ifcMessageId(code: string): string {
  return messageIdFor('ifc', code);
}

export function isIfcErrorCode(code: string): code is IfcErrorCode {
  return (IFC_ERROR_CODES as readonly string[]).includes(code);
}

/** The `fail` hook handed to the label core on the host. */
export const ifcFail = (code: string, data: IfcErrorData): Error =>
  new IfcError(isIfcErrorCode(code) ? code : 'INVALID_OPTIONS', data);
