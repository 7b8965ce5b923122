/** test262 conformance, shard 1 of the vendored subset (suite.ts). */
import { conformanceShard } from './suite.js';

conformanceShard(1);
