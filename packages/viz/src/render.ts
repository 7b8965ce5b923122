/**
 * Rendering Mermaid text to SVG and PNG in one headless Chromium page.
 *
 * One browser is launched per renderer; its one page (`assets/page.html`) imports
 * mermaid's ES module build from node_modules once (file:// URLs read by Chromium from
 * disk; only the chunks a flowchart needs are loaded), then every diagram of the run is rendered in that page (the
 * measured cost is ~30 ms per diagram against ~2 s per mermaid-cli invocation). The
 * browser is Debian's Chromium; nothing here downloads a browser, and the page has no
 * network access (every request is aborted). The package depends on `puppeteer-core`,
 * which never downloads a browser: the Chromium binary is named by the caller, by the
 * `ZAMBURAK_CHROMIUM` environment variable, or found on `PATH` (`findChromium`).
 */
import { createHash } from 'node:crypto';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import { VizError } from './errors.js';
import { commentText, idFragment } from './mermaid.js';

/** The environment variable that names the Chromium binary when no option does. */
export const CHROMIUM_ENV = 'ZAMBURAK_CHROMIUM';

/** Executable names searched on `PATH`, in order (Debian's package installs `chromium`). */
export const CHROMIUM_NAMES: readonly string[] = ['chromium', 'chromium-browser'];

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium binary to use when the caller names none: `ZAMBURAK_CHROMIUM` if set,
 * otherwise the first `chromium` (then `chromium-browser`) on `PATH`; `undefined` when
 * there is none.
 */
export function findChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const named = env[CHROMIUM_ENV];
  if (named !== undefined && named !== '') return named;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '' || !isAbsolute(dir)) continue;
    for (const name of CHROMIUM_NAMES) {
      const candidate = join(dir, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
}

/** The Chromium flags the renderer always passes (the network is closed). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--headless',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The page (a local file) imports mermaid's ES module chunks from node_modules as
  // file:// URLs; request interception still aborts everything outside that folder.
  '--allow-file-access-from-files',
];

/** Mermaid configuration used for every render (also used by the bench for mmdc). */
export const MERMAID_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  deterministicIds: true,
  deterministicIDSeed: 'zamburak-viz',
  theme: 'default',
  // SVG <text> labels, not HTML in <foreignObject>: the output stays well-formed XML
  // (HTML labels emit unclosed <br>) and carries no HTML at all.
  htmlLabels: false,
  // The generator breaks label lines itself (short lines); a wide wrapping width keeps
  // mermaid from breaking long names mid-word.
  flowchart: { htmlLabels: false, wrappingWidth: 400 },
} as const;

export interface RendererOptions {
  /** Path of the Chromium binary; default `findChromium()` (`ZAMBURAK_CHROMIUM`, then `PATH`). */
  readonly executablePath?: string;
  /** Launch timeout in milliseconds; default 30000. */
  readonly launchTimeoutMs?: number;
}

export interface MermaidRenderer {
  /** Renders Mermaid text to an SVG document (string). */
  renderSvg(source: string, diagramId: string): Promise<string>;
  /** Renders Mermaid text to PNG bytes (a screenshot of the rendered SVG). */
  renderPng(source: string, diagramId: string): Promise<Uint8Array>;
  /** Closes the page and the browser. Idempotent. */
  close(): Promise<void>;
}

/** `sha256:<hex>` of the Mermaid text a rendered file was made from. */
export function sourceDigest(source: string): string {
  return `sha256:${createHash('sha256').update(source, 'utf8').digest('hex')}`;
}

const SVG_MARKER_PREFIX = '<!-- zamburak-viz source ';

/**
 * Prefixes an SVG with a comment naming the digest of its Mermaid source, so
 * `check` can tell a stale SVG from a current one without comparing SVG bytes
 * (which differ across Chromium versions).
 */
export function stampSvg(svg: string, source: string, sourceFile: string): string {
  const file = commentText(sourceFile).replaceAll('--', '-');
  return `${SVG_MARKER_PREFIX}${sourceDigest(source)} from ${file}; generated, do not edit -->\n${svg}\n`;
}

/** The source digest recorded by `stampSvg`, or undefined when absent. */
export function svgSourceDigest(svg: string): string | undefined {
  if (!svg.startsWith(SVG_MARKER_PREFIX)) {
    return undefined;
  }
  const match = /^sha256:[0-9a-f]{64}/u.exec(svg.slice(SVG_MARKER_PREFIX.length));
  return match?.[0];
}

/** file:// URL of mermaid's ES module build (it lazy-loads its chunks from the same folder). */
function mermaidModuleUrl(): string {
  const require = createRequire(import.meta.url);
  return pathToFileURL(require.resolve('mermaid/dist/mermaid.esm.min.mjs')).href;
}

interface MermaidGlobal {
  mermaid: {
    initialize(config: unknown): void;
    render(id: string, text: string): Promise<{ svg: string }>;
  };
}

class PageRenderer implements MermaidRenderer {
  #browser: Browser | undefined;
  readonly #page: Page;
  /** Operations on the one page run one at a time (a PNG needs the page's container). */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(browser: Browser, page: Page) {
    this.#browser = browser;
    this.#page = page;
  }

