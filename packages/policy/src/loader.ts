// size: validation with source positions, v0 migration and lint share one parsed-document walker
/**
 * Policy loaders: YAML or JSON text -> validated schema v1 definition, with source
 * positions (file:line:column) for every diagnostic, explicit v0 -> v1 migration and
 * lint warnings (rules that can never fire, contradictions).
 */

import { IfcError, labelBudgetsFromPolicy } from '@zamburak/ifc';
import type { ErrorObject, ValidateFunction } from 'ajv';
import {
  type Alias,
  type Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  visit,
} from 'yaml';
import { policyHash } from './canonical.js';
import {
  PolicyError,
  type PolicyErrorCode,
  type PolicyWarningCode,
  policyMessageId,
  safeName,
} from './errors.js';
import { inputProblem, MAX_DIAGNOSTICS } from './limits.js';
import { lintPolicy } from './lint.js';
import { type MigrationRecord, migrateV0ToV1, v1PathToV0 } from './migrate.js';
import { orderLike, schemaValidators, v1SchemaObject } from './schemas.js';
import type { PolicyDefinition } from './types.js';

export type PolicyFormat = 'yaml' | 'json';

export interface ParseOptions {
  readonly format: PolicyFormat;
  /** Shown in diagnostics (e.g. the file path). */
  readonly sourceName?: string;
}

export interface Diagnostic {
  readonly severity: 'error' | 'warning';
  readonly code: PolicyErrorCode | PolicyWarningCode;
  /** Fluent message id (`policy-<code>`). */
  readonly messageId: string;
  /** English text: names fields and rules, never values from the document. */
  readonly message: string;
  readonly help: string;
  readonly sourceName: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based. */
  readonly column: number;
  /** 1-based, exclusive end of the highlighted span (same line as `line` when possible). */
  readonly endColumn: number;
  /** Policy path, e.g. `tools[send_email].arg_rules[body].forbids_confidentiality`. */
  readonly path: string;
}

export interface ValidationResult {
  readonly ok: boolean;
  readonly definition?: PolicyDefinition;
  readonly hash?: string;
  readonly sourceVersion?: 0 | 1;
  readonly migration?: MigrationRecord;
  readonly diagnostics: readonly Diagnostic[];
}

export interface ParsedPolicy {
  readonly definition: PolicyDefinition;
  /** `sha256:` hash of the canonical JSON of the v1 definition. */
  readonly hash: string;
  readonly sourceVersion: 0 | 1;
  /** Present when the source was v0 and was migrated. */
  readonly migration?: MigrationRecord;
  readonly warnings: readonly Diagnostic[];
}

type Seg = string | number;

interface Located {
  readonly text: string;
  readonly lc: LineCounter;
  readonly doc: Document.Parsed | undefined;
  readonly sourceName: string;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The node at a path; `key: true` returns the key node of the last segment. */
function nodeAt(
  doc: Document.Parsed | undefined,
  segs: readonly Seg[],
  key = false,
): Node | undefined {
  let node: unknown = doc?.contents;
  let last: unknown = node;
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i];
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(s),
      );
      if (pair === undefined) return last as Node | undefined;
      if (key && i === segs.length - 1) return pair.key as Node;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof s === 'number') {
      const item = node.items[s];
      if (item === undefined) return last as Node | undefined;
      node = item;
    } else {
      return last as Node | undefined;
    }
    last = node;
  }
  return node as Node | undefined;
}

function position(loc: Located, offset: number, end: number) {
  const p = loc.lc.linePos(Math.max(0, Math.min(offset, loc.text.length)));
  const lineEnd = loc.text.indexOf('\n', offset);
  const stop = Math.min(end, lineEnd === -1 ? loc.text.length : lineEnd);
  return { line: p.line, column: p.col, endColumn: p.col + Math.max(1, stop - offset) };
}

function locate(loc: Located, segs: readonly Seg[], key = false) {
  const node = nodeAt(loc.doc, segs, key);
  const range = node?.range;
  if (range === undefined || range === null) return { line: 1, column: 1, endColumn: 2 };
  return position(loc, range[0], range[1]);
}

