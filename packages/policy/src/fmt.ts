/**
 * `zamburak-policy fmt`: one canonical layout for a policy file, so that a diff of two
 * policies shows what changed in meaning and nothing else.
 *
 * YAML is reformatted through the `yaml` package's document API, which keeps comments and
 * blank lines attached to the entries they precede: the keys of every mapping are put in the
 * order the schema lists them (the order `migrate` prints and the docs use), lists of scalars
 * are written in flow style (`[A, B]`), a mapping written on one line stays so when it holds
 * only scalars and lists of them, and everything else is in block style with two-space
 * indentation. JSON is printed with two-space indentation in the same key order. The meaning
 * never changes: the formatted text parses to the same definition and the same policy hash
 * (a test checks this on every example policy, and that formatting twice changes nothing).
 */
import {
  type Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  type Node,
  parseDocument,
  type YAMLMap,
} from 'yaml';
import { type Diagnostic, type PolicyFormat, validatePolicyText } from './loader.js';
import { loadSchema, orderLike } from './schemas.js';

export interface FormatResult {
  /** The canonical text, or undefined when the policy is invalid (see diagnostics). */
  readonly text?: string;
  /** Whether the canonical text differs from the input. */
  readonly changed: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

interface SchemaNode {
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
}

/** Sorts the pairs of `map` (in place) by the schema's property order; unknown keys last. */
function sortMap(map: YAMLMap, schema: SchemaNode | undefined): void {
  const props = schema?.properties ?? {};
  const order = Object.keys(props);
  const rank = (key: unknown): number => {
    const k = isScalar(key) ? String(key.value) : '';
    const i = order.indexOf(k);
    return i === -1 ? order.length : i;
  };
  // Array.prototype.sort is stable: keys the schema does not know keep their relative order.
  const pairs = map.items.slice().sort((a, b) => rank(a.key) - rank(b.key));
  // A comment written before the first key belongs to the mapping's opening, not to that key:
  // it stays at the top whatever key comes first.
  const first = map.items[0];
  const head = first !== undefined && isScalar(first.key) ? first.key.commentBefore : undefined;
  const headSpace = first !== undefined && isScalar(first.key) ? first.key.spaceBefore : undefined;
  if (first !== undefined && pairs[0] !== first && isScalar(first.key)) {
    first.key.commentBefore = undefined;
    first.key.spaceBefore = undefined;
    const lead = pairs[0]?.key;
    if (isScalar(lead)) {
      lead.commentBefore = [head, lead.commentBefore].filter((c) => c).join('\n') || undefined;
      lead.spaceBefore = headSpace;
    }
  }
  map.items = pairs;
  for (const p of map.items) {
    if (!isPair(p) || !isScalar(p.key)) continue;
    walk(p.value as Node | null, props[String(p.key.value)]);
  }
}

function walk(node: Node | null | undefined, schema: SchemaNode | undefined): void {
  if (node === null || node === undefined) return;
  if (isMap(node)) {
    // A small mapping the author wrote on one line (`{ integrity: Trusted }`) stays so, if it
    // holds only scalars and lists of scalars; anything deeper is written in block style.
    node.flow =
      node.flow === true &&
      node.items.every(
        (p) => isScalar(p.value) || (isSeq(p.value) && p.value.items.every((i) => isScalar(i))),
      );
    sortMap(node, schema);
  } else if (isSeq(node)) {
    node.flow = node.items.every((i) => isScalar(i));
    for (const item of node.items) walk(item as Node, schema?.items);
  }
}

function formatYaml(text: string, schema: SchemaNode): string {
  const doc: Document.Parsed = parseDocument(text, { uniqueKeys: true });
  walk(doc.contents as Node | null, schema);
  return doc.toString({
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    flowCollectionPadding: false,
  });
}

/**
 * Formats a policy's text canonically. An invalid policy is not formatted: its diagnostics
 * are returned instead, as `validate` reports them.
 */
export function formatPolicyText(
  text: string,
  options: { readonly format: PolicyFormat; readonly sourceName?: string },
): FormatResult {
  const v = validatePolicyText(text, options);
  if (!v.ok || v.sourceVersion === undefined) {
    return { changed: false, diagnostics: v.diagnostics };
  }
  const schema = loadSchema(v.sourceVersion === 0 ? 0 : 1) as SchemaNode;
  const out =
    options.format === 'json'
      ? `${JSON.stringify(orderLike(JSON.parse(text), schema), null, 2)}\n`
      : formatYaml(text, schema);
  return { text: out, changed: out !== text, diagnostics: v.diagnostics };
}
