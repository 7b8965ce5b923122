/**
 * Output layout, writing and staleness checks for generated diagrams.
 *
 * Layout under the output folder, per policy file `<stem>.yaml`:
 *   <stem>/summary.mmd        global summary (tools by side-effect class)
 *   <stem>/tools/<tool>.mmd   one flowchart per tool
 * plus `.svg` / `.png` renders beside each `.mmd`. The `.mmd` is the artefact that
 * `checkGenerated` compares byte for byte; an SVG carries the digest of its `.mmd`
 * (see `stampSvg`) and is checked against it, a PNG only for presence.
 */
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { VizError, type VizReasonCode, vizMessageId } from './errors.js';
import type { Diagram, PolicyDiagrams } from './generate.js';
import { type MermaidRenderer, sourceDigest, stampSvg, svgSourceDigest } from './render.js';

export type RenderFormat = 'mmd' | 'svg' | 'png';
export const RENDER_FORMATS: readonly RenderFormat[] = ['mmd', 'svg', 'png'];

export interface PlannedDiagram {
  /** Output path relative to the output folder, `/`-separated, without extension. */
  readonly path: string;
  readonly policyStem: string;
  readonly diagram: Diagram;
}

export interface CheckFinding {
  readonly code: VizReasonCode;
  readonly messageId: string;
  /** Path relative to the output folder, `/`-separated. */
  readonly file: string;
}

/** The folder name used for a policy file: its base name without extension. */
export function policyStem(fileName: string): string {
  const base = basename(fileName.replaceAll('\\', '/'));
  const stem = base.replace(/\.(ya?ml|json)$/iu, '').replace(/[^A-Za-z0-9_.-]/gu, '_');
  return stem === '' || stem.startsWith('.') ? `_${stem}` : stem;
}

/**
 * Every diagram of every policy with its output path. Throws `VizError`
 * `OUTPUT_NAME_COLLISION` when two policies share a stem.
 */
export function planOutputs(
  policies: readonly { readonly stem: string; readonly diagrams: PolicyDiagrams }[],
): PlannedDiagram[] {
  const stems = new Set<string>();
  const out: PlannedDiagram[] = [];
  for (const { stem, diagrams } of policies) {
    if (stems.has(stem.toLowerCase())) {
      throw new VizError(
        'OUTPUT_NAME_COLLISION',
        'two policy files map to the same output folder',
        { file: stem },
      );
    }
    stems.add(stem.toLowerCase());
    for (const diagram of [diagrams.summary, ...diagrams.tools]) {
      out.push({ path: `${stem}/${diagram.key}`, policyStem: stem, diagram });
    }
  }
  return out;
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw new VizError('IO_FAILED', 'a generated file could not be read', {
      path: basename(file),
      op: 'read',
    });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Files below `dir` (relative, `/`-separated, sorted); empty when `dir` is missing. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries) {
    const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) {
      out.push(...(await listFiles(join(dir, entry.name), rel)));
    } else {
      out.push(rel);
    }
  }
  return out.sort();
}

const GENERATED_EXT = /\.(mmd|svg|png)$/u;

/** Generated-looking files under the policies' folders that no planned diagram owns. */
export async function findOrphans(
  outDir: string,
  planned: readonly PlannedDiagram[],
): Promise<string[]> {
  const owned = new Set(planned.map((p) => p.path));
  const stems = [...new Set(planned.map((p) => p.policyStem))].sort();
  const orphans: string[] = [];
  for (const stem of stems) {
    for (const rel of await listFiles(join(outDir, stem))) {
      const file = `${stem}/${rel}`;
      if (GENERATED_EXT.test(file) && !owned.has(file.replace(GENERATED_EXT, ''))) {
        orphans.push(file);
      }
    }
  }
  return orphans;
}

function finding(code: VizReasonCode, file: string): CheckFinding {
  return { code, messageId: vizMessageId(code), file };
}

export interface CheckOptions {
  /** Rendered formats that must exist beside every `.mmd` (`svg`, `png`). */
  readonly require?: readonly RenderFormat[];
}

/**
 * Compares the committed output folder with what the policies generate now. Returns
 * findings sorted by file; empty means up to date.
 */
