import { describe, expect, it } from 'vitest';
import { checkBundledCatalogues } from '../src/index.js';

describe('checkBundledCatalogues', () => {
  it('the shipped catalogues are clean', () => {
    expect(checkBundledCatalogues()).toEqual([]);
  });

  it('reports junk, duplicates across files, and drift from en-US', () => {
    const root = new URL('./fixtures/broken-catalogues/', import.meta.url);
    const found = checkBundledCatalogues({ root }).map(
      (p) => `${p.locale}/${p.file}:${p.line} ${p.kind} ${p.code}`,
    );
    expect(found.sort()).toEqual(
      [
        'en-US/base.ftl:4 junk E0003',
        'en-US/more.ftl:0 duplicate-message greeting',
        'de/base.ftl:0 variables-differ greeting',
        'de/base.ftl:0 attributes-differ greeting',
        'de/base.ftl:0 missing-in-base nur-deutsch',
      ].sort(),
    );
  });

  it('the good fixture root is clean too', () => {
    expect(
      checkBundledCatalogues({ root: new URL('./fixtures/catalogues/', import.meta.url) }),
    ).toEqual([]);
  });
});
