/** test262 conformance, shard 3 of the vendored subset (suite.ts). */
import { conformanceShard } from './suite.js';

conformanceShard(3);
