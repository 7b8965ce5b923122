import { createMinter, type Minter, RevocationIndex, UsageLedger } from '../src/index.js';

export const KEY = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
export const OTHER_KEY = Uint8Array.from({ length: 32 }, (_, i) => 200 - i);
export const T0 = 1_700_000_000_000;
export const HOUR = 3_600_000;

export interface Host {
  minter: Minter;
  revocations: RevocationIndex;
  usage: UsageLedger;
  /** Mutable injected time. */
  time: { now: number };
  ctx(executionId?: string): {
    now: number;
    verifier: Minter;
    revocations: RevocationIndex;
    usage: UsageLedger;
    executionId?: string;
  };
}

export function host(key: Uint8Array = KEY, issuer = 'host:test'): Host {
  const time = { now: T0 };
  const revocations = new RevocationIndex();
  const usage = new UsageLedger();
  const minter = createMinter({ key, issuer, clock: () => time.now, revocations, usage });
  return {
    minter,
    revocations,
    usage,
    time,
    ctx: (executionId = 'exec_1') => ({
      now: time.now,
      verifier: minter,
      revocations,
      usage,
      executionId,
    }),
  };
}

export const EMAIL_SCOPE = ['tool:send_email', 'tool:read_email', 'tool:list_email'];
