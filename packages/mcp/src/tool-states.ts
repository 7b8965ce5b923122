/**
 * The pin state of each listed tool: its current listing, the hash the host approved, and the
 * definition handed out. A tool is callable only while its current listing hashes to its
 * approved pin (and keeps the identifier its definition was handed out under).
 */
import type { Listing } from './listing.js';
import type { McpPin, McpTool, McpToolChange } from './options.js';

export interface ToolState {
  current: Listing | undefined;
  approved: string | undefined;
  def: McpTool | undefined;
}

/** The pin state of every tool, by MCP tool name. */
export type ToolStates = Map<string, ToolState>;

/**
 * Takes a new listing in. Trust on first use only for the first listing without pins
 * (`firstUnpinned`); a tool added later, or not pinned, waits for approval.
 */
export function applyListing(
  states: ToolStates,
  listing: readonly Listing[],
  pins: ReadonlyMap<string, McpPin> | undefined,
  firstUnpinned: boolean,
): void {
  const seen = new Set<string>();
  for (const l of listing) {
    seen.add(l.tool);
    const st = states.get(l.tool);
    if (st === undefined) {
      const approved = pins === undefined && firstUnpinned ? l.hash : pins?.get(l.tool)?.hash;
      states.set(l.tool, { current: l, approved, def: undefined });
    } else {
      st.current = l;
    }
  }
  for (const [tool, st] of states) if (!seen.has(tool)) st.current = undefined;
}

export function isCallable(st: ToolState): st is ToolState & { current: Listing } {
  return (
    st.current !== undefined &&
    st.current.hash === st.approved &&
    (st.def === undefined || st.def.name === st.current.name)
  );
}

/** Approved, unchanged tools as pins to store. */
export function approvedPins(server: string, states: ToolStates): McpPin[] {
  const out: McpPin[] = [];
  for (const [tool, st] of states) {
    if (st.approved === undefined || st.current === undefined) continue;
    if (st.current.hash !== st.approved) continue;
    out.push({ server, tool, name: st.current.name, hash: st.approved });
  }
  return out;
}

/** Tools waiting for approval, sorted by MCP name. */
export function pendingChanges(states: ToolStates): McpToolChange[] {
  const out: McpToolChange[] = [];
  for (const [tool, st] of states) {
    if (isCallable(st)) continue;
    const name = st.def?.name ?? st.current?.name ?? tool;
    if (st.current === undefined) {
      if (st.approved !== undefined) out.push({ tool, name, kind: 'removed' });
      continue;
    }
    out.push({
      tool,
      name: st.current.name,
      kind: st.approved === undefined ? 'added' : 'changed',
      hash: st.current.hash,
    });
  }
  return out.sort((a, b) => (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
}

/** Approves the current listing of `tools` (all when undefined); a removed tool is forgotten. */
export function approveListings(states: ToolStates, tools: readonly string[] | undefined): void {
  const wanted = tools === undefined ? undefined : new Set(tools);
  for (const [tool, st] of states) {
    if (wanted !== undefined && !wanted.has(tool)) continue;
    if (st.current === undefined) {
      states.delete(tool);
      continue;
    }
    st.approved = st.current.hash;
    // A renamed tool gets a new definition under its new identifier.
    if (st.def !== undefined && st.def.name !== st.current.name) st.def = undefined;
  }
}
