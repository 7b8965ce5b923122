/**
 * Catalogue coverage (issue 9): every error and reason code that any package exports
 * (`*_ERROR_CODES`, `*_REASON_CODES` from its `src/index.ts`) has a message in every
 * bundled locale, with a `.help` attribute, and every message uses the same variables in
 * each locale as in en-US. Message ids follow docs/architecture.md:
 * `<family>-<code in kebab-case>`.
 */
import * as agent from '@zamburak/agent';
import * as audit from '@zamburak/audit';
import * as authority from '@zamburak/authority';
import * as ifc from '@zamburak/ifc';
import * as l10n from '@zamburak/l10n';
import {
  BASE_LOCALE,
  BUNDLED_LOCALES,
  catalogueAttributes,
  catalogueVariables,
  lintCatalogue,
  messageIdFor,
  readBundledCatalogue,
} from '@zamburak/l10n';
import * as mcp from '@zamburak/mcp';
import * as policy from '@zamburak/policy';
import * as postgres from '@zamburak/postgres';
import * as viz from '@zamburak/viz';
import * as vm from '@zamburak/vm';
import { describe, expect, it } from 'vitest';
import * as core from 'zamburak';

const FAMILIES = [
  'ifc',
  'vm',
  'policy',
  'authority',
  'audit',
  'l10n',
  'viz',
  'runtime',
  'agent',
  'mcp',
  'postgres',
] as const;
type Family = (typeof FAMILIES)[number];

/** Each package's index and the family its codes belong to when the export name does not say. */
const PACKAGES: readonly [string, Family, Readonly<Record<string, unknown>>][] = [
  ['@zamburak/ifc', 'ifc', ifc],
  ['@zamburak/vm', 'vm', vm],
  ['@zamburak/policy', 'policy', policy],
  ['@zamburak/authority', 'authority', authority],
  ['@zamburak/audit', 'audit', audit],
  ['@zamburak/l10n', 'l10n', l10n],
  ['@zamburak/viz', 'viz', viz],
  ['zamburak', 'runtime', core],
  ['@zamburak/agent', 'agent', agent],
  ['@zamburak/mcp', 'mcp', mcp],
  ['@zamburak/postgres', 'postgres', postgres],
];

const CODE_LIST = /^([A-Z][A-Z0-9]*)(?:_[A-Z0-9]+)*_(?:ERROR|REASON)_CODES$/;

/** `POLICY_REASON_CODES` -> policy, `VM_COMPILE_ERROR_CODES` -> vm, `RUNTIME_*` -> runtime. */
function familyOf(exportName: string, packageFamily: Family): Family {
  const head = CODE_LIST.exec(exportName)?.[1]?.toLowerCase();
  return (FAMILIES as readonly string[]).includes(head ?? '') ? (head as Family) : packageFamily;
}

interface CodeList {
  readonly pkg: string;
  readonly exportName: string;
  readonly family: Family;
  readonly codes: readonly string[];
}

function discover(): CodeList[] {
  const lists: CodeList[] = [];
  for (const [pkg, family, mod] of PACKAGES) {
    for (const [exportName, value] of Object.entries(mod)) {
      if (!CODE_LIST.test(exportName)) continue;
      expect(Array.isArray(value), `${pkg} ${exportName} is an array`).toBe(true);
      const codes = value as readonly unknown[];
      for (const code of codes) expect(typeof code, `${pkg} ${exportName}`).toBe('string');
      lists.push({
        pkg,
        exportName,
        family: familyOf(exportName, family),
        codes: codes as readonly string[],
      });
    }
  }
  return lists;
}

interface Catalogue {
  readonly variables: Map<string, readonly string[]>;
  readonly attributes: Map<string, readonly string[]>;
  /** Junk, duplicates within a file, and ids defined in more than one file. */
  readonly problems: readonly string[];
}

function catalogue(locale: string): Catalogue {
  const variables = new Map<string, readonly string[]>();
  const attributes = new Map<string, readonly string[]>();
  const problems: string[] = [];
  for (const { file, text } of readBundledCatalogue(locale)) {
    for (const p of lintCatalogue(text).problems) {
      problems.push(`${locale}/${file}:${p.line}:${p.column} ${p.kind} ${p.code}`);
    }
    for (const [id, vars] of catalogueVariables(text)) {
      if (variables.has(id))
        problems.push(`${locale}/${file}: ${id} is also defined in another file`);
      variables.set(id, vars);
    }
    for (const [id, attrs] of catalogueAttributes(text)) attributes.set(id, attrs);
  }
  return { variables, attributes, problems };
}

const lists = discover();
const catalogues = new Map(BUNDLED_LOCALES.map((l) => [l, catalogue(l)] as const));
const base = catalogues.get(BASE_LOCALE)!;

describe('l10n catalogue coverage', () => {
  it('every bundled .ftl parses without junk and defines each id once per locale', () => {
    expect([...catalogues.values()].flatMap((c) => c.problems)).toEqual([]);
  });

  it('finds the code lists of every package', () => {
    const found = new Set(lists.map((l) => l.family));
    // Every package that has an error family exports at least its error codes.
    for (const family of [
      'ifc',
      'vm',
      'policy',
      'authority',
      'audit',
      'l10n',
      'viz',
      'runtime',
      'agent',
      'mcp',
      'postgres',
    ]) {
      expect(found.has(family as Family), `${family} exports *_ERROR_CODES`).toBe(true);
    }
    expect(familyOf('VM_COMPILE_ERROR_CODES', 'vm')).toBe('vm');
    expect(familyOf('POLICY_REASON_CODES', 'policy')).toBe('policy');
    expect(familyOf('RUNTIME_REASON_CODES', 'runtime')).toBe('runtime');
    expect(familyOf('TOKEN_REASON_CODES', 'authority')).toBe('authority');
  });

  for (const locale of BUNDLED_LOCALES) {
    it(`every code has a message with .help in ${locale}`, () => {
      const cat = catalogues.get(locale)!;
      const missing: string[] = [];
      for (const list of lists) {
        for (const code of list.codes) {
          const id = messageIdFor(list.family, code);
          if (!cat.variables.has(id)) missing.push(`${id} (${list.pkg} ${list.exportName})`);
          else if (!cat.attributes.get(id)?.includes('help')) missing.push(`${id}.help`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  for (const locale of BUNDLED_LOCALES.filter((l) => l !== BASE_LOCALE)) {
    it(`every ${locale} message exists in en-US with the same variables`, () => {
      const cat = catalogues.get(locale)!;
      const mismatches: string[] = [];
      for (const [id, vars] of cat.variables) {
        const en = base.variables.get(id);
        if (en === undefined) mismatches.push(`${id}: not in en-US`);
        else if (en.join(',') !== vars.join(',')) {
          mismatches.push(`${id}: en-US {${en.join(', ')}} vs ${locale} {${vars.join(', ')}}`);
        }
        const enAttrs = base.attributes.get(id) ?? [];
        const attrs = cat.attributes.get(id) ?? [];
        if ([...enAttrs].sort().join() !== [...attrs].sort().join()) {
          mismatches.push(`${id}: attributes differ`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('message arguments are camelCase, like the fields of error data', () => {
    const bad: string[] = [];
    for (const [locale, cat] of catalogues) {
      for (const [id, vars] of cat.variables) {
        for (const v of vars) if (!/^[a-z][A-Za-z0-9]*$/.test(v)) bad.push(`${locale} ${id} $${v}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
