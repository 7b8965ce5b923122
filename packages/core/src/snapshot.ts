/**
 * The snapshot extension: the execution's own state that rides in a VM snapshot (format
 * `zamburak-execution/1`) — its memo, the policy it runs under, the approvals its desk has
 * consumed. Encoder and decoder in one place; the VM snapshot around it binds it with its MAC
 * (docs/architecture.md, "Snapshot").
 */
import { RuntimeError } from './errors.js';
import type { ExecutionMemo } from './gateway/types.js';
import { canonicalJson } from './hashing.js';

export const SNAPSHOT_EXTENSION_FORMAT = 'zamburak-execution/1';

/** What the extension carries. */
export interface SnapshotExtension {
  readonly policyHash: string;
  readonly memo: ExecutionMemo;
  readonly consumedApprovals: readonly string[];
}

/** The extension's bytes: canonical JSON, so one state always dumps to the same bytes. */
export function encodeSnapshotExtension(ext: SnapshotExtension): Uint8Array {
  return new TextEncoder().encode(
    canonicalJson({
      format: SNAPSHOT_EXTENSION_FORMAT,
      policyHash: ext.policyHash,
      memo: ext.memo,
      consumedApprovals: ext.consumedApprovals,
    }),
  );
}

/**
 * The extension back, refused (RuntimeError SNAPSHOT_INVALID) unless it is readable, of this
 * format, carries a well-formed execution instance, and was taken under `policyHash`.
 */
export function decodeSnapshotExtension(bytes: Uint8Array, policyHash: string): SnapshotExtension {
  let ext: {
    format?: string;
    policyHash?: string;
    memo?: ExecutionMemo;
    consumedApprovals?: string[];
  } | null;
  try {
    ext = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new RuntimeError('SNAPSHOT_INVALID', 'the snapshot extension is unreadable', {
      reason: 'EXTENSION',
    });
  }
  if (
    ext === null ||
    typeof ext !== 'object' ||
    ext.format !== SNAPSHOT_EXTENSION_FORMAT ||
    ext.memo === undefined ||
    typeof ext.memo.instance !== 'string' ||
    !/^[0-9a-f]{32}$/.test(ext.memo.instance)
  ) {
    throw new RuntimeError('SNAPSHOT_INVALID', 'unknown snapshot extension format', {
      reason: 'FORMAT',
    });
  }
  if (ext.policyHash !== policyHash) {
    throw new RuntimeError('SNAPSHOT_INVALID', 'the snapshot was taken under another policy', {
      reason: 'POLICY_CHANGED',
    });
  }
  return { policyHash, memo: ext.memo, consumedApprovals: ext.consumedApprovals ?? [] };
}
