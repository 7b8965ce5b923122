// biome-ignore-all lint/correctness/noUnusedVariables: a harness file declares globals the test uses
// `assert` for a test that calls `assert(...)`: a function (assert-properties.js adds the
// checks as its properties when the test also uses them).
function assert(mustBeTrue, message) {
  assertTrue262(mustBeTrue, message);
}
