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

/** Facts a tool adapter gets about the call it serves (no labels, no policy). */
export interface ToolCallContext {
  readonly executionId: string;
  readonly callId: number;
  readonly now: number;
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
  /** Named parameters. Hashed into the pin. */
  readonly parameters: Readonly<Record<string, ParameterSpec>>;
  readonly schemaVersion?: number;
  readonly trustClass: TrustClass;
  /** The effect itself. Runs only after the policy allowed it. */
  run(args: Readonly<JsonObject>, ctx: ToolCallContext): JsonValue | Promise<JsonValue>;
  /** Draft phase for irreversible tools; required for a `RequireDraft` decision. */
  draft?(args: Readonly<JsonObject>, ctx: ToolCallContext): DraftPreview | Promise<DraftPreview>;
}

/** An immutable, pinned catalogue entry (seed 001, "Tool catalogue and pinning"). */
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
