/** What a tool is, how it is pinned, and what it may do. */

import type { JsonValue } from '@zamburak/vm';

/** JSON values: what crosses the VM boundary (one definition: @zamburak/vm's). */
export type { JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Where a tool runs: in the host process, or behind a third party's MCP server. */
export type TrustClass = 'TrustedLocal' | 'RemoteThirdParty';

/**
 * One declared parameter. A call may pass only declared parameters, each of its declared
 * JSON type (any JSON value when `type` is left out), and must pass every one that is not
 * `optional`; anything else is denied before the policy is asked.
 */
export interface ParameterSpec {
  readonly type?: 'string' | 'number' | 'boolean' | 'array' | 'object';
  readonly description?: string;
  readonly optional?: boolean;
}

/**
 * Parameters described by a JSON Schema (draft-07, or 2020-12 when `$schema` says so), as
 * MCP servers and model APIs describe tools: an object schema whose `properties` are the
 * named arguments. Nested objects and arrays keep their shape and are validated with ajv.
 * It is told apart from the flat shorthand by `type: 'object'` at the top (a flat spec's
 * entries are objects, never strings). `format` is not checked.
 */
export interface JsonSchemaParameters {
  readonly type: 'object';
  readonly properties?: { [name: string]: JsonValue };
  readonly required?: string[];
  readonly [keyword: string]: JsonValue | undefined;
}

/** A tool's parameters: the flat shorthand (name -> spec) or a JSON Schema object. */
export type ToolParameters = Readonly<Record<string, ParameterSpec>> | JsonSchemaParameters;

/**
 * What the tool says about its own effects (MCP tool annotations). Claims, not facts: they
 * only choose defaults (see @zamburak/mcp), and the policy overrides them. Hashed into the
 * pin when present.
 */
export interface ToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** Facts a tool adapter gets about the call it serves (no labels, no policy). */
export interface ToolCallContext {
  readonly executionId: string;
  readonly callId: number;
  readonly now: number;
  /**
   * Aborted when the call times out (`timeoutMs`); the adapter should stop its work. The
   * plan sees `TOOL_TIMEOUT` whether or not the adapter stops.
   */
  readonly signal: AbortSignal;
}

/** A draft prepared by a tool's draft phase for a `RequireDraft` decision. */
export interface DraftPreview {
  /** Reviewable summary of the intended effect, shown to the approver. */
  readonly preview: JsonValue;
}

export interface ToolDefinition {
  readonly name: string;
  /** Documentation, as the planner sees it. Hashed into the pin. */
  readonly description: string;
  /** Named parameters: flat specs or a JSON Schema object. Hashed into the pin. */
  readonly parameters: ToolParameters;
  /** JSON Schema of the result, when the tool declares one. Hashed into the pin when present. */
  readonly outputSchema?: JsonSchemaParameters;
  /** The tool's claims about its effects. Hashed into the pin when present. */
  readonly annotations?: ToolAnnotations;
  /**
   * Milliseconds a call (and a draft phase) may take before it is abandoned as
   * `TOOL_TIMEOUT` and its `signal` aborted. Default: the runtime's `toolTimeoutMs`.
   */
  readonly timeoutMs?: number;
  readonly schemaVersion?: number;
  readonly trustClass: TrustClass;
  /** The effect itself. Runs only after the policy allowed it. */
  run(args: Readonly<JsonObject>, ctx: ToolCallContext): JsonValue | Promise<JsonValue>;
  /** Draft phase for irreversible tools; required for a `RequireDraft` decision. */
  draft?(args: Readonly<JsonObject>, ctx: ToolCallContext): DraftPreview | Promise<DraftPreview>;
}

/** An immutable, pinned catalogue entry (docs/runtime.md, "The effect gateway"). */
export interface CatalogueEntry {
  readonly tool: string;
  readonly schemaVersion: number;
  readonly schemaHash: string;
  readonly documentationHash: string;
  readonly trustClass: TrustClass;
  /** The policy this tool was reviewed against: its name and hash. */
  readonly policyRef: string;
}

/** What a trust class may do and how often. */
export interface TrustClassRules {
  readonly allowedSideEffects: readonly string[];
  readonly maxCallsPerExecution: number;
}
