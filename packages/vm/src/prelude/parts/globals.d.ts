/**
 * What the prelude's parts may name beyond ES2023: the globals QuickJS and the host provide,
 * and the build-time constants `npm run build:invm` substitutes (src/prelude/manifest.ts).
 * Type-checked with ./tsconfig.json only: these names are not globals of the host program.
 */

/** The label algebra the host evaluates before the prelude (packages/ifc's label core). */
interface ZamburakLabelAlgebra {
  join(a: number, b: number): number;
  literal(): number;
  intern(spec: unknown): number;
  describe(id: number): unknown;
  [key: string]: unknown;
}

declare var __zamburakLabels: ZamburakLabelAlgebra | undefined;

/** QuickJS's error for engine limits (stack overflow, interrupts): never a plan exception. */
declare var InternalError: ErrorConstructor | undefined;

/**
 * Replaced at build time by the JSON of the compiler's method lists (src/compiler/builtins.ts),
 * so the prelude and the compiler cannot drift apart. Not present at run time.
 */
declare const BUILD: {
  readonly STRING_METHODS: readonly string[];
  readonly NUMBER_METHODS: readonly string[];
  readonly ARRAY_CALLBACK_METHODS: readonly string[];
  readonly ARRAY_ALL_METHODS: readonly string[];
  /** The runtime object's helpers (`{ G: G, ... }`), from the table in src/helpers.ts. */
  readonly HELPERS: Readonly<Record<string, unknown>>;
};
