/**
 * Public surface of @zamburak/viz. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/viz';

export { type CliIo, DEFAULT_OUT_DIR, runVizCli, type VizCliOptions } from './cli.js';
export {
  VIZ_ERROR_CODES,
  VIZ_REASON_CODES,
  VizError,
  type VizErrorCode,
  type VizErrorData,
  type VizReasonCode,
  vizMessageId,
} from './errors.js';
export {
  type CheckFinding,
  type CheckOptions,
  checkGenerated,
  findOrphans,
  type PlannedDiagram,
  planOutputs,
  policyStem,
  RENDER_FORMATS,
  type RenderFormat,
  type WriteOptions,
  type WriteSummary,
  writeGenerated,
} from './files.js';
export {
  type DecisionKind,
  type DecisionNodeInfo,
  type Diagram,
  type GenerateOptions,
  HEADER_PREFIX,
  type PolicyDiagrams,
  policyToMermaid,
  toolFileStem,
  type VizStage,
} from './generate.js';
export { escapeLabel } from './mermaid.js';
export {
  CHROMIUM_ARGS,
  CHROMIUM_ENV,
  CHROMIUM_NAMES,
  findChromium,
  launchRenderer,
  MERMAID_CONFIG,
  type MermaidRenderer,
  type RendererOptions,
  sourceDigest,
  stampSvg,
  svgSourceDigest,
} from './render.js';
export { runAuditServeCli, type ServeCliIo } from './serve/cli.js';
export {
  type AuditServer,
  type AuditServerOptions,
  LOOPBACK_HOSTS,
  SERVE_CSP,
  SERVE_LOCALES,
  SERVE_STRINGS,
  type ServedPolicy,
  type ServeLocale,
  startAuditServer,
} from './serve/server.js';
export { ruleArgument, witnessToMermaid } from './serve/witness.js';