/** `tools[send_email].arg_rules[body].forbids_confidentiality` from raw segments. */
export function displayPath(value: unknown, segs: readonly Seg[]): string {
  let out = '';
  let cur: unknown = value;
  for (const s of segs) {
    if (typeof s === 'number') {
      const item = Array.isArray(cur) ? cur[s] : undefined;
      const nameKey = isObj(item)
        ? (['tool', 'name', 'arg', 'path'] as const).find((k) => typeof item[k] === 'string')
        : undefined;
      const name = nameKey !== undefined && isObj(item) ? safeName(item[nameKey]) : String(s);
      out += `[${name === '<redacted>' ? s : name}]`;
      cur = item;
    } else {
      out += out === '' ? safeName(s) : `.${safeName(s)}`;
      cur = isObj(cur) ? cur[s] : undefined;
    }
  }
  return out === '' ? '(document)' : out;
}

function pointerToSegs(pointer: string, value: unknown): Seg[] {
  if (pointer === '') return [];
  const segs: Seg[] = [];
  let cur: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const s = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(cur) && /^\d+$/.test(s)) {
      segs.push(Number(s));
      cur = cur[Number(s)];
    } else {
      segs.push(s);
      cur = isObj(cur) ? cur[s] : undefined;
    }
  }
  return segs;
}

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0] as number;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j] as number;
      d[j] = Math.min(
        (d[j] as number) + 1,
        (d[j - 1] as number) + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return d[b.length] as number;
}

const V0_RENAMES: Readonly<Record<string, string>> = {
  name: 'tool',
  side_effect: 'side_effect_class',
  authority: 'required_authority',
  args: 'arg_rules',
  forbid_confidentiality: 'forbids_confidentiality',
  context: 'context_rules',
};

function ajvDiagnostic(
  loc: Located,
  value: unknown,
  e: ErrorObject,
): Omit<Diagnostic, 'sourceName'> {
  const segs = pointerToSegs(e.instancePath, value);
  const params = e.params as Record<string, unknown>;
  const mk = (code: PolicyErrorCode, at: Seg[], key: boolean, message: string, help: string) => ({
    severity: 'error' as const,
    code,
    messageId: policyMessageId(code),
    message,
    help,
    path: displayPath(value, at),
    ...locate(loc, at, key),
  });
  if (e.keyword === 'additionalProperties') {
    const field = String(params.additionalProperty);
    const parent = e.parentSchema as { properties?: Record<string, unknown> } | undefined;
    const allowed = Object.keys(parent?.properties ?? {});
    const close = allowed
      .map((a) => ({ a, d: editDistance(field, a) }))
      .filter((x) => x.d <= 3)
      .sort((x, y) => x.d - y.d)[0]?.a;
    const renamed = Object.hasOwn(V0_RENAMES, field) ? V0_RENAMES[field] : undefined;
    const hint =
      renamed !== undefined && allowed.includes(renamed)
        ? `\`${safeName(field)}\` is a schema v0 name; in v1 it is \`${renamed}\`.`
        : close !== undefined
          ? `did you mean \`${close}\`?`
          : `allowed fields here: ${allowed.join(', ')}.`;
    return mk(
      'UNKNOWN_FIELD',
      [...segs, field],
      true,
      `unknown field \`${safeName(field)}\``,
      `${hint} Unknown fields are rejected so that a typo never silently drops a rule.`,
    );
  }
  if (e.keyword === 'required') {
    const field = String(params.missingProperty);
    return mk(
      'MISSING_FIELD',
      segs,
      false,
      `missing required field \`${safeName(field)}\``,
      `add \`${safeName(field)}\` here (see docs/policy.md for the schema).`,
    );
  }
  const key = segs.length > 0;
  const last = segs[segs.length - 1];
  const schema = e.parentSchema as { description?: string; pattern?: string } | undefined;
  let message: string;
  let help = 'see docs/policy.md for the allowed values.';
  switch (e.keyword) {
    case 'enum':
      message = `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
      break;
    case 'const':
      message = `must be ${String(params.allowedValue)}`;
      break;
    case 'type':
      message = `must be of type ${String(params.type)}`;
      break;
    case 'pattern':
      message = 'has an invalid format';
      if (typeof schema?.pattern === 'string' && schema.pattern.includes('Verified')) {
        help =
          'integrity is written `Trusted`, `Verified(Kind)` or (in context rules) `Untrusted`.';
      } else if (schema?.pattern === '^Public$') {
        help = 'readers are `Public` or a list of principals.';
      } else {
        help = 'names start with a letter or `_` and use letters, digits, `_ . : -` (max 128).';
      }
      break;
    case 'minimum':
      message = `must be >= ${String(params.limit)}`;
      break;
    case 'minItems':
      message = `must have at least ${String(params.limit)} item(s)`;
      break;
    case 'uniqueItems':
      message = 'must not contain duplicates';
      break;
    default:
      message = `is invalid (${e.keyword})`;
  }
  if (schema?.description !== undefined && e.keyword !== 'pattern') help = schema.description;
  return mk(
    'INVALID_VALUE',
    segs,
    false,
    `\`${!key ? 'document' : typeof last === 'number' ? `${safeName(segs[segs.length - 2])}[${last}]` : safeName(last)}\` ${message}`,
    help,
  );
}

