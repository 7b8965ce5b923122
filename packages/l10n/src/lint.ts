/**
 * Static checks of Fluent catalogue text with `@fluent/syntax` (the runtime parser of
 * `@fluent/bundle` silently skips malformed entries; this one reports them as junk).
 */
import {
  columnOffset,
  FluentParser,
  lineOffset,
  type Pattern,
  type PatternElement,
  type Resource,
  type VariableReference,
  Visitor,
} from '@fluent/syntax';

export type CatalogueProblemKind = 'junk' | 'duplicate-message' | 'duplicate-term';

export interface CatalogueProblem {
  readonly kind: CatalogueProblemKind;
  /** 1-based line and column where the entry starts in the text. */
  readonly line: number;
  readonly column: number;
  /** Parser annotation code for junk (e.g. `E0003`), the entry id for duplicates. */
  readonly code: string;
  /** A short English description from the parser (no catalogue text is quoted). */
  readonly detail: string;
}

export interface CatalogueLint {
  readonly ok: boolean;
  readonly problems: readonly CatalogueProblem[];
  /** Message ids defined in the text, in order. */
  readonly messages: readonly string[];
  /** Term ids (with the leading `-`) defined in the text, in order. */
  readonly terms: readonly string[];
}

function parse(text: string): Resource {
  return new FluentParser({ withSpans: true }).parse(text);
}

function position(text: string, offset: number): { line: number; column: number } {
  // @fluent/syntax's helpers are 0-based.
  return { line: lineOffset(text, offset) + 1, column: columnOffset(text, offset) + 1 };
}

/** Parses `text` and reports junk (malformed entries) and duplicate ids. */
export function lintCatalogue(text: string): CatalogueLint {
  const resource = parse(text);
  const problems: CatalogueProblem[] = [];
  const messages: string[] = [];
  const terms: string[] = [];
  for (const entry of resource.body) {
    const start = entry.span?.start ?? 0;
    if (entry.type === 'Junk') {
      const annotation = entry.annotations[0];
      problems.push({
        kind: 'junk',
        ...position(text, start),
        code: annotation?.code ?? 'junk',
        detail: annotation?.message ?? 'unparsable entry',
      });
    } else if (entry.type === 'Message' || entry.type === 'Term') {
      const isTerm = entry.type === 'Term';
      const id = isTerm ? `-${entry.id.name}` : entry.id.name;
      const seen = isTerm ? terms : messages;
      if (seen.includes(id)) {
        problems.push({
          kind: isTerm ? 'duplicate-term' : 'duplicate-message',
          ...position(text, start),
          code: id,
          detail: `${isTerm ? 'term' : 'message'} defined more than once`,
        });
      } else {
        seen.push(id);
      }
    }
  }
  return { ok: problems.length === 0, problems, messages, terms };
}

class VariableCollector extends Visitor {
  readonly names = new Set<string>();
  override visitVariableReference(node: VariableReference): void {
    this.names.add(node.id.name);
    this.genericVisit(node);
  }
}

function collect(pattern: Pattern | null, into: Set<string>): void {
  if (pattern === null) return;
  const collector = new VariableCollector();
  for (const element of pattern.elements as PatternElement[]) collector.visit(element);
  for (const name of collector.names) into.add(name);
}

/**
 * For every message of `text`: the sorted names of the variables it references in its
 * value and all its attributes (`{ $tool }` -> `tool`). Junk is skipped.
 */
export function catalogueVariables(text: string): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const entry of parse(text).body) {
    if (entry.type !== 'Message') continue;
    const names = new Set<string>();
    collect(entry.value, names);
    for (const attribute of entry.attributes) collect(attribute.value, names);
    out.set(entry.id.name, [...names].sort());
  }
  return out;
}

/** For every message of `text`: the names of its attributes (e.g. `['help']`). */
export function catalogueAttributes(text: string): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const entry of parse(text).body) {
    if (entry.type !== 'Message') continue;
    out.set(
      entry.id.name,
      entry.attributes.map((a) => a.id.name),
    );
  }
  return out;
}
