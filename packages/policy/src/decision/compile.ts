/**
 * A tool's rules compiled once into flat arrays and Sets (the form every stage reads), its
 * view for core, and its precomputed stage-6 default decision.
 */
import {
  type IntegrityClaim,
  type LabelDescriptor,
  labelDescriptor,
  type Readers,
} from '@zamburak/ifc';
import type {
  DecisionKind,
  FieldLabel,
  IntegrityRequirement,
  OutputLabels,
  PolicyDefinition,
  ToolPolicy,
} from '../types.js';
import { parseArgPath, parseFieldPath } from './paths.js';
import type { Decision, NestedArgPath, ToolView } from './types.js';
import { ALLOW, decide, deny, freeze } from './verdict.js';

export interface CompiledArgRule {
  readonly arg: string;
  /** The top-level argument (the whole `arg` unless it is a nested path). */
  readonly root: string;
  readonly nested: boolean;
  readonly path: string;
  readonly optional: boolean;
  readonly forbids?: ReadonlySet<string>;
  readonly allows?: ReadonlySet<string>;
  readonly maxPayload?: number;
  readonly readersOf?: string;
  /** `readersOf` parsed: its top-level argument and whether it is a nested path. */
  readonly readersAt?: NestedArgPath;
  readonly requiresTrusted: boolean;
  readonly requiresKinds: readonly string[];
}

export interface CompiledTool {
  readonly name: string;
  readonly path: string;
  readonly maxCalls?: number;
  readonly rules: readonly CompiledArgRule[];
  readonly authority: readonly string[];
  readonly sinkForbids?: ReadonlySet<string>;
  readonly sinkAllows?: ReadonlySet<string>;
  readonly sinkMaxContext?: number;
  readonly ctxDenyUntrusted: boolean;
  readonly ctxDenyConf?: ReadonlySet<string>;
  readonly confirmUntrusted: boolean;
  readonly confirmConf?: ReadonlySet<string>;
  readonly confirmKind: DecisionKind;
  readonly dflt: DecisionKind;
  readonly dfltDecision: Decision;
  readonly view: ToolView;
}

function setOf(list: readonly string[] | undefined): ReadonlySet<string> | undefined {
  return list === undefined || list.length === 0 ? undefined : new Set(list);
}

function requirementList(r: IntegrityRequirement | readonly IntegrityRequirement[] | undefined) {
  if (r === undefined) return [];
  return typeof r === 'string' ? [r] : [...r];
}

function outputIntegrity(i: 'Untrusted' | 'Trusted' | undefined): IntegrityClaim[] {
  return i === 'Trusted' ? ['Trusted'] : [];
}

function makeOutputLabel(out: OutputLabels | undefined) {
  const baseIntegrity = outputIntegrity(out?.integrity);
  const baseConf = [...(out?.confidentiality ?? [])].sort();
  const baseReaders: Readers =
    out?.readers === undefined || out.readers === 'Public' ? 'Public' : [...out.readers].sort();
  const fields: readonly FieldLabel[] = out?.fields ?? [];
  return (callOrigin: string) => {
    const label: LabelDescriptor = labelDescriptor({
      integrity: baseIntegrity,
      confidentiality: baseConf,
      readers: baseReaders,
      origins: [callOrigin],
    });
    const slots = fields.map((f) => ({
      path: parseFieldPath(f.path),
      label: labelDescriptor({
        integrity: f.integrity === undefined ? baseIntegrity : outputIntegrity(f.integrity),
        confidentiality: f.confidentiality === undefined ? baseConf : [...f.confidentiality].sort(),
        readers:
          f.readers === undefined
            ? baseReaders
            : f.readers === 'Public'
              ? ('Public' as const)
              : [...f.readers].sort(),
        origins: [callOrigin],
      }),
    }));
    return { label, slots };
  };
}

