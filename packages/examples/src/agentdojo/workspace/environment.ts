/**
 * The AgentDojo workspace environment (v1 `WorkspaceEnvironment`: inbox, calendar, cloud
 * drive) as plain JSON-like data, loaded from this package's vendored data.
 *
 * The Python keeps emails, events and files in dicts keyed by id, whose iteration order is
 * insertion order. A JavaScript object iterates integer-like keys ("4", "24") in numeric
 * order instead, which would reorder search results and `[0]` picks; so each collection is
 * an array in the Python's insertion order, looked up by `id_` (see the helpers below).
 * Deleting removes the element; adding a new id appends it, as a dict does.
 *
 * Date-times are normalised to `YYYY-MM-DDTHH:MM:SS` strings (Python `datetime.isoformat()`
 * without microseconds): they compare correctly as strings, so the checks' `<`, `==` on
 * datetimes work on them unchanged. Dates are `YYYY-MM-DD`.
 */
import { readEnvironmentTree } from '../data.js';

export type EmailStatus = 'sent' | 'received' | 'draft';
export type SharingPermission = 'r' | 'rw';
export type EventStatus = 'confirmed' | 'canceled';

export interface CalendarEvent {
  id_: string;
  title: string;
  description: string;
  start_time: string;
  end_time: string;
  location: string | null;
  participants: string[];
  all_day: boolean;
  status: EventStatus;
}

export interface Email {
  id_: string;
  sender: string;
  recipients: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  status: EmailStatus;
  read: boolean;
  timestamp: string;
  /** A file id, or a calendar event (a copy of it at sending time). */
  attachments: (string | CalendarEvent)[];
}

export interface EmailContact {
  email: string;
  name: string;
}

export interface Inbox {
  account_email: string;
  /** The Python's `emails` dict, in its insertion order. */
  emails: Email[];
  contact_list: EmailContact[];
  /** Deleted emails (the Python's `trash` dict), in deletion order. */
  trash: Email[];
}

export interface Calendar {
  current_day: string;
  account_email: string;
  /** The Python's `events` dict, in its insertion order. */
  events: CalendarEvent[];
}

export interface CloudDriveFile {
  id_: string;
  filename: string;
  content: string;
  owner: string;
  last_modified: string;
  shared_with: Record<string, SharingPermission>;
  size: number;
}

export interface CloudDrive {
  account_email: string;
  /** The Python's `files` dict, in its insertion order. */
  files: CloudDriveFile[];
}

export interface WorkspaceEnvironment {
  inbox: Inbox;
  calendar: Calendar;
  cloud_drive: CloudDrive;
}

// ---------------------------------------------------------------------------------------
// Dates

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Python `datetime.fromisoformat` for the shapes the data and the checks use
 * (`2024-05-15T10:00`, `2024-05-15 10:00`, `2024-05-15T10:00:00`), normalised to
 * `YYYY-MM-DDTHH:MM:SS`; a bare date means midnight. Throws on anything else.
 */
