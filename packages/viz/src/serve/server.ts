/**
 * `zamburak-audit serve`: the decision explorer, a read-only web server over one audit log.
 *
 * - Read-only: the log is opened with `openAuditReader` (SQLite `readonly`, never created,
 *   converted or indexed) and chain verification opens its own read-only connection.
 * - Local: it listens on a loopback address only, and answers only requests whose `Host` is
 *   that address (no DNS rebinding).
 * - Token: every request needs the random access token, from the URL (`?token=`) or from the
 *   HttpOnly, SameSite=Strict cookie the first visit sets; compared in constant time (SHA-256
 *   digests through `timingSafeEqual`). Without it: 401 and no data.
 * - The page is plain ES modules from this package's `assets/serve/` and Mermaid from the
 *   `mermaid` package, all served from here; the Content-Security-Policy allows nothing else
 *   (`default-src 'none'`, scripts and connections `'self'` only). The page writes data with
 *   `textContent` only.
 * - Live: server-sent events (`/api/events`) announce a new head while the log grows.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AuditReader,
  type AuditRecord,
  type ExecutionQuery,
  openAuditReader,
  type VerifyResult,
  verifyAuditLog,
} from '@zamburak/audit';
import { createFluentLocalizer, type Localizer, messageIdFor } from '@zamburak/l10n';
import type { PolicyDiagrams } from '../generate.js';
import { ruleArgument, witnessToMermaid } from './witness.js';

/** The languages of the page (bundled Fluent catalogues). */
export const SERVE_LOCALES = ['en-US', 'de'] as const;
export type ServeLocale = (typeof SERVE_LOCALES)[number];

/** Loopback addresses the server may bind to. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', '::1', 'localhost'];

/** A policy the explorer can draw: its hash (as the log records it) and its diagrams. */
export interface ServedPolicy {
  readonly hash: string;
  readonly diagrams: PolicyDiagrams;
}

export interface AuditServerOptions {
  /** The audit log (SQLite file). */
  readonly db: string;
  /** Loopback address (default 127.0.0.1). */
  readonly host?: string;
  /** Port (default 0: any free port). */
  readonly port?: number;
  /** The access token (default: 32 random bytes, base64url). */
  readonly token?: string;
  /** Policies whose tool diagrams decision pages show (matched by recorded policy hash). */
  readonly policies?: readonly ServedPolicy[];
  /** How often the head is polled for live updates (default 500 ms). */
  readonly pollMs?: number;
}

export interface AuditServer {
  /** The URL to open, token included. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly token: string;
  /** Explorer indexes this log lacks (see docs/audit.md for their cost). */
  readonly missingIndexes: readonly string[];
  close(): Promise<void>;
}

const ASSETS = fileURLToPath(new URL('../../assets/serve/', import.meta.url));
const STATIC: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/assets/app.js': 'app.js',
  '/assets/app.css': 'app.css',
};
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The Content-Security-Policy of every answer. Mermaid writes `<style>` elements and style
 * attributes into its SVG, hence `style-src 'unsafe-inline'`; scripts run only from here.
 */
export const SERVE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': SERVE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/** mermaid's `dist/` folder (its ES module build lazy-loads chunks from there). */
function mermaidDist(): string {
  const require = createRequire(import.meta.url);
  return realpathSync(dirname(require.resolve('mermaid/dist/mermaid.esm.min.mjs')));
}

const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();

/** Constant-time token comparison (digests of equal length, whatever was sent). */
function tokenMatches(given: string | undefined, want: Buffer): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), want);
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

class BadRequest extends Error {}

/** A query parameter: absent, or at most 300 characters. */
function param(url: URL, name: string): string | undefined {
  const v = url.searchParams.get(name);
  if (v === null || v === '') return undefined;
  if (v.length > 300) throw new BadRequest(`${name} is too long`);
  return v;
}

function intParam(url: URL, name: string): number | undefined {
  const v = param(url, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,15}$/.test(v)) throw new BadRequest(`${name} must be a number`);
  return Number(v);
}

