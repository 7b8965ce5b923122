/**
 * Default policy entries for MCP tools, from the tool's own annotations. The annotations
 * are the server's claims, not facts: they only choose the entry a host gets when its
 * policy does not name the tool. A policy entry the host writes always wins
 * (`withToolPolicies` adds defaults only for tools the policy does not name), and the trust
 * class still caps what any entry can allow (`RemoteThirdParty` may only read).
 *
 * | annotations (MCP defaults when absent: readOnly false, destructive true, openWorld true) | side_effect_class | default_decision |
 * | --- | --- | --- |
 * | `readOnlyHint: true` | ExternalRead | Allow |
 * | `readOnlyHint` not true, `destructiveHint: false` and `openWorldHint: false` | ExternalWrite | Allow |
 * | any other | ExternalWrite | RequireConfirmation |
 *
 * Every entry labels the tool's output Untrusted. A write entry also requires every
 * top-level argument to be Trusted (optional unless the schema requires it) and denies
 * under an untrusted control context; when an argument's name cannot be written in a
 * policy rule the write entry denies by default instead.
 */
import type { JsonValue, ToolAnnotations } from 'zamburak';

/** One schema-v1 `tools` entry, as a plain object (JSON/YAML). */
export interface McpToolPolicy {
  readonly tool: string;
  readonly side_effect_class: 'ExternalRead' | 'ExternalWrite';
  readonly output_labels: { readonly integrity: 'Untrusted' };
  readonly arg_rules?: readonly {
    readonly arg: string;
    readonly requires_integrity: 'Trusted';
    readonly optional?: true;
  }[];
  readonly context_rules?: { readonly deny_if_pc_integrity_contains: readonly ['Untrusted'] };
  readonly default_decision: 'Allow' | 'RequireConfirmation' | 'Deny';
}

/** An argument name a policy rule can name (the schema's pattern, no path separators). */
const RULE_NAME = /^[A-Za-z_][A-Za-z0-9_:-]{0,127}$/;

/** The default entry for one tool (see the module comment). */
export function defaultToolPolicy(
  tool: string,
  inputSchema: { readonly properties?: unknown; readonly required?: unknown },
  annotations: ToolAnnotations | undefined,
): McpToolPolicy {
  const output_labels = { integrity: 'Untrusted' } as const;
  if (annotations?.readOnlyHint === true) {
    return { tool, side_effect_class: 'ExternalRead', output_labels, default_decision: 'Allow' };
  }
  const properties =
    typeof inputSchema.properties === 'object' && inputSchema.properties !== null
      ? Object.keys(inputSchema.properties as Record<string, JsonValue>)
      : [];
  const required = new Set(
    Array.isArray(inputSchema.required)
      ? inputSchema.required.filter((r): r is string => typeof r === 'string')
      : [],
  );
  const names = [...new Set([...properties, ...required])].sort();
  const expressible = names.every((n) => RULE_NAME.test(n));
  const harmless = annotations?.destructiveHint === false && annotations.openWorldHint === false;
  return {
    tool,
    side_effect_class: 'ExternalWrite',
    output_labels,
    ...(expressible && names.length > 0
      ? {
          arg_rules: names.map((arg) => ({
            arg,
            requires_integrity: 'Trusted' as const,
            ...(required.has(arg) ? {} : { optional: true as const }),
          })),
        }
      : {}),
    context_rules: { deny_if_pc_integrity_contains: ['Untrusted'] },
    default_decision: !expressible ? 'Deny' : harmless ? 'Allow' : 'RequireConfirmation',
  };
}

/**
 * A policy definition with default entries added for the tools it does not name. The
 * host's own entries are kept as they are (they override the defaults); the input is not
 * changed.
 */
export function withToolPolicies<P extends { readonly tools?: readonly unknown[] }>(
  policy: P,
  entries: readonly McpToolPolicy[],
): P {
  const tools = policy.tools ?? [];
  const named = new Set(
    tools.map((t) =>
      typeof t === 'object' && t !== null ? (t as { tool?: unknown }).tool : undefined,
    ),
  );
  return { ...policy, tools: [...tools, ...entries.filter((e) => !named.has(e.tool))] };
}
