/**
 * The one build step for code that runs inside the QuickJS VM (issue 26 point 3), shared by
 * `vm` and `ifc`: each entry module (ordinary TypeScript, type-checked and linted like all
 * source) is bundled with esbuild into ONE self-contained JavaScript expression, and written
 * as a generated TypeScript module in the package's `src/generated/` that exports the text
 * and its SHA-256. The VM gets that text; the host imports the same modules directly.
 *
 *   npm run build:invm            rewrites every generated module that is not current
 *   npm run build:invm -- --check exits 1 (listing them) when any is not current
 *
 * The expression is an arrow-function call in strict mode that evaluates to the entry
 * module's exports (`(${SOURCE}).name`). A bundle of scripts (the prelude: `scripts` in its
 * row) is not bundled by esbuild: its parts, scripts sharing one scope, are concatenated in
 * order into one strict-mode function call that runs for its effects (`${SOURCE}`), each
 * part's header (`// @ts-check` and its doc comment) dropped and `BUILD.<NAME>` replaced by
 * the JSON of a constant. It holds no imports (bundled, `platform: 'neutral'`: a Node built-in
 * fails the build), no comments and no source map; its bytes depend only on the entry's
 * modules and the pinned esbuild version (exact in the root package.json), never on the
 * tsconfig or the transpiler that later loads the generated module, which is what lets a
 * snapshot bind to the text's hash. test/architecture/invm-generated.test.ts rebuilds in
 * memory and fails when a generated module is stale.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import {
  PRELUDE_CODE,
  PRELUDE_CONSTANTS,
  PRELUDE_PARTS,
} from '../packages/vm/src/prelude/manifest.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** One in-VM bundle: entry module, generated module, and the exported constant's name. */
export interface InvmBundle {
  /** Entry module, relative to the repository root. */
  readonly entry: string;
  /** Generated TypeScript module, relative to the repository root (under a `src/generated/`). */
  readonly output: string;
  /** Name of the exported source text; `${exportName}_SHA256` is its hash (hex). */
  readonly exportName: string;
  /** Set for a bundle of scripts: `entry` is then their directory (see the header). */
  readonly scripts?: InvmScripts;
}

/** A bundle of scripts sharing one scope, concatenated rather than bundled. */
export interface InvmScripts {
  /** The scripts (`<entry>/<part>.js`), in the order they run. */
  readonly parts: readonly string[];
  /** What `BUILD.<NAME>` in a part stands for (put in as JSON). */
  readonly constants: Readonly<Record<string, unknown>>;
  /** What `BUILD.<NAME>` stands for as code (put in as it is), for a name not in constants. */
  readonly code?: Readonly<Record<string, string>>;
}

/** Every in-VM bundle of the repository: add a row to add one. */
export const INVM_BUNDLES: readonly InvmBundle[] = [
  {
    entry: 'packages/ifc/src/label-core/index.ts',
    output: 'packages/ifc/src/generated/label-core.ts',
    exportName: 'LABEL_CORE_SOURCE',
  },
  {
    entry: 'packages/vm/src/prelude/parts',
    output: 'packages/vm/src/generated/prelude.ts',
    exportName: 'PRELUDE_SOURCE',
    scripts: { parts: PRELUDE_PARTS, constants: PRELUDE_CONSTANTS, code: PRELUDE_CODE },
  },
];

/** The esbuild options every bundle is built with (byte-stable: nothing read from tsconfig). */
const GLOBAL = '__zamburakInvm';
const OPEN = `var ${GLOBAL}=(()=>{`;
const CLOSE = '})();\n';

/** Bundles `entry` into one self-contained strict-mode expression (see the header). */
export async function bundleInvm(entry: string): Promise<string> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: GLOBAL,
    platform: 'neutral',
    target: 'es2022',
    charset: 'ascii',
    legalComments: 'none',
    sourcemap: false,
    // Whitespace only (names and syntax as written), in lines of about 100 characters: about
    // two thirds of the indented text for QuickJS to parse, and independent of how the
    // source is formatted.
    minifyWhitespace: true,
    lineLimit: 100,
    keepNames: false,
    treeShaking: true,
    tsconfigRaw: {},
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (result.outputFiles.length !== 1 || file === undefined) {
    throw new Error(`build:invm: ${entry} gave ${result.outputFiles.length} outputs, not 1`);
  }
  const text = file.text;
  if (!text.startsWith(OPEN) || !text.endsWith(CLOSE)) {
    throw new Error(`build:invm: ${entry}: esbuild's IIFE is not in the expected shape`);
  }
  const body = text.slice(OPEN.length, text.length - CLOSE.length).replace(/^\n|\n$/g, '');
  if (/\b(require|import)\s*\(|\bimport\.meta\b/.test(body)) {
    throw new Error(`build:invm: ${entry}: the bundle still loads a module`);
  }
  return `(() => {\n  'use strict';\n${body}\n})()`;
}

