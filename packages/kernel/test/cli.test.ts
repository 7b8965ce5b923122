import { describe, expect, it } from 'vitest';
import { cliErrorRecord, KernelError, packageVersion, parseCliArgs } from '../src/index.js';

describe('parseCliArgs', () => {
  const options = { tool: { type: 'string' }, 'deny-warnings': { type: 'boolean' } } as const;

  it('takes --flag value and --flag=value alike, and the common options', () => {
    for (const argv of [
      ['explain', 'p.yaml', '--tool', 'send', '--format', 'json'],
      ['explain', 'p.yaml', '--tool=send', '--format=json'],
    ]) {
      const r = parseCliArgs(argv, options);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.args.positionals).toEqual(['explain', 'p.yaml']);
      expect(r.args.values.tool).toBe('send');
      expect(r.args.values.format).toBe('json');
    }
    const h = parseCliArgs(['-h', '--version', '--deny-warnings'], options);
    expect(h.ok && h.args.values).toMatchObject({
      help: true,
      version: true,
      'deny-warnings': true,
    });
  });

  it('keeps - as a positional (standard input) and everything after --', () => {
    const r = parseCliArgs(['validate', '-', '--', '--not-an-option'], options);
    expect(r.ok && r.args.positionals).toEqual(['validate', '-', '--not-an-option']);
  });

  it('reports malformed command lines as problems, never throws, never echoes odd input', () => {
    expect(parseCliArgs(['--nope'], options)).toMatchObject({ ok: false, option: '--nope' });
    expect(parseCliArgs(['--tool'], options)).toMatchObject({ ok: false, option: '--tool' });
    expect(parseCliArgs(['--deny-warnings=yes'], options)).toMatchObject({
      ok: false,
      problem: 'option --deny-warnings takes no value',
    });
    const odd = parseCliArgs(['--\u001b[31mred'], options);
    expect(odd.ok).toBe(false);
    expect(JSON.stringify(odd)).not.toContain('\u001b');
  });
});

describe('packageVersion and cliErrorRecord', () => {
  it("reads a package's version; unknown when unreadable", () => {
    expect(packageVersion(new URL('../package.json', import.meta.url))).toBe('0.1.0');
    expect(packageVersion(new URL('./nope.json', import.meta.url))).toBe('unknown');
  });

  it('a coded error keeps code, message id and data; anything else is INTERNAL_ERROR without its text', () => {
    const e = new KernelError('NOT_JSON', 'the value is not JSON (hole)', {
      reason: 'hole',
      depth: 1,
    });
    expect(cliErrorRecord(e)).toEqual({
      code: 'NOT_JSON',
      messageId: 'kernel-not-json',
      message: 'the value is not JSON (hole)',
      data: { reason: 'hole', depth: 1 },
    });
    expect(cliErrorRecord(new Error('secret input text'))).toEqual({
      code: 'INTERNAL_ERROR',
      messageId: 'kernel-internal-error',
      message: 'unexpected failure',
      data: {},
    });
  });
});
