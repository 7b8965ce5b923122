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
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AuditReader, openAuditReader } from '@zamburak/audit';
import { createFluentLocalizer, type Localizer } from '@zamburak/l10n';
import type { PolicyDiagrams } from '../generate.js';
import { api, BadRequest, type Explorer, SECURITY_HEADERS, type ServeLocale, send } from './api.js';

export {
  SERVE_CSP,
  SERVE_LOCALES,
  SERVE_STRINGS,
  type ServeLocale,
} from './api.js';

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

/** What the server itself keeps besides the explorer's state. */
interface ServerState {
  readonly token: string;
  /** The token's digest, compared in constant time. */
  readonly want: Buffer;
  readonly mermaidDir: string;
  readonly staticCache: Map<string, Buffer>;
  /** The port it listens on (0 until it listens). */
  port: number;
  cookieName: string;
}

/** Localizers by locale, built on first use; a catalogue that fails gives the fallback text. */
function localizerCache(): (locale: ServeLocale) => Localizer {
  const localizers = new Map<ServeLocale, Localizer>();
  return (locale) => {
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
}

/** A static file, read once and kept. */
function serveFile(st: ServerState, res: ServerResponse, file: string): void {
  let body = st.staticCache.get(file);
  if (body === undefined) {
    body = readFileSync(file);
    st.staticCache.set(file, body);
  }
  send(res, 200, body, TYPES[extname(file)] ?? 'application/octet-stream');
}

/** One request: host, method and token checked, then a static file, mermaid or an API route. */
function handle(st: Explorer & ServerState, req: IncomingMessage, res: ServerResponse): void {
  const port = st.port;
  const allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  if (!allowedHosts.has(req.headers.host ?? '')) {
    send(res, 421, 'misdirected request\n');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'method not allowed\n', undefined, { Allow: 'GET, HEAD' });
    return;
  }
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const fromQuery = url.searchParams.get('token') ?? undefined;
  const viaQuery = tokenMatches(fromQuery, st.want);
  if (!viaQuery && !tokenMatches(cookieValue(req, st.cookieName), st.want)) {
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
    res.setHeader('Set-Cookie', `${st.cookieName}=${st.token}; HttpOnly; SameSite=Strict; Path=/`);
  }
  try {
    const path = url.pathname;
    const asset = STATIC[path];
    if (asset !== undefined) {
      serveFile(st, res, join(ASSETS, asset));
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204, SECURITY_HEADERS);
      res.end();
      return;
    }
    if (path.startsWith('/vendor/mermaid/')) {
      serveMermaid(st, path, res);
      return;
    }
    if (path.startsWith('/api/')) {
      api(st, path, url, res);
      return;
    }
    send(res, 404, 'not found\n');
  } catch (e) {
    if (e instanceof BadRequest) send(res, 400, `bad request: ${e.message}\n`);
    else if (!res.headersSent) send(res, 500, 'the audit log could not be read\n');
    else res.destroy();
  }
}

/** `/vendor/mermaid/...`: a script of the installed mermaid package, nothing else. */
function serveMermaid(st: ServerState, path: string, res: ServerResponse): void {
  const rel = path.slice('/vendor/mermaid/'.length);
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(rel) || rel.split('/').includes('..')) {
    send(res, 404, 'not found\n');
    return;
  }
  const file = resolve(st.mermaidDir, rel);
  if (!file.startsWith(st.mermaidDir + sep) || !/\.m?js$/.test(file)) {
    send(res, 404, 'not found\n');
    return;
  }
  try {
    serveFile(st, res, file);
  } catch {
    send(res, 404, 'not found\n');
  }
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
  const st: Explorer & ServerState = {
    dbPath,
    reader,
    missingIndexes,
    policies,
    l10n: localizerCache(),
    sse: new Set<ServerResponse>(),
    lastHead: reader.head()?.seq ?? 0,
    verifyCache: undefined,
    token,
    want,
    mermaidDir,
    staticCache: new Map<string, Buffer>(),
    port: 0,
    cookieName: 'zamburak_serve',
  };
  const server = createServer((req, res) => handle(st, req, res));
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
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  st.port = port;
  st.cookieName = `zamburak_serve_${port}`;

  const timer = setInterval(() => {
    let seq: number;
    try {
      seq = reader.head()?.seq ?? 0;
    } catch {
      return;
    }
    if (seq === st.lastHead) return;
    st.lastHead = seq;
    for (const res of st.sse) res.write(`event: head\ndata: ${JSON.stringify({ seq })}\n\n`);
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
        for (const res of st.sse) res.end();
        st.sse.clear();
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
