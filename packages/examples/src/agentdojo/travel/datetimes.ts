/**
 * Python's datetime parsing and printing as the travel tools use it, on strings: a
 * datetime is kept as `datetime.isoformat()` gives it (`2024-05-15T10:00:00`), so equal
 * instants are equal strings.
 */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

interface Parts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

function valid(p: Parts): boolean {
  const days = new Date(Date.UTC(p.y, p.mo, 0)).getUTCDate();
  return p.mo >= 1 && p.mo <= 12 && p.d >= 1 && p.d <= days && p.h < 24 && p.mi < 60 && p.s < 60;
}

const format = (p: Parts): string =>
  `${pad(p.y, 4)}-${pad(p.mo)}-${pad(p.d)}T${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?$/;

/** The parts of an ISO date or date-time (`fromisoformat`), or undefined. */
function isoParts(text: string): Parts | undefined {
  const m = ISO.exec(text.trim());
  if (m === null) return undefined;
  const p: Parts = {
    y: Number(m[1]),
    mo: Number(m[2]),
    d: Number(m[3]),
    h: Number(m[4] ?? 0),
    mi: Number(m[5] ?? 0),
    s: Number(m[6] ?? 0),
  };
  return valid(p) ? p : undefined;
}

/**
 * `datetime.datetime.fromisoformat(text).isoformat()`: a date alone is midnight. Throws
 * Python's `ValueError` message for text that is not ISO.
 */
export function isoDateTime(text: string | Date): string {
  if (text instanceof Date) return text.toISOString().slice(0, 19);
  const p = isoParts(text);
  if (p === undefined) throw new Error(`Invalid isoformat string: '${text}'`);
  return format(p);
}

const STRPTIME = /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2})$/;

/** `datetime.strptime(text, "%Y-%m-%d %H:%M").isoformat()`, with Python's error message. */
export function strptimeMinutes(text: string): string {
  const m = STRPTIME.exec(text);
  const p: Parts | undefined =
    m === null
      ? undefined
      : {
          y: Number(m[1]),
          mo: Number(m[2]),
          d: Number(m[3]),
          h: Number(m[4]),
          mi: Number(m[5]),
          s: 0,
        };
  if (p === undefined || !valid(p)) {
    throw new Error(`time data '${text}' does not match format '%Y-%m-%d %H:%M'`);
  }
  return format(p);
}

/** `datetime.strptime(text, "%Y-%m-%d").date().isoformat()`, with Python's error message. */
export function strptimeDay(text: string): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const p: Parts | undefined =
    m === null
      ? undefined
      : { y: Number(m[1]), mo: Number(m[2]), d: Number(m[3]), h: 0, mi: 0, s: 0 };
  if (p === undefined || !valid(p)) {
    throw new Error(`time data '${text}' does not match format '%Y-%m-%d'`);
  }
  return format(p).slice(0, 10);
}

/** `str(datetime)`: the ISO form with a space (`2024-05-16 09:00:00`). */
export const pyDateTimeStr = (iso: string): string => iso.replace('T', ' ');

/** The date part (`datetime.date().isoformat()`). */
export const isoDay = (iso: string): string => iso.slice(0, 10);

/** `strftime("%m-%d")`. */
export const monthDay = (iso: string): string => iso.slice(5, 10);

/** `strftime("%H:%M")`. */
export const hourMinute = (iso: string): string => iso.slice(11, 16);

/** `+ timedelta(hours=n)` on an ISO date-time. */
export function addHours(iso: string, hours: number): string {
  const t = Date.parse(`${iso}Z`) + hours * 3_600_000;
  return new Date(t).toISOString().slice(0, 19);
}

/** `str(x)` of a Python float: `5.0`, `4.2`, `39.99`. */
export function pyFloat(x: number): string {
  return Number.isInteger(x) ? `${x}.0` : String(x);
}
