/**
 * Regenerates docs/coverage-matrix.md from packages/vm/src/compiler/coverage.ts.
 * Run: npx tsx --conditions=source packages/vm/scripts/coverage-matrix.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderCoverageMatrix } from '../src/compiler/coverage.js';

const target = join(import.meta.dirname, '..', '..', '..', 'docs', 'coverage-matrix.md');
writeFileSync(target, renderCoverageMatrix());
process.stdout.write(`wrote ${target}\n`);
