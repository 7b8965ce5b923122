// biome-ignore-all lint/correctness/noUnusedVariables: a harness file declares globals the test uses
// `assert` for a test that never calls `assert(...)` itself: an object of the checks (set one
// by one, so that the runner keeps only the checks a test names: runner.ts shakeHarness).
const assert = {};
assert.sameValue = assertSameValue262;
assert.notSameValue = assertNotSameValue262;
assert.throws = assertThrows262;