function jsonSyntaxOffset(err: unknown): number {
  const m = /position (\d+)/.exec(err instanceof Error ? err.message : '');
  return m === null ? 0 : Number(m[1]);
}

/** A line counter over the whole text, without parsing it. */
function countLines(text: string): LineCounter {
  const lc = new LineCounter();
  lc.addNewLine(0);
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lc.addNewLine(i + 1);
  return lc;
}

/**
 * Validates policy text and reports every problem found (errors and warnings), each with
 * a position. Never throws, whatever the input: text over the input limits (size, binary
 * data, nesting; see limits.ts) is one coded error, at most MAX_DIAGNOSTICS diagnostics are
 * reported, and anything the parser or validator throws becomes a LIMIT_EXCEEDED error.
 */
export function validatePolicyText(text: string, options: ParseOptions): ValidationResult {
  const sourceName =
    options.sourceName ?? (options.format === 'json' ? '<policy.json>' : '<policy.yaml>');
  const one = (
    code: PolicyErrorCode,
    message: string,
    help: string,
    offset: number,
  ): ValidationResult => {
    const t = typeof text === 'string' ? text : '';
    const loc: Located = { text: t, lc: countLines(t), doc: undefined, sourceName };
    return {
      ok: false,
      diagnostics: [
        {
          severity: 'error',
          code,
          messageId: policyMessageId(code),
          message,
          help,
          path: '(document)',
          sourceName,
          ...position(loc, offset, offset + 1),
        },
      ],
    };
  };
  if (typeof text !== 'string') {
    return one('NOT_TEXT', 'the policy is not text', 'give the policy as a string.', 0);
  }
  const problem = inputProblem(text);
  if (problem !== undefined)
    return one(problem.code, problem.message, problem.help, problem.offset);
  let result: ValidationResult;
  try {
    result = validateWithinLimits(text, options, sourceName);
  } catch {
    // A parser or validator failure on input the limits let through (a RangeError from deep
    // recursion, an allocation failure): one coded error, never a throw.
    return one(
      'LIMIT_EXCEEDED',
      'the policy could not be processed within the loader limits',
      'simplify the policy (fewer nesting levels, fewer aliases, less text).',
      0,
    );
  }
  if (result.diagnostics.length <= MAX_DIAGNOSTICS) return result;
  const shown = result.diagnostics.slice(0, MAX_DIAGNOSTICS);
  const more = result.diagnostics.length - MAX_DIAGNOSTICS;
  const last = shown[shown.length - 1] as Diagnostic;
  return {
    ...result,
    diagnostics: [
      ...shown,
      {
        ...last,
        severity: 'error',
        code: 'LIMIT_EXCEEDED',
        messageId: policyMessageId('LIMIT_EXCEEDED'),
        message: `${more} more problem${more === 1 ? '' : 's'} not shown (at most ${MAX_DIAGNOSTICS} are reported)`,
        help: 'fix the problems shown and validate again.',
      },
    ],
  };
}

/**
 * Parses YAML or JSON text into a value and what positions need; syntax problems are added
 * as diagnostics and give undefined.
 */
