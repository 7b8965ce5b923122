// biome-ignore-all lint/correctness/noUnusedVariables: a harness file declares globals the test uses
// test262's harness/compareArray.js for the plan subset.
function compareArray(a, b) {
  if (b.length !== a.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (!isSameValue262(b[i], a[i])) return false;
  }
  return true;
}

function isPrimitive262(value) {
  return !value || (typeof value !== 'object' && typeof value !== 'function');
}

assert.compareArray = (actual, expected, message) => {
  const m = message === undefined ? '' : message;
  if (isPrimitive262(actual)) {
    throw Test262Error("Actual argument shouldn't be primitive. " + m);
  }
  if (isPrimitive262(expected)) {
    throw Test262Error("Expected argument shouldn't be primitive. " + m);
  }
  if (compareArray(actual, expected)) return;
  throw Test262Error(
    'Actual ' +
      format262(actual) +
      ' and expected ' +
      format262(expected) +
      ' should have the same contents. ' +
      m,
  );
};
