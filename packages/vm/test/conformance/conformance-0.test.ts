/** test262 conformance, shard 0 of the vendored subset (suite.ts). */
import { conformanceShard } from './suite.js';

conformanceShard(0);