function localeOf(url: URL): ServeLocale {
  const v = url.searchParams.get('lang');
  return (SERVE_LOCALES as readonly string[]).includes(v ?? '') ? (v as ServeLocale) : 'en-US';
}

/** The page's own text: `viz-serve-*` messages of the bundled catalogues. */
export const SERVE_STRINGS = [
  'title',
  'language',
  'executions',
  'filters',
  'from',
  'to',
  'status',
  'any',
  'tool',
  'reason-code',
  'policy-hash',
  'apply',
  'clear',
  'execution',
  'started',
  'last-record',
  'decisions',
  'denied',
  'older',
  'newest',
  'no-executions',
  'timeline',
  'seq',
  'time',
  'event',
  'call',
  'decision',
  'rule-path',
  'remediation',
  'witness',
  'witness-note',
  'policy-diagram',
  'policy-none',
  'policy-unknown',
  'policy-no-tool',
  'arguments',
  'context',
  'redacted',
  'chain-checking',
  'chain-ok',
  'chain-failed',
  'live',
  'new-records',
  'back',
  'missing-index',
  'not-found',
] as const;

interface VerifyCache {
  readonly headSeq: number;
  readonly at: number;
  /** How long the verification took (ms). */
  readonly took: number;
  readonly result: VerifyResult;
}

