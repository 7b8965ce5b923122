/**
 * The runnable example, offline: a real `@modelcontextprotocol/server-filesystem` over stdio
 * through `@zamburak/mcp`, the planner and the quarantined model on the scripted server.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../examples/fs-agent.js';
import type { ModelServer } from '../support/model-server.js';

describe('examples/fs-agent.ts (offline)', () => {
  it('is denied the injected write, re-plans, and completes; the planner never sees the files', async () => {
    const lines: string[] = [];
    let server: ModelServer | undefined;
    const code = await main(
      (l) => lines.push(l),
      {},
      (s) => {
        server = s;
      },
    );
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^models: offline/);
    expect(lines).toContain('round 1: denied (INTEGRITY_REQUIRED)');
    expect(lines).toContain('round 2: completed');
    expect(lines.at(-1)).toMatch(/^result \(Untrusted\): /);
    const planner = server!.requests.filter((r) => r.model === 'planner');
    const quarantine = server!.requests.filter((r) => r.model === 'quarantine');
    expect(planner).toHaveLength(2);
    expect(quarantine.some((r) => r.body.includes('IGNORE PREVIOUS INSTRUCTIONS'))).toBe(true);
    for (const r of planner) {
      expect(r.body).not.toContain('IGNORE PREVIOUS INSTRUCTIONS');
      expect(r.body).not.toContain('Lyon');
      expect(r.body).not.toContain('slides for David');
    }
  });
});
