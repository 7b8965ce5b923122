/**
 * Labels are built only through @zamburak/ifc's constructors (`labelDescriptor`,
 * `untrustedLabel`, `trustedLabel`, `withIntegrity`), never as object literals in core or
 * policy: the shape of a label and each axis's default live in one place (issue 26).
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, readSource, sourceFiles } from './source-files.js';

/** The constructors an object literal may be handed to. */
const CONSTRUCTORS = new Set(['labelDescriptor']);

/** A label descriptor's axes, and all its keys (a summary has `originCount`, not `origins`). */
const AXES = new Set(['integrity', 'confidentiality', 'readers', 'authority']);
const LABEL_KEYS = new Set([...AXES, 'origins', 'truncated']);

function keyOf(p: ts.ObjectLiteralElementLike, sf: ts.SourceFile): string | undefined {
  if (p.name === undefined) return undefined;
  if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) return p.name.text;
  return p.name.getText(sf);
}

/**
 * Object literals that build a label: only label keys, at least one axis, and `origins` or
 * a spread (a label rebuilt with one axis changed). Allowed only as a constructor's argument.
 */
function labelLiterals(path: string, text: string = readSource(path)): string[] {
  const sf = parse(path, text);
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isObjectLiteralExpression(n)) {
      const keys = n.properties.map((p) => keyOf(p, sf));
      const spreads = n.properties.some(ts.isSpreadAssignment);
      const axes = keys.some((k) => k !== undefined && AXES.has(k));
      const onlyLabelKeys = keys.every((k) => k === undefined || LABEL_KEYS.has(k));
      const label = axes && onlyLabelKeys && (keys.includes('origins') || spreads);
      const parent = n.parent;
      const viaConstructor =
        ts.isCallExpression(parent) &&
        ts.isIdentifier(parent.expression) &&
        CONSTRUCTORS.has(parent.expression.text);
      if (label && !viaConstructor) {
        const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
        found.push(`${path}:${line}`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('labels are built through @zamburak/ifc constructors', () => {
  it('no label object literal in packages/core/src or packages/policy/src', () => {
    const files = [...sourceFiles('packages/core/src'), ...sourceFiles('packages/policy/src')];
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => labelLiterals(f))).toEqual([]);
  }, 120_000);

  it('finds a literal label and a label rebuilt by spreading (fixture)', () => {
    const text = [
      "const a = { integrity: [], confidentiality: [], readers: 'Public', authority: [], origins: ['x'], truncated: false };",
      "const b = { ...a, integrity: ['Trusted'] };",
      "const c = labelDescriptor({ ...a, integrity: ['Trusted'] });",
      'const s = { integrity: [], confidentiality: [], readers: "Public", authority: [], originCount: 1, truncated: false };',
      "const r = { integrity: ['Trusted'], confidentiality: [], truncated: false };",
      "const t = { ...compiled, authority: [], name: 'tool' };",
    ].join('\n');
    expect(labelLiterals('x.ts', text)).toEqual(['x.ts:1', 'x.ts:2']);
  });
});
