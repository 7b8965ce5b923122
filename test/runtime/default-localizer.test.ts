/**
 * Without a host localizer, a decision's explanation is the English sentence of the
 * bundled en-US catalogue (docs/runtime.md), the same a host gets from
 * createFluentLocalizer({ locale: 'en-US' }), never the bare `<tool>: <CODE> at <rule>`.
 */
import { createFluentLocalizer } from '@zamburak/l10n';
import { describe, expect, it } from 'vitest';
import { makeHarness } from '../support/harness.js';
import { RUNTIME_POLICY, runtimeTools } from '../support/runtime-tools.js';

const PLAN = "const mail = read_inbox({}); ask_planner({ prompt: 'Plan for: ' + mail[0] });";

async function explanation(localizer?: ReturnType<typeof createFluentLocalizer>) {
  const h = makeHarness({
    policyText: RUNTIME_POLICY,
    tools: runtimeTools().tools,
    ...(localizer === undefined ? {} : { localizer }),
  });
  try {
    const exec = await h.runtime.start(PLAN);
    expect(exec.status).toBe('denied');
    return exec.decisions.at(-1)?.explanation;
  } finally {
    h.close();
  }
}

describe('the default localizer', () => {
  it('explains in the bundled en-US sentences', async () => {
    const byDefault = await explanation();
    expect(byDefault).not.toMatch(/^ask_planner: CONFIDENTIALITY_FORBIDDEN/);
    expect(byDefault).toBe(await explanation(createFluentLocalizer({ locale: 'en-US' })));
  });
});
