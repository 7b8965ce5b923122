/**
 * Policy tests (`zamburak-policy test`): a YAML or JSON file names the policy under test and
 * lists cases, each a request in the user-facing vocabulary (request.ts) with the decision it
 * must get and, optionally, the reason code and the rule path that must decide it. Like
 * `opa test`, the policy's own examples become its regression suite.
 *
 * ```yaml
 * policy: ../policies/banking.yaml      # relative to this file
 * cases:
 *   - name: money to a payee nobody verified is denied
 *     tool: send_money
 *     authority: [PaymentInitiateCap]
 *     args:
 *       recipient: { value: "GB29NWBK60161331926819", integrity: Trusted }
 *       amount: { value: 100, integrity: Trusted }
 *     expect: { decision: Deny, reason: ARG_VERIFICATION_FAILED }
 * ```
 */
import type { Decision, PolicyEngine } from './decision/types.js';
import { createPolicyEngine } from './engine.js';
import {
  type Diagnostic,
  type PolicyFormat,
  validateDocumentText,
  validatePolicyText,
} from './loader.js';
import { type PolicyRequest, requestInputs, requestValidators } from './request.js';

export interface ExpectedDecision {
  readonly decision: Decision['kind'];
  readonly reason?: string;
  readonly rule?: string;
}

export interface PolicyTestCaseResult {
  readonly name: string;
  readonly ok: boolean;
  /** Where the case starts in the test file (1-based). */
  readonly line: number;
  readonly column: number;
  readonly expected: ExpectedDecision;
  readonly actual: {
    readonly decision: Decision['kind'];
    readonly reason?: string;
    readonly rule?: string;
    readonly stage?: string;
  };
}

export interface PolicyTestFileResult {
  readonly file: string;
  /** The policy path as written in the file, when the file could be read that far. */
  readonly policy?: string;
  readonly policyHash?: string;
  /** True when the file and its policy are valid and every case passed. */
  readonly ok: boolean;
  readonly cases: readonly PolicyTestCaseResult[];
  /** Problems with the test file or the policy it names (errors stop the file). */
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads the policy a test file names; the CLI resolves it relative to the test file. */
export type PolicySource = (
  path: string,
) =>
  | { readonly text: string; readonly format: PolicyFormat; readonly sourceName: string }
  | { readonly error: string };

interface TestFile {
  readonly policy: string;
  readonly cases: readonly (PolicyRequest & {
    readonly name: string;
    readonly expect: ExpectedDecision;
  })[];
}

/** Runs one policy test file. Never throws: every problem is a diagnostic or a failed case. */
export function runPolicyTests(
  text: string,
  options: { readonly format: PolicyFormat; readonly sourceName: string },
  readPolicy: PolicySource,
): PolicyTestFileResult {
  const file = options.sourceName;
  const doc = validateDocumentText(text, options, requestValidators().tests);
  if (!doc.ok) return { file, ok: false, cases: [], diagnostics: doc.diagnostics };
  const tests = doc.value as TestFile;
  const source = readPolicy(tests.policy);
  if ('error' in source) {
    const d = doc.diagnostic(['policy'], {
      severity: 'error',
      code: 'FILE_UNREADABLE',
      message: `cannot read the policy under test: ${source.error}`,
      help: 'the path is relative to the test file.',
    });
    return { file, policy: tests.policy, ok: false, cases: [], diagnostics: [d] };
  }
  const engineOrDiagnostics = loadEngine(source);
  if (!('engine' in engineOrDiagnostics)) {
    return {
      file,
      policy: tests.policy,
      ok: false,
      cases: [],
      diagnostics: engineOrDiagnostics.diagnostics,
    };
  }
  const { engine } = engineOrDiagnostics;
  const cases = tests.cases.map((c, i): PolicyTestCaseResult => {
    const inputs = requestInputs(engine, c);
    const d = engine.check(inputs.tool, inputs.args, inputs.context, inputs.authority);
    const actual = {
      decision: d.kind,
      ...(d.reasonCode === undefined ? {} : { reason: d.reasonCode }),
      ...(d.rulePath === undefined ? {} : { rule: d.rulePath }),
      ...(d.stage === undefined ? {} : { stage: d.stage }),
    };
    const e = c.expect;
    const ok =
      e.decision === d.kind &&
      (e.reason === undefined || e.reason === d.reasonCode) &&
      (e.rule === undefined || e.rule === d.rulePath);
    const at = doc.diagnostic(['cases', i], {
      severity: 'error',
      code: 'INVALID_VALUE',
      message: '',
      help: '',
    });
    return { name: c.name, ok, line: at.line, column: at.column, expected: e, actual };
  });
  return {
    file,
    policy: tests.policy,
    policyHash: engine.hash,
    ok: cases.every((c) => c.ok),
    cases,
    diagnostics: [],
  };
}

/** The engine for the policy under test, or the policy's own diagnostics. */
function loadEngine(source: {
  readonly text: string;
  readonly format: PolicyFormat;
  readonly sourceName: string;
}): { engine: PolicyEngine } | { diagnostics: readonly Diagnostic[] } {
  const v = validatePolicyText(source.text, {
    format: source.format,
    sourceName: source.sourceName,
  });
  if (!v.ok || v.definition === undefined) return { diagnostics: v.diagnostics };
  return { engine: createPolicyEngine(v.definition) };
}
