/**
 * English text for the CLI (message ids are printed beside it, so a host can localise
 * through @zamburak/l10n with the same ids and arguments).
 */
import type { PolicyDecisionReasonCode } from './errors.js';

type Args = Readonly<Record<string, string | number>>;
const a = (args: Args, k: string) => String(args[k] ?? '?');

export const REASON_TEXT: Readonly<Record<PolicyDecisionReasonCode, (x: Args) => string>> = {
  UNKNOWN_TOOL: (x) =>
    `The policy does not name the tool ${a(x, 'tool')}; unknown tools are denied.`,
  CONTEXT_UNAVAILABLE: () => 'No execution-context summary was given; the check fails closed.',
  CONTEXT_TRUNCATED: () =>
    'The control context exceeded its provenance budget (unknown-top); denied.',
  SUMMARY_TRUNCATED: (x) =>
    `The argument ${a(x, 'arg')} exceeded its provenance budget (${a(x, 'originCount')} origins); denied.`,
  ARG_SUMMARY_MISSING: (x) =>
    `The argument ${a(x, 'arg')} has no label summary (or is missing); denied.`,
  EFFECT_BUDGET_EXCEEDED: (x) =>
    `The execution already performed ${a(x, 'count')} of ${a(x, 'limit')} effects.`,
  CALL_BUDGET_EXCEEDED: (x) =>
    `${a(x, 'tool')} was already called ${a(x, 'count')} of ${a(x, 'limit')} times.`,
  CONFIDENTIALITY_FORBIDDEN: (x) =>
    `The argument ${a(x, 'arg')} of ${a(x, 'tool')} carries ${a(x, 'labels')}, which this tool may not receive.`,
  CONFIDENTIALITY_NOT_ALLOWED: (x) =>
    `The argument ${a(x, 'arg')} of ${a(x, 'tool')} carries ${a(x, 'labels')}, outside its allowed labels.`,
  PAYLOAD_TOO_LARGE: (x) =>
    `The argument ${a(x, 'arg')} is ${a(x, 'size')} bytes; the limit is ${a(x, 'limit')}.`,
  LLM_CONTEXT_TOO_LARGE: (x) =>
    `The prompt is ${a(x, 'size')} bytes; the LLM context limit is ${a(x, 'limit')}.`,
  PRINCIPALS_UNAVAILABLE: (x) =>
    `The recipients in ${a(x, 'principalArg')} are unknown, so the readers of ${a(x, 'arg')} cannot be checked.`,
  READER_NOT_PERMITTED: (x) =>
    `${a(x, 'count')} recipient(s) in ${a(x, 'principalArg')} may not read ${a(x, 'arg')}.`,
  AUTHORITY_UNAVAILABLE: (x) => `No authority information was given for ${a(x, 'tool')}; denied.`,
  AUTHORITY_INVALID: (x) =>
    `The token for ${a(x, 'capability')} is not valid (${a(x, 'reasons')}).`,
  AUTHORITY_MISSING: (x) => `No valid token grants ${a(x, 'capability')}.`,
  INTEGRITY_REQUIRED: (x) =>
    `The argument ${a(x, 'arg')} must be ${a(x, 'required')}; it depends on untrusted data.`,
  VERIFICATION_FAILED: (x) => `The ${a(x, 'kind')} verifier rejected the argument ${a(x, 'arg')}.`,
  VERIFIER_RESULT_ABSENT: (x) =>
    `No ${a(x, 'kind')} verifier result exists for the argument ${a(x, 'arg')}.`,
  PC_INTEGRITY_DENIED: (x) =>
    `${a(x, 'tool')} was reached under control flow influenced by untrusted data (control dependencies: ${a(x, 'count')}).`,
  PC_CONFIDENTIALITY_DENIED: (x) =>
    `${a(x, 'tool')} was reached under control flow that depends on ${a(x, 'labels')}.`,
  CONFIRMATION_REQUIRED: (x) => `${a(x, 'tool')} needs a human confirmation (${a(x, 'labels')}).`,
  DRAFT_REQUIRED: (x) =>
    `${a(x, 'tool')} must be drafted and approved before it commits (${a(x, 'labels')}).`,
  DEFAULT_DENY: (x) => `${a(x, 'tool')} is denied by default.`,
  DEFAULT_CONFIRMATION: (x) => `${a(x, 'tool')} needs a human confirmation by default.`,
  DEFAULT_DRAFT: (x) => `${a(x, 'tool')} must be drafted and approved by default.`,
  MALFORMED_INPUT: (x) =>
    `The decision input for ${a(x, 'tool')} is malformed (arguments, context or authority); denied.`,
};
