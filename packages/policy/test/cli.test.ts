/**
 * CLI golden tests. Each entry runs `zamburak-policy <argv>` in test/fixtures/policy/cli and
 * compares exit code, stdout and stderr with golden/<name>.txt (readable as documentation).
 * Regenerate after a deliberate change with UPDATE_GOLDEN=1 and review the diff.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecordedDecisions } from '@zamburak/audit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPolicyCli } from '../src/index.js';

const dir = fileURLToPath(new URL('../../../test/fixtures/policy/cli/', import.meta.url));
const update = process.env.UPDATE_GOLDEN === '1';

async function run(argv: string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  const code = await runPolicyCli(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd: dir,
    stdin: () => new TextEncoder().encode(stdin),
    // As the bin wires it: trial reads audit logs through @zamburak/audit.
    readAuditDecisions: readRecordedDecisions,
  });
  return { code, stdout, stderr };
}

const CASES: readonly (readonly [name: string, argv: string[], exit: number])[] = [
  ['validate-valid-yaml', ['validate', 'valid.yaml'], 0],
  ['validate-valid-json', ['validate', 'valid.json'], 0],
  [
    'validate-valid-both-json-format',
    ['validate', '--format', 'json', 'valid.yaml', 'valid.json'],
    0,
  ],
  ['validate-invalid-schema-yaml', ['validate', 'invalid-schema.yaml'], 3],
  ['validate-invalid-schema-json', ['validate', 'invalid-schema.json'], 3],
  [
    'validate-invalid-schema-yaml-json-format',
    ['validate', '--format', 'json', 'invalid-schema.yaml'],
    3,
  ],
  [
    'validate-invalid-schema-json-json-format',
    ['validate', '--format=json', 'invalid-schema.json'],
    3,
  ],
  ['validate-invalid-syntax-yaml', ['validate', 'invalid-syntax.yaml'], 3],
  ['validate-invalid-syntax-json', ['validate', 'invalid-syntax.json'], 3],
  [
    'validate-invalid-syntax-json-format',
    ['validate', '--format', 'json', 'invalid-syntax.yaml', 'invalid-syntax.json'],
    3,
  ],
  [
    'validate-unsupported-version',
    ['validate', 'unsupported-version.yaml', 'unsupported-version.json'],
    3,
  ],
  ['validate-duplicate-tool', ['validate', 'duplicates.yaml'], 3],
  ['validate-duplicate-key', ['validate', 'duplicate-key.yaml'], 3],
  ['validate-warnings-yaml', ['validate', 'warnings.yaml'], 0],
  ['validate-warnings-json', ['validate', 'warnings.json'], 0],
  ['validate-warnings-denied', ['validate', '--deny-warnings', 'warnings.yaml'], 3],
  [
    'validate-warnings-json-format',
    ['validate', '--format', 'json', '--deny-warnings', 'warnings.json'],
    3,
  ],
  ['validate-v0-source', ['validate', 'legacy.v0.yaml'], 0],
  ['validate-missing-file', ['validate', 'valid.yaml', 'no-such-file.yaml'], 1],
  ['migrate-yaml', ['migrate', 'legacy.v0.yaml'], 0],
  ['migrate-json', ['migrate', '--format', 'json', 'legacy.v0.yaml'], 0],
  ['migrate-already-v1', ['migrate', 'valid.json'], 0],
  ['migrate-invalid', ['migrate', 'invalid-schema.yaml'], 3],
  [
    'explain-deny',
    [
      'explain',
      'valid.yaml',
      '--tool',
      'send_email',
      '--args',
      'args-deny.json',
      '--authority',
      'EmailSendCap',
    ],
    2,
  ],
  [
    'explain-deny-json',
    [
      'explain',
      'valid.yaml',
      '--tool',
      'send_email',
      '--args',
      'args-deny.json',
      '--format',
      'json',
    ],
    2,
  ],
  [
    'explain-confirmation',
    [
      'explain',
      'valid.yaml',
      '--tool',
      'send_email',
      '--args',
      'args-ok.json',
      '--authority',
      'EmailSendCap',
    ],
    0,
  ],
  [
    'explain-context-denied',
    [
      'explain',
      'valid.yaml',
      '--tool',
      'send_email',
      '--args',
      'args-ok.json',
      '--authority',
      'EmailSendCap',
      '--context',
      'context-untrusted.json',
    ],
    2,
  ],
  [
    'explain-unknown-tool',
    ['explain', 'valid.yaml', '--tool', 'wire_money', '--args', 'args-ok.json'],
    2,
  ],
  ['explain-missing-tool-flag', ['explain', 'valid.yaml', '--args', 'args-ok.json'], 1],
  [
    'explain-bad-args-file',
    ['explain', 'valid.yaml', '--tool', 'send_email', '--args', 'valid.yaml'],
    1,
  ],
  [
    'explain-malformed-args',
    ['explain', 'valid.yaml', '--tool', 'send_email', '--args', 'args-malformed.json'],
    1,
  ],
  [
    'explain-malformed-context',
    [
      'explain',
      'valid.yaml',
      '--tool',
      'send_email',
      '--args',
      'args-ok.json',
      '--context',
      'context-malformed.json',
    ],
    1,
  ],
  ['validate-unreadable-json', ['validate', '--format', 'json', 'missing.yaml', 'valid.yaml'], 1],
  ['usage-no-command', [], 1],
  ['usage-unknown-command', ['lint', 'valid.yaml'], 1],
  ['usage-unknown-option', ['validate', '--strict', 'valid.yaml'], 1],
  ['help', ['--help'], 0],
  ['help-validate', ['validate', '--help'], 0],
  ['help-migrate', ['migrate', '--help'], 0],
  ['help-explain', ['explain', '--help'], 0],
  ['help-test', ['test', '--help'], 0],
  ['help-fmt', ['fmt', '--help'], 0],
  ['help-trial', ['trial', '--help'], 0],
  ['trial-usage-no-audit', ['trial', 'valid.yaml'], 1],
  ['trial-usage-fail-on', ['trial', '--audit', 'x.db', '--fail-on', 'narrow', 'valid.yaml'], 1],
  ['trial-invalid-candidate', ['trial', '--audit', 'missing.db', 'invalid-schema.yaml'], 3],
  ['trial-missing-log', ['trial', '--audit', 'missing.db', '--format', 'json', 'valid.yaml'], 1],
  ['trial-not-a-log', ['trial', '--audit', 'valid.yaml', 'valid.yaml'], 1],
  ['explain-request-deny', ['explain', 'valid.yaml', '--request', 'request-deny.yaml'], 2],
  [
    'explain-request-ok-json',
    ['explain', 'valid.yaml', '--request', 'request-ok.json', '--format', 'json'],
    0,
  ],
  ['explain-request-invalid', ['explain', 'valid.yaml', '--request', 'request-invalid.yaml'], 1],
  [
    'explain-request-and-flags',
    ['explain', 'valid.yaml', '--request', 'request-ok.json', '--tool', 'send_email'],
    1,
  ],
  ['test-pass', ['test', 'tests/valid.test.yaml'], 0],
  ['test-fail', ['test', 'tests'], 3],
  ['test-fail-json', ['test', '--format', 'json', 'tests/failing.test.yaml'], 3],
  ['test-invalid-files', ['test', 'tests-invalid'], 3],
  ['test-no-files', ['test', 'golden'], 1],
  ['fmt-print', ['fmt', 'duplicates.yaml'], 3],
  ['fmt-check', ['fmt', '--check', 'valid.yaml', 'legacy.v0.yaml'], 0],
  ['fmt-check-unformatted', ['fmt', '--check', 'valid.yaml', 'warnings.yaml'], 3],
  ['fmt-check-json', ['fmt', '--check', '--format', 'json', 'valid.json'], 0],
  ['fmt-usage-both', ['fmt', '--check', '--write', 'valid.yaml'], 1],
  ['fmt-usage-several-to-print', ['fmt', 'valid.yaml', 'warnings.yaml'], 1],
];

describe('zamburak-policy CLI (golden)', () => {
  for (const [name, argv, exit] of CASES) {
    it(`${name}: zamburak-policy ${argv.join(' ')}`, async () => {
      const r = await run(argv);
      const text = `$ zamburak-policy ${argv.join(' ')}\nexit: ${r.code}\n--- stdout\n${r.stdout}--- stderr\n${r.stderr}`;
      const file = `${dir}golden/${name}.txt`;
      if (update || !existsSync(file)) writeFileSync(file, text);
      expect(r.code).toBe(exit);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }

  it('a command named after an Object.prototype member is an unknown command', async () => {
    for (const command of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const r = await run([command, '--format', 'json', 'valid.yaml']);
      expect(r.code, command).toBe(1);
      expect(r.stderr).toContain(`error[USAGE_ERROR]: unknown command "${command}"`);
    }
  });

  it('every diagnostic of an invalid file carries a position inside the file', async () => {
    const r = await run([
      'validate',
      '--format',
      'json',
      'invalid-schema.yaml',
      'invalid-schema.json',
    ]);
    const out = JSON.parse(r.stdout) as {
      files: { diagnostics: { line: number; column: number; code: string }[] }[];
    };
    const codes = new Set<string>();
    for (const f of out.files) {
      expect(f.diagnostics.length).toBeGreaterThanOrEqual(3);
      for (const d of f.diagnostics) {
        codes.add(d.code);
        expect(d.line).toBeGreaterThan(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
      }
    }
    expect([...codes].sort()).toEqual(['INVALID_VALUE', 'MISSING_FIELD', 'UNKNOWN_FIELD']);
  });
});

describe('migrate output', () => {
  it('YAML printed by the CLI loads back to the same definition (every example)', async () => {
    const { readdirSync } = await import('node:fs');
    const { parsePolicy } = await import('../src/index.js');
    const { toYaml } = await import('../src/cli.js');
    const examples = new URL('../../../docs/examples/policies/', import.meta.url);
    for (const f of readdirSync(examples)) {
      const p = parsePolicy(readFileSync(new URL(f, examples), 'utf8'), {
        format: 'yaml',
        sourceName: f,
      });
      const again = parsePolicy(toYaml(p.definition), { format: 'yaml' });
      expect(again.hash).toBe(p.hash);
      expect(again.definition).toEqual(p.definition);
    }
  });
});

describe('any argv (property)', () => {
  /** Words a user, a script or a fuzzer might pass, Object.prototype names among them. */
  const word = fc.constantFrom(
    'validate',
    'migrate',
    'explain',
    'help',
    '--help',
    '-h',
    '--format',
    'json',
    'text',
    'yaml',
    '--tool',
    'send_email',
    'constructor',
    '__proto__',
    'toString',
    '--args',
    'args-ok.json',
    '--context',
    'context-untrusted.json',
    '--authority',
    '--deny-warnings',
    '--strict',
    '--',
    '-',
    '',
    'valid.yaml',
    'valid.json',
    'legacy.v0.yaml',
    'invalid-syntax.yaml',
    'invalid-schema.json',
    'missing.yaml',
    'golden',
  );

  it('never throws, exits 0-3 and prints no JavaScript built-in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 6 }), async (argv) => {
        const r = await run(argv);
        expect([0, 1, 2, 3]).toContain(r.code);
        expect(r.stdout + r.stderr).not.toMatch(/\[object Object\]|function Object\(|undefined/);
        // Exit 1 always says why on stderr, whatever the format.
        if (r.code === 1) expect(r.stderr).not.toBe('');
      }),
      { numRuns: 200 },
    );
  });
});