export function compileTool(def: PolicyDefinition, t: ToolPolicy): CompiledTool {
  const path = `tools[${t.tool}]`;
  const ruled = new Map<string, boolean>();
  for (const r of t.arg_rules ?? [])
    ruled.set(r.arg, (ruled.get(r.arg) ?? true) && r.optional === true);
  const rules: CompiledArgRule[] = (t.arg_rules ?? []).map((r) => {
    const reqs = requirementList(r.requires_integrity);
    const forbids = setOf(r.forbids_confidentiality);
    const allows =
      r.allows_confidentiality === undefined ? undefined : new Set(r.allows_confidentiality);
    const at = parseArgPath(r.arg);
    return {
      arg: r.arg,
      root: at.root,
      nested: at.segments.length > 0,
      path: `${path}.arg_rules[${r.arg}]`,
      optional: r.optional === true,
      ...(forbids === undefined ? {} : { forbids }),
      ...(allows === undefined ? {} : { allows }),
      ...(r.max_payload_bytes === undefined ? {} : { maxPayload: r.max_payload_bytes }),
      ...(r.readers_must_include === undefined
        ? {}
        : { readersOf: r.readers_must_include, readersAt: parseArgPath(r.readers_must_include) }),
      readersOfOptional:
        r.readers_must_include !== undefined && ruled.get(r.readers_must_include) === true,
      requiresTrusted: reqs.includes('Trusted'),
      requiresKinds: reqs
        .filter((q) => q !== 'Trusted')
        .map((q) => q.slice('Verified('.length, -1)),
    };
  });
  const verificationKinds = new Map<string, string[]>();
  for (const r of rules) {
    if (r.requiresKinds.length === 0) continue;
    const list = verificationKinds.get(r.arg) ?? [];
    for (const k of r.requiresKinds) if (!list.includes(k)) list.push(k);
    verificationKinds.set(r.arg, list);
  }
  const dflt = t.default_decision ?? def.default_action;
  const sink = t.llm_sink;
  const sinkForbids = setOf(sink?.forbids_confidentiality);
  const sinkAllows =
    sink?.allows_confidentiality === undefined ? undefined : new Set(sink.allows_confidentiality);
  const ctxDenyConf = setOf(t.context_rules?.deny_if_pc_confidentiality_contains);
  const confirmConf = setOf(t.confirmation_rules?.if_args_confidentiality_contains);
  const view: ToolView = {
    name: t.tool,
    sideEffectClass: t.side_effect_class,
    requiredAuthority: [...(t.required_authority ?? [])],
    principalArgs: new Set(rules.flatMap((r) => (r.readersOf === undefined ? [] : [r.readersOf]))),
    verificationKinds,
    nestedArgs: [
      ...new Set(
        rules.flatMap((r) => (r.readersOf === undefined ? [r.arg] : [r.arg, r.readersOf])),
      ),
    ]
      .map(parseArgPath)
      .filter((a) => a.segments.length > 0),
    ...(sink === undefined
      ? {}
      : {
          llmSink: {
            role: sink.role,
            requiredTransforms: [...(sink.required_transforms ?? [])],
            ...(sink.max_context_bytes === undefined
              ? {}
              : { maxContextBytes: sink.max_context_bytes }),
          },
        }),
    ...(t.max_calls === undefined ? {} : { maxCalls: t.max_calls }),
    outputLabel: makeOutputLabel(t.output_labels),
  };
  return {
    name: t.tool,
    path,
    ...(t.max_calls === undefined ? {} : { maxCalls: t.max_calls }),
    rules,
    authority: [...(t.required_authority ?? [])],
    ...(sinkForbids === undefined ? {} : { sinkForbids }),
    ...(sinkAllows === undefined ? {} : { sinkAllows }),
    ...(sink?.max_context_bytes === undefined ? {} : { sinkMaxContext: sink.max_context_bytes }),
    ctxDenyUntrusted:
      t.context_rules?.deny_if_pc_integrity_contains?.includes('Untrusted') ?? false,
    ...(ctxDenyConf === undefined ? {} : { ctxDenyConf }),
    confirmUntrusted:
      t.confirmation_rules?.if_pc_integrity_contains?.includes('Untrusted') ?? false,
    ...(confirmConf === undefined ? {} : { confirmConf }),
    confirmKind: t.confirmation_rules?.draft === true ? 'RequireDraft' : 'RequireConfirmation',
    dflt,
    dfltDecision: defaultDecision(
      t.tool,
      dflt,
      t.default_decision === undefined ? 'default_action' : `${path}.default_decision`,
    ),
    view,
  };
}

/** The stage-6 decision of a tool, computed once (frozen, shared by every check). */
function defaultDecision(tool: string, kind: DecisionKind, path: string): Decision {
  switch (kind) {
    case 'Allow':
      return ALLOW;
    case 'Deny':
      return freeze(deny('default', 'DEFAULT_DENY', path, { tool }));
    case 'RequireConfirmation':
      return freeze(
        decide('RequireConfirmation', 'default', 'DEFAULT_CONFIRMATION', path, { tool }, {}),
      );
    case 'RequireDraft':
      return freeze(decide('RequireDraft', 'default', 'DEFAULT_DRAFT', path, { tool }, {}));
  }
}
