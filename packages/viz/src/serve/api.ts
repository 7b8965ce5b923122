/**
 * The decision explorer's JSON routes (`/api/...`) and what they share with the server: the
 * security headers, the query parameters, the page's strings. See docs/audit.md.
 */
import type { ServerResponse } from 'node:http';
import { basename } from 'node:path';
import {
  type AuditReader,
  type AuditRecord,
  type ExecutionQuery,
  type VerifyResult,
  verifyAuditLog,
} from '@zamburak/audit';
import { type Localizer, messageIdFor } from '@zamburak/l10n';
import type { PolicyDiagrams } from '../generate.js';
import { ruleArgument, witnessToMermaid } from './witness.js';

/** The languages of the page (bundled Fluent catalogues). */
export const SERVE_LOCALES = ['en-US', 'de'] as const;
export type ServeLocale = (typeof SERVE_LOCALES)[number];

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

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': SERVE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/** mermaid's `dist/` folder (its ES module build lazy-loads chunks from there). */
/** An answer with the security headers. */
export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/plain; charset=utf-8',
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, ...extra });
  res.end(body);
}

/** A JSON answer with the security headers. */
export function json(
  res: ServerResponse,
  value: unknown,
  extra: Record<string, string> = {},
): void {
  send(res, 200, JSON.stringify(value), 'application/json; charset=utf-8', extra);
}

export class BadRequest extends Error {}

/** A query parameter: absent, or at most 300 characters. */
export function param(url: URL, name: string): string | undefined {
  const v = url.searchParams.get(name);
  if (v === null || v === '') return undefined;
  if (v.length > 300) throw new BadRequest(`${name} is too long`);
  return v;
}

export function intParam(url: URL, name: string): number | undefined {
  const v = param(url, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,15}$/.test(v)) throw new BadRequest(`${name} must be a number`);
  return Number(v);
}

export function localeOf(url: URL): ServeLocale {
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

export interface VerifyCache {
  readonly headSeq: number;
  readonly at: number;
  /** How long the verification took (ms). */
  readonly took: number;
  readonly result: VerifyResult;
}

/** One running explorer's state, as its routes read it. */
export interface Explorer {
  readonly dbPath: string;
  readonly reader: AuditReader;
  readonly missingIndexes: readonly string[];
  readonly policies: ReadonlyMap<string, PolicyDiagrams>;
  readonly l10n: (locale: ServeLocale) => Localizer;
  /** Open event streams (live updates of the head). */
  readonly sse: Set<ServerResponse>;
  /** The head last announced to the event streams. */
  lastHead: number;
  verifyCache: VerifyCache | undefined;
}

/** The log's verification, cached while it does not grow (and at most every 2 s). */
function verify(st: Explorer): VerifyResult {
  const head = st.reader.head()?.seq ?? 0;
  const now = performance.now();
  // Re-verify when the log grew. Verification is synchronous (about 3 s per million records
  // on an idle machine, answers wait meanwhile), so at most every 2 s and never more than
  // a sixth of the time.
  const cached = st.verifyCache;
  if (
    cached === undefined ||
    (cached.headSeq !== head && now - cached.at > Math.max(2000, 5 * cached.took))
  ) {
    const result = verifyAuditLog(st.dbPath);
    const took = performance.now() - now;
    st.verifyCache = { headSeq: head, at: performance.now(), took, result };
    return result;
  }
  return cached.result;
}

function strings(st: Explorer, locale: ServeLocale): Record<string, string> {
  const l = st.l10n(locale);
  const out: Record<string, string> = {};
  for (const k of SERVE_STRINGS) out[k] = l.message(`viz-serve-${k}`, {}, k);
  return out;
}

function remediation(st: Explorer, r: AuditRecord, locale: ServeLocale) {
  if (r.reasonCode === undefined) return undefined;
  const l = st.l10n(locale);
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
}

function policyFor(st: Explorer, r: AuditRecord) {
  const policies = st.policies;
  if (policies.size === 0) return { status: 'none' as const };
  const diagrams = r.policyHash === undefined ? undefined : policies.get(r.policyHash);
  if (diagrams === undefined) return { status: 'unknown' as const };
  const d = diagrams.tools.find((t) => t.tool === r.tool);
  if (d === undefined) return { status: 'no-tool' as const, policyName: diagrams.policyName };
  return { status: 'ok' as const, policyName: diagrams.policyName, mermaid: d.mermaid };
}

/** The JSON routes under `/api/` (the token and the host are checked before). */
export function api(st: Explorer, path: string, url: URL, res: ServerResponse): void {
  const reader = st.reader;
  switch (path) {
    case '/api/info': {
      json(res, {
        db: basename(st.dbPath),
        readOnly: true,
        head: reader.head() ?? null,
        missingIndexes: st.missingIndexes,
        policies: [...st.policies.keys()],
        locales: SERVE_LOCALES,
      });
      return;
    }
    case '/api/strings': {
      json(res, strings(st, localeOf(url)));
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
    case '/api/record':
      recordRoute(st, url, res);
      return;
    case '/api/verify': {
      const result = verify(st);
      const l = st.l10n(localeOf(url));
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
      res.write(`retry: 2000\nevent: head\ndata: ${JSON.stringify({ seq: st.lastHead })}\n\n`);
      st.sse.add(res);
      res.on('close', () => st.sse.delete(res));
      return;
    }
    default:
      send(res, 404, 'not found\n');
  }
}

/** `/api/record?seq=`: one record with its summaries, witness, remediation and policy diagram. */
function recordRoute(st: Explorer, url: URL, res: ServerResponse): void {
  const reader = st.reader;
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
    remediation: remediation(st, record, locale) ?? null,
    policy: policyFor(st, record),
  });
}
