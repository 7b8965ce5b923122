import { describe, expect, it } from 'vitest';
import * as audit from '../src/index.js';
import { AUDIT_ERROR_CODES, AUDIT_REASON_CODES, AuditError, PACKAGE_NAME } from '../src/index.js';

describe('@zamburak/audit public surface', () => {
  it('names its package and exports the documented API', () => {
    expect(PACKAGE_NAME).toBe('@zamburak/audit');
    for (const name of [
      'openAuditLog',
      'verifyAuditLog',
      'verifyAuditJsonl',
      'exportJsonl',
      'parseAuditJsonl',
      'readAuditRecords',
      'runAuditCli',
      'isSecurityEvent',
    ]) {
      expect(typeof (audit as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it('has UPPER_SNAKE codes with kebab-case Fluent ids', () => {
    for (const code of [...AUDIT_ERROR_CODES, ...AUDIT_REASON_CODES])
      expect(code).toMatch(/^[A-Z][A-Z_]*$/);
    const e = new AuditError('UNREDACTED_RECORD', 'x', { seq: 3 });
    expect(e.messageId).toBe('audit-unredacted-record');
    expect(e.data).toEqual({ seq: 3 });
    expect(e).toBeInstanceOf(Error);
  });
});
