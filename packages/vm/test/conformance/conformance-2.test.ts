/** test262 conformance, shard 2 of the vendored subset (suite.ts). */
import { conformanceShard } from './suite.js';

conformanceShard(2);
