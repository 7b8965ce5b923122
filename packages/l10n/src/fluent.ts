/**
 * The Fluent adapter: a `Localizer` over `@fluent/bundle` with the resolution order of
 * docs/l10n.md "Resolution order" (host catalogue -> bundled requested locale -> bundled en-US -> caller
 * fallback). Formatting failures become structured diagnostics and resolution goes on
 * down the chain; nothing throws at the caller. Every localizer owns its bundles: no
 * module state, no environment reads.
 */
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import {
  BASE_LOCALE,
  type CatalogueLocation,
  isLocaleTag,
  listBundledLocales,
  loadBundledCatalogues,
} from './catalogue.js';
import { L10nError, type L10nReasonCode, messageIdFor } from './errors.js';
import { lintCatalogue } from './lint.js';
import { type LocalizationArgs, type Localizer, NoOpLocalizer } from './localizer.js';
import { negotiateLocale } from './negotiate.js';

/** Fluent text, a parsed resource, or several of them (later ones override earlier). */
export type CatalogueSource = string | FluentResource | readonly (string | FluentResource)[];

/** Where a message was resolved: the steps of the chain, in order. */
export type ResolutionSource = 'host' | 'bundled' | 'bundled-en-US';

/** One structured diagnostic. Carries names and positions, never argument values. */
export interface L10nDiagnostic {
  readonly code: L10nReasonCode;
  /** Fluent message id of the diagnostic itself (`l10n-<code in kebab-case>`). */
  readonly messageId: string;
  /** The message id being resolved (absent for catalogue diagnostics). */
  readonly id?: string;
  /** The chain step that failed; `fallback` when the caller's text was used. */
  readonly source: ResolutionSource | 'fallback';
  /** Locale of the bundle involved. */
  readonly locale: string;
  /** The variable (`$name`), term (`-name`), message, attribute or function involved. */
  readonly reference?: string;
  /** 1-based position in the catalogue text (for `CATALOGUE_JUNK`). */
  readonly line?: number;
  readonly column?: number;
}

export interface Resolution {
  /** The formatted text, or `undefined` when no step formatted it cleanly. */
  readonly value: string | undefined;
  readonly source: ResolutionSource | undefined;
  readonly locale: string | undefined;
  readonly diagnostics: readonly L10nDiagnostic[];
}

export interface FluentLocalizerOptions {
  /** The locale the host wants (the host negotiates; see `negotiateLocale`). */
  readonly locale: string;
  /** The host's own catalogue for `locale`; its entries win over Zamburak's. */
  readonly host?: CatalogueSource;
  /**
   * Zamburak's catalogues keyed by locale. Default: read from the bundled `locales/`
   * directory (`loadBundledCatalogues`) for the negotiated locale and en-US. Pass `{}`
   * to use none.
   */
  readonly bundled?: Readonly<Record<string, CatalogueSource>>;
  /** Where the default bundled catalogues live (ignored when `bundled` is given). */
  readonly catalogueLocation?: CatalogueLocation;
  /** Receives every diagnostic (also those of construction); exceptions are ignored. */
  readonly onDiagnostic?: (diagnostic: L10nDiagnostic) => void;
  /** Unicode bidi isolation marks around placeables. Default `false`. */
  readonly useIsolating?: boolean;
}

export interface FluentLocalizer extends Localizer {
  /** The locale requested by the host. */
  readonly locale: string;
  /** The bundled locale used for the second step, or `undefined` if none besides en-US. */
  readonly bundledLocale: string | undefined;
  /** Diagnostics found while building the bundles (e.g. junk in host catalogue text). */
  readonly catalogueDiagnostics: readonly L10nDiagnostic[];
  /** Resolves `id` (or `id.attribute`) and reports how; never throws. */
  lookupWithDiagnostics(id: string, args?: LocalizationArgs): Resolution;
}

interface Step {
  readonly source: ResolutionSource;
  readonly locale: string;
  readonly bundle: FluentBundle;
}

const REFERENCE = /^[-$]?[A-Za-z][A-Za-z0-9_-]*$/;
/** Message ids echoed in diagnostics: Fluent identifiers with an optional attribute. */
const MESSAGE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,127}(?:\.[A-Za-z][A-Za-z0-9_-]{0,63})?$/;

