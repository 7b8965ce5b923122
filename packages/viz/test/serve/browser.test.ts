/**
 * Acceptance of issue 25 in a real Chromium (Debian's, driven by puppeteer-core; one browser
 * for the whole file): the demo's audit log, filtered to the denied execution, its denied
 * call with rule path, remediation and a rendered witness graph (an SVG in the DOM), the
 * tool's policy diagram, German, the chain verified; a tampered copy names the failing
 * record; no token, no data; an injected `<script>` in a tool name, an argument name and a
 * summary is shown as text and never runs.
 *
 * With ZAMBURAK_SCREENSHOTS=1 the run writes docs/images/serve-*.png.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_POLICY_PATH, runDemo } from '@zamburak/examples';
import { validatePolicyText } from '@zamburak/policy';
import Database from 'better-sqlite3';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditServer,
  CHROMIUM_ARGS,
  findChromium,
  policyToMermaid,
  startAuditServer,
} from '../../src/index.js';

const SCREENSHOTS = process.env.ZAMBURAK_SCREENSHOTS === '1';
const IMAGES = new URL('../../../../docs/images/', import.meta.url);
const INJECTED = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

const dir = mkdtempSync(join(tmpdir(), 'zamburak-serve-browser-'));
let browser: Browser;
let page: Page;
let demo: AuditServer;
let tampered: AuditServer;
const dialogs: string[] = [];
const CHAIN_OK = "document.getElementById('chain')?.dataset.state === 'ok'";

async function shot(name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(IMAGES, { recursive: true });
  await page.screenshot({ path: join(IMAGES.pathname, `serve-${name}.png`), fullPage: true });
}

/** Waits until the page has rendered a view after `action` (body[data-ready] changes). */
async function settle(action: () => Promise<unknown>): Promise<void> {
  const before = String(await page.evaluate("document.body.dataset.ready ?? ''"));
  await action();
  await page.waitForFunction(`(document.body.dataset.ready ?? '') !== ${JSON.stringify(before)}`, {
    timeout: 10_000,
  });
}

