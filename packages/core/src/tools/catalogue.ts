import { canonicalJson, digest, sha256 } from '../hashing.js';
import type {
  CatalogueEntry,
  JsonValue,
  ToolDefinition,
  TrustClass,
  TrustClassRules,
} from './types.js';

/** Default trust-class rules: remote third parties may only read, and less often. */
export const DEFAULT_TRUST_CLASSES: Readonly<Record<TrustClass, TrustClassRules>> = {
  TrustedLocal: {
    allowedSideEffects: ['ExternalRead', 'ExternalWrite', 'LlmSink', 'Pure'],
    maxCallsPerExecution: 500,
  },
  RemoteThirdParty: { allowedSideEffects: ['ExternalRead', 'Pure'], maxCallsPerExecution: 50 },
};

/**
 * The schema half of a pin: the name and parameters (either form), and the output schema
 * and annotations when the tool has them. A tool without them hashes as it always did, so
 * catalogues and audit logs written before they existed stay valid.
 */
export function schemaHashOf(
  def: Pick<ToolDefinition, 'name' | 'parameters' | 'outputSchema' | 'annotations'>,
): string {
  return digest({
    name: def.name,
    parameters: def.parameters as JsonValue,
    ...(def.outputSchema === undefined ? {} : { outputSchema: def.outputSchema as JsonValue }),
    ...(def.annotations === undefined ? {} : { annotations: def.annotations as JsonValue }),
  });
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

/** What a definition looked like when last checked (a private copy of its parameters). */
interface Verified {
  readonly tool: string;
  readonly fingerprint: string;
  readonly schemaVersion: unknown;
  readonly trustClass: unknown;
  readonly description: unknown;
  /** `JSON.parse` of the canonical JSON of the parameters: plain data nobody else holds. */
  readonly parameters: unknown;
  /** The same for the output schema and annotations (`null` when absent). */
  readonly outputSchema: unknown;
  readonly annotations: unknown;
  readonly result: PinCheck;
}

/**
 * True when `live` has exactly the structure of `copy` (plain JSON data): the same own
 * enumerable keys, arrays of the same length without holes, primitives equal by `===`.
 * Then `canonicalJson(live) === canonicalJson(copy)`. False means "maybe different": the
 * caller recomputes the canonical JSON.
 */
function sameAsCopy(live: unknown, copy: unknown, depth = 0): boolean {
  if (typeof copy !== 'object' || copy === null) return live === copy;
  if (typeof live !== 'object' || live === null || depth > 64) return false;
  if (Array.isArray(copy)) {
    if (!Array.isArray(live) || live.length !== copy.length) return false;
    for (let i = 0; i < copy.length; i++) {
      if (!(i in live) || !sameAsCopy(live[i], copy[i], depth + 1)) return false;
    }
    return true;
  }
  if (Array.isArray(live)) return false;
  const c = copy as Record<string, unknown>;
  const l = live as Record<string, unknown>;
  const keys = Object.keys(l);
  if (keys.length !== Object.keys(c).length) return false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    if (!Object.hasOwn(c, k) || !sameAsCopy(l[k], c[k], depth + 1)) return false;
  }
  return true;
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
  readonly #verified = new WeakMap<ToolDefinition, Verified>();

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
   * on every call, so a mutation in place is seen too).
   */
  check(def: ToolDefinition | undefined, tool: string): PinCheck {
    if (def === undefined) return this.#check(def, tool);
    const cached = this.#verified.get(def);
    // Fast path: the same fields and parameters structurally equal to a private copy of the
    // ones last checked. Equal structure implies equal canonical JSON, so equal hashes.
    if (
      cached !== undefined &&
      cached.tool === tool &&
      (def.schemaVersion ?? 1) === cached.schemaVersion &&
      def.trustClass === cached.trustClass &&
      def.description === cached.description &&
      sameAsCopy(def.parameters, cached.parameters) &&
      sameAsCopy(def.outputSchema ?? null, cached.outputSchema) &&
      sameAsCopy(def.annotations ?? null, cached.annotations)
    ) {
      return cached.result;
    }
    // The parameters as the pin hash reads them (canonical JSON, not JSON.stringify, which a
    // toJSON or an undefined would make differ).
    let parameters: string;
    let outputSchema: string;
    let annotations: string;
    try {
      parameters = canonicalJson(def.parameters as JsonValue);
      outputSchema = canonicalJson((def.outputSchema ?? null) as JsonValue);
      annotations = canonicalJson((def.annotations ?? null) as JsonValue);
    } catch {
      // Schemas that are no longer JSON (a NaN, an undefined put in place) hash to nothing:
      // refused, never thrown at the gateway.
      this.#verified.delete(def);
      return { ok: false, reason: 'TOOL_PIN_MISMATCH', field: 'schemaHash' };
    }
    const fingerprint = `${def.schemaVersion ?? 1}\u0000${def.trustClass}\u0000${def.description}\u0000${parameters}\u0000${outputSchema}\u0000${annotations}`;
    const result =
      cached !== undefined && cached.tool === tool && cached.fingerprint === fingerprint
        ? cached.result
        : this.#check(def, tool);
    this.#verified.set(def, {
      tool,
      fingerprint,
      schemaVersion: def.schemaVersion ?? 1,
      trustClass: def.trustClass,
      description: def.description,
      parameters: JSON.parse(parameters) as unknown,
      outputSchema: JSON.parse(outputSchema) as unknown,
      annotations: JSON.parse(annotations) as unknown,
      result,
    });
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
