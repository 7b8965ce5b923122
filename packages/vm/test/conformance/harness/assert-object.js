// biome-ignore-all lint/correctness/noUnusedVariables: a harness file declares globals the test uses
// `assert` for a test that never calls `assert(...)` itself: an object of the checks.
const assert = {
  sameValue: assertSameValue262,
  notSameValue: assertNotSameValue262,
  throws: assertThrows262,
};
