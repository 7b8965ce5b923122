/**
 * `zamburak-audit serve --db LOG [--port N] [--host 127.0.0.1] [--policy FILE]...`: starts the
 * decision explorer, prints one start line (the URL with its access token; `--format json`:
 * one JSON object) and serves until `io.signal` aborts (the bin aborts on Ctrl-C / SIGTERM),
 * then closes cleanly and returns 0. Exit codes: 1 usage or I/O error (a log that cannot be
 * opened), 3 a `--policy` file that does not validate.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AuditError } from '@zamburak/audit';
import { cliErrorRecord, packageVersion, parseCliArgs } from '@zamburak/kernel';
import { createFluentLocalizer } from '@zamburak/l10n';
import { validatePolicyText } from '@zamburak/policy';
import { policyToMermaid } from '../generate.js';
import { LOOPBACK_HOSTS, type ServedPolicy, startAuditServer } from './server.js';

export interface ServeCliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly cwd: string;
  /** The locale of the CLI's messages (default en-US). */
  readonly locale?: string;
  /** Aborting it stops the server (the bin aborts on SIGINT and SIGTERM). */
  readonly signal?: AbortSignal;
  /** Called once the server listens (tests use it to reach the URL). */
  readonly onListening?: (info: { readonly url: string; readonly port: number }) => void;
}

const HELP = `Usage: zamburak-audit serve --db <log> [--port <n>] [--host 127.0.0.1] [--policy <file>]...

A read-only decision explorer for an audit log, in the browser: executions with filters,
an execution's timeline, each decision with its reason, rule path, remediation, redacted
witness graph and the tool's policy diagram, and the chain's verification status, live
while the log grows. It opens the log read-only and never writes it.

Options:
  --db <log>       the audit log (SQLite file)
  --port <n>       port to listen on (default: a free port)
  --host <addr>    loopback address to listen on: 127.0.0.1 (default), ::1 or localhost
  --policy <file>  a policy (YAML or JSON) to draw tool diagrams from; used for decisions
                   whose recorded policy hash is this policy's hash (repeatable)
  --format json    the start line (and errors) as JSON
  --help, --version

The printed URL carries a random access token; without it every request gets 401.
Stop with Ctrl-C. Exit codes: 0 stopped, 1 usage or I/O error, 3 a policy does not validate.
`;

const OPTIONS = {
  db: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  policy: { type: 'string', multiple: true },
} as const;

export async function runAuditServeCli(argv: readonly string[], io: ServeCliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(HELP);
    return 0;
  }
  if (argv.includes('--version')) {
    io.stdout(`${packageVersion(new URL('../../package.json', import.meta.url))}\n`);
    return 0;
  }
  const json = argv.some(
    (a, i) => a === '--format=json' || (a === '--format' && argv[i + 1] === 'json'),
  );
  const usage = (problem: string): number => {
    io.stderr(`zamburak-audit serve: ${problem}\n\n${HELP}`);
    if (json) {
      const error = { code: 'USAGE', messageId: 'kernel-usage', message: problem, data: {} };
      io.stdout(`${JSON.stringify({ error })}\n`);
    }
    return 1;
  };
  const parsed = parseCliArgs(argv, OPTIONS);
  if (!parsed.ok) return usage(parsed.problem);
  const v = parsed.args.values as Record<string, unknown>;
  if (parsed.args.positionals.length > 0) return usage('serve takes no positional arguments');
  const format = v.format;
  if (format !== undefined && format !== 'json') return usage('--format takes json');
  if (typeof v.db !== 'string') return usage('--db <log> is required');
  const host = typeof v.host === 'string' ? v.host : '127.0.0.1';
  if (!LOOPBACK_HOSTS.includes(host)) {
    return usage('--host must be a loopback address (127.0.0.1, ::1 or localhost)');
  }
  let port = 0;
  if (typeof v.port === 'string') {
    if (!/^\d{1,5}$/.test(v.port) || Number(v.port) > 65535) {
      return usage('--port must be an integer from 0 to 65535');
    }
    port = Number(v.port);
  }

  // Policies: each must validate (exit 3 otherwise); matched to decisions by hash.
  const policies: ServedPolicy[] = [];
  const files = Array.isArray(v.policy) ? v.policy.map(String) : [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(resolve(io.cwd, file), 'utf8');
    } catch {
      io.stderr(`zamburak-audit serve: ${file}: cannot read the policy\n`);
      if (json) {
        const error = {
          code: 'IO_FAILED',
          messageId: 'viz-io-failed',
          message: 'cannot read the policy',
          data: { path: file },
        };
        io.stdout(`${JSON.stringify({ error })}\n`);
      }
      return 1;
    }
    const format = /\.json$/iu.test(file) ? 'json' : 'yaml';
    const result = validatePolicyText(text, { format, sourceName: file });
    if (!result.ok || result.definition === undefined || result.hash === undefined) {
      io.stderr(
        `zamburak-audit serve: ${file}: the policy does not load (viz-policy-load-failed)\n`,
      );
      if (json) {
        const error = {
          code: 'POLICY_LOAD_FAILED',
          messageId: 'viz-policy-load-failed',
          message: 'the policy does not load',
          data: { path: file },
        };
        io.stdout(`${JSON.stringify({ error })}\n`);
      }
      return 3;
    }
    policies.push({
      hash: result.hash,
      diagrams: policyToMermaid(result.definition, { sourceName: file }),
    });
  }

  const db = resolve(io.cwd, v.db);
  let server: Awaited<ReturnType<typeof startAuditServer>>;
  try {
    server = await startAuditServer({ db, host, port, policies });
  } catch (e) {
    let record = cliErrorRecord(e, 'I/O error');
    let text = 'I/O error';
    if (e instanceof AuditError) {
      text = e.message;
      try {
        const l = createFluentLocalizer({ locale: io.locale ?? 'en-US' });
        text = l.message(e.messageId, e.data as Record<string, string | number>, e.message);
      } catch {
        // the English message
      }
      record = { ...record, message: text, data: { ...e.data, path: v.db } };
      io.stderr(`zamburak-audit serve: ${v.db}: ${text} [${e.code}]\n`);
    } else if ((e as { code?: unknown }).code === 'EADDRINUSE') {
      record = {
        code: 'IO_FAILED',
        messageId: 'viz-io-failed',
        message: 'the port is in use',
        data: { port },
      };
      io.stderr(`zamburak-audit serve: port ${port} is in use\n`);
    } else {
      io.stderr(`zamburak-audit serve: ${v.db}: ${text}\n`);
    }
    if (json) io.stdout(`${JSON.stringify({ error: record })}\n`);
    return 1;
  }
  if (json) {
    io.stdout(
      `${JSON.stringify({
        url: server.url,
        host: server.host,
        port: server.port,
        db,
        readOnly: true,
        missingIndexes: server.missingIndexes,
        policies: policies.map((p) => p.hash),
      })}\n`,
    );
  } else {
    io.stdout(`zamburak-audit serve: ${server.url}  (read-only; Ctrl-C stops)\n`);
    for (const name of server.missingIndexes) {
      io.stderr(
        `zamburak-audit serve: note: this log has no index ${name} (logs written before the explorer); ` +
          'execution pages scan the records table instead (see docs/audit.md for the cost)\n',
      );
    }
  }
  io.onListening?.({ url: server.url, port: server.port });
  await new Promise<void>((done) => {
    if (io.signal === undefined) return; // serves until the process ends
    if (io.signal.aborted) done();
    else io.signal.addEventListener('abort', () => done(), { once: true });
  });
  await server.close();
  return 0;
}
