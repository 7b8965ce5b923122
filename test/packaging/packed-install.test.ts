/**
 * The packages as a user gets them: built, packed with `npm pack`, installed from their
 * tarballs into a fresh project outside the repository (no workspace links, third-party
 * packages offline from the npm cache; see consumer.ts), then used there:
 * - a strict TypeScript consumer (README's tsconfig, no `skipLibCheck`) type-checks
 *   against the published `.d.ts` files;
 * - README's host sample runs and prints what its comments say;
 * - every CLI answers `--help` and `--version` and does real work on real files.
 * A package that reads anything outside its own directory at run time (schemas,
 * catalogues, vendored data) fails here, because nothing outside is there.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { openAuditLog } from '@zamburak/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/harness.js';
import { consumerManifest, type PackedPackage } from './consumer.js';

const NPM_ENV = {
  ...process.env,
  PUPPETEER_SKIP_DOWNLOAD: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  bin?: Record<string, string>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Workspace packages a user installs: the public ones and what they depend on. */
function publishablePackages(): { dir: string; manifest: Manifest }[] {
  const root = readJson<{ workspaces: string[] }>(join(ROOT, 'package.json'));
  const all = root.workspaces.map((dir) => ({
    dir,
    manifest: readJson<Manifest>(join(ROOT, dir, 'package.json')),
  }));
  const byName = new Map(all.map((p) => [p.manifest.name, p]));
  const chosen = new Set(all.filter((p) => p.manifest.private !== true).map((p) => p.dir));
  const queue = [...chosen];
  while (queue.length > 0) {
    const dir = queue.pop() as string;
    const deps = all.find((p) => p.dir === dir)?.manifest.dependencies ?? {};
    for (const name of Object.keys(deps)) {
      const dep = byName.get(name);
      if (dep !== undefined && !chosen.has(dep.dir)) {
        chosen.add(dep.dir);
        queue.push(dep.dir);
      }
    }
  }
  return all.filter((p) => chosen.has(p.dir));
}

