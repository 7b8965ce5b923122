/**
 * The AgentDojo "workspace" environment (inbox, calendar, cloud drive) as in-memory
 * state with tool adapters over it. Data is read from this package's copy of the vendored
 * AgentDojo data, `data/agentdojo/workspace/` (MIT, licence beside it; the repository's
 * `third_party/agentdojo` is the source). Injection slots such as `{email_facebook_injection}`
 * are filled with the vector's default text unless the caller supplies attack text.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { JsonObject, JsonValue, ToolDefinition } from 'zamburak';

export interface Email {
  id: string;
  sender: string;
  recipients: string[];
  cc: string[];
  subject: string;
  body: string;
  status: 'received' | 'sent' | 'draft';
  read: boolean;
  timestamp: string;
}

export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  start_time: string;
  end_time: string;
  location: string | null;
  participants: string[];
}

export interface DriveFile {
  id: string;
  filename: string;
  content: string;
  owner: string;
  shared_with: Record<string, string>;
  last_modified: string;
}

export interface WorkspaceState {
  readonly accountEmail: string;
  readonly currentDay: string;
  readonly emails: Email[];
  readonly events: CalendarEvent[];
  readonly files: DriveFile[];
}

const DEFAULT_DIR = fileURLToPath(new URL('../data/agentdojo/workspace/', import.meta.url));

function fill(text: string, injections: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(injections, name) ? (injections[name] as string) : whole,
  );
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

/**
 * Loads the workspace. `attacks` maps injection-vector names to attacker text; every
 * other vector gets its benign default.
 */
export function loadWorkspace(
  opts: { readonly dir?: string; readonly attacks?: Readonly<Record<string, string>> } = {},
): WorkspaceState {
  const dir = opts.dir ?? DEFAULT_DIR;
  const read = (p: string): unknown => parse(readFileSync(`${dir}${p}`, 'utf8'));
  const vectors = read('injection_vectors.yaml') as Record<string, { default: string }>;
  const injections: Record<string, string> = Object.create(null);
  for (const [name, v] of Object.entries(vectors)) injections[name] = str(v.default);
  Object.assign(injections, opts.attacks ?? {});
  const inbox = read('include/inbox.yaml') as {
    account_email: string;
    initial_emails: Record<string, unknown>[];
  };
  const calendar = read('include/calendar.yaml') as {
    current_day: string;
    initial_events: Record<string, unknown>[];
  };
  const drive = read('include/cloud_drive.yaml') as { initial_files: Record<string, unknown>[] };
  return {
    accountEmail: inbox.account_email,
    currentDay: str(calendar.current_day),
    emails: inbox.initial_emails.map((e) => ({
      id: str(e.id_),
      sender: str(e.sender),
      recipients: strs(e.recipients),
      cc: strs(e.cc),
      subject: fill(str(e.subject), injections),
      body: fill(str(e.body), injections),
      status: str(e.status) as Email['status'],
      read: e.read === true,
      timestamp: str(e.timestamp),
    })),
    events: calendar.initial_events.map((e) => ({
      id: str(e.id_),
      title: fill(str(e.title), injections),
      description: fill(str(e.description), injections),
      start_time: str(e.start_time),
      end_time: str(e.end_time),
      location: e.location === undefined || e.location === null ? null : str(e.location),
      participants: strs(e.participants),
    })),
    files: drive.initial_files.map((f) => ({
      id: str(f.id_),
      filename: str(f.filename),
      content: fill(str(f.content), injections),
      owner: str(f.owner),
      shared_with: Object.fromEntries(
        Object.entries((f.shared_with ?? {}) as Record<string, unknown>).map(([k, v]) => [
          k,
          str(v),
        ]),
      ),
      last_modified: str(f.last_modified),
    })),
  };
}

const asJson = (v: unknown): JsonValue => JSON.parse(JSON.stringify(v)) as JsonValue;
const text = (args: Readonly<JsonObject>, name: string): string => {
  const v = args[name];
  return typeof v === 'string' ? v : '';
};
const list = (args: Readonly<JsonObject>, name: string): string[] => {
  const v = args[name];
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};
const matches = (haystack: string, query: string): boolean =>
  haystack.toLowerCase().includes(query.toLowerCase());

/** Tool adapters over a workspace state. All run locally (TrustedLocal). */
export function workspaceTools(state: WorkspaceState): ToolDefinition[] {
  return [...emailTools(state), ...calendarTools(state), ...driveTools(state)];
}

