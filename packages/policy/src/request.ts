/**
 * A governed call as a policy author writes it: the tool, each argument's value and labels in
 * the vocabulary of policies (`Trusted`, `Verified(Kind)`, confidentiality labels, readers),
 * the control context and the authority presented. `zamburak-policy explain --request` and
 * `zamburak-policy test` turn such a request into the engine's inputs with the same code the
 * runtime uses for a live call (arg-values.ts), so the decision is the one the runtime takes.
 *
 * The format is JSON Schema `schemas/policy-test-v1.schema.json` (`definitions/request`).
 */
import type { DependencySummary, ExecutionContextSummary, IntegrityClaim } from '@zamburak/ifc';
import { Ajv, type ValidateFunction } from 'ajv';
import { type ArgValue, payloadBytes, stringsIn, valuesAt } from './arg-values.js';
import type { ArgumentInput, AuthorityInput, PolicyEngine } from './decision/types.js';
import { loadPolicyTestSchema } from './schemas.js';

type Claims = string | readonly string[];

/** One argument of a request. */
export interface RequestArgument {
  readonly value?: ArgValue;
  readonly integrity?: Claims;
  readonly confidentiality?: readonly string[];
  readonly readers?: 'Public' | readonly string[];
  readonly authority?: readonly string[];
  readonly origins?: number;
  readonly truncated?: boolean;
  readonly payload_bytes?: number;
  readonly verification?: Readonly<Record<string, 'passed' | 'failed'>>;
}

export interface RequestContext {
  readonly integrity?: Claims;
  readonly confidentiality?: readonly string[];
  readonly control_dependencies?: readonly string[];
  readonly effects?: {
    readonly total?: number;
    readonly per_tool?: Readonly<Record<string, number>>;
  };
  readonly truncated?: boolean;
}

/** A governed call in the user-facing vocabulary (validated against the schema). */
export interface PolicyRequest {
  readonly tool: string;
  readonly args?: Readonly<Record<string, RequestArgument>>;
  readonly context?: RequestContext;
  readonly authority?: readonly string[];
}

/** What `PolicyEngine.check` takes. */
export interface EngineInputs {
  readonly tool: string;
  readonly args: Readonly<Record<string, ArgumentInput>>;
  readonly context: ExecutionContextSummary;
  readonly authority: AuthorityInput;
}

let validators: { request: ValidateFunction; tests: ValidateFunction } | undefined;

/** Validators of the request and policy-test formats (compiled once). */
export function requestValidators(): { request: ValidateFunction; tests: ValidateFunction } {
  if (validators === undefined) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
    const schema = loadPolicyTestSchema();
    ajv.addSchema(schema);
    const id = String(schema.$id);
    validators = {
      tests: ajv.compile({ $ref: id }),
      request: ajv.compile({ $ref: `${id}#/definitions/request` }),
    };
  }
  return validators;
}

/** `Untrusted` is no claim; anything else is a claim. */
function claims(c: Claims | undefined, fallback: readonly IntegrityClaim[]): IntegrityClaim[] {
  if (c === undefined) return [...fallback];
  const list = typeof c === 'string' ? [c] : c;
  return list.filter((x): x is IntegrityClaim => x !== 'Untrusted');
}

function summaryOf(a: RequestArgument): DependencySummary {
  return {
    integrity: claims(a.integrity, []),
    confidentiality: [...(a.confidentiality ?? [])],
    readers: a.readers === undefined || a.readers === 'Public' ? 'Public' : [...a.readers],
    authority: [...(a.authority ?? [])],
    originCount: a.origins ?? 1,
    truncated: a.truncated ?? false,
  };
}

function verificationOf(
  kinds: readonly string[],
  summary: DependencySummary,
  said: Readonly<Record<string, 'passed' | 'failed'>> | undefined,
): { verified: string[]; verification: Record<string, 'passed' | 'failed' | 'absent'> } {
  const verified: string[] = [];
  const verification: Record<string, 'passed' | 'failed' | 'absent'> = {};
  for (const kind of kinds) {
    const answer = summary.integrity.includes(`Verified(${kind})`)
      ? 'passed'
      : said !== undefined && Object.hasOwn(said, kind)
        ? (said[kind] as 'passed' | 'failed')
        : 'absent';
    Object.defineProperty(verification, kind, { value: answer, enumerable: true });
    if (answer === 'passed') verified.push(kind);
  }
  return { verified, verification };
}

/**
 * The engine's inputs for a request, built as the runtime builds them for a live call:
 * payload size and principals from the value, verification per required kind, the values at
 * the nested paths the tool's rules name (labelled with the whole argument's summary, as the
 * runtime does). A tool the policy does not know gets plain inputs (the engine denies it).
 */
export function requestInputs(engine: PolicyEngine, request: PolicyRequest): EngineInputs {
  const view = engine.tool(request.tool);
  const args: Record<string, ArgumentInput> = {};
  for (const [name, a] of Object.entries(request.args ?? {})) {
    const summary = summaryOf(a);
    const value = a.value;
    const top: ArgumentInput = {
      summary,
      payloadBytes: a.payload_bytes ?? (value === undefined ? 0 : payloadBytes(value)),
      ...(view?.principalArgs.has(name) && value !== undefined
        ? { principals: stringsIn(value) }
        : {}),
      ...verificationOf(view?.verificationKinds.get(name) ?? [], summary, a.verification),
    };
    const paths: Record<string, ArgumentInput> = {};
    for (const at of view?.nestedArgs ?? []) {
      if (at.root !== name || value === undefined) continue;
      const values = valuesAt(value, at.segments);
      if (values === undefined) continue;
      Object.defineProperty(paths, at.path, {
        enumerable: true,
        value: {
          summary,
          payloadBytes: values.reduce<number>((n, v) => n + payloadBytes(v), 0),
          ...(view?.principalArgs.has(at.path)
            ? { principals: values.flatMap((v) => stringsIn(v)) }
            : {}),
          ...verificationOf(view?.verificationKinds.get(at.path) ?? [], summary, a.verification),
        },
      });
    }
    Object.defineProperty(args, name, {
      enumerable: true,
      value: Object.keys(paths).length === 0 ? top : { ...top, paths },
    });
  }
  const c = request.context ?? {};
  return {
    tool: request.tool,
    args,
    context: {
      pcIntegrity: claims(c.integrity, ['Trusted']),
      pcConfidentiality: [...(c.confidentiality ?? [])],
      controlDependencies: [...(c.control_dependencies ?? [])],
      effectCounters: { total: c.effects?.total ?? 0, perTool: { ...(c.effects?.per_tool ?? {}) } },
      truncated: c.truncated ?? false,
    },
    authority: { effective: [...(request.authority ?? [])], invalid: [] },
  };
}