function diagnostic(
  code: L10nReasonCode,
  source: ResolutionSource | 'fallback',
  locale: string,
  extra: { id?: string; reference?: string; line?: number; column?: number } = {},
): L10nDiagnostic {
  const out: {
    code: L10nReasonCode;
    messageId: string;
    source: ResolutionSource | 'fallback';
    locale: string;
    id?: string;
    reference?: string;
    line?: number;
    column?: number;
  } = { code, messageId: messageIdFor('l10n', code), source, locale };
  // An id that is not a Fluent identifier is not echoed (it may not come from code).
  if (extra.id !== undefined && MESSAGE_ID.test(extra.id)) out.id = extra.id;
  if (extra.reference !== undefined && REFERENCE.test(extra.reference)) {
    out.reference = extra.reference;
  }
  if (extra.line !== undefined) out.line = extra.line;
  if (extra.column !== undefined) out.column = extra.column;
  return out;
}

/**
 * The arguments of a diagnostic's own message (`l10n-<code>`), so a host can render it
 * through any Localizer: `id`, `source`, `locale`, `reference`, `line`, `column`
 * (absent fields become `''` or `0`).
 */
export function diagnosticArgs(d: L10nDiagnostic): LocalizationArgs {
  return {
    id: d.id ?? '',
    source: d.source,
    locale: d.locale,
    reference: d.reference ?? '',
    line: d.line ?? 0,
    column: d.column ?? 0,
  };
}

/**
 * Classifies an error reported by `@fluent/bundle`. Only the catalogue-side name in the
 * message is kept (and only if it is a plain identifier); argument values never are.
 */
function classify(error: unknown): { code: L10nReasonCode; reference?: string } {
  const text = error instanceof Error ? error.message : '';
  const rules: readonly [RegExp, L10nReasonCode, string?][] = [
    [/^Unknown variable: \$(\S+)$/, 'MISSING_ARGUMENT', '$'],
    [/^Variable type not supported: \$([^,\s]+),/, 'INVALID_ARGUMENT', '$'],
    [/^Unknown term: (-\S+)$/, 'UNKNOWN_TERM'],
    [/^Unknown message: (\S+)$/, 'UNKNOWN_MESSAGE_REFERENCE'],
    [/^Unknown attribute: (\S+)$/, 'UNKNOWN_ATTRIBUTE'],
    [/^No value: (\S+)$/, 'MESSAGE_WITHOUT_VALUE'],
    [/^Unknown function: (\S+)\(\)$/, 'UNKNOWN_FUNCTION'],
    [/^Function (\S+)\(\) is not callable$/, 'UNKNOWN_FUNCTION'],
    [/^Cyclic reference$/, 'CYCLIC_REFERENCE'],
  ];
  for (const [pattern, code, prefix] of rules) {
    const m = pattern.exec(text);
    if (m === null) continue;
    const name = m[1];
    if (name === undefined) return { code };
    if (!REFERENCE.test(name)) return { code };
    return { code, reference: prefix === undefined ? name : `${prefix}${name}` };
  }
  return { code: 'FORMAT_FAILED' };
}

function sourcesOf(source: CatalogueSource | undefined): readonly (string | FluentResource)[] {
  if (source === undefined) return [];
  const items: readonly unknown[] = Array.isArray(source) ? source : [source];
  for (const item of items) {
    if (typeof item !== 'string' && !(item instanceof FluentResource)) {
      throw new L10nError(
        'INVALID_OPTIONS',
        'a catalogue is Fluent text, a FluentResource, or a list of them',
        { type: item === null ? 'null' : typeof item },
      );
    }
  }
  return items as readonly (string | FluentResource)[];
}

/** A resource holding only the terms of `resource` (ids starting with `-`). */
function termsOnly(resource: FluentResource): FluentResource {
  const terms = new FluentResource('');
  terms.body = resource.body.filter((entry) => entry.id.startsWith('-'));
  return terms;
}

/**
 * Parses catalogue sources; text is linted so malformed entries (which the runtime
 * parser silently drops) surface as `CATALOGUE_JUNK` diagnostics.
 */
