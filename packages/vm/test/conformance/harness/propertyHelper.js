// biome-ignore-all lint/correctness/noUnusedVariables: a harness file declares globals the test uses
// test262's harness/propertyHelper.js for the plan subset: the same checks (verifyProperty
// and the deprecated verifyEqualTo / verifyWritable / verifyNotWritable / verifyEnumerable /
// verifyNotEnumerable / verifyConfigurable / verifyNotConfigurable) without `var`, `__`
// names, `arguments`, `new`, `instanceof` or `Function.prototype.call.bind`. Plans are strict:
// a write to a read-only property and a delete of a non-configurable one throw a TypeError,
// which the checks catch as test262's do in strict mode. Accessor descriptors are not part of
// the plan subset, so verifyAccessorProperty is left out (a test using it stays refused).

function isSameValue(a, b) {
  if (a === 0 && b === 0) return 1 / a === 1 / b;
  // biome-ignore lint/suspicious/noSelfCompare: NaN is the only value unequal to itself
  if (a !== a && b !== b) return true;
  return a === b;
}

function expectTypeError262(e) {
  if (typeof e !== 'object' || e === null || e.name !== 'TypeError') {
    throw Test262Error('Expected TypeError, got ' + String(e));
  }
}

function isConfigurable(obj, name) {
  try {
    delete obj[name];
  } catch (e) {
    expectTypeError262(e);
  }
  return !Object.hasOwn(obj, name);
}

function isEnumerable(obj, name) {
  let stringCheck = false;
  if (typeof name === 'string') {
    for (const x in obj) {
      if (x === name) {
        stringCheck = true;
        break;
      }
    }
  } else {
    stringCheck = true;
  }
  return (
    stringCheck &&
    Object.hasOwn(obj, name) &&
    Object.getOwnPropertyDescriptor(obj, name).enumerable === true
  );
}

function isWritable(obj, name, verifyProp, ...rest) {
  const value = rest[0];
  const unlikelyValue = Array.isArray(obj) && name === 'length' ? 2 ** 32 - 1 : 'unlikelyValue';
  let newValue = value || unlikelyValue;
  const hadValue = Object.hasOwn(obj, name);
  const oldValue = obj[name];
  if (rest.length < 1 && newValue === oldValue) {
    newValue = newValue + '2';
  }
  try {
    obj[name] = newValue;
  } catch (e) {
    expectTypeError262(e);
  }
  const writeSucceeded = isSameValue(obj[verifyProp || name], newValue);
  if (writeSucceeded) {
    if (hadValue) {
      obj[name] = oldValue;
    } else {
      delete obj[name];
    }
  }
  return writeSucceeded;
}