  #serial<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(operation, operation);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #open(diagramId: string): Page {
    if (this.#browser === undefined) {
      throw new VizError('RENDERER_CLOSED', 'the renderer is closed', { diagram: diagramId });
    }
    return this.#page;
  }

  async #render(source: string, diagramId: string, intoContainer: boolean): Promise<string> {
    const page = this.#open(diagramId);
    const svgId = `zv-${idFragment(diagramId)}`;
    try {
      return await page.evaluate(
        async (text: string, id: string, show: boolean) => {
          const g = globalThis as unknown as MermaidGlobal & {
            document: { getElementById(id: string): { innerHTML: string } | null };
          };
          const { svg } = await g.mermaid.render(id, text);
          const container = g.document.getElementById('zv-container');
          if (container !== null) {
            container.innerHTML = show ? svg : '';
          }
          return svg;
        },
        source,
        svgId,
        intoContainer,
      );
    } catch {
      // The browser's message may quote the diagram text; keep it out of the error.
      throw new VizError('RENDER_FAILED', 'mermaid could not render a diagram', {
        diagram: diagramId,
      });
    }
  }

  renderSvg(source: string, diagramId: string): Promise<string> {
    return this.#serial(() => this.#render(source, diagramId, false));
  }

  renderPng(source: string, diagramId: string): Promise<Uint8Array> {
    return this.#serial(() => this.#png(source, diagramId));
  }

  async #png(source: string, diagramId: string): Promise<Uint8Array> {
    await this.#render(source, diagramId, true);
    const page = this.#open(diagramId);
    const element = await page.$('#zv-container svg');
    if (element === null) {
      throw new VizError('RENDER_FAILED', 'mermaid produced no SVG element', {
        diagram: diagramId,
      });
    }
    try {
      const shot = await element.screenshot({ type: 'png', omitBackground: false });
      return new Uint8Array(shot);
    } catch {
      throw new VizError('RENDER_FAILED', 'the PNG screenshot failed', { diagram: diagramId });
    } finally {
      await element.dispose();
    }
  }

  async close(): Promise<void> {
    const browser = this.#browser;
    this.#browser = undefined;
    if (browser !== undefined) {
      await this.#queue;
      try {
        await browser.close();
      } catch {
        // A crashed or hung browser: make sure the process does not outlive us.
        browser.process()?.kill('SIGKILL');
      }
    }
  }
}

/**
 * Launches Chromium, opens one page and loads mermaid's browser bundle into it.
 * Throws `VizError` `BROWSER_NOT_FOUND` when no binary is named and none is on `PATH`
 * (install Debian's `chromium`), `BROWSER_LAUNCH_FAILED` when Chromium cannot start.
 */
export async function launchRenderer(options: RendererOptions = {}): Promise<MermaidRenderer> {
  const executablePath = options.executablePath ?? findChromium();
  if (executablePath === undefined) {
    throw new VizError(
      'BROWSER_NOT_FOUND',
      `no Chromium found: install Debian's chromium (apt-get install chromium), or name the binary with --chromium or ${CHROMIUM_ENV}`,
      { variable: CHROMIUM_ENV },
    );
  }
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS],
      timeout: options.launchTimeoutMs ?? 30_000,
    });
  } catch {
    throw new VizError('BROWSER_LAUNCH_FAILED', 'Chromium could not be launched', {
      executablePath,
    });
  }
  let step = 'page';
  try {
    // Use the tab Chromium opens anyway rather than a second one.
    const [firstTab] = await browser.pages();
    const page = firstTab ?? (await browser.newPage());
    await page.setViewport({ width: 1600, height: 1200, deviceScaleFactor: 1 });
    // The page and mermaid's module chunks are local files under two fixed locations;
    // every other request (network or file) is aborted.
    const pageUrl = new URL('../assets/page.html', import.meta.url).href;
    const moduleUrl = mermaidModuleUrl();
    const moduleDir = moduleUrl.slice(0, moduleUrl.lastIndexOf('/') + 1);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = request.url();
      if (
        url === pageUrl ||
        (url.startsWith(moduleDir) && !url.includes('/../') && url.endsWith('.mjs'))
      ) {
        void request.continue();
      } else {
        void request.abort();
      }
    });
    await page.goto(pageUrl);
    step = 'mermaid-module';
    // Evaluated as source text: a bundler or test transform must not rewrite `import()`.
    await page.evaluate(
      `import(${JSON.stringify(moduleUrl)}).then((m) => { globalThis.mermaid = m.default; })`,
    );
    step = 'mermaid-initialize';
    await page.evaluate((config: unknown) => {
      (globalThis as unknown as MermaidGlobal).mermaid.initialize(config);
    }, MERMAID_CONFIG as unknown);
    return new PageRenderer(browser, page);
  } catch (error) {
    await browser.close().catch(() => undefined);
    if (error instanceof VizError) {
      throw error;
    }
    throw new VizError('BROWSER_LAUNCH_FAILED', 'the rendering page could not be prepared', {
      executablePath,
      step,
    });
  }
}
