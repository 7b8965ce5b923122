import { canonicalJson, digest, sha256 } from '../hashing.js';
import type { CatalogueEntry, ToolDefinition, TrustClass, TrustClassRules } from './types.js';

/** Default trust-class rules: remote third parties may only read, and less often. */
export const DEFAULT_TRUST_CLASSES: Readonly<Record<TrustClass, TrustClassRules>> = {
  TrustedLocal: {
    allowedSideEffects: ['ExternalRead', 'ExternalWrite', 'LlmSink', 'Pure'],
    maxCallsPerExecution: 500,
  },
  RemoteThirdParty: { allowedSideEffects: ['ExternalRead', 'Pure'], maxCallsPerExecution: 50 },
};

export function schemaHashOf(def: Pick<ToolDefinition, 'name' | 'parameters'>): string {
  return digest({ name: def.name, parameters: def.parameters });
}

export function documentationHashOf(def: Pick<ToolDefinition, 'description'>): string {
  return sha256(def.description);
}

/** Pins a reviewed tool definition: the entry a host commits to its catalogue. */
export function pinTool(def: ToolDefinition, policyRef: string): CatalogueEntry {
  return {
    tool: def.name,
    schemaVersion: def.schemaVersion ?? 1,
    schemaHash: schemaHashOf(def),
    documentationHash: documentationHashOf(def),
    trustClass: def.trustClass,
    policyRef,
  };
}

export type PinCheck =
  | { readonly ok: true; readonly entry: CatalogueEntry }
  | {
      readonly ok: false;
      readonly reason: 'TOOL_UNPINNED' | 'TOOL_PIN_MISMATCH';
      readonly field?: string;
    };

/**
 * The catalogue: immutable pinned entries. A definition is usable only while its
 * schema and documentation hash to what was pinned: a tool whose documentation
 * changes at run time (for example an MCP server serving new text) is refused.
 */
export class ToolCatalogue {
  readonly #entries: ReadonlyMap<string, CatalogueEntry>;
  readonly #verified = new WeakMap<
    ToolDefinition,
    { tool: string; fingerprint: string; result: PinCheck }
  >();

  constructor(entries: readonly CatalogueEntry[]) {
    const map = new Map<string, CatalogueEntry>();
    for (const e of entries) map.set(e.tool, Object.freeze({ ...e }));
    this.#entries = map;
  }

  entry(tool: string): CatalogueEntry | undefined {
    return this.#entries.get(tool);
  }

  get entries(): readonly CatalogueEntry[] {
    return [...this.#entries.values()];
  }

  /**
   * Checks a live definition against its pin. The hashes are recomputed whenever the
   * definition's documentation or parameters differ from the last ones checked (compared
   * as text on every call, so a mutation in place is seen too).
   */
  check(def: ToolDefinition | undefined, tool: string): PinCheck {
    if (def === undefined) return this.#check(def, tool);
    // The parameters as the pin hash reads them (canonical JSON, not JSON.stringify, which a
    // toJSON or an undefined would make differ).
    const fingerprint = `${def.schemaVersion ?? 1}\u0000${def.trustClass}\u0000${def.description}\u0000${canonicalJson(def.parameters)}`;
    const cached = this.#verified.get(def);
    if (cached !== undefined && cached.tool === tool && cached.fingerprint === fingerprint)
      return cached.result;
    const result = this.#check(def, tool);
    this.#verified.set(def, { tool, fingerprint, result });
    return result;
  }

  #check(def: ToolDefinition | undefined, tool: string): PinCheck {
    const entry = this.#entries.get(tool);
    if (entry === undefined || def === undefined) return { ok: false, reason: 'TOOL_UNPINNED' };
    if ((def.schemaVersion ?? 1) !== entry.schemaVersion) {
      return { ok: false, reason: 'TOOL_PIN_MISMATCH', field: 'schemaVersion' };
    }
    if (def.trustClass !== entry.trustClass) {
      return { ok: false, reason: 'TOOL_PIN_MISMATCH', field: 'trustClass' };
    }
    if (schemaHashOf(def) !== entry.schemaHash) {
      return { ok: false, reason: 'TOOL_PIN_MISMATCH', field: 'schemaHash' };
    }
    if (documentationHashOf(def) !== entry.documentationHash) {
      return { ok: false, reason: 'TOOL_PIN_MISMATCH', field: 'documentationHash' };
    }
    return { ok: true, entry };
  }
}
