import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierFor, mapToolNames } from '../src/index.js';

describe('MCP tool names as plan identifiers', () => {
  it('keeps identifiers, replaces other characters, guards digits and reserved words', () => {
    expect(identifierFor('read_file')).toBe('read_file');
    expect(identifierFor('get-sum')).toBe('get_sum');
    expect(identifierFor('files.read/v2')).toBe('files_read_v2');
    expect(identifierFor('2fa')).toBe('_2fa');
    expect(identifierFor('delete')).toBe('delete_');
    expect(identifierFor('$x')).toBe('_x');
    expect(identifierFor('')).toBe('_');
  });

  it('gives a hash suffix to a made name that collides; kept names never change', () => {
    const m = mapToolNames(['get_sum', 'get-sum', 'get.sum']);
    expect(m.names.get('get_sum')).toBe('get_sum');
    expect(m.names.get('get-sum')).toMatch(/^get_sum_[0-9a-f]{8}$/);
    expect(m.names.get('get.sum')).toMatch(/^get_sum_[0-9a-f]{8}$/);
    expect(m.names.get('get-sum')).not.toBe(m.names.get('get.sum'));
    expect(m.skipped).toEqual([]);
    expect(mapToolNames(['a-b'], 'fs_').names.get('a-b')).toBe('fs_a_b');
  });

  it('is collision-free and yields policy-valid identifiers for any listing (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 12 }), { maxLength: 12 }), (names) => {
        const m = mapToolNames(names);
        const ids = [...m.names.values()];
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/);
        expect(m.names.size + m.skipped.length).toBe(names.length);
      }),
      { numRuns: 300 },
    );
  });
});