function readDocument(
  text: string,
  options: ParseOptions,
  sourceName: string,
  add: (d: Omit<Diagnostic, 'sourceName'>) => void,
): { readonly value: unknown; readonly loc: Located } | undefined {
  const lc = new LineCounter();
  const bare: Located = { text, lc, doc: undefined, sourceName };

  if (options.format === 'json') {
    try {
      JSON.parse(text);
    } catch (err) {
      lc.lineStarts.length = 0;
      lc.addNewLine(0);
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        lc.addNewLine(i + 1);
      const off = jsonSyntaxOffset(err);
      add({
        severity: 'error',
        code: 'PARSE_ERROR',
        messageId: policyMessageId('PARSE_ERROR'),
        message: 'invalid JSON syntax',
        help: 'check for a missing comma, quote or bracket near the caret.',
        path: '(document)',
        ...position(bare, off, off + 1),
      });
      return undefined;
    }
  }
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const loc: Located = { text, lc, doc, sourceName };
  if (doc.errors.length > 0) {
    for (const e of doc.errors) {
      const code: PolicyErrorCode = e.code === 'DUPLICATE_KEY' ? 'DUPLICATE_KEY' : 'PARSE_ERROR';
      add({
        severity: 'error',
        code,
        messageId: policyMessageId(code),
        message:
          code === 'DUPLICATE_KEY' ? 'duplicate key in a mapping' : `YAML syntax error (${e.code})`,
        help:
          code === 'DUPLICATE_KEY'
            ? 'each key may appear once; merge the two entries.'
            : 'check indentation and quoting near the caret.',
        path: '(document)',
        ...position(loc, e.pos[0], e.pos[1]),
      });
    }
    return undefined;
  }
  let value: unknown;
  if (options.format === 'json') value = JSON.parse(text);
  else {
    try {
      value = doc.toJS({ maxAliasCount: 50 });
    } catch {
      // The yaml library throws for an alias whose anchor is not set before it, and for
      // aliases that expand too much (the alias-bomb guard): report the first such alias.
      const aliases: Alias[] = [];
      visit(doc, {
        Alias(_, node) {
          aliases.push(node);
        },
      });
      const culprit = aliases.find((a) => a.resolve(doc) === undefined) ?? aliases[0];
      const range = culprit?.range ?? [0, 1];
      add({
        severity: 'error',
        code: 'PARSE_ERROR',
        messageId: policyMessageId('PARSE_ERROR'),
        message: 'YAML alias cannot be expanded',
        help: 'set the anchor (&name) before its alias (*name), or write the value out; aliases may expand to at most 50 nodes.',
        path: '(document)',
        ...position(loc, range[0] ?? 0, range[1] ?? 1),
      });
      return undefined;
    }
  }
  return { value, loc };
}

function validateWithinLimits(
  text: string,
  options: ParseOptions,
  sourceName: string,
): ValidationResult {
  const diagnostics: Diagnostic[] = [];
  const add = (d: Omit<Diagnostic, 'sourceName'>) => diagnostics.push({ ...d, sourceName });
  const read = readDocument(text, options, sourceName, add);
  if (read === undefined) return { ok: false, diagnostics };
  return validateValue(read.value, read.loc, add, diagnostics);
}