export async function checkGenerated(
  outDir: string,
  planned: readonly PlannedDiagram[],
  options: CheckOptions = {},
): Promise<CheckFinding[]> {
  const require = new Set(options.require ?? []);
  const findings: CheckFinding[] = [];
  for (const item of planned) {
    const mmdFile = `${item.path}.mmd`;
    const committed = await readText(join(outDir, mmdFile));
    if (committed === undefined) {
      findings.push(finding('GENERATED_FILE_MISSING', mmdFile));
    } else if (committed !== item.diagram.mermaid) {
      findings.push(finding('GENERATED_FILE_STALE', mmdFile));
    }
    const svgFile = `${item.path}.svg`;
    const svg = await readText(join(outDir, svgFile));
    if (svg === undefined) {
      if (require.has('svg')) {
        findings.push(finding('RENDERED_FILE_MISSING', svgFile));
      }
    } else if (svgSourceDigest(svg) !== sourceDigest(item.diagram.mermaid)) {
      findings.push(finding('RENDERED_FILE_STALE', svgFile));
    }
    const pngFile = `${item.path}.png`;
    if (require.has('png') && !(await exists(join(outDir, pngFile)))) {
      findings.push(finding('RENDERED_FILE_MISSING', pngFile));
    }
  }
  for (const orphan of await findOrphans(outDir, planned)) {
    findings.push(finding('GENERATED_FILE_ORPHANED', orphan));
  }
  return findings.sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.code < b.code ? -1 : 1,
  );
}

export interface WriteOptions {
  readonly formats: readonly RenderFormat[];
  /** Needed when `formats` has `svg` or `png`. */
  readonly renderer?: MermaidRenderer;
  /** Re-render SVGs whose recorded digest already matches their `.mmd`. */
  readonly force?: boolean;
  /** Delete orphaned generated files under the policies' folders. */
  readonly prune?: boolean;
  /** Called after each diagram: index (1-based), total, path without extension, what happened. */
  readonly onProgress?: (
    index: number,
    total: number,
    path: string,
    action: 'written' | 'unchanged',
  ) => void;
}

export interface WriteSummary {
  readonly diagrams: number;
  readonly filesWritten: number;
  readonly filesUnchanged: number;
  readonly pruned: readonly string[];
}

async function writeIfChanged(file: string, content: string | Uint8Array): Promise<boolean> {
  if (typeof content === 'string' && (await readText(file)) === content) {
    return false;
  }
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  } catch {
    throw new VizError('IO_FAILED', 'a generated file could not be written', {
      path: basename(file),
      op: 'write',
    });
  }
  return true;
}

/** Writes `.mmd` and renders `.svg` / `.png` for every planned diagram. */
export async function writeGenerated(
  outDir: string,
  planned: readonly PlannedDiagram[],
  options: WriteOptions,
): Promise<WriteSummary> {
  const formats = new Set(options.formats);
  if ((formats.has('svg') || formats.has('png')) && options.renderer === undefined) {
    throw new VizError('RENDERER_CLOSED', 'rendering SVG or PNG needs a renderer', { diagram: '' });
  }
  let written = 0;
  let unchanged = 0;
  let index = 0;
  for (const item of planned) {
    index += 1;
    let wroteAny = false;
    const source = item.diagram.mermaid;
    if (formats.has('mmd')) {
      if (await writeIfChanged(join(outDir, `${item.path}.mmd`), source)) {
        written += 1;
        wroteAny = true;
      } else {
        unchanged += 1;
      }
    }
    if (formats.has('svg') && options.renderer !== undefined) {
      const file = join(outDir, `${item.path}.svg`);
      const current = options.force === true ? undefined : await readText(file);
      if (current !== undefined && svgSourceDigest(current) === sourceDigest(source)) {
        unchanged += 1;
      } else {
        const svg = await options.renderer.renderSvg(source, item.path);
        await writeIfChanged(file, stampSvg(svg, source, `${basename(item.path)}.mmd`));
        written += 1;
        wroteAny = true;
      }
    }
    if (formats.has('png') && options.renderer !== undefined) {
      const png = await options.renderer.renderPng(source, item.path);
      await writeIfChanged(join(outDir, `${item.path}.png`), png);
      written += 1;
      wroteAny = true;
    }
    options.onProgress?.(index, planned.length, item.path, wroteAny ? 'written' : 'unchanged');
  }
  const pruned: string[] = [];
  if (options.prune === true) {
    for (const orphan of await findOrphans(outDir, planned)) {
      await rm(join(outDir, orphan), { force: true });
      pruned.push(orphan);
    }
  }
  return { diagrams: planned.length, filesWritten: written, filesUnchanged: unchanged, pruned };
}
