/**
 * The explorer over HTTP (no browser): the token (401 without it, constant-time compare,
 * cookie after the first visit), loopback only and the Host check, the security headers,
 * no path out of mermaid's folder, the read-only guarantee, live updates by server-sent
 * events, and the CLI (`zamburak-audit serve`) with its start line and clean stop.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuditLog, openAuditLog, runAuditCli } from '@zamburak/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditServer,
  runAuditServeCli,
  SERVE_CSP,
  startAuditServer,
} from '../../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'zamburak-serve-http-'));
const db = join(dir, 'audit.db');
const KEY = 'serve-test-token-key-0123456789';
let server: AuditServer;

function writeLog(path: string): void {
  let t = Date.UTC(2026, 0, 1);
  const log = openAuditLog({ path, tokenKey: KEY, clock: () => (t += 1000) });
  for (let i = 0; i < 5; i++) {
    log.append({ type: 'execution_started', executionId: `e${i}` });
    log.append({
      type: i === 3 ? 'effect_denied' : 'effect_allowed',
      executionId: `e${i}`,
      callId: 1,
      tool: 'send_email',
      decision: i === 3 ? 'Deny' : 'Allow',
      ...(i === 3
        ? { reasonCode: 'DEFAULT_DENY', rulePath: 'tools[send_email].default_decision' }
        : {}),
    });
    log.append({
      type: 'execution_finished',
      executionId: `e${i}`,
      decision: i === 3 ? 'denied' : 'completed',
    });
  }
  log.close();
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked by the assertions
const get = async (url: string): Promise<any> => (await fetch(url)).json();

const sha = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

/** A raw request (fetch cannot set Host). */
function raw(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  writeLog(db);
  server = await startAuditServer({ db, pollMs: 50 });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const base = (): string => `http://127.0.0.1:${server.port}`;
const withToken = (path: string): string =>
  `${base()}${path}${path.includes('?') ? '&' : '?'}token=${server.token}`;

describe('access', () => {
  it('prints a loopback URL with a long random token', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    expect(server.missingIndexes).toEqual([]);
  });

  it('answers 401 without the token, with a wrong one and with a prefix of it', async () => {
    for (const path of [
      '/',
      '/api/info',
      '/api/executions',
      '/api/events',
      '/vendor/mermaid/mermaid.esm.min.mjs',
    ]) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('e0');
    }
    expect((await fetch(`${base()}/api/info?token=${server.token.slice(0, 42)}`)).status).toBe(401);
    expect((await fetch(`${base()}/api/info?token=${server.token}x`)).status).toBe(401);
    const cookie = `zamburak_serve_${server.port}=wrong`;
    expect((await fetch(`${base()}/api/info`, { headers: { cookie } })).status).toBe(401);
  });

  it('sets an HttpOnly SameSite=Strict cookie on the first visit and accepts it after', async () => {
    const first = await fetch(withToken('/'));
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = setCookie.split(';')[0] ?? '';
    const info = await fetch(`${base()}/api/info`, { headers: { cookie } });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ readOnly: true, head: { seq: 16 } });
  });

  it('answers only requests addressed to its loopback host (no DNS rebinding)', async () => {
    const path = `/api/info?token=${server.token}`;
    expect((await raw(server.port, path, { Host: `127.0.0.1:${server.port}` })).status).toBe(200);
    expect((await raw(server.port, path, { Host: `localhost:${server.port}` })).status).toBe(200);
    expect((await raw(server.port, path, { Host: 'attacker.example' })).status).toBe(421);
    expect((await raw(server.port, path, { Host: `evil.example:${server.port}` })).status).toBe(
      421,
    );
  });

  it('only reads: other methods get 405', async () => {
    const res = await raw(
      server.port,
      `/api/info?token=${server.token}`,
      { Host: `127.0.0.1:${server.port}` },
      'POST',
    );
    expect(res.status).toBe(405);
  });

  it('refuses to listen on anything but loopback', async () => {
    await expect(startAuditServer({ db, host: '0.0.0.0' })).rejects.toThrow(RangeError);
  });
});

