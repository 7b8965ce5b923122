/**
 * MCP tool names as plan identifiers. A plan calls a tool as a JavaScript function, so its
 * name must be an identifier; MCP names need not be (`get-sum`, `files.read`, `2fa`). The
 * rule, applied to each name of one server's listing:
 *
 * 1. A name that is already an identifier of ASCII letters, digits and `_` (not starting
 *    with a digit) and not a reserved word is kept as it is.
 * 2. Otherwise every character outside `[A-Za-z0-9_]` becomes `_` (so every name is also a
 *    valid policy tool name), a leading digit gets a
 *    `_` in front, and a reserved word gets a `_` behind: `get-sum` -> `get_sum`.
 * 3. The server's `prefix`, if any, goes in front of every name (`fs_` -> `fs_read_file`).
 * 4. Collisions: when a name made by step 2 equals another tool's name (made or kept), it
 *    gets `_` and the first 8 hex digits of the SHA-256 of its MCP name behind it
 *    (`get-sum` beside a real `get_sum` -> `get_sum_5d4d2a9c`). Kept names never change. A
 *    name that still collides (or is longer than 128 characters) is not taken: the tool is
 *    reported in `skipped` and cannot be called.
 *
 * The mapping of a name depends on the other names only when they collide, and every
 * change of a tool's mapped name is a change of its pin, refused until re-approved.
 */
import { createHash } from 'node:crypto';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_NAME = 128;

/** Reserved words and globals a plan cannot name a function by. */
const RESERVED: ReadonlySet<string> = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this ' +
    'throw true try typeof var void while with yield let static implements interface package ' +
    'private protected public await arguments eval undefined NaN Infinity globalThis inputs'
  ).split(' '),
);

/** Whether an MCP name is used as it is (step 1). */
export function isPlainToolName(name: string): boolean {
  return IDENTIFIER.test(name) && !RESERVED.has(name);
}

/** Steps 1 and 2 for one name, without prefix or collision handling. */
export function identifierFor(name: string): string {
  if (isPlainToolName(name)) return name;
  let id = name.replace(/[^A-Za-z0-9_]/gu, '_');
  if (id === '' || /^[0-9]/.test(id)) id = `_${id}`;
  if (RESERVED.has(id)) id = `${id}_`;
  return id;
}

const shortHash = (name: string): string =>
  createHash('sha256').update(name, 'utf8').digest('hex').slice(0, 8);

export interface NameMapping {
  /** MCP name -> plan identifier, for the names that could be mapped. */
  readonly names: ReadonlyMap<string, string>;
  /** MCP names that could not be given a unique identifier. */
  readonly skipped: readonly string[];
}

/** The whole rule over one server's listing (see the module comment). */
export function mapToolNames(mcpNames: readonly string[], prefix = ''): NameMapping {
  const kept = new Map<string, string>();
  const made = new Map<string, string>();
  for (const name of mcpNames) {
    if (isPlainToolName(name)) kept.set(name, `${prefix}${name}`);
    else made.set(name, `${prefix}${identifierFor(name)}`);
  }
  const taken = new Map<string, number>();
  for (const id of [...kept.values(), ...made.values()]) taken.set(id, (taken.get(id) ?? 0) + 1);
  const names = new Map(kept);
  const skipped: string[] = [];
  const used = new Set(kept.values());
  for (const [name, id] of made) {
    let chosen = id;
    if ((taken.get(id) ?? 0) > 1) chosen = `${id}_${shortHash(name)}`;
    if (used.has(chosen) || chosen.length > MAX_NAME || !IDENTIFIER.test(chosen)) {
      skipped.push(name);
      continue;
    }
    used.add(chosen);
    names.set(name, chosen);
  }
  for (const [name, id] of kept) {
    if (id.length > MAX_NAME || !IDENTIFIER.test(id)) {
      names.delete(name);
      skipped.push(name);
    }
  }
  return { names, skipped: skipped.sort() };
}
