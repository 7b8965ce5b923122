/**
 * Zamburak's bundled Fluent catalogues: `locales/<locale>/*.ftl` inside this package,
 * found relative to this module (`../locales/` from `src/` and from `dist/` alike), so the
 * installed package reads nothing outside its own directory. Nothing is read at import time; every function reads on call
 * and keeps nothing (no module cache), so hosts own the lifecycle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentResource } from '@fluent/bundle';
import { L10nError } from './errors.js';

/** Locales Zamburak ships catalogues for (en-US is the base every other falls back to). */
export const BUNDLED_LOCALES = ['en-US', 'de'] as const;
/** The base locale: the last bundled step of every resolution. */
export const BASE_LOCALE = 'en-US';

export interface CatalogueLocation {
  /** Directory holding `<locale>/*.ftl`; defaults to this package's `locales/`. */
  readonly root?: string | URL;
}

/** One `.ftl` file of a bundled catalogue. */
export interface CatalogueFile {
  /** File name within the locale directory, e.g. `policy.ftl`. */
  readonly file: string;
  readonly text: string;
}

const LOCALE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/** Whether `tag` is a syntactically acceptable BCP 47 tag (also safe as a path segment). */
export function isLocaleTag(tag: string): boolean {
  return LOCALE_TAG.test(tag);
}

/** The default `locales/` directory: the package's own, one level above this module. */
export function defaultLocalesRoot(): string {
  return fileURLToPath(new URL('../locales/', import.meta.url));
}

function rootPath(location: CatalogueLocation | undefined): string {
  const root = location?.root;
  if (root === undefined) return defaultLocalesRoot();
  return typeof root === 'string' ? root : fileURLToPath(root);
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Locale directories present under the catalogue root, sorted. */
export function listBundledLocales(location?: CatalogueLocation): string[] {
  const root = rootPath(location);
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    throw new L10nError('CATALOGUE_NOT_FOUND', 'the catalogue root directory cannot be read', {
      locale: '*',
    });
  }
  return names.filter((n) => isLocaleTag(n) && isDirectory(join(root, n))).sort();
}

/**
 * The `.ftl` files of one bundled locale, sorted by file name. Throws `L10nError`
 * (`INVALID_LOCALE` for a tag that is not BCP 47, which also keeps it from naming any
 * other path; `CATALOGUE_NOT_FOUND`; `CATALOGUE_READ_FAILED`).
 */
export function readBundledCatalogue(
  locale: string,
  location?: CatalogueLocation,
): readonly CatalogueFile[] {
  if (!isLocaleTag(locale)) {
    throw new L10nError('INVALID_LOCALE', 'the locale is not a BCP 47 language tag', {
      length: locale.length,
    });
  }
  const dir = join(rootPath(location), locale);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    throw new L10nError('CATALOGUE_NOT_FOUND', 'no bundled catalogue for this locale', { locale });
  }
  const files: CatalogueFile[] = [];
  for (const file of names.filter((n) => n.endsWith('.ftl')).sort()) {
    try {
      files.push({ file, text: readFileSync(join(dir, file), 'utf8') });
    } catch {
      throw new L10nError('CATALOGUE_READ_FAILED', 'a catalogue file cannot be read', {
        locale,
        file,
      });
    }
  }
  if (files.length === 0) {
    throw new L10nError('CATALOGUE_NOT_FOUND', 'no bundled catalogue for this locale', { locale });
  }
  return files;
}

/** The parsed resources of one bundled locale (one `FluentResource` per `.ftl` file). */
export function loadBundledCatalogue(
  locale: string,
  location?: CatalogueLocation,
): readonly FluentResource[] {
  return readBundledCatalogue(locale, location).map((f) => new FluentResource(f.text));
}

/**
 * The parsed resources of several bundled locales, keyed by locale; locales without a
 * bundled catalogue are left out (an invalid tag still throws `INVALID_LOCALE`).
 */
export function loadBundledCatalogues(
  locales: readonly string[],
  location?: CatalogueLocation,
): Record<string, readonly FluentResource[]> {
  const out: Record<string, readonly FluentResource[]> = {};
  for (const locale of locales) {
    try {
      out[locale] = loadBundledCatalogue(locale, location);
    } catch (e) {
      if (e instanceof L10nError && e.code === 'CATALOGUE_NOT_FOUND') continue;
      throw e;
    }
  }
  return out;
}