describe('answers', () => {
  it('carry a strict Content-Security-Policy and no-store, errors included', async () => {
    for (const url of [
      withToken('/'),
      withToken('/api/executions'),
      `${base()}/api/info`,
      withToken('/nope'),
    ]) {
      const res = await fetch(url);
      expect(res.headers.get('content-security-policy')).toBe(SERVE_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(SERVE_CSP).toContain("default-src 'none'");
    expect(SERVE_CSP).toContain("script-src 'self'");
    expect(SERVE_CSP).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('serve mermaid from the package, and nothing outside its folder', async () => {
    const ok = await fetch(withToken('/vendor/mermaid/mermaid.esm.min.mjs'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/javascript');
    for (const path of [
      '/vendor/mermaid/../package.json',
      '/vendor/mermaid/%2e%2e/package.json',
      '/vendor/mermaid/..%2fpackage.json',
      '/vendor/mermaid/mermaid.d.ts',
      '/vendor/mermaid//etc/passwd',
    ]) {
      const res = await fetch(withToken(path));
      expect(res.status, path).toBe(404);
    }
  });

  it('filter executions and page them by keyset', async () => {
    const denied = await get(withToken('/api/executions?status=denied'));
    expect(denied.items.map((i: { executionId: string }) => i.executionId)).toEqual(['e3']);
    const reason = await get(withToken('/api/executions?reason=DEFAULT_DENY'));
    expect(reason.items).toHaveLength(1);
    const first = await get(withToken('/api/executions?limit=2'));
    expect(first.items.map((i: { executionId: string }) => i.executionId)).toEqual(['e4', 'e3']);
    const second = await get(withToken(`/api/executions?limit=2&before=${first.next}`));
    expect(second.items.map((i: { executionId: string }) => i.executionId)).toEqual(['e2', 'e1']);
    expect((await fetch(withToken('/api/executions?before=abc'))).status).toBe(400);
    expect((await fetch(withToken(`/api/executions?tool=${'x'.repeat(301)}`))).status).toBe(400);
  });

  it('explain a decision, localised', async () => {
    const timeline = await get(withToken('/api/execution?id=e3'));
    const denied = timeline.records.find((r: { event: string }) => r.event === 'effect_denied');
    const en = await get(withToken(`/api/record?seq=${denied.seq}`));
    expect(en.record.rulePath).toBe('tools[send_email].default_decision');
    expect(en.remediation.messageId).toBe('policy-default-deny');
    expect(en.remediation.message).toContain('send_email');
    expect(en.witness).toMatch(/^flowchart LR\n/);
    expect(en.policy).toEqual({ status: 'none' });
    const de = await get(withToken(`/api/record?seq=${denied.seq}&lang=de`));
    expect(de.remediation.message).not.toBe(en.remediation.message);
    expect((await fetch(withToken('/api/record?seq=999'))).status).toBe(404);
  });

  it('verify the chain', async () => {
    const v = await get(withToken('/api/verify'));
    expect(v).toMatchObject({ ok: true, records: 16 });
  });

  it('never change the log file', async () => {
    const before = sha(db);
    for (const path of [
      '/',
      '/api/executions',
      '/api/execution?id=e1',
      '/api/record?seq=2',
      '/api/verify',
    ]) {
      await (await fetch(withToken(path))).text();
    }
    expect(sha(db)).toBe(before);
  });
});

describe('live updates', () => {
  it('announce a new head by server-sent events while the log grows', async () => {
    const path = join(dir, 'live.db');
    writeLog(path);
    const live = await startAuditServer({ db: path, pollMs: 50 });
    let log: AuditLog | undefined;
    const controller = new AbortController();
    try {
      const res = await fetch(`http://127.0.0.1:${live.port}/api/events?token=${live.token}`, {
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const until = async (needle: string) => {
        while (!text.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          text += decoder.decode(value);
        }
      };
      await until('"seq":16');
      let t = Date.UTC(2026, 1, 1);
      log = openAuditLog({ path, tokenKey: KEY, clock: () => (t += 1000) });
      log.append({ type: 'execution_started', executionId: 'new' });
      log.flush();
      await until('"seq":17');
    } finally {
      controller.abort();
      log?.close();
      await live.close();
    }
  });
});

function io(extra: Partial<Parameters<typeof runAuditServeCli>[1]> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      stdout: (t: string) => out.push(t),
      stderr: (t: string) => err.push(t),
      cwd: dir,
      ...extra,
    },
  };
}

describe('zamburak-audit serve (CLI)', () => {
  it('answers --help and --version', async () => {
    const h = io();
    expect(await runAuditServeCli(['--help'], h.io)).toBe(0);
    expect(h.out.join('')).toContain('--db <log>');
    const v = io();
    expect(await runAuditServeCli(['--version'], v.io)).toBe(0);
    expect(v.out.join('')).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('prints a JSON start line, serves, and stops cleanly when aborted', async () => {
    const stop = new AbortController();
    const c = io({
      signal: stop.signal,
      onListening: async ({ url }) => {
        const res = await fetch(url);
        expect(res.status).toBe(200);
        stop.abort();
      },
    });
    expect(await runAuditServeCli(['--db', 'audit.db', '--format', 'json'], c.io)).toBe(0);
    const start = JSON.parse(c.out.join('')) as Record<string, unknown>;
    expect(start).toMatchObject({
      host: '127.0.0.1',
      readOnly: true,
      missingIndexes: [],
      policies: [],
    });
    expect(String(start.url)).toContain('?token=');
    // Closed: the port no longer answers.
    await expect(fetch(String(start.url))).rejects.toThrow();
  });

  it('reports usage errors, unreadable logs and invalid policies with their exit codes', async () => {
    const noDb = io();
    expect(await runAuditServeCli(['--format', 'json'], noDb.io)).toBe(1);
    expect(JSON.parse(noDb.out.join('')).error.code).toBe('USAGE');
    const remote = io();
    expect(await runAuditServeCli(['--db', 'audit.db', '--host', '0.0.0.0'], remote.io)).toBe(1);
    const missing = io();
    expect(await runAuditServeCli(['--db', 'missing.db', '--format=json'], missing.io)).toBe(1);
    expect(JSON.parse(missing.out.join('')).error.code).toBe('OPEN_FAILED');
    writeFileSync(join(dir, 'bad.yaml'), 'schema_version: 1\ntools: 7\n');
    const bad = io();
    expect(await runAuditServeCli(['--db', 'audit.db', '--policy', 'bad.yaml'], bad.io)).toBe(3);
  });

  it('is reached as `zamburak-audit serve`, and says what to install without viz', async () => {
    const without = io();
    expect(await runAuditCli(['serve', '--db', 'audit.db'], without.io)).toBe(1);
    expect(without.err.join('')).toContain('@zamburak/viz');
    const withViz = io();
    const code = await runAuditCli(['serve', '--help'], { ...withViz.io, serve: runAuditServeCli });
    expect(code).toBe(0);
    expect(withViz.out.join('')).toContain('zamburak-audit serve --db');
  });
});
