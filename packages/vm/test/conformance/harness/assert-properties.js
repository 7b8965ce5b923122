// The checks as properties of the function `assert`, as in test262, for a test that both
// calls `assert(...)` and uses `assert.sameValue` and the like (this needs properties on
// functions).
assert.sameValue = assertSameValue262;
assert.notSameValue = assertNotSameValue262;
assert.throws = assertThrows262;
