/**
 * The viz package's error family. Codes are stable; the Fluent message id is
 * `viz-<code in kebab-case>`. `data` holds only file names, diagram ids, option names and
 * format names, never policy text or rendering output. Data per code:
 *   USAGE { option } or { command }        POLICY_LOAD_FAILED { file } (CLI diagnostic)
 *   OUTPUT_NAME_COLLISION { file }         INVALID_FORMAT { option, format }
 *   BROWSER_NOT_FOUND { variable }        BROWSER_LAUNCH_FAILED { executablePath }
 *   RENDER_FAILED { diagram }              RENDERER_CLOSED { diagram }
 *   IO_FAILED { path, op }
 */
import { messageIdFor, ZamburakError } from '@zamburak/kernel';
export const VIZ_ERROR_CODES = [
  'USAGE',
  'POLICY_LOAD_FAILED',
  'OUTPUT_NAME_COLLISION',
  'INVALID_FORMAT',
  'BROWSER_NOT_FOUND',
  'BROWSER_LAUNCH_FAILED',
  'RENDER_FAILED',
  'RENDERER_CLOSED',
  'IO_FAILED',
] as const;

export type VizErrorCode = (typeof VIZ_ERROR_CODES)[number];

/**
 * Findings of `checkGenerated` (and `zamburak-viz check`). Each is reported with a
 * message id `viz-<code in kebab-case>` and the data `{ file }` (a path relative to
 * the output directory).
 */
export const VIZ_REASON_CODES = [
  'GENERATED_FILE_MISSING',
  'GENERATED_FILE_STALE',
  'GENERATED_FILE_ORPHANED',
  'RENDERED_FILE_MISSING',
  'RENDERED_FILE_STALE',
] as const;

export type VizReasonCode = (typeof VIZ_REASON_CODES)[number];

export type VizErrorData = Readonly<Record<string, string | number | boolean>>;

/** Turns `UPPER_SNAKE` into the Fluent id `viz-upper-snake`. */
export function vizMessageId(code: VizErrorCode | VizReasonCode): string {
  return messageIdFor('viz', code);
}

export class VizError extends ZamburakError<VizErrorCode, VizErrorData> {
  constructor(code: VizErrorCode, message: string, data: VizErrorData = {}) {
    super('viz', code, message, data);
  }
}