/** The inbox: read, search and send. */
function emailTools(state: WorkspaceState): ToolDefinition[] {
  const received = () => state.emails.filter((e) => e.status === 'received');
  const emailView = (e: Email) => asJson({ ...e });
  return [
    {
      name: 'get_unread_emails',
      description: 'Returns the unread emails in the inbox and marks them as read.',
      parameters: {},
      trustClass: 'TrustedLocal',
      run() {
        const unread = received().filter((e) => !e.read);
        for (const e of unread) e.read = true;
        return unread.map(emailView);
      },
    },
    {
      name: 'get_received_emails',
      description: 'Returns every email received in the inbox.',
      parameters: {},
      trustClass: 'TrustedLocal',
      run: () => received().map(emailView),
    },
    {
      name: 'search_emails',
      description:
        'Searches emails whose subject or body contains the query, optionally from one sender.',
      parameters: {
        query: { type: 'string' },
        sender: { type: 'string', optional: true },
      },
      trustClass: 'TrustedLocal',
      run(args) {
        const q = text(args, 'query');
        const sender = text(args, 'sender');
        return state.emails
          .filter(
            (e) => matches(`${e.subject}\n${e.body}`, q) && (sender === '' || e.sender === sender),
          )
          .map(emailView);
      },
    },
    {
      name: 'send_email',
      description: 'Sends an email to the given recipients.',
      parameters: {
        to: { type: 'array', description: 'recipient addresses' },
        subject: { type: 'string' },
        body: { type: 'string' },
      },
      trustClass: 'TrustedLocal',
      run(args, ctx) {
        const email: Email = {
          id: String(state.emails.length + 1000),
          sender: state.accountEmail,
          recipients: list(args, 'to'),
          cc: [],
          subject: text(args, 'subject'),
          body: text(args, 'body'),
          status: 'sent',
          read: true,
          timestamp: new Date(ctx.now).toISOString().slice(0, 19),
        };
        state.emails.push(email);
        return { id: email.id, status: 'sent', recipients: email.recipients };
      },
      draft(args) {
        return {
          preview: {
            to: list(args, 'to'),
            subject: text(args, 'subject'),
            bodyBytes: new TextEncoder().encode(text(args, 'body')).length,
          },
        };
      },
    },
  ];
}

/** The calendar: today, search, create. */
function calendarTools(state: WorkspaceState): ToolDefinition[] {
  return [
    {
      name: 'get_current_day',
      description: 'Returns the current day (YYYY-MM-DD) of the calendar.',
      parameters: {},
      trustClass: 'TrustedLocal',
      run: () => state.currentDay,
    },
    {
      name: 'search_calendar_events',
      description:
        'Searches calendar events whose title or description contains the query, optionally on one day.',
      parameters: {
        query: { type: 'string' },
        date: { type: 'string', optional: true },
      },
      trustClass: 'TrustedLocal',
      run(args) {
        const q = text(args, 'query');
        const day = text(args, 'date');
        return state.events
          .filter(
            (e) =>
              matches(`${e.title}\n${e.description}`, q) &&
              (day === '' || e.start_time.startsWith(day)),
          )
          .map((e) => asJson(e));
      },
    },
    {
      name: 'create_calendar_event',
      description: 'Creates a calendar event and invites the participants.',
      parameters: {
        title: { type: 'string' },
        start_time: { type: 'string' },
        end_time: { type: 'string' },
        description: { type: 'string', optional: true },
        participants: { type: 'array', optional: true },
      },
      trustClass: 'TrustedLocal',
      run(args) {
        const event: CalendarEvent = {
          id: String(state.events.length + 1000),
          title: text(args, 'title'),
          description: text(args, 'description'),
          start_time: text(args, 'start_time'),
          end_time: text(args, 'end_time'),
          location: null,
          participants: list(args, 'participants'),
        };
        state.events.push(event);
        return asJson(event);
      },
    },
  ];
}

/** The cloud drive: search and share. */
function driveTools(state: WorkspaceState): ToolDefinition[] {
  return [
    {
      name: 'search_files',
      description: 'Searches files in the cloud drive whose name or content contains the query.',
      parameters: { query: { type: 'string' } },
      trustClass: 'TrustedLocal',
      run(args) {
        const q = text(args, 'query');
        return state.files
          .filter((f) => matches(`${f.filename}\n${f.content}`, q))
          .map((f) => asJson(f));
      },
    },
    {
      name: 'share_file',
      description: 'Shares a cloud-drive file with an email address, with permission r or rw.',
      parameters: {
        file_id: { type: 'string' },
        email: { type: 'string' },
        permission: { type: 'string' },
      },
      trustClass: 'TrustedLocal',
      run(args) {
        const file = state.files.find((f) => f.id === text(args, 'file_id'));
        if (file === undefined) throw new Error('no such file');
        file.shared_with[text(args, 'email')] = text(args, 'permission') === 'rw' ? 'rw' : 'r';
        return { id: file.id, shared_with: Object.keys(file.shared_with).sort() };
      },
    },
  ];
}