beforeAll(async () => {
  await runDemo({ dir, out: () => undefined });
  const db = join(dir, 'audit.db');
  const policyText = readFileSync(DEMO_POLICY_PATH, 'utf8');
  const parsed = validatePolicyText(policyText, {
    format: 'yaml',
    sourceName: 'personal-assistant.yaml',
  });
  if (parsed.definition === undefined || parsed.hash === undefined) throw new Error('demo policy');
  demo = await startAuditServer({
    db,
    policies: [
      {
        hash: parsed.hash,
        diagrams: policyToMermaid(parsed.definition, { sourceName: 'personal-assistant.yaml' }),
      },
    ],
    pollMs: 100,
  });

  // The tampered copy: an attacker with the file drops the update trigger and rewrites the
  // denied call's tool, an argument name and a summary with markup.
  const bad = join(dir, 'tampered.db');
  copyFileSync(db, bad);
  const w = new Database(bad);
  w.exec('DROP TRIGGER records_no_update');
  w.prepare("INSERT INTO summaries (ref, kind, body) VALUES ('sum_' || ?, 'dependency', ?)").run(
    'f'.repeat(32),
    JSON.stringify({
      authority: [],
      confidentiality: [INJECTED],
      integrity: [],
      originCount: 1,
      readers: 'Public',
      truncated: false,
    }),
  );
  w.prepare("UPDATE records SET tool = ?, arg_refs = ? WHERE event = 'effect_denied'").run(
    INJECTED,
    JSON.stringify({ [INJECTED]: `sum_${'f'.repeat(32)}` }),
  );
  w.close();
  tampered = await startAuditServer({ db: bad });

  browser = await puppeteer.launch({
    executablePath: findChromium() ?? 'chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--window-size=1280,900'],
  });
  page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Nothing may be loaded from anywhere but the explorer itself.
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.hostname === '127.0.0.1' || req.url().startsWith('data:')) void req.continue();
    else void req.abort();
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await demo?.close();
  await tampered?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('zamburak-audit serve in Chromium', () => {
  it('answers 401 without the token, and with a wrong one', async () => {
    const base = `http://127.0.0.1:${demo.port}`;
    for (const path of ['/', '/api/executions', '/api/record?seq=1', '/assets/app.js']) {
      expect((await fetch(`${base}${path}`)).status).toBe(401);
    }
    expect((await fetch(`${base}/api/info?token=${'x'.repeat(43)}`)).status).toBe(401);
    const res = await page.goto(`${base}/`);
    expect(res?.status()).toBe(401);
  });

  it('filters to the denied execution, opens the denied call and draws its witness', async () => {
    await page.goto(demo.url);
    await page.waitForFunction('document.body.dataset.ready !== undefined');
    // The token moved into a cookie; the address bar no longer shows it.
    expect(page.url()).not.toContain('token=');
    expect(await page.$$eval('#executions tbody tr', (rows) => rows.length)).toBe(4);
    await page.waitForFunction(CHAIN_OK);
    await shot('executions');

    await page.select('#f-status', 'denied');
    await settle(() => page.click('#apply'));
    const rows = await page.$$eval('#executions tbody tr', (trs) =>
      trs.map((tr) => tr.getAttribute('data-execution')),
    );
    expect(rows).toEqual(['demo-follow-requests']);

    await settle(() => page.click('#executions tbody tr a'));
    expect(await page.$eval('#execution-id', (e) => e.textContent)).toBe('demo-follow-requests');
    await shot('timeline');
    await settle(() => page.click('#timeline tr[data-event="effect_denied"] a'));

    expect(await page.$eval('#rule-path', (e) => e.textContent)).toBe(
      'tools[send_email].arg_rules[to].requires_integrity',
    );
    expect(await page.$eval('#reason-code', (e) => e.textContent)).toBe('VERIFICATION_FAILED');
    expect(await page.$eval('#remediation-help', (e) => e.textContent)).toMatch(/verif|property/i);
    await page.waitForSelector('#witness svg', { timeout: 10_000 });
    const witness = await page.$eval('#witness svg', (svg) => svg.textContent ?? '');
    expect(witness).toContain('send_email');
    expect(witness).toContain('argument to');
    await page.waitForSelector('#policy svg', { timeout: 10_000 });
    await shot('decision');
  });

  it('switches to German and shows the chain verified', async () => {
    await page.select('#lang', 'de');
    await page.waitForFunction("document.documentElement.lang === 'de'");
    await page.waitForFunction(
      "[...document.querySelectorAll('h2')].some((h) => h.textContent === 'Zeuge')",
    );
    await page.waitForFunction(CHAIN_OK);
    expect(await page.$eval('#chain', (e) => e.textContent)).toContain('Kette geprüft');
    expect(await page.$eval('#remediation-help', (e) => e.textContent)).toMatch(/Eigenschaft|Wert/);
    await page.waitForSelector('#witness svg', { timeout: 10_000 });
    await shot('decision-de');
    await page.select('#lang', 'en-US');
    await page.waitForFunction("document.documentElement.lang === 'en-US'");
  });

  it('shows the failing sequence number of a tampered log and its markup as text', async () => {
    await page.goto(tampered.url);
    await page.waitForFunction("document.getElementById('chain')?.dataset.state === 'failed'");
    expect(await page.$eval('#chain', (e) => e.getAttribute('data-seq'))).toBe('26');
    expect(await page.$eval('#chain', (e) => e.textContent)).toContain('26');
    await settle(async () => {
      await page.goto(`${tampered.url.replace(/\?token=.*$/, '')}#/execution/demo-follow-requests`);
    });
    const tool = await page.$eval('#timeline tr[data-seq="26"] td.tool', (e) => ({
      text: e.textContent,
      elements: e.querySelectorAll('*').length,
    }));
    expect(tool).toEqual({ text: INJECTED, elements: 0 });
    await shot('tampered');
    await settle(() => page.click('#timeline tr[data-seq="26"] a'));
    expect(await page.$eval('#tool', (e) => e.textContent)).toBe(INJECTED);
    const args = await page.$eval('#arguments', (e) => ({
      text: e.textContent ?? '',
      scripts: e.querySelectorAll('script, img').length,
    }));
    expect(args.text).toContain(INJECTED);
    expect(args.scripts).toBe(0);
    await page.waitForSelector('#witness svg', { timeout: 10_000 });
    expect(
      await page.$$eval(
        '#witness script, #witness img, #witness foreignObject script',
        (x) => x.length,
      ),
    ).toBe(0);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