/** A script part's header: `// @ts-check` and its doc comment, which stay out of the bundle. */
const PART_HEADER = /^\/\/ @ts-check\n\/\*\*\n(?: \*.*\n)*? \*\/\n/;

/** One script part's code: its header dropped, every `BUILD.<NAME>` replaced. */
export function scriptPart(
  name: string,
  text: string,
  constants: Readonly<Record<string, unknown>>,
  code: Readonly<Record<string, string>> = {},
): string {
  const head = PART_HEADER.exec(text);
  if (head === null) throw new Error(`build:invm: ${name}: no '// @ts-check' + doc comment header`);
  return text.slice(head[0].length).replace(/\bBUILD\.([A-Z_]+)\b/g, (_, key: string) => {
    if (Object.hasOwn(constants, key)) return JSON.stringify(constants[key]);
    if (Object.hasOwn(code, key)) return code[key] as string;
    throw new Error(`build:invm: ${name}: unknown BUILD.${key}`);
  });
}

/** The parts of a bundle of scripts, in order, inside one strict-mode function call. */
export function concatScripts(
  dir: string,
  scripts: InvmScripts,
  read: (path: string) => string = (p) => readFileSync(join(ROOT, p), 'utf8'),
): string {
  const code = scripts.parts
    .map((p) =>
      scriptPart(`${dir}/${p}.js`, read(`${dir}/${p}.js`), scripts.constants, scripts.code),
    )
    .join('');
  return "(function () {\n'use strict';\n" + code + '})();\n';
}

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** The generated module's text for a bundle's source expression. */
export function renderGenerated(bundle: InvmBundle, source: string): string {
  const lines = source.split('\n');
  return [
    `// size: generated by npm run build:invm from ${bundle.entry}; do not edit`,
    '/**',
    ` * GENERATED by \`npm run build:invm\` (scripts/build-invm.ts) from ${bundle.entry};`,
    ...(bundle.scripts === undefined
      ? [
          ' * do not edit: change the entry module and rebuild. The text is a self-contained',
          ' * strict-mode JavaScript expression (one element below per line of it) that evaluates',
          ' * to the entry module’s exports; the hash is SHA-256 of the text (UTF-8).',
        ]
      : [
          ' * do not edit: change the scripts there and rebuild. The text is a self-contained',
          ' * strict-mode JavaScript program (one element below per line of it) that runs them in',
          ' * one scope, for their effects; the hash is SHA-256 of the text (UTF-8).',
        ]),
    ' */',
    `export const ${bundle.exportName}_SHA256 =`,
    `  '${sha256Hex(source)}';`,
    '',
    `export const ${bundle.exportName}: string = [`,
    ...lines.map((l) => `  ${JSON.stringify(l)},`),
    "].join('\\n');",
    '',
  ].join('\n');
}

/** Builds one bundle's generated module text (in memory). */
export async function generate(bundle: InvmBundle): Promise<string> {
  const source =
    bundle.scripts === undefined
      ? await bundleInvm(bundle.entry)
      : concatScripts(bundle.entry, bundle.scripts);
  return renderGenerated(bundle, source);
}

/** Generated modules whose text on disk differs from a fresh build (paths). */
export async function staleOutputs(bundles: readonly InvmBundle[] = INVM_BUNDLES) {
  const stale: { bundle: InvmBundle; text: string }[] = [];
  for (const bundle of bundles) {
    const text = await generate(bundle);
    let current = '';
    try {
      current = readFileSync(join(ROOT, bundle.output), 'utf8');
    } catch {
      current = '';
    }
    if (current !== text) stale.push({ bundle, text });
  }
  return stale;
}

async function main(args: readonly string[]): Promise<number> {
  const check = args.includes('--check');
  const stale = await staleOutputs();
  for (const { bundle, text } of stale) {
    if (check) process.stderr.write(`build:invm: ${bundle.output} is not current\n`);
    else {
      mkdirSync(dirname(join(ROOT, bundle.output)), { recursive: true });
      writeFileSync(join(ROOT, bundle.output), text);
      process.stdout.write(`build:invm: wrote ${bundle.output}\n`);
    }
  }
  if (stale.length === 0) process.stdout.write('build:invm: every generated module is current\n');
  return check && stale.length > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
