/**
 * Finding the browser: an explicit path, then `ZAMBURAK_CHROMIUM`, then `chromium` on
 * `PATH`; none at all is a coded error that says what to install.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ENV, findChromium, launchRenderer, VizError } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'zamburak-viz-chromium-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeBinary(sub: string, name: string, mode: number): string {
  mkdirSync(join(dir, sub), { recursive: true });
  const path = join(dir, sub, name);
  writeFileSync(path, '#!/bin/sh\nexit 1\n');
  chmodSync(path, mode);
  return path;
}

describe('findChromium', () => {
  it('takes ZAMBURAK_CHROMIUM first', () => {
    expect(findChromium({ [CHROMIUM_ENV]: '/opt/chromium', PATH: '/usr/bin' })).toBe(
      '/opt/chromium',
    );
  });

  it('finds an executable chromium (then chromium-browser) on PATH, skipping others', () => {
    fakeBinary('a', 'chromium', 0o644); // not executable
    const browser = fakeBinary('b', 'chromium-browser', 0o755);
    const chromium = fakeBinary('c', 'chromium', 0o755);
    const path = [join(dir, 'a'), 'relative/dir', join(dir, 'b'), join(dir, 'c')].join(':');
    expect(findChromium({ PATH: path })).toBe(browser);
    expect(findChromium({ PATH: [join(dir, 'c'), join(dir, 'b')].join(':') })).toBe(chromium);
  });

  it('is undefined when there is none', () => {
    expect(findChromium({ PATH: join(dir, 'a') })).toBeUndefined();
    expect(findChromium({})).toBeUndefined();
  });
});

describe('launchRenderer without a browser', () => {
  it('throws BROWSER_NOT_FOUND naming what to install', async () => {
    const saved = { path: process.env.PATH, env: process.env[CHROMIUM_ENV] };
    process.env.PATH = join(dir, 'a');
    delete process.env[CHROMIUM_ENV];
    try {
      const error = await launchRenderer().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VizError);
      expect((error as VizError).code).toBe('BROWSER_NOT_FOUND');
      expect((error as VizError).message).toContain('apt-get install chromium');
      expect((error as VizError).data).toEqual({ variable: CHROMIUM_ENV });
    } finally {
      process.env.PATH = saved.path;
      if (saved.env !== undefined) process.env[CHROMIUM_ENV] = saved.env;
    }
  });
});
