/**
 * Benchmark: rendering 20 policy diagrams to SVG in one run (one Chromium, one page,
 * browser start included) beside one mermaid-cli (`mmdc`) invocation per diagram, which
 * starts a browser each time. Run: npm run bench:viz [mmdc invocations, default 5]
 *
 * Two sets of 20 diagrams:
 * - heavy: the `send_email` flowchart (every stage of the decision order present) of 20
 *   variants of packages/viz/test/fixtures/policies/seed-assistant.yaml;
 * - examples: the first 20 diagrams (summaries and tools, sorted by path) of
 *   docs/examples/policies/*;
 * and, for comparison only, the heavy set with its stage subgraphs removed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PolicyDefinition, parsePolicy } from '@zamburak/policy';
import {
  CHROMIUM_ARGS,
  findChromium,
  launchRenderer,
  MERMAID_CONFIG,
  planOutputs,
  policyStem,
  policyToMermaid,
} from '@zamburak/viz';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIAGRAMS = 20;
const ONE_BROWSER_RUNS = 3;
const MMDC_RUNS = Number(process.argv[2] ?? 5);
const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}
const median = (xs: readonly number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const p95 = (xs: readonly number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.95,
  );
const ms = (x: number) => x.toFixed(1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function loadPolicy(file: string): PolicyDefinition {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return parsePolicy(text, { format: file.endsWith('.json') ? 'json' : 'yaml', sourceName: file })
    .definition;
}

// heavy set
const seedFile = 'packages/viz/test/fixtures/policies/seed-assistant.yaml';
const base = loadPolicy(seedFile);
const heavy: string[] = [];
for (let i = 0; i < DIAGRAMS; i += 1) {
  const def: PolicyDefinition = {
    ...base,
    policy_name: `variant_${i}`,
    tools: base.tools.map((t) => (t.tool === 'send_email' ? { ...t, max_calls: i + 1 } : t)),
  };
  const tool = policyToMermaid(def, { sourceName: `bench/variant-${i}.yaml` }).tools.find(
    (d) => d.tool === 'send_email',
  );
  if (tool === undefined) throw new Error('fixture lost send_email');
  heavy.push(tool.mermaid);
}

// examples set
const exampleDir = join(ROOT, 'docs', 'examples', 'policies');
const exampleFiles = readdirSync(exampleDir)
  .filter((n) => /\.(ya?ml|json)$/u.test(n))
  .sort()
  .map((n) => `docs/examples/policies/${n}`);
const examples = planOutputs(
  exampleFiles.map((file) => ({
    stem: policyStem(file),
    diagrams: policyToMermaid(loadPolicy(file), { sourceName: file }),
  })),
)
  .sort((a, b) => (a.path < b.path ? -1 : 1))
  .slice(0, DIAGRAMS)
  .map((p) => p.diagram.mermaid);

console.log(
  `viz bench: ${DIAGRAMS} diagrams per run; chromium ${CHROMIUM_PATH}; node ${process.version}`,
);
console.log(`load average at start: ${load()} (2 vCPU shared with other work)`);

interface OneBrowser {
  readonly wallMedian: number;
  readonly renderMedian: number;
}

async function oneBrowser(name: string, sources: readonly string[]): Promise<OneBrowser> {
  const walls: number[] = [];
  const starts: number[] = [];
  const perDiagram: number[] = [];
  for (let run = 0; run < ONE_BROWSER_RUNS; run += 1) {
    const t0 = performance.now();
    const renderer = await launchRenderer();
    const t1 = performance.now();
    for (let i = 0; i < sources.length; i += 1) {
      const s = performance.now();
      await renderer.renderSvg(sources[i] ?? '', `bench/${i}`);
      perDiagram.push(performance.now() - s);
    }
    await renderer.close();
    starts.push(t1 - t0);
    walls.push(performance.now() - t0);
  }
  const wallMedian = median(walls);
  console.log('');
  console.log(
    `zamburak-viz, ${name} set, one browser + one page per run (${ONE_BROWSER_RUNS} runs of ${sources.length} diagrams):`,
  );
  console.log(`  browser start + mermaid load: median ${ms(median(starts))} ms`);
  console.log(
    `  per diagram (render only):    median ${ms(median(perDiagram))} ms, p95 ${ms(p95(perDiagram))} ms`,
  );
  console.log(
    `  wall for ${sources.length} diagrams incl. start and close: median ${ms(wallMedian)} ms, min ${ms(Math.min(...walls))} ms`,
  );
  console.log(
    `  => ${ms(wallMedian / sources.length)} ms per diagram amortised; goal <= 3000 ms wall: ${wallMedian <= 3000 ? 'met' : 'NOT met'} (median)`,
  );
  return { wallMedian, renderMedian: median(perDiagram) };
}

const heavyResult = await oneBrowser('heavy', heavy);
const examplesResult = await oneBrowser('examples', examples);
// Not what zamburak-viz emits: the heavy diagrams without their stage subgraphs, to show
// what the stage boxes cost in mermaid's layout.
const heavyFlat = heavy.map((src) =>
  src
    .split('\n')
    .filter((l) => !/^\s*(subgraph\b|end$)/u.test(l))
    .join('\n'),
);
const flatResult = await oneBrowser('heavy without stage subgraphs (comparison only)', heavyFlat);

// --- mermaid-cli: one process (and one browser) per diagram ---
const work = mkdtempSync(join(tmpdir(), 'zv-bench-'));
const puppeteerConfig = join(work, 'puppeteer.json');
const mermaidConfig = join(work, 'mermaid.json');
writeFileSync(
  puppeteerConfig,
  JSON.stringify({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
);
const { startOnLoad: _ignored, ...mmdcMermaidConfig } = MERMAID_CONFIG;
writeFileSync(mermaidConfig, JSON.stringify(mmdcMermaidConfig));
const mmdc = join(ROOT, 'node_modules', '.bin', 'mmdc');
const mmdcTimes: number[] = [];
try {
  for (let i = 0; i < MMDC_RUNS; i += 1) {
    const input = join(work, `d${i}.mmd`);
    writeFileSync(input, heavy[i % heavy.length] ?? '');
    const s = performance.now();
    const result = spawnSync(
      mmdc,
      [
        '-q',
        '-i',
        input,
        '-o',
        join(work, `d${i}.svg`),
        '-p',
        puppeteerConfig,
        '-c',
        mermaidConfig,
      ],
      {
        env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
        encoding: 'utf8',
      },
    );
    mmdcTimes.push(performance.now() - s);
    if (result.status !== 0) {
      console.log(`mmdc failed (exit ${result.status}): ${String(result.stderr).slice(0, 300)}`);
      break;
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
const mmdcMedian = median(mmdcTimes);
console.log('');
console.log(
  `mermaid-cli (mmdc), heavy set, one invocation per diagram (${mmdcTimes.length} invocations, not ${DIAGRAMS}: each starts a browser):`,
);
console.log(`  per diagram: median ${ms(mmdcMedian)} ms, p95 ${ms(p95(mmdcTimes))} ms`);
console.log(`  projected wall for ${DIAGRAMS} diagrams: ${ms(mmdcMedian * DIAGRAMS)} ms`);
console.log('');
console.log(
  `ratio mmdc / zamburak-viz per diagram (heavy set): ${(mmdcMedian / (heavyResult.wallMedian / DIAGRAMS)).toFixed(1)}x amortised ` +
    `(incl. browser start), ${(mmdcMedian / heavyResult.renderMedian).toFixed(1)}x render-only`,
);
console.log(
  `examples set: ${ms(examplesResult.wallMedian)} ms wall for ${examples.length} diagrams (${ms(examplesResult.wallMedian / examples.length)} ms per diagram amortised)`,
);
console.log(
  `stage subgraphs cost: heavy ${ms(heavyResult.renderMedian)} ms vs ${ms(flatResult.renderMedian)} ms per diagram without them ` +
    `(${((heavyResult.renderMedian / flatResult.renderMedian - 1) * 100).toFixed(0)}%)`,
);
console.log(`load average at end: ${load()}`);