function parseSources(
  source: CatalogueSource | undefined,
  step: ResolutionSource,
  locale: string,
  diagnostics: L10nDiagnostic[],
): FluentResource[] {
  return sourcesOf(source).map((item) => {
    if (typeof item !== 'string') return item;
    for (const problem of lintCatalogue(item).problems) {
      if (problem.kind !== 'junk') continue;
      diagnostics.push(
        diagnostic('CATALOGUE_JUNK', step, locale, {
          line: problem.line,
          column: problem.column,
        }),
      );
    }
    return new FluentResource(item);
  });
}

function newBundle(
  locale: string,
  useIsolating: boolean,
  layers: readonly (readonly FluentResource[])[],
): FluentBundle {
  const bundle = new FluentBundle([locale], { useIsolating });
  for (const layer of layers) {
    for (const resource of layer) bundle.addResource(resource, { allowOverrides: true });
  }
  return bundle;
}

function splitId(id: string): { message: string; attribute: string | undefined } {
  const dot = id.indexOf('.');
  if (dot < 0) return { message: id, attribute: undefined };
  return { message: id.slice(0, dot), attribute: id.slice(dot + 1) };
}

function emit(
  sink: ((d: L10nDiagnostic) => void) | undefined,
  diagnostics: readonly L10nDiagnostic[],
): void {
  if (sink === undefined) return;
  for (const d of diagnostics) {
    try {
      sink(d);
    } catch {
      // A failing diagnostic sink must not turn a lookup into an exception.
    }
  }
}

/**
 * Loads Zamburak's bundled messages for `locale` into a bundle the host owns (for hosts
 * with their own Fluent stack): first the en-US terms, then the locale's resources (or
 * en-US's, when Zamburak has no catalogue for `locale`). Existing host entries win unless
 * `allowOverrides` is true. Returns the number of resources added.
 */
export function addBundledCatalogue(
  bundle: FluentBundle,
  locale: string,
  options: { readonly location?: CatalogueLocation; readonly allowOverrides?: boolean } = {},
): number {
  const available = listBundledLocales(options.location);
  const wanted = negotiateLocale(locale, available);
  const catalogues = loadBundledCatalogues([...new Set([wanted, BASE_LOCALE])], options.location);
  const layers: FluentResource[] = [
    ...(wanted === BASE_LOCALE ? [] : (catalogues[BASE_LOCALE] ?? []).map(termsOnly)),
    ...(catalogues[wanted] ?? []),
  ];
  const allowOverrides = options.allowOverrides ?? false;
  for (const resource of layers) bundle.addResource(resource, { allowOverrides });
  return layers.length;
}

/**
 * Builds a Fluent-backed localizer. Throws `L10nError` only for invalid options
 * (`INVALID_LOCALE`, `INVALID_OPTIONS`) or unreadable bundled catalogues; lookups never
 * throw.
 *
 * Terms: every bundle is built from the base (en-US) terms, then the requested
 * locale's, then (for the host bundle) the host's, each layer overriding the one before;
 * so a translation or a host message may use a term only the base locale defines (Fluent
 * falls back per message, never per term).
 */