/** Schema errors as diagnostics, one per position and message, in document order. */
function schemaDiagnostics(
  loc: Located,
  value: unknown,
  errors: readonly ErrorObject[],
): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of errors) {
    const d = ajvDiagnostic(loc, value, e);
    const k = `${d.code}|${d.line}|${d.column}|${d.message}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push({ ...d, sourceName: loc.sourceName });
    }
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** A document of one of the package's other formats (requests, policy tests), validated. */
export interface DocumentResult {
  readonly ok: boolean;
  /** The parsed value when it is valid against the schema. */
  readonly value?: unknown;
  readonly diagnostics: readonly Diagnostic[];
  /** A diagnostic at a path of the document (for the caller's own semantic checks). */
  diagnostic(
    segs: readonly (string | number)[],
    d: Pick<Diagnostic, 'severity' | 'code' | 'message' | 'help'>,
  ): Diagnostic;
}

/**
 * Parses YAML or JSON text and validates it against a JSON Schema, with the same limits,
 * positions and diagnostics as policies. Never throws.
 */
export function validateDocumentText(
  text: string,
  options: ParseOptions,
  validate: ValidateFunction,
): DocumentResult {
  const sourceName =
    options.sourceName ?? (options.format === 'json' ? '<input.json>' : '<input.yaml>');
  let loc: Located = {
    text: typeof text === 'string' ? text : '',
    lc: countLines(typeof text === 'string' ? text : ''),
    doc: undefined,
    sourceName,
  };
  let value: unknown;
  const diagnostic: DocumentResult['diagnostic'] = (segs, d) => ({
    ...d,
    messageId: policyMessageId(d.code),
    sourceName,
    path: displayPath(value, segs),
    ...locate(loc, segs),
  });
  const fail = (diagnostics: readonly Diagnostic[]): DocumentResult => ({
    ok: false,
    diagnostics,
    diagnostic,
  });
  if (typeof text !== 'string') {
    return fail([
      diagnostic([], {
        severity: 'error',
        code: 'NOT_TEXT',
        message: 'the document is not text',
        help: 'give the document as a string.',
      }),
    ]);
  }
  const problem = inputProblem(text);
  if (problem !== undefined) {
    const { code, message, help } = problem;
    return fail([
      {
        severity: 'error',
        code,
        messageId: policyMessageId(code),
        message,
        help,
        sourceName,
        path: '(document)',
        ...position(loc, problem.offset, problem.offset + 1),
      },
    ]);
  }
  const diagnostics: Diagnostic[] = [];
  try {
    const read = readDocument(text, options, sourceName, (d) =>
      diagnostics.push({ ...d, sourceName }),
    );
    if (read === undefined) return fail(diagnostics);
    loc = read.loc;
    value = read.value;
    if (!validate(value)) return fail(schemaDiagnostics(loc, value, validate.errors ?? []));
  } catch {
    return fail([
      diagnostic([], {
        severity: 'error',
        code: 'LIMIT_EXCEEDED',
        message: 'the document could not be processed within the loader limits',
        help: 'simplify the document (fewer nesting levels, fewer aliases, less text).',
      }),
    ]);
  }
  return { ok: true, value, diagnostics, diagnostic };
}

function validateValue(
  value: unknown,
  loc: Located,
  add: (d: Omit<Diagnostic, 'sourceName'>) => void,
  diagnostics: Diagnostic[],
): ValidationResult {
  if (!isObj(value)) {
    add({
      severity: 'error',
      code: 'INVALID_VALUE',
      messageId: policyMessageId('INVALID_VALUE'),
      message: 'a policy must be a mapping (object) at the top level',
      help: 'start the document with `schema_version: 1`.',
      path: '(document)',
      ...locate(loc, []),
    });
    return { ok: false, diagnostics };
  }
  const version = value.schema_version;
  if (version !== 0 && version !== 1) {
    add({
      severity: 'error',
      code: 'UNSUPPORTED_SCHEMA_VERSION',
      messageId: policyMessageId('UNSUPPORTED_SCHEMA_VERSION'),
      message:
        version === undefined
          ? 'missing `schema_version`'
          : version === '1' || version === '0'
            ? `\`schema_version\` is the string "${version}"; write the number ${version}, without quotes`
            : `unsupported schema_version \`${safeName(version)}\``,
      help: 'this engine reads schema_version 1 (and migrates 0); unknown versions fail closed.',
      path: 'schema_version',
      ...locate(loc, version === undefined ? [] : ['schema_version']),
    });
    return { ok: false, diagnostics };
  }
  const validators = schemaValidators();
  const validate = version === 1 ? validators.v1 : validators.v0;
  if (!validate(value)) {
    diagnostics.push(...schemaDiagnostics(loc, value, validate.errors ?? []));
    return { ok: false, diagnostics };
  }
  let definition = value as unknown as PolicyDefinition;
  let migration: MigrationRecord | undefined;
  if (version === 0) {
    const m = migrateV0ToV1(value);
    migration = m.record;
    if (!validators.v1(m.document)) {
      add({
        severity: 'error',
        code: 'INVALID_DEFINITION',
        messageId: policyMessageId('INVALID_DEFINITION'),
        message: 'the v0 document does not migrate to a valid v1 document',
        help: 'run `zamburak-policy migrate` and fix the v1 output.',
        path: '(document)',
        ...locate(loc, []),
      });
      return { ok: false, diagnostics };
    }
    definition = m.document as PolicyDefinition;
  }
  const toSource = (segs: readonly Seg[]) => (version === 0 ? v1PathToV0(segs) : [...segs]);
  // Semantic errors: duplicate tools.
  const seenTools = new Map<string, number>();
  definition.tools.forEach((t, i) => {
    if (seenTools.has(t.tool)) {
      const at = toSource(['tools', i, 'tool']);
      add({
        severity: 'error',
        code: 'DUPLICATE_TOOL',
        messageId: policyMessageId('DUPLICATE_TOOL'),
        message: `tool \`${safeName(t.tool)}\` is defined twice (first at tools[${seenTools.get(t.tool)}])`,
        help: 'merge the two entries; a tool has exactly one policy.',
        path: displayPath(value, at),
        ...locate(loc, at),
      });
    } else {
      seenTools.set(t.tool, i);
    }
  });
  // Budgets the label table cannot hold (its id space, at least two values) are refused here,
  // with a position, not later by createRuntime with a raw IfcError.
  try {
    labelBudgetsFromPolicy(definition.budgets);
  } catch (e) {
    const field = e instanceof IfcError ? String(e.data.field ?? '') : '';
    const key =
      {
        maxValues: 'max_values',
        maxParentsPerValue: 'max_parents_per_value',
        maxClosureSteps: 'max_closure_steps',
        maxWitnessDepth: 'max_witness_depth',
      }[field] ?? undefined;
    const at = toSource(key === undefined ? ['budgets'] : ['budgets', key]);
    add({
      severity: 'error',
      code: 'INVALID_VALUE',
      messageId: policyMessageId('INVALID_VALUE'),
      message: `\`${key ?? 'budgets'}\` is outside what the label table can hold (1 to 2097152; max_values at least 2)`,
      help: 'the label table numbers its values in 21 bits: keep every budget at most 2097152, and max_values at least 2.',
      path: displayPath(value, at),
      ...locate(loc, at),
    });
  }
  for (const w of lintPolicy(definition)) {
    const at = toSource(w.segments);
    add({
      severity: 'warning',
      code: w.code,
      messageId: policyMessageId(w.code),
      message: w.message,
      help: w.help,
      path: displayPath(value, at),
      ...locate(loc, at, w.key ?? false),
    });
  }
  diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  const ok = !diagnostics.some((d) => d.severity === 'error');
  definition = orderLike(definition, v1SchemaObject()) as PolicyDefinition;
  return ok
    ? {
        ok,
        definition,
        hash: policyHash(definition),
        sourceVersion: version,
        ...(migration === undefined ? {} : { migration }),
        diagnostics,
      }
    : { ok, diagnostics };
}