/** The section of README.md under `heading` (up to the next heading of the same level). */
function readmeSection(heading: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no section "${heading}"`);
  const level = heading.slice(0, heading.indexOf(' ') + 1);
  const rest = readme.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^${level}`, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

function codeBlocks(section: string, lang: string): string[] {
  return [...section.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (m) => m[1] ?? '',
  );
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

interface PackResult {
  name: string;
  version: string;
  filename: string;
  files: { path: string }[];
}

let packed: PackResult[] = [];
let work = '';
let app = '';
let packages: { dir: string; manifest: Manifest }[] = [];

/** Runs a command in the consumer project (its own node_modules/.bin first on PATH). */
function inApp(command: string, args: readonly string[], input?: string): Run {
  const r = spawnSync(command, args, {
    cwd: app,
    encoding: 'utf8',
    input,
    timeout: 120_000,
    env: {
      ...NPM_ENV,
      PATH: `${join(app, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      NODE_OPTIONS: '',
    },
  });
  return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

const show = (r: Run): string =>
  `exit ${r.status}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;

function cli(bin: string, ...args: string[]): Run {
  return inApp(join(app, 'node_modules', '.bin', bin), args);
}

beforeAll(() => {
  packages = publishablePackages();
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: ROOT,
    env: NPM_ENV,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  }
  work = mkdtempSync(join(tmpdir(), 'zamburak-packed-'));
  const tarballs = join(work, 'tarballs');
  app = join(work, 'app');
  mkdirSync(tarballs);
  mkdirSync(join(app, 'src'), { recursive: true });
  const out = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', tarballs, ...packages.flatMap((p) => ['-w', p.dir])],
    { cwd: ROOT, env: NPM_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const packs = JSON.parse(out) as PackResult[];
  packed = packs;
  const installed: PackedPackage[] = packs.map((p) => ({
    name: p.name,
    version: p.version,
    dir: packages.find((q) => q.manifest.name === p.name)?.dir ?? '',
    tarball: `../tarballs/${p.filename}`,
  }));
  const { packageJson, lock } = consumerManifest(ROOT, installed, ['@types/node']);
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  writeFileSync(join(app, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  execFileSync('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: app,
    env: NPM_ENV,
    stdio: 'pipe',
  });
  // better-sqlite3's install script compiles it from source (no prebuilt binary is
  // reachable here), which takes minutes; the repository's build is the same version for
  // the same Node, so the consumer gets a copy of it instead.
  const addon = join('better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  mkdirSync(dirname(join(app, 'node_modules', addon)), { recursive: true });
  copyFileSync(join(ROOT, 'node_modules', addon), join(app, 'node_modules', addon));
}, 300_000);

// ZAMBURAK_KEEP_PACKED=1 keeps the consumer project for a look; removing its
// node_modules can take a while on a busy disk.
afterAll(() => {
  if (work !== '' && process.env.ZAMBURAK_KEEP_PACKED === undefined) {
    rmSync(work, { recursive: true, force: true });
  }
}, 180_000);

// Generous per-test time: a loaded machine (npm test runs files in parallel) slows tsc.
describe('packed install: the packages as a user installs them', { timeout: 180_000 }, () => {
  it('npm run build builds every package that is packed (each is in tsconfig.build.json)', () => {
    const build = readJson<{ references: { path: string }[] }>(join(ROOT, 'tsconfig.build.json'));
    const built = new Set(build.references.map((r) => dirname(r.path)));
    expect(packages.map((p) => p.dir).filter((dir) => !built.has(dir))).toEqual([]);
  });

  it('each tarball holds its built files, each with its source (no stale build output)', () => {
    for (const p of packed) {
      const files = new Set(p.files.map((f) => f.path));
      expect(files.has('dist/index.js'), p.name).toBe(true);
      expect(files.has('dist/index.d.ts'), p.name).toBe(true);
      const stale = [...files].filter(
        (f) => /^dist\/.*\.js$/.test(f) && !files.has(f.replace(/^dist\/(.*)\.js$/, 'src/$1.ts')),
      );
      // A file left by an older build (a source since moved or deleted) would ship too;
      // remove such leftovers with \`rm -rf packages/*/dist && npm run build\`.
      expect(stale, `${p.name}: stale build output in dist/`).toEqual([]);
    }
  });

  it('installs outside the repository, from tarballs, without workspace links', () => {
    expect(relative(ROOT, app).startsWith('..')).toBe(true);
    for (const p of packages) {
      const installed = join(app, 'node_modules', p.manifest.name);
      expect(existsSync(join(installed, 'package.json')), p.manifest.name).toBe(true);
      // A real directory from the tarball, not a symbolic link into the repository.
      expect(
        readdirSync(dirname(installed), { withFileTypes: true })
          .find((e) => e.name === installed.slice(dirname(installed).length + 1))
          ?.isDirectory(),
      ).toBe(true);
    }
  });

  it('a strict TypeScript consumer type-checks without skipLibCheck (README tsconfig)', () => {
    const install = readmeSection('## Install in your project');
    // The install command names packages that exist and are published.
    const [commands] = codeBlocks(install, 'sh');
    const named = [...(commands ?? '').matchAll(/^npm install (?!--save-dev)(.+)$/gm)].flatMap(
      (m) => (m[1] ?? '').trim().split(/\s+/),
    );
    const published = packages
      .filter((p) => p.manifest.private !== true)
      .map((p) => p.manifest.name);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(published).toContain(name);
    const [tsconfig] = codeBlocks(install, 'json');
    expect(tsconfig, 'README "Install in your project" shows a tsconfig.json').toBeDefined();
    const config = JSON.parse(tsconfig as string) as {
      compilerOptions: Record<string, unknown>;
    };
    expect(config.compilerOptions.strict).toBe(true);
    expect(config.compilerOptions.skipLibCheck).not.toBe(true);
    writeFileSync(join(app, 'tsconfig.json'), tsconfig as string);
    // Every public package, imported whole, so every published declaration is checked.
    const imports = packages
      .filter((p) => p.manifest.private !== true)
      .map((p, i) => `import * as p${i} from '${p.manifest.name}';`);
    const names = packages.filter((p) => p.manifest.private !== true).map((_, i) => `p${i}`);
    writeFileSync(
      join(app, 'src', 'all.ts'),
      `${imports.join('\n')}\n` +
        `import { createFluentLocalizer } from '@zamburak/l10n';\n` +
        `const modules: Record<string, unknown>[] = [${names.join(', ')}];\n` +
        `for (const m of modules) if (Object.keys(m).length === 0) throw new Error('empty module');\n` +
        `for (const locale of ['en-US', 'de']) {\n` +
        `  const l = createFluentLocalizer({ locale });\n` +
        `  console.log(l.lookup('policy-duplicate-key', { path: 'tools[0]' }));\n` +
        `}\n`,
    );
    const [sample] = codeBlocks(readmeSection('## Use it from a host application'), 'ts');
    expect(sample).toBeDefined();
    writeFileSync(join(app, 'src', 'sample.ts'), sample as string);
    writeFileSync(join(app, 'src', 'make-log.ts'), MAKE_LOG);
    const tsc = inApp(process.execPath, [
      join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      '.',
    ]);
    expect(tsc.status, show(tsc)).toBe(0);
  });

  it('every package loads, with its bundled catalogues', () => {
    const r = inApp(process.execPath, [join(outDir(), 'all.js')]);
    expect(r.status, show(r)).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual([
      'A key appears twice in the same mapping (at tools[0]).',
      'Ein Schlüssel kommt in derselben Zuordnung zweimal vor (bei tools[0]).',
    ]);
  });

  it("README's host sample runs and prints what its comments say", () => {
    const [sample] = codeBlocks(readmeSection('## Use it from a host application'), 'ts');
    const expected = [...(sample ?? '').matchAll(/console\.log\([^;]*\); \/\/ '([^']*)'/g)].map(
      (m) => m[1],
    );
    const r = inApp(process.execPath, [join(outDir(), 'sample.js')]);
    expect(r.status, show(r)).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(expected);
  });

  it('a snapshot made by the source build resumes with the packed dist, and back (same algebra text)', () => {
    // The label core reaches the VM as a generated bundle (npm run build:invm), not as
    // Function.prototype.toString of whatever the transpiler emitted: the algebra text, so a
    // snapshot's algebraHash, is the same under tsx (source) and the built dist.
    const script = join(ROOT, 'test', 'packaging', 'cross-build.mjs');
    copyFileSync(script, join(app, 'cross-build.mjs'));
    const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const fromSource = (...args: string[]): Run => {
      const r = spawnSync(process.execPath, [tsx, '--conditions=source', script, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...NPM_ENV, NODE_OPTIONS: '' },
      });
      return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
    };
    const fromDist = (...args: string[]): Run =>
      inApp(process.execPath, [join(app, 'cross-build.mjs'), ...args]);
    const sourceSnap = join(work, 'source.snapshot');
    const distSnap = join(work, 'dist.snapshot');
    const dumped = [fromSource('dump', sourceSnap), fromDist('dump', distSnap)];
    for (const r of dumped) expect(r.status, show(r)).toBe(0);
    const [algebraSource, algebraDist] = dumped.map((r) => r.stdout.split('\n')[0]);
    expect(algebraSource).toMatch(/^algebra [0-9a-f]{64}$/);
    expect(algebraDist).toBe(algebraSource);
    for (const r of [fromDist('resume', sourceSnap), fromSource('resume', distSnap)]) {
      expect(r.status, show(r)).toBe(0);
      expect(r.stdout.trim().split('\n')).toEqual([
        algebraSource,
        'suspended send_email',
        'completed',
      ]);
    }
  });

  it('zamburak-policy: --help, --version, validate, migrate, explain', () => {
    const fixtures = join(ROOT, 'test', 'fixtures', 'policy', 'cli');
    for (const f of ['valid.yaml', 'legacy.v0.yaml', 'invalid-schema.yaml', 'args-ok.json']) {
      copyFileSync(join(fixtures, f), join(app, f));
    }
    const help = cli('zamburak-policy', '--help');
    expect(help.status, show(help)).toBe(0);
    expect(help.stdout).toContain('validate');
    const ok = cli('zamburak-policy', 'validate', 'valid.yaml');
    expect(ok.status, show(ok)).toBe(0);
    const bad = cli('zamburak-policy', 'validate', '--format', 'json', 'invalid-schema.yaml');
    expect(bad.status, show(bad)).toBe(3);
    expect(() => JSON.parse(bad.stdout)).not.toThrow();
    const migrated = cli('zamburak-policy', 'migrate', 'legacy.v0.yaml');
    expect(migrated.status, show(migrated)).toBe(0);
    expect(migrated.stdout).toContain('schema_version: 1');
    const explain = cli(
      'zamburak-policy',
      'explain',
      'valid.yaml',
      '--tool',
      'send_email',
      '--args',
      'args-ok.json',
      '--authority',
      'EmailSendCap',
    );
    expect(explain.status, show(explain)).toBe(0);
    expect(explain.stdout).toContain('decision: RequireConfirmation');
    expectVersion(cli('zamburak-policy', '--version'), '@zamburak/policy');
  });

  it('zamburak-audit: --help, --version, verify, export, tail', () => {
    const made = inApp(process.execPath, [join(outDir(), 'make-log.js'), 'audit.db']);
    expect(made.status, show(made)).toBe(0);
    expect(made.stdout.trim()).toBe(
      'The argument text of post_message comes from untrusted data, but the policy requires Trusted data.',
    );
    const help = cli('zamburak-audit', '--help');
    expect(help.status, show(help)).toBe(0);
    expect(help.stdout).toContain('verify');
    const verify = cli('zamburak-audit', 'verify', 'audit.db');
    expect(verify.status, show(verify)).toBe(0);
    const exported = cli('zamburak-audit', 'export', 'audit.db', '--out', 'audit.jsonl');
    expect(exported.status, show(exported)).toBe(0);
    const lines = readFileSync(join(app, 'audit.jsonl'), 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const tail = cli('zamburak-audit', 'tail', 'audit.db', '-n', '3', '--format', 'json');
    expect(tail.status, show(tail)).toBe(0);
    expect(tail.stdout).toContain('INTEGRITY_REQUIRED');
    expectVersion(cli('zamburak-audit', '--version'), '@zamburak/audit');
  });

  it('zamburak-postgres: --help, --version, a connection error as JSON (exit 1)', () => {
    const help = cli('zamburak-postgres', '--help');
    expect(help.status, show(help)).toBe(0);
    expect(help.stdout).toContain('verify');
    // pg loads from the installed package; no server answers on this socket folder.
    const verify = cli(
      'zamburak-postgres',
      'verify',
      '--connection',
      'postgresql://nobody@/nowhere?host=/nonexistent-zamburak-socket-dir',
      '--format',
      'json',
    );
    expect(verify.status, show(verify)).toBe(1);
    expect(JSON.parse(verify.stdout)).toMatchObject({ error: { code: 'CONNECT_FAILED' } });
    expectVersion(cli('zamburak-postgres', '--version'), '@zamburak/postgres');
  });

  it('zamburak-audit serve: the packed explorer serves its page, script and mermaid; Ctrl-C stops it', async () => {
    // Its own log (written here with the workspace's writer), so this does not depend on
    // the consumer's compiled sample.
    const log = openAuditLog({
      path: join(app, 'serve.db'),
      tokenKey: 'packed-serve-key-0123456789',
      clock: () => 0,
    });
    log.append({ type: 'execution_started', executionId: 'packed' });
    log.close();
    const child = spawn(
      join(app, 'node_modules', '.bin', 'zamburak-audit'),
      ['serve', '--db', 'serve.db', '--format', 'json'],
      { cwd: app, env: { ...NPM_ENV, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let out = '';
      child.stdout.setEncoding('utf8');
      const start = await new Promise<{ url: string; readOnly: boolean }>((ok, fail) => {
        child.stdout.on('data', (c: string) => {
          out += c;
          if (out.includes('\n')) ok(JSON.parse(out.slice(0, out.indexOf('\n'))));
        });
        child.once('exit', (code) => fail(new Error(`serve exited ${code}: ${out}`)));
      });
      expect(start.readOnly).toBe(true);
      const page = await fetch(start.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/assets/app.js');
      const token = new URL(start.url).searchParams.get('token') ?? '';
      for (const path of ['/assets/app.js', '/vendor/mermaid/mermaid.esm.min.mjs', '/api/verify']) {
        const res = await fetch(new URL(`${path}?token=${token}`, start.url));
        expect(res.status, path).toBe(200);
      }
      expect((await fetch(new URL('/api/info', start.url))).status).toBe(401);
      const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('zamburak-viz: --help, --version, render (Debian chromium)', () => {
    copyFileSync(join(app, 'valid.yaml'), join(app, 'small.yaml'));
    const help = cli('zamburak-viz', '--help');
    expect(help.status, show(help)).toBe(0);
    expect(help.stdout).toContain('render');
    const render = cli(
      'zamburak-viz',
      'render',
      '--quiet',
      '--out',
      'diagrams',
      '--format',
      'mmd,svg,png',
      'small.yaml',
    );
    expect(render.status, show(render)).toBe(0);
    const summary = join(app, 'diagrams', 'small', 'summary');
    expect(readFileSync(`${summary}.svg`, 'utf8')).toContain('<svg');
    expect(readFileSync(`${summary}.png`).subarray(1, 4).toString('latin1')).toBe('PNG');
    expectVersion(cli('zamburak-viz', '--version'), '@zamburak/viz');
  });
});

function outDir(): string {
  return join(app, 'dist');
}

function expectVersion(r: Run, name: string): void {
  const version = packages.find((p) => p.manifest.name === name)?.manifest.version ?? '?';
  expect(r.status, show(r)).toBe(0);
  expect(r.stdout).toContain(version);
}

/** A consumer program that leaves a real audit log behind for the audit CLI. */
const MAKE_LOG = `import { openAuditLog } from '@zamburak/audit';
import { createMinter, RevocationIndex, UsageLedger } from '@zamburak/authority';
import { createRuntime } from 'zamburak';

const path = process.argv[2];
if (path === undefined) throw new Error('usage: make-log <audit.db>');
const clock = () => Date.now();
const key = crypto.getRandomValues(new Uint8Array(32));
const revocations = new RevocationIndex();
const usage = new UsageLedger();
const audit = openAuditLog({ path, tokenKey: key, clock });
const runtime = createRuntime({
  policy: {
    text: [
      'schema_version: 1',
      'policy_name: packed_install',
      'default_action: Deny',
      'strict_mode: true',
      'budgets: { max_values: 1000, max_parents_per_value: 64, max_closure_steps: 1000, max_witness_depth: 16 }',
      'tools:',
      '  - tool: fetch_page',
      '    side_effect_class: ExternalRead',
      '    output_labels: { integrity: Untrusted }',
      '    default_decision: Allow',
      '  - tool: post_message',
      '    side_effect_class: ExternalWrite',
      '    arg_rules:',
      '      - { arg: text, requires_integrity: Trusted }',
      '    default_decision: Allow',
    ].join('\\n'),
    format: 'yaml',
  },
  tools: [
    {
      name: 'fetch_page',
      description: 'Fetches a page.',
      parameters: { url: { type: 'string' } },
      trustClass: 'TrustedLocal',
      run: () => 'page text',
    },
    {
      name: 'post_message',
      description: 'Posts a message.',
      parameters: { text: { type: 'string' } },
      trustClass: 'TrustedLocal',
      run: () => 'posted',
    },
  ],
  authority: { verifier: createMinter({ key, issuer: 'host', clock, revocations, usage }), revocations, usage },
  audit,
  clock,
  key,
});
const execution = await runtime.start(
  "const page = fetch_page({ url: 'https://example.com' }); post_message({ text: page });",
);
if (execution.status !== 'denied') throw new Error('expected a denial, got ' + execution.status);
// No host localizer: the explanation is the bundled en-US catalogue's sentence.
console.log(execution.decisions.at(-1)?.explanation);
audit.flush();
audit.close();
`;