describe('zamburak-policy CLI conventions', () => {
  const jsonLines = (stdout: string) => {
    // Under --format json stdout is JSON only: one document (possibly pretty-printed).
    expect(() => JSON.parse(stdout)).not.toThrow();
    return JSON.parse(stdout) as Record<string, unknown>;
  };

  it('trial without an audit reader (no @zamburak/audit installed) says so, exit 1', async () => {
    let stdout = '';
    let stderr = '';
    const code = await runPolicyCli(
      ['trial', '--audit', 'x.db', '--format', 'json', 'valid.yaml'],
      {
        stdout: (t) => {
          stdout += t;
        },
        stderr: (t) => {
          stderr += t;
        },
        cwd: dir,
      },
    );
    expect(code).toBe(1);
    expect(stderr).toContain('error[AUDIT_READER_UNAVAILABLE]');
    expect(JSON.parse(stdout)).toMatchObject({
      error: { code: 'AUDIT_READER_UNAVAILABLE', messageId: 'policy-audit-reader-unavailable' },
    });
  });

  it('explain speaks through the Fluent catalogues, in the io locale', async () => {
    const argv = ['explain', 'valid.yaml', '--tool', 'send_email', '--args', 'args-ok.json'];
    let de = '';
    const code = await runPolicyCli([...argv, '--authority', 'EmailSendCap'], {
      stdout: (t) => {
        de += t;
      },
      stderr: () => {},
      cwd: dir,
      locale: 'de',
    });
    expect(code).toBe(0);
    expect(de).toContain(
      'why:      Die Richtlinie verlangt für send_email standardmäßig eine Bestätigung.',
    );
    expect(de).toContain('remedy:   Zeigen Sie dem Benutzer den Aufruf');
    expect(de).toContain('message:  policy-default-confirmation (tool=send_email)');
  });

  it('--version prints the package version', async () => {
    for (const argv of [['--version'], ['validate', '--version']]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    }
  });

  it('takes --flag=value and --flag value alike', async () => {
    const a = await run([
      'explain',
      'valid.yaml',
      '--tool=send_email',
      '--args=args-ok.json',
      '--format=json',
    ]);
    const b = await run([
      'explain',
      'valid.yaml',
      '--tool',
      'send_email',
      '--args',
      'args-ok.json',
      '--format',
      'json',
    ]);
    expect(a).toEqual(b);
  });

  it('--format json: usage and I/O errors are JSON on stdout too', async () => {
    for (const argv of [
      ['validate', '--format', 'json', '--nope', 'valid.yaml'],
      ['explain', 'valid.yaml', '--format=json'],
      ['explain', 'missing.yaml', '--tool', 't', '--args', 'args-ok.json', '--format', 'json'],
      ['migrate', '--format', 'json', 'missing.yaml'],
      ['nope', '--format', 'json'],
    ]) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(1);
      const out = jsonLines(r.stdout);
      expect(out.error, argv.join(' ')).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/) });
    }
  });

  it('cannot read says why; validate --format json reports it', async () => {
    const r = await run(['validate', '--format', 'json', 'missing.yaml']);
    expect(r.code).toBe(1);
    const out = jsonLines(r.stdout) as {
      files: { ioError: { code: string; data: { reason: string } } }[];
    };
    expect(out.files[0]?.ioError).toMatchObject({
      code: 'FILE_UNREADABLE',
      data: { reason: 'no such file' },
    });
    expect((await run(['validate', 'golden'])).stderr).toContain(
      'cannot read golden: is a directory',
    );
  });

  it('- reads standard input', async () => {
    const text = readFileSync(`${dir}valid.yaml`, 'utf8');
    const r = await run(['validate', '-'], text);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('-: valid');
  });

  it('a binary or non-UTF-8 file is one NOT_TEXT error, a file over 1 MiB one INPUT_TOO_LARGE', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'zamburak-policy-cli-'));
    try {
      writeFileSync(join(tmp, 'ls'), readFileSync('/proc/self/exe').subarray(0, 65_536));
      writeFileSync(
        join(tmp, 'latin1.yaml'),
        Buffer.from('schema_version: 1\npolicy_name: caf\xe9\n', 'latin1'),
      );
      writeFileSync(join(tmp, 'big.yaml'), `# ${'x'.repeat(1024 * 1024)}\n`);
      for (const [file, code] of [
        ['ls', 'NOT_TEXT'],
        ['latin1.yaml', 'NOT_TEXT'],
        ['big.yaml', 'INPUT_TOO_LARGE'],
      ] as const) {
        const r = await run(['validate', '--format', 'json', join(tmp, file)]);
        expect(r.code).toBe(1);
        expect(r.stderr.split('\n').filter((l) => l !== '')).toHaveLength(1);
        expect(r.stderr + r.stdout).not.toMatch(/[\u0000-\u0008\u000e-\u001f]/);
        const out = jsonLines(r.stdout) as { files: { ioError: { code: string } }[] };
        expect(out.files[0]?.ioError.code).toBe(code);
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
