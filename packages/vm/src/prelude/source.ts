/**
 * The in-VM runtime library ("prelude"): JavaScript evaluated in the QuickJS context after the
 * embedder's label algebra (`globalThis.__zamburakLabels`) and before the compiled plan. It
 * defines `globalThis.__zr` with `install`, `begin`, `step` and `describe` (the protocol in
 * `src/compiler/README.md`), and the helpers compiled plans call.
 *
 * Its source is the scripts under `./parts` (one concern each, linted and type-checked; see
 * `./README.md` for the encoding they implement); `npm run build:invm` bundles them into
 * `src/generated/prelude.ts`, the one string the sandbox evaluates. A snapshot binds to that
 * string's hash (`preludeHash`), the same under tsx and in the packed dist.
 */
export { PRELUDE_SOURCE, PRELUDE_SOURCE_SHA256 } from '../generated/prelude.js';
