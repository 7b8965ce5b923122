/**
 * `npm run conformance -- --vendor --root <test262 checkout>`: rewrites third_party/test262
 * from a run of the whole selection: every runnable test the compiler accepts in some mode
 * (including parse-negative tests it wrongly accepts), a deterministic 1-in-10 sample (by
 * the SHA-256 of the path) of the runnable tests it rejects, the test262 harness files those
 * tests include (the plan-subset harness lives in packages/vm/test/conformance/harness),
 * test262's LICENSE and a README naming the commit and the rule.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type ConformanceReport, inSample, VENDORED_ROOT } from './runner.js';
import { parseMeta } from './selection.js';
import { TEST262_COMMIT } from './summary.js';

export const SAMPLE_ONE_IN = 10;

export interface VendorResult {
  readonly tests: number;
  readonly accepted: number;
  readonly sampled: number;
  readonly harness: number;
  readonly bytes: number;
}

export function vendor(from: string, report: ConformanceReport, to = VENDORED_ROOT): VendorResult {
  const picked: string[] = [];
  let accepted = 0;
  let sampled = 0;
  for (const r of report.results) {
    if (r.status === 'accepted') {
      accepted++;
      picked.push(r.path);
    } else if (r.status === 'rejected' && inSample(r.path, SAMPLE_ONE_IN)) {
      sampled++;
      picked.push(r.path);
    }
  }
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  let bytes = 0;
  const copy = (rel: string): void => {
    const dst = join(to, rel);
    mkdirSync(dirname(dst), { recursive: true });
    copyFileSync(join(from, rel), dst);
    bytes += statSync(dst).size;
  };
  const includes = new Set<string>();
  for (const p of picked) {
    copy(p);
    for (const inc of parseMeta(readFileSync(join(from, p), 'utf8')).includes) includes.add(inc);
  }
  for (const inc of [...includes].sort()) copy(join('harness', inc));
  copy('LICENSE');
  const readme = `# test262 (vendored subset)

A subset of [tc39/test262](https://github.com/tc39/test262) at commit
\`${TEST262_COMMIT}\`, under test262's BSD licence (\`LICENSE\`), for the plan compiler's
conformance test (\`packages/vm/test/conformance/\`, run by \`npm test\` and
\`npm run conformance\`).

Selection: the runnable tests (see \`packages/vm/test/conformance/selection.ts\`: ES2020-level
\`test/language\` and \`test/built-ins/{Array,String,Object,JSON,Math,Number}\`, async and
module tests skipped) that the compiler accepted when this copy was made (${accepted}), plus
a deterministic 1-in-${SAMPLE_ONE_IN} sample, by the SHA-256 of the path, of those it rejected
(${sampled}), and the test262 harness files they include (${includes.size}).

Regenerate from a checkout of that commit (after the compiler changed):

    npm run conformance -- --vendor --root <test262 checkout>
`;
  writeFileSync(join(to, 'README.md'), readme);
  bytes += readme.length;
  return { tests: picked.length, accepted, sampled, harness: includes.size, bytes };
}
