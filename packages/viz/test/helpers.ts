import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo, MermaidRenderer } from '../src/index.js';

export const VIZ_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = join(VIZ_ROOT, '..', '..');
export const FIXTURE_POLICIES = join(VIZ_ROOT, 'test', 'fixtures', 'policies');
export const GOLDEN_DIR = join(VIZ_ROOT, 'test', 'fixtures', 'golden');
export const EXAMPLE_POLICIES = join(REPO_ROOT, 'docs', 'examples', 'policies');

/** Policy files of a folder, repo-relative, sorted. */
export function policyFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => /\.(ya?ml|json)$/u.test(n))
    .sort()
    .map((n) => relative(REPO_ROOT, join(dir, n)).split('\\').join('/'));
}

export interface CapturedIo extends CliIo {
  readonly out: string[];
  readonly err: string[];
}

export function captureIo(cwd: string = REPO_ROOT): CapturedIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    cwd,
    stdout: (t) => {
      out.push(t);
    },
    stderr: (t) => {
      err.push(t);
    },
  };
}

/** Records calls; returns a minimal SVG / PNG so file handling is tested without a browser. */
export function fakeRenderer(): MermaidRenderer & { calls: string[]; closed: boolean } {
  const state = {
    calls: [] as string[],
    closed: false,
    renderSvg: async (_source: string, id: string) => {
      state.calls.push(`svg:${id}`);
      return `<svg id="${id}"></svg>`;
    },
    renderPng: async (_source: string, id: string) => {
      state.calls.push(`png:${id}`);
      return new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    },
    close: async () => {
      state.closed = true;
    },
  };
  return state;
}
