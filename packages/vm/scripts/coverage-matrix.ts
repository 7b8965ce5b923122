/**
 * Regenerates docs/coverage-matrix.md from packages/vm/src/compiler/coverage.ts and the
 * test262 summaries of packages/vm/test/conformance (summary.json, full-summary.json).
 * Run: npx tsx --conditions=source packages/vm/scripts/coverage-matrix.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderCoverageMatrix } from '../src/compiler/coverage.js';
import { renderTest262Section } from '../test/conformance/summary.js';

const target = join(import.meta.dirname, '..', '..', '..', 'docs', 'coverage-matrix.md');
// The test262 section is generated from the conformance runner's committed summaries.
writeFileSync(target, renderCoverageMatrix() + renderTest262Section());
process.stdout.write(`wrote ${target}\n`);