function verifyProperty(obj, name, desc, options) {
  const label = options?.label || String(name);
  const originalDesc = Object.getOwnPropertyDescriptor(obj, name);
  if (desc === undefined) {
    assertSameValue262(originalDesc, undefined, label + ' descriptor should be undefined');
    return true;
  }
  assertTrue262(Object.hasOwn(obj, name), label + ' should be an own property');
  assertNotSameValue262(desc, null, 'The desc argument should be an object or undefined, null');
  assertSameValue262(
    typeof desc,
    'object',
    'The desc argument should be an object or undefined, ' + String(desc),
  );
  const names = Object.getOwnPropertyNames(desc);
  for (let i = 0; i < names.length; i++) {
    assertTrue262(
      names[i] === 'value' ||
        names[i] === 'writable' ||
        names[i] === 'enumerable' ||
        names[i] === 'configurable' ||
        names[i] === 'get' ||
        names[i] === 'set',
      'Invalid descriptor field: ' + names[i],
    );
  }
  const failures = [];
  if (Object.hasOwn(desc, 'value')) {
    if (!isSameValue(desc.value, originalDesc.value)) {
      failures.push(label + ' descriptor value should be ' + String(desc.value));
    }
    if (!isSameValue(desc.value, obj[name])) {
      failures.push(label + ' value should be ' + String(desc.value));
    }
  }
  if (Object.hasOwn(desc, 'enumerable') && desc.enumerable !== undefined) {
    if (
      desc.enumerable !== originalDesc.enumerable ||
      desc.enumerable !== isEnumerable(obj, name)
    ) {
      failures.push(
        label + ' descriptor should ' + (desc.enumerable ? '' : 'not ') + 'be enumerable',
      );
    }
  }
  if (Object.hasOwn(desc, 'writable') && desc.writable !== undefined) {
    if (desc.writable !== originalDesc.writable || desc.writable !== isWritable(obj, name)) {
      failures.push(label + ' descriptor should ' + (desc.writable ? '' : 'not ') + 'be writable');
    }
  }
  if (Object.hasOwn(desc, 'configurable') && desc.configurable !== undefined) {
    if (
      desc.configurable !== originalDesc.configurable ||
      desc.configurable !== isConfigurable(obj, name)
    ) {
      failures.push(
        label + ' descriptor should ' + (desc.configurable ? '' : 'not ') + 'be configurable',
      );
    }
  }
  if (failures.length) {
    assertTrue262(false, failures.join('; '));
  }
  if (options?.restore) {
    Object.defineProperty(obj, name, originalDesc);
  }
  return true;
}

const verifyPrimordialProperty = verifyProperty;

function verifyEqualTo(obj, name, value) {
  if (!isSameValue(obj[name], value)) {
    throw Test262Error(
      'Expected obj[' + String(name) + '] to equal ' + value + ', actually ' + obj[name],
    );
  }
}

function verifyWritable(obj, name, verifyProp, ...rest) {
  if (!verifyProp) {
    assertTrue262(
      Object.getOwnPropertyDescriptor(obj, name).writable,
      'Expected obj[' + String(name) + '] to have writable:true.',
    );
  }
  if (!isWritable(obj, name, verifyProp, ...rest)) {
    throw Test262Error('Expected obj[' + String(name) + '] to be writable, but was not.');
  }
}

function verifyNotWritable(obj, name, verifyProp) {
  if (!verifyProp) {
    assertTrue262(
      !Object.getOwnPropertyDescriptor(obj, name).writable,
      'Expected obj[' + String(name) + '] to have writable:false.',
    );
  }
  if (isWritable(obj, name, verifyProp)) {
    throw Test262Error('Expected obj[' + String(name) + '] NOT to be writable, but was.');
  }
}

function verifyEnumerable(obj, name) {
  assertTrue262(
    Object.getOwnPropertyDescriptor(obj, name).enumerable,
    'Expected obj[' + String(name) + '] to have enumerable:true.',
  );
  if (!isEnumerable(obj, name)) {
    throw Test262Error('Expected obj[' + String(name) + '] to be enumerable, but was not.');
  }
}

function verifyNotEnumerable(obj, name) {
  assertTrue262(
    !Object.getOwnPropertyDescriptor(obj, name).enumerable,
    'Expected obj[' + String(name) + '] to have enumerable:false.',
  );
  if (isEnumerable(obj, name)) {
    throw Test262Error('Expected obj[' + String(name) + '] NOT to be enumerable, but was.');
  }
}

function verifyConfigurable(obj, name) {
  assertTrue262(
    Object.getOwnPropertyDescriptor(obj, name).configurable,
    'Expected obj[' + String(name) + '] to have configurable:true.',
  );
  if (!isConfigurable(obj, name)) {
    throw Test262Error('Expected obj[' + String(name) + '] to be configurable, but was not.');
  }
}

function verifyNotConfigurable(obj, name) {
  assertTrue262(
    !Object.getOwnPropertyDescriptor(obj, name).configurable,
    'Expected obj[' + String(name) + '] to have configurable:false.',
  );
  if (isConfigurable(obj, name)) {
    throw Test262Error('Expected obj[' + String(name) + '] NOT to be configurable, but was.');
  }
}