export function createFluentLocalizer(options: FluentLocalizerOptions): FluentLocalizer {
  if (typeof options !== 'object' || options === null || typeof options.locale !== 'string') {
    throw new L10nError('INVALID_OPTIONS', 'createFluentLocalizer needs { locale }', {});
  }
  const locale = options.locale;
  if (!isLocaleTag(locale)) {
    throw new L10nError('INVALID_LOCALE', 'the locale is not a BCP 47 language tag', {
      length: locale.length,
    });
  }
  const useIsolating = options.useIsolating ?? false;
  const sink = options.onDiagnostic;
  const catalogueDiagnostics: L10nDiagnostic[] = [];

  let bundled: Readonly<Record<string, CatalogueSource>>;
  if (options.bundled !== undefined) {
    bundled = options.bundled;
  } else {
    const available = listBundledLocales(options.catalogueLocation);
    const wanted = negotiateLocale(locale, available);
    bundled = loadBundledCatalogues([...new Set([wanted, BASE_LOCALE])], options.catalogueLocation);
  }
  const available = Object.keys(bundled).filter((l) => isLocaleTag(l));
  const negotiated = negotiateLocale(locale, available);
  const bundledLocale =
    negotiated !== BASE_LOCALE && Object.hasOwn(bundled, negotiated) ? negotiated : undefined;

  const baseResources = Object.hasOwn(bundled, BASE_LOCALE)
    ? parseSources(bundled[BASE_LOCALE], 'bundled-en-US', BASE_LOCALE, catalogueDiagnostics)
    : [];
  const localeResources =
    bundledLocale === undefined
      ? []
      : parseSources(bundled[bundledLocale], 'bundled', bundledLocale, catalogueDiagnostics);
  const hostResources = parseSources(options.host, 'host', locale, catalogueDiagnostics);

  const baseTerms = baseResources.map(termsOnly);
  const localeTerms = localeResources.map(termsOnly);
  const steps: Step[] = [];
  if (hostResources.length > 0) {
    steps.push({
      source: 'host',
      locale,
      bundle: newBundle(locale, useIsolating, [baseTerms, localeTerms, hostResources]),
    });
  }
  if (bundledLocale !== undefined) {
    steps.push({
      source: 'bundled',
      locale: bundledLocale,
      bundle: newBundle(bundledLocale, useIsolating, [baseTerms, localeResources]),
    });
  }
  if (baseResources.length > 0) {
    steps.push({
      source: 'bundled-en-US',
      locale: BASE_LOCALE,
      bundle: newBundle(BASE_LOCALE, useIsolating, [baseResources]),
    });
  }
  emit(sink, catalogueDiagnostics);

  const resolve = (id: string, args: LocalizationArgs | undefined): Resolution => {
    const diagnostics: L10nDiagnostic[] = [];
    const { message, attribute } = splitId(typeof id === 'string' ? id : '');
    const fluentArgs = (args ?? null) as Record<string, FluentVariable> | null;
    let seen = false;
    for (const step of steps) {
      try {
        const found = step.bundle.getMessage(message);
        if (found === undefined) continue;
        let pattern = found.value;
        if (attribute !== undefined) {
          pattern = Object.hasOwn(found.attributes, attribute)
            ? (found.attributes[attribute] ?? null)
            : null;
          if (pattern === null) continue;
        }
        seen = true;
        if (pattern === null) {
          diagnostics.push(
            diagnostic('MESSAGE_WITHOUT_VALUE', step.source, step.locale, {
              id,
              reference: message,
            }),
          );
          continue;
        }
        const errors: Error[] = [];
        let text: string | undefined;
        try {
          text = step.bundle.formatPattern(pattern, fluentArgs, errors);
        } catch (e) {
          errors.push(e instanceof Error ? e : new Error('format failed'));
        }
        if (errors.length === 0 && text !== undefined) {
          emit(sink, diagnostics);
          return { value: text, source: step.source, locale: step.locale, diagnostics };
        }
        for (const error of errors) {
          const c = classify(error);
          diagnostics.push(
            diagnostic(c.code, step.source, step.locale, {
              id,
              ...(c.reference === undefined ? {} : { reference: c.reference }),
            }),
          );
        }
      } catch {
        diagnostics.push(diagnostic('FORMAT_FAILED', step.source, step.locale, { id }));
      }
    }
    if (!seen) diagnostics.push(diagnostic('MESSAGE_NOT_FOUND', 'fallback', locale, { id }));
    emit(sink, diagnostics);
    return { value: undefined, source: undefined, locale: undefined, diagnostics };
  };

  return {
    locale,
    bundledLocale,
    catalogueDiagnostics,
    lookupWithDiagnostics: (id, args) => resolve(id, args),
    lookup: (id, args) => resolve(id, args).value,
    message: (id, args, fallback) => resolve(id, args).value ?? fallback,
  };
}

/**
 * The localizer of the bundled catalogues for `locale` (default en-US): what a CLI or a host
 * without messages of its own needs. It never throws: when the locale is not a language tag
 * or the catalogues cannot be read it degrades to the callers' fallback texts
 * (`NoOpLocalizer`). Build it once and keep it; this module caches nothing.
 */
export function bundledLocalizer(locale: string = BASE_LOCALE): Localizer {
  try {
    return createFluentLocalizer({ locale });
  } catch {
    return new NoOpLocalizer();
  }
}
