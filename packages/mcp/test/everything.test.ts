/**
 * The bridge against the real `@modelcontextprotocol/server-everything` over stdio (one
 * server for the file): every tool name mapped, result kinds, a hung call timed out, and
 * the default trust class at work. Nothing here reaches the network.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMcpServer, type McpServer, withToolPolicies } from '../src/index.js';
import { auditRows, governed, POLICY_HEAD, serverScript, stdioOf } from './support/runtime.js';

let everything: McpServer;

beforeAll(async () => {
  everything = await connectMcpServer({
    name: 'everything',
    transport: stdioOf(serverScript('@modelcontextprotocol/server-everything'), ['stdio']),
  });
});
afterAll(async () => {
  await everything?.close();
});

/** Normal mode where a plan catches a tool's error to look at it (strict mode: IMPLICIT_FLOW). */
const policy = (strict = true) =>
  withToolPolicies({ ...POLICY_HEAD, strict_mode: strict, tools: [] }, everything.policyEntries());

describe('server-everything through the bridge', () => {
  it('takes every tool, renaming the ones whose names are not identifiers', () => {
    const byMcp = new Map(everything.tools.map((t) => [t.mcpName, t.name]));
    expect(everything.skipped).toEqual([]);
    expect(byMcp.size).toBeGreaterThanOrEqual(13);
    expect(byMcp.get('echo')).toBe('echo');
    expect(byMcp.get('get-sum')).toBe('get_sum');
    expect(byMcp.get('trigger-long-running-operation')).toBe('trigger_long_running_operation');
    for (const name of byMcp.values()) expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(everything.tools.every((t) => t.trustClass === 'RemoteThirdParty')).toBe(true);
  });

  it('maps text, structured content, image and resource results to JSON values', async () => {
    const { runtime, audit } = governed(policy(), everything.tools);
    const ex = await runtime.start(`({
      sum: get_sum({ a: 2, b: 3 }),
      weather: get_structured_content({ location: 'Chicago' }),
      image: get_tiny_image({}).content.map((c) => c.type),
      resource: get_resource_reference({ resourceType: 'Text', resourceId: 1 }).content.map((c) => c.type),
    })`);
    expect(ex.error).toBeUndefined();
    expect(ex.status).toBe('completed');
    const v = ex.result?.value as Record<string, unknown>;
    expect(v.sum).toBe('The sum of 2 and 3 is 5.');
    expect(v.weather).toMatchObject({
      temperature: expect.any(Number),
      conditions: expect.any(String),
    });
    expect(v.image).toContain('image');
    expect(v.resource).toContain('resource');
    // An MCP result is Untrusted, whatever the server claims.
    expect(ex.result?.summary.integrity).toEqual([]);
    audit.close();
  });

  it('times out the long-running operation as TOOL_TIMEOUT (runtime default timeout)', async () => {
    const { runtime, audit } = governed(policy(false), everything.tools, { toolTimeoutMs: 300 });
    const t0 = Date.now();
    const ex = await runtime.start(`
      let code = 'none';
      try { trigger_long_running_operation({ duration: 30, steps: 3 }); } catch (e) { code = e.code; }
      code`);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(ex.result?.value).toBe('TOOL_TIMEOUT');
    expect(auditRows(audit, 'tool_failed').map((r) => r.reason_code)).toEqual(['TOOL_TIMEOUT']);
    audit.close();
  });

  it('a remote third party may not write: its trust class refuses the write entry', async () => {
    const { runtime, audit } = governed(policy(), everything.tools);
    const ex = await runtime.start('toggle_simulated_logging({})');
    expect(ex.status).toBe('denied');
    expect(ex.decisions.at(-1)).toMatchObject({
      reasonCode: 'TRUST_CLASS_FORBIDS_SIDE_EFFECT',
      rulePath: 'trust_classes[RemoteThirdParty].allowed_side_effects',
    });
    audit.close();
  });
});