/** Starts the explorer; resolves once it listens. */
export async function startAuditServer(options: AuditServerOptions): Promise<AuditServer> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.includes(host)) {
    throw new RangeError('the explorer listens on a loopback address only');
  }
  const dbPath = resolve(options.db);
  const reader: AuditReader = openAuditReader(dbPath);
  const missingIndexes = reader.missingIndexes();
  const token = options.token ?? randomBytes(32).toString('base64url');
  const want = digest(token);
  const mermaidDir = mermaidDist();
  const policies = new Map((options.policies ?? []).map((p) => [p.hash, p.diagrams]));
  const localizers = new Map<ServeLocale, Localizer>();
  const l10n = (locale: ServeLocale): Localizer => {
    let l = localizers.get(locale);
    if (l === undefined) {
      try {
        l = createFluentLocalizer({ locale });
      } catch {
        l = { lookup: () => undefined, message: (_id, _args, fallback) => fallback };
      }
      localizers.set(locale, l);
    }
    return l;
  };
  const staticCache = new Map<string, Buffer>();
  let verifyCache: VerifyCache | undefined;
  const sse = new Set<ServerResponse>();
  let port = 0;
  let cookieName = 'zamburak_serve';
  let lastHead = reader.head()?.seq ?? 0;

  const send = (
    res: ServerResponse,
    status: number,
    body: string | Buffer,
    type = 'text/plain; charset=utf-8',
    extra: Record<string, string> = {},
  ): void => {
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, ...extra });
    res.end(body);
  };
  const json = (res: ServerResponse, value: unknown, extra: Record<string, string> = {}): void =>
    send(res, 200, JSON.stringify(value), 'application/json; charset=utf-8', extra);

  const allowedHosts = (): Set<string> =>
    new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);

  const verify = (): VerifyResult => {
    const head = reader.head()?.seq ?? 0;
    const now = performance.now();
    // Re-verify when the log grew. Verification is synchronous (about 3 s per million records
    // on an idle machine, answers wait meanwhile), so at most every 2 s and never more than
    // a sixth of the time.
    if (
      verifyCache === undefined ||
      (verifyCache.headSeq !== head && now - verifyCache.at > Math.max(2000, 5 * verifyCache.took))
    ) {
      const result = verifyAuditLog(dbPath);
      const took = performance.now() - now;
      verifyCache = { headSeq: head, at: performance.now(), took, result };
    }
    return verifyCache.result;
  };

  const strings = (locale: ServeLocale): Record<string, string> => {
    const l = l10n(locale);
    const out: Record<string, string> = {};
    for (const k of SERVE_STRINGS) out[k] = l.message(`viz-serve-${k}`, {}, k);
    return out;
  };

  const remediation = (r: AuditRecord, locale: ServeLocale) => {
    if (r.reasonCode === undefined) return undefined;
    const l = l10n(locale);
    const arg = ruleArgument(r.rulePath);
    const args = {
      tool: r.tool ?? '-',
      reasonCode: r.reasonCode,
      rulePath: r.rulePath ?? '',
      ...(arg === undefined ? {} : { arg }),
    };
    for (const family of ['policy', 'runtime', 'authority']) {
      let id: string;
      try {
        id = messageIdFor(family, r.reasonCode);
      } catch {
        continue;
      }
      const message = l.lookup(id, args);
      const help = l.lookup(`${id}.help`, args);
      if (message !== undefined || help !== undefined) {
        return { messageId: id, ...(message ? { message } : {}), ...(help ? { help } : {}) };
      }
    }
    return undefined;
  };

  const policyFor = (r: AuditRecord) => {
    if (policies.size === 0) return { status: 'none' as const };
    const diagrams = r.policyHash === undefined ? undefined : policies.get(r.policyHash);
    if (diagrams === undefined) return { status: 'unknown' as const };
    const d = diagrams.tools.find((t) => t.tool === r.tool);
    if (d === undefined) return { status: 'no-tool' as const, policyName: diagrams.policyName };
    return { status: 'ok' as const, policyName: diagrams.policyName, mermaid: d.mermaid };
  };

  const api = (path: string, url: URL, res: ServerResponse): void => {
    switch (path) {
      case '/api/info': {
        json(res, {
          db: basename(dbPath),
          readOnly: true,
          head: reader.head() ?? null,
          missingIndexes,
          policies: [...policies.keys()],
          locales: SERVE_LOCALES,
        });
        return;
      }
      case '/api/strings': {
        json(res, strings(localeOf(url)));
        return;
      }
      case '/api/executions': {
        const q: Record<string, string | number> = {};
        const put = (k: keyof ExecutionQuery, v: string | number | undefined) => {
          if (v !== undefined) q[k] = v;
        };
        put('before', intParam(url, 'before'));
        put('limit', intParam(url, 'limit'));
        put('from', param(url, 'from'));
        put('to', param(url, 'to'));
        put('status', param(url, 'status'));
        put('tool', param(url, 'tool'));
        put('reasonCode', param(url, 'reason'));
        put('policyHash', param(url, 'policy'));
        put('decision', param(url, 'decision'));
        json(res, reader.executions(q as ExecutionQuery));
        return;
      }
      case '/api/execution': {
        const id = param(url, 'id');
        if (id === undefined) throw new BadRequest('id is required');
        json(res, { executionId: id, records: reader.timeline(id, 2000) });
        return;
      }
      case '/api/record': {
        const seq = intParam(url, 'seq');
        if (seq === undefined) throw new BadRequest('seq is required');
        const record = reader.record(seq);
        if (record === undefined) {
          send(res, 404, 'no such record\n');
          return;
        }
        const refs = [...Object.values(record.argRefs ?? {})];
        if (record.contextRef !== undefined) refs.push(record.contextRef);
        const summaries = reader.summaries(refs);
        const tools = new Map<number, string>();
        if (record.executionId !== undefined) {
          for (const r of reader.timeline(record.executionId, 2000)) {
            if (r.callId !== undefined && r.tool !== undefined) tools.set(r.callId, r.tool);
          }
        }
        const locale = localeOf(url);
        json(res, {
          record,
          summaries,
          witness: witnessToMermaid(record, summaries, tools),
          remediation: remediation(record, locale) ?? null,
          policy: policyFor(record),
        });
        return;
      }
      case '/api/verify': {
        const result = verify();
        const l = l10n(localeOf(url));
        const text = result.ok
          ? undefined
          : l.message(
              messageIdFor('audit', result.reason),
              { seq: result.seq, ...result.detail },
              result.reason,
            );
        json(res, { ...result, ...(text === undefined ? {} : { text }) });
        return;
      }
      case '/api/events': {
        res.writeHead(200, {
          ...SECURITY_HEADERS,
          'Content-Type': 'text/event-stream; charset=utf-8',
          Connection: 'keep-alive',
        });
        res.write(`retry: 2000\nevent: head\ndata: ${JSON.stringify({ seq: lastHead })}\n\n`);
        sse.add(res);
        res.on('close', () => sse.delete(res));
        return;
      }
      default:
        send(res, 404, 'not found\n');
    }
  };

  const serveFile = (res: ServerResponse, file: string): void => {
    let body = staticCache.get(file);
    if (body === undefined) {
      body = readFileSync(file);
      staticCache.set(file, body);
    }
    send(res, 200, body, TYPES[extname(file)] ?? 'application/octet-stream');
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (!allowedHosts().has(req.headers.host ?? '')) {
      send(res, 421, 'misdirected request\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'method not allowed\n', undefined, { Allow: 'GET, HEAD' });
      return;
    }
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const fromQuery = url.searchParams.get('token') ?? undefined;
    const viaQuery = tokenMatches(fromQuery, want);
    if (!viaQuery && !tokenMatches(cookieValue(req, cookieName), want)) {
      send(
        res,
        401,
        'unauthorized: open the URL with the access token zamburak-audit serve printed\n',
        undefined,
        {
          'WWW-Authenticate': 'Bearer realm="zamburak-audit serve"',
        },
      );
      return;
    }
    if (viaQuery) {
      res.setHeader('Set-Cookie', `${cookieName}=${token}; HttpOnly; SameSite=Strict; Path=/`);
    }
    try {
      const path = url.pathname;
      const asset = STATIC[path];
      if (asset !== undefined) {
        serveFile(res, join(ASSETS, asset));
        return;
      }
      if (path === '/favicon.ico') {
        res.writeHead(204, SECURITY_HEADERS);
        res.end();
        return;
      }
      if (path.startsWith('/vendor/mermaid/')) {
        const rel = path.slice('/vendor/mermaid/'.length);
        if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(rel) || rel.split('/').includes('..')) {
          send(res, 404, 'not found\n');
          return;
        }
        const file = resolve(mermaidDir, rel);
        if (!file.startsWith(mermaidDir + sep) || !/\.m?js$/.test(file)) {
          send(res, 404, 'not found\n');
          return;
        }
        try {
          serveFile(res, file);
        } catch {
          send(res, 404, 'not found\n');
        }
        return;
      }
      if (path.startsWith('/api/')) {
        api(path, url, res);
        return;
      }
      send(res, 404, 'not found\n');
    } catch (e) {
      if (e instanceof BadRequest) send(res, 400, `bad request: ${e.message}\n`);
      else if (!res.headersSent) send(res, 500, 'the audit log could not be read\n');
      else res.destroy();
    }
  };

  const server = createServer(handle);
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', fail);
        ok();
      });
    });
  } catch (e) {
    reader.close();
    throw e;
  }
  const address = server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
  cookieName = `zamburak_serve_${port}`;

  const timer = setInterval(() => {
    let seq: number;
    try {
      seq = reader.head()?.seq ?? 0;
    } catch {
      return;
    }
    if (seq === lastHead) return;
    lastHead = seq;
    for (const res of sse) res.write(`event: head\ndata: ${JSON.stringify({ seq })}\n\n`);
  }, options.pollMs ?? 500);
  timer.unref();

  const urlHost = host === '::1' ? '[::1]' : host;
  let closed: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}/?token=${token}`,
    host,
    port,
    token,
    missingIndexes,
    close: () => {
      closed ??= new Promise<void>((ok) => {
        clearInterval(timer);
        for (const res of sse) res.end();
        sse.clear();
        server.close(() => {
          reader.close();
          ok();
        });
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
