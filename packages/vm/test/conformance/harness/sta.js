// biome-ignore-all lint/correctness/noUnusedVariables: a harness file declares globals the test uses
// Test262Error for the plan subset (test262's harness/sta.js, rewritten). Plans have no
// `this`, so a Test262Error is a plain object carrying a name and a message: `new
// Test262Error(m)` in a test returns that object, in the sandbox as in plain JavaScript (a
// constructor that returns an object).
function Test262Error(message) {
  return { name: 'Test262Error', message: message === undefined ? '' : message };
}

// What an uncaught exception of the test body is turned into (by the runner's wrapper): one
// message naming the constructor, so plain QuickJS and the sandbox (whose failure event
// carries only a message) report the same thing.
function report262(thrown) {
  if (typeof thrown === 'object' && thrown !== null) {
    return { message: 'threw ' + thrown.name + ': ' + thrown.message };
  }
  if (typeof thrown === 'symbol') return { message: 'threw symbol: ' };
  return { message: 'threw ' + typeof thrown + ': ' + String(thrown) };
}
