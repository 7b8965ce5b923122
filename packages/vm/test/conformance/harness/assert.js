// biome-ignore-all lint/correctness/noUnusedVariables: a harness file declares globals the test uses
// test262's harness/assert.js for the plan subset: the same checks with SameValue
// semantics (NaN equals NaN, +0 differs from -0), without `var`, `this`, `new` or
// `instanceof`. `assert` itself is bound by assert-object.js or assert-function.js.

function isSameValue262(a, b) {
  if (a === b) {
    return a !== 0 || 1 / a === 1 / b;
  }
  // biome-ignore lint/suspicious/noSelfCompare: NaN is the only value unequal to itself
  return a !== a && b !== b;
}

function format262(value) {
  if (value === null) return 'null';
  const t = typeof value;
  if (t === 'string') return JSON.stringify(value);
  if (t === 'number') return value === 0 && 1 / value === -Infinity ? '-0' : String(value);
  if (t === 'boolean' || t === 'undefined') return String(value);
  if (t === 'bigint') return String(value) + 'n';
  if (t === 'object' && Array.isArray(value)) return 'an array of length ' + value.length;
  return t;
}

function prefix262(message) {
  return message === undefined ? '' : message + ' ';
}

function assertTrue262(mustBeTrue, message) {
  if (mustBeTrue === true) return;
  if (message === undefined) throw Test262Error('Expected true but got ' + format262(mustBeTrue));
  throw Test262Error(message);
}

function assertSameValue262(actual, expected, message) {
  if (isSameValue262(actual, expected)) return;
  throw Test262Error(
    prefix262(message) +
      'Expected SameValue(«' +
      format262(actual) +
      '», «' +
      format262(expected) +
      '») to be true',
  );
}

function assertNotSameValue262(actual, unexpected, message) {
  if (!isSameValue262(actual, unexpected)) return;
  throw Test262Error(
    prefix262(message) +
      'Expected SameValue(«' +
      format262(actual) +
      '», «' +
      format262(unexpected) +
      '») to be false',
  );
}

// The expected constructor is compared by name (plans have no `instanceof` and may not read
// `constructor`): an error is taken to be a TypeError when its `name` is 'TypeError'.
function assertThrows262(expected, func, message) {
  if (typeof func !== 'function') {
    throw Test262Error(
      'assert.throws requires two arguments: the error constructor and a function to run',
    );
  }
  const expectedName = expected === Test262Error ? 'Test262Error' : expected.name;
  try {
    func();
  } catch (thrown) {
    if (typeof thrown !== 'object' || thrown === null) {
      throw Test262Error(prefix262(message) + 'Thrown value was not an object!');
    }
    if (thrown.name !== expectedName) {
      throw Test262Error(
        prefix262(message) + 'Expected a ' + expectedName + ' but got a ' + thrown.name,
      );
    }
    return;
  }
  throw Test262Error(
    prefix262(message) +
      'Expected a ' +
      expectedName +
      ' to be thrown but no exception was thrown at all',
  );
}