function firstError(result: ValidationResult): PolicyError {
  const d = result.diagnostics.find((x) => x.severity === 'error');
  const count = result.diagnostics.filter((x) => x.severity === 'error').length;
  if (d === undefined) return new PolicyError('INVALID_DEFINITION', 'invalid policy');
  return new PolicyError(
    d.code as PolicyErrorCode,
    `${d.sourceName}:${d.line}:${d.column}: ${d.message}${count > 1 ? ` (and ${count - 1} more)` : ''}`,
    { sourceName: d.sourceName, line: d.line, column: d.column, path: d.path, count },
  );
}

/**
 * Parses and validates a policy (schema v1, or v0 migrated to v1). Throws a PolicyError
 * carrying the first error's position; warnings are returned, not thrown.
 */
export function parsePolicy(text: string, options: ParseOptions): ParsedPolicy {
  const key =
    typeof text === 'string' && text.length <= MEMO_MAX_TEXT
      ? `${String(options?.format)}\u0000${String(options?.sourceName)}\u0000${text}`
      : undefined;
  const known = key === undefined ? undefined : parsed.get(key);
  if (known !== undefined) return structuredClone(known);
  const result = validatePolicyText(text, options);
  if (!result.ok || result.definition === undefined || result.hash === undefined)
    throw firstError(result);
  const out: ParsedPolicy = {
    definition: result.definition,
    hash: result.hash,
    sourceVersion: result.sourceVersion ?? 1,
    ...(result.migration === undefined ? {} : { migration: result.migration }),
    warnings: result.diagnostics,
  };
  if (key !== undefined) {
    if (parsed.size >= MEMO_ENTRIES) parsed.delete(parsed.keys().next().value as string);
    parsed.set(key, structuredClone(out));
  }
  return out;
}

/**
 * The policies parsed last (at most MEMO_ENTRIES, texts up to MEMO_MAX_TEXT characters): a
 * host that makes a runtime per request from the same policy text parses and validates it
 * once, and `createPolicyEngine`'s re-validation of the definition (its JSON text) is found
 * here too. Parsing is a function of the text and the options alone, so a result is reused
 * only for the same text and options; each caller gets its own deep copy (nothing a caller
 * does to its definition reaches the next one). Only successful parses are kept.
 */
const parsed = new Map<string, ParsedPolicy>();
const MEMO_ENTRIES = 16;
const MEMO_MAX_TEXT = 256 * 1024;

/** Validates an already-parsed object (e.g. a definition built in code). Same rules. */
export function parsePolicyObject(value: unknown, sourceName = '<object>'): ParsedPolicy {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return parsePolicy(text, { format: 'json', sourceName });
}