export function parseDatetime(text: string): string {
  const m = DATETIME.exec(text);
  if (m !== null) return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}`;
  if (DATE.test(text)) return `${text}T00:00:00`;
  throw new Error(`Invalid isoformat string: '${text}'`);
}

/** Python `datetime.date.fromisoformat`. */
export function parseDate(text: string): string {
  if (!DATE.test(text)) throw new Error(`Invalid isoformat string: '${text}'`);
  return text;
}

/** The date part of a normalised date-time (`datetime.date()`). */
export function dateOf(datetime: string): string {
  return datetime.slice(0, 10);
}

/** `datetime.datetime.now()`, normalised (the tools stamp new emails and files with it). */
export function now(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Python `len(str)`: code points, not UTF-16 units. */
export function pyLen(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

// ---------------------------------------------------------------------------------------
// Lookups by id (the Python's `dict[id]`, `id in dict`)

export function emailById(inbox: Inbox, id: string): Email | undefined {
  return inbox.emails.find((e) => e.id_ === id);
}

export function eventById(calendar: Calendar, id: string): CalendarEvent | undefined {
  return calendar.events.find((e) => e.id_ === id);
}

export function fileById(drive: CloudDrive, id: string): CloudDriveFile | undefined {
  return drive.files.find((f) => f.id_ === id);
}

/** `_get_next_id`: the largest integer id plus one (ids of deleted items can come back). */
export function nextId(items: readonly { id_: string }[]): string {
  let largest = 0;
  for (const item of items) largest = Math.max(largest, Number.parseInt(item.id_, 10));
  return String(largest + 1);
}

/** Emails of one status, in inbox order (the Python's `received` / `sent` / `drafts`). */
export function emailsByStatus(inbox: Inbox, status: EmailStatus): Email[] {
  return inbox.emails.filter((e) => e.status === status);
}

/** `Inbox.search_emails`: query in subject or body (case-insensitive), optionally by sender. */
export function searchEmails(inbox: Inbox, query: string, sender?: string | null): Email[] {
  const q = query.toLowerCase();
  const pool =
    sender === undefined || sender === null
      ? inbox.emails
      : inbox.emails.filter((e) => e.sender.toLowerCase() === sender.toLowerCase());
  return pool.filter(
    (e) => e.subject.toLowerCase().includes(q) || e.body.toLowerCase().includes(q),
  );
}

/** `Calendar.get_by_day`. */
export function eventsOnDay(calendar: Calendar, day: string): CalendarEvent[] {
  return calendar.events.filter((e) => dateOf(e.start_time) === day);
}

/** `Calendar.search_events`: query in title or description, optionally on one day. */
export function searchEvents(
  calendar: Calendar,
  query: string,
  date?: string | null,
): CalendarEvent[] {
  const q = query.toLowerCase();
  const pool = date === undefined || date === null ? calendar.events : eventsOnDay(calendar, date);
  return pool.filter(
    (e) => e.title.toLowerCase().includes(q) || e.description.toLowerCase().includes(q),
  );
}

/** `CloudDrive.search_files_by_filename`. */
export function searchFilesByFilename(drive: CloudDrive, filename: string): CloudDriveFile[] {
  const q = filename.toLowerCase();
  return drive.files.filter((f) => f.filename.toLowerCase().includes(q));
}

/** `CloudDrive.search_files` (by content). */
export function searchFilesByContent(drive: CloudDrive, query: string): CloudDriveFile[] {
  const q = query.toLowerCase();
  return drive.files.filter((f) => f.content.toLowerCase().includes(q));
}

// ---------------------------------------------------------------------------------------
// Loading

type Tree = Record<string, unknown>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);
const list = (v: unknown): Tree[] => (Array.isArray(v) ? (v as Tree[]) : []);
/** YAML may give a date-time as a string or (never with the core schema) a Date. */
const datetime = (v: unknown): string =>
  parseDatetime(v instanceof Date ? v.toISOString().slice(0, 19) : str(v));

/** Python `str.title()`: a letter is upper-cased after a non-letter, lower-cased otherwise. */
export function pyTitle(text: string): string {
  let out = '';
  let prevCased = false;
  for (const ch of text) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (prevCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    prevCased = cased;
  }
  return out;
}

function loadEvent(e: Tree): CalendarEvent {
  return {
    id_: str(e.id_),
    title: str(e.title),
    description: str(e.description),
    start_time: datetime(e.start_time),
    end_time: datetime(e.end_time),
    location: e.location === null || e.location === undefined ? null : str(e.location),
    participants: strs(e.participants),
    all_day: e.all_day === true,
    status: e.status === 'canceled' ? 'canceled' : 'confirmed',
  };
}

function loadEmail(e: Tree): Email {
  const status = str(e.status ?? 'sent') as EmailStatus;
  return {
    id_: str(e.id_),
    sender: str(e.sender),
    recipients: strs(e.recipients),
    cc: strs(e.cc),
    bcc: strs(e.bcc),
    subject: str(e.subject),
    body: str(e.body),
    status,
    read: e.read === true,
    timestamp: datetime(e.timestamp),
    attachments: list(e.attachments).map((a) => (typeof a === 'object' ? loadEvent(a) : str(a))),
  };
}

/**
 * `Inbox._create_contact_list`: every address seen in the initial emails (recipients,
 * sender, cc, bcc, in that order), once, named from its local part ("john.doe" → "John Doe").
 */
export function contactsFromEmails(emails: readonly Email[]): EmailContact[] {
  const contacts: EmailContact[] = [];
  const seen = new Set<string>();
  for (const email of emails) {
    for (const address of [...email.recipients, email.sender, ...email.cc, ...email.bcc]) {
      if (seen.has(address)) continue;
      seen.add(address);
      const local = address.split('@')[0] ?? '';
      contacts.push({ email: address, name: pyTitle(local.replaceAll('.', ' ')) });
    }
  }
  return contacts;
}

function loadFile(f: Tree): CloudDriveFile {
  const content = str(f.content);
  const shared: Record<string, SharingPermission> = {};
  const raw = (f.shared_with ?? {}) as Record<string, unknown>;
  for (const [email, perm] of Object.entries(raw)) shared[email] = str(perm) as SharingPermission;
  return {
    id_: str(f.id_),
    filename: str(f.filename),
    content,
    owner: str(f.owner),
    last_modified: datetime(f.last_modified),
    shared_with: shared,
    // `CloudDriveFile.compute_size`: the size is always the content's length.
    size: pyLen(content),
  };
}

/** The workspace environment, every injection vector filled from `injections` or its default. */
export function loadWorkspaceEnvironment(
  injections: Readonly<Record<string, string>>,
): WorkspaceEnvironment {
  const tree = readEnvironmentTree('workspace', injections);
  const inbox = tree.inbox as Tree;
  const calendar = tree.calendar as Tree;
  const drive = tree.cloud_drive as Tree;
  const emails = list(inbox.initial_emails).map(loadEmail);
  return {
    inbox: {
      account_email: str(inbox.account_email),
      emails,
      contact_list: contactsFromEmails(emails),
      trash: [],
    },
    calendar: {
      current_day: parseDate(str(calendar.current_day)),
      account_email: str(calendar.account_email),
      events: list(calendar.initial_events).map(loadEvent),
    },
    cloud_drive: {
      account_email: str(drive.account_email),
      files: list(drive.initial_files).map(loadFile),
    },
  };
}
