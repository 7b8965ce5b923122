/**
 * Argument and field paths of rules (`body`, `message.body`, `to[*]`, `items[0].name`) and
 * how a rule finds the input it reads.
 */
import type { ArgumentInput, NestedArgPath } from './types.js';

/**
 * An argument path of a rule: `body`, `message.body`, `to[*]`, `items[0].name`. The first
 * name is the top-level argument; `.name` steps into an object, `[N]` to an array element,
 * `[*]` to every element. Names are the schema's (`[A-Za-z_][A-Za-z0-9_:-]*`), so a `.`
 * always separates two names.
 */
export function parseArgPath(arg: string): NestedArgPath {
  const segments = parseFieldPath(arg);
  const root = typeof segments[0] === 'string' ? segments[0] : arg;
  return { path: arg, root, segments: segments.slice(1) };
}

/** The input a rule reads: the top-level argument's, or that of its nested path. */
export function argAt(
  args: Readonly<Record<string, ArgumentInput>>,
  arg: string,
  root: string,
  nested: boolean,
): ArgumentInput | undefined {
  const top = Object.hasOwn(args, root) ? args[root] : undefined;
  if (!nested || top === undefined) return top;
  const paths = top.paths;
  return paths !== undefined && Object.hasOwn(paths, arg) ? paths[arg] : undefined;
}

/** `[*].sender` -> ['*', 'sender']; `items[0]` -> ['items', 0]. */
export function parseFieldPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /\.?([A-Za-z_][A-Za-z0-9_:-]*)|\[(\*|\d+)\]/g;
  for (let m = re.exec(path); m !== null; m = re.exec(path)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] === '*') out.push('*');
    else out.push(Number(m[2]));
  }
  return out;
}
