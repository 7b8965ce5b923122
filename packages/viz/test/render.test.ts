/**
 * Real rendering in Debian's Chromium (installed by .ci/run). One renderer (one browser,
 * one page) renders every fixture diagram; a second headless page parses each SVG with
 * the browser's XML parser (DOMParser, image/svg+xml) and looks up every decision node.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePolicy } from '@zamburak/policy';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  findChromium,
  launchRenderer,
  type MermaidRenderer,
  policyStem,
  policyToMermaid,
  sourceDigest,
  stampSvg,
  svgSourceDigest,
  VizError,
} from '../src/index.js';
import { EXAMPLE_POLICIES, FIXTURE_POLICIES, policyFiles, REPO_ROOT } from './helpers.js';

interface ParsedSvg {
  readonly error: string | null;
  readonly root: string;
  readonly nodes: readonly { id: string; text: string }[];
}

let renderer: MermaidRenderer;
let parser: Browser;
let parserPage: Page;

beforeAll(async () => {
  renderer = await launchRenderer();
  parser = await puppeteer.launch({
    executablePath: findChromium() ?? 'chromium',
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  parserPage = await parser.newPage();
});
afterAll(async () => {
  await renderer?.close();
  await parser?.close();
});

async function parseSvg(svg: string): Promise<ParsedSvg> {
  return await parserPage.evaluate((text: string) => {
    // Runs in the browser; typed structurally because the package has no DOM lib.
    interface El {
      readonly id: string;
      readonly localName: string;
      readonly textContent: string | null;
    }
    interface Doc {
      readonly documentElement: El;
      getElementsByTagName(name: string): ArrayLike<El>;
      querySelectorAll(selector: string): ArrayLike<El>;
    }
    const Parser = (
      globalThis as unknown as {
        DOMParser: new () => { parseFromString(t: string, type: string): Doc };
      }
    ).DOMParser;
    const doc = new Parser().parseFromString(text, 'image/svg+xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    return {
      error: error === undefined ? null : (error.textContent ?? 'parsererror'),
      root: doc.documentElement.localName,
      nodes: Array.from(doc.querySelectorAll('g.node')).map((g) => ({
        id: g.id,
        text: g.textContent ?? '',
      })),
    };
  }, svg);
}

const squash = (s: string) => s.replace(/\s+/gu, '');

describe('SVG rendering in one Chromium page', () => {
  it("renders every fixture diagram to well-formed SVG containing every tool's decision nodes", async () => {
    let tools = 0;
    for (const file of policyFiles(FIXTURE_POLICIES)) {
      const text = readFileSync(join(REPO_ROOT, file), 'utf8');
      const def = parsePolicy(text, {
        format: file.endsWith('.json') ? 'json' : 'yaml',
        sourceName: file,
      }).definition;
      const diagrams = policyToMermaid(def, { sourceName: file });
      for (const diagram of [diagrams.summary, ...diagrams.tools]) {
        const raw = await renderer.renderSvg(diagram.mermaid, `fixture/${diagram.key}`);
        const stamped = stampSvg(raw, diagram.mermaid, `${diagram.key}.mmd`);
        expect(svgSourceDigest(stamped)).toBe(sourceDigest(diagram.mermaid));
        const parsed = await parseSvg(stamped);
        expect(parsed.error).toBeNull();
        expect(parsed.root).toBe('svg');
        const byNodeId = new Map(
          parsed.nodes.map((n) => [n.id.replace(/^.*-flowchart-(.+)-\d+$/u, '$1'), n.text]),
        );
        if (diagram.kind === 'summary') {
          for (const tool of def.tools) {
            expect([...byNodeId.values()].some((t) => squash(t).includes(squash(tool.tool)))).toBe(
              true,
            );
          }
          continue;
        }
        tools += 1;
        expect(byNodeId.has('N_start')).toBe(true);
        expect(byNodeId.has('N_default')).toBe(true);
        expect(squash(byNodeId.get('N_default') ?? '')).toContain(
          squash(diagram.defaultDecision ?? '?'),
        );
        for (const decision of diagram.decisions) {
          const label = byNodeId.get(decision.nodeId);
          expect(label, `${diagram.key} ${decision.nodeId}`).toBeDefined();
          expect(squash(label ?? '')).toBe(squash(decision.lines.join('')));
          expect(byNodeId.has(`O_${decision.outcome}`)).toBe(true);
        }
      }
    }
    expect(tools).toBeGreaterThanOrEqual(5);
  });

  it('the committed SVGs of docs/generated are well-formed and show every decision node of their tool', async () => {
    const examples = policyFiles(EXAMPLE_POLICIES);
    expect(examples.length).toBeGreaterThan(0);
    for (const file of examples) {
      const text = readFileSync(join(REPO_ROOT, file), 'utf8');
      const def = parsePolicy(text, {
        format: file.endsWith('.json') ? 'json' : 'yaml',
        sourceName: file,
      }).definition;
      const stem = policyStem(file);
      for (const diagram of policyToMermaid(def, { sourceName: file }).tools) {
        const svg = readFileSync(
          join(REPO_ROOT, 'docs', 'generated', stem, `${diagram.key}.svg`),
          'utf8',
        );
        const parsed = await parseSvg(svg);
        expect(parsed.error, `${stem}/${diagram.key}`).toBeNull();
        const ids = new Set(
          parsed.nodes.map((n) => n.id.replace(/^.*-flowchart-(.+)-\d+$/u, '$1')),
        );
        for (const decision of diagram.decisions) {
          expect(ids.has(decision.nodeId), `${stem}/${diagram.key} ${decision.nodeId}`).toBe(true);
        }
      }
    }
  });

  it('renders hostile labels as inert text, never as markup', async () => {
    // escapeLabel writes entity codes; with SVG text labels mermaid shows them literally
    // (escaped twice), so hostile input stays visible and inert.
    const svg = await renderer.renderSvg(
      'flowchart TD\n  A["#60;script#62;x#60;/script#62; #34;q#34;"]\n',
      'hostile',
    );
    const parsed = await parseSvg(svg);
    expect(parsed.error).toBeNull();
    expect(svg).not.toMatch(/<script/iu);
    expect(parsed.nodes).toHaveLength(1);
    expect(parsed.nodes[0]?.text).not.toContain('<');
    expect(parsed.nodes[0]?.text).toContain('script');
  });

  it('renders PNG bytes in the same page', async () => {
    const png = await renderer.renderPng(
      'flowchart TD\n  A["start"] --> B{"check?"}\n',
      'png-test',
    );
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    expect(view.getUint32(16)).toBeGreaterThan(10); // IHDR width
    expect(view.getUint32(20)).toBeGreaterThan(10); // IHDR height
  });

  it('serialises concurrent calls on its one page', async () => {
    const sources = ['A', 'B', 'C', 'D'].map((n) => `flowchart TD\n  ${n}1["${n}"] --> ${n}2\n`);
    const results = await Promise.all([
      renderer.renderSvg(sources[0] ?? '', 'c0'),
      renderer.renderPng(sources[1] ?? '', 'c1'),
      renderer.renderSvg(sources[2] ?? '', 'c2'),
      renderer.renderPng(sources[3] ?? '', 'c3'),
    ]);
    expect(String(results[0])).toContain('flowchart-A1-');
    expect(String(results[2])).toContain('flowchart-C1-');
    expect([...(results[1] as Uint8Array).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect([...(results[3] as Uint8Array).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('turns a mermaid syntax error into RENDER_FAILED without the diagram text, and keeps working', async () => {
    const error = await renderer
      .renderSvg('flowchart TD\n  A[["secret-ish text', 'broken')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VizError);
    expect((error as VizError).code).toBe('RENDER_FAILED');
    expect((error as VizError).data).toEqual({ diagram: 'broken' });
    expect(JSON.stringify(error) + String((error as VizError).message)).not.toContain('secret-ish');
    expect(await renderer.renderSvg('flowchart TD\n  A --> B\n', 'after')).toContain('<svg');
  });

  it('refuses to render after close (last test: closes the shared renderer)', async () => {
    await renderer.close();
    await renderer.close();
    await expect(renderer.renderSvg('flowchart TD\n A\n', 'closed')).rejects.toMatchObject({
      code: 'RENDERER_CLOSED',
    });
  });
});
