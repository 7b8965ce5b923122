// Copyright (C) 2015 the V8 project authors. All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Correct interpretation of ENGLISH ALPHABET
es6id: 11.6
description: Check ENGLISH CAPITAL ALPHABET
---*/

var \u{41} = 1;
assert.sameValue(A, 1);

var \u{42} = 1;
assert.sameValue(B, 1);

var \u{43} = 1;
assert.sameValue(C, 1);

var \u{44} = 1;
assert.sameValue(D, 1);

var \u{45} = 1;
assert.sameValue(E, 1);

var \u{46} = 1;
assert.sameValue(F, 1);

var \u{47} = 1;
assert.sameValue(G, 1);

var \u{48} = 1;
assert.sameValue(H, 1);

var \u{49} = 1;
assert.sameValue(I, 1);

var \u{4A} = 1;
assert.sameValue(J, 1);

var \u{4B} = 1;
assert.sameValue(K, 1);

var \u{4C} = 1;
assert.sameValue(L, 1);

var \u{4D} = 1;
assert.sameValue(M, 1);

var \u{4E} = 1;
assert.sameValue(N, 1);

var \u{4F} = 1;
assert.sameValue(O, 1);

var \u{50} = 1;
assert.sameValue(P, 1);

var \u{51} = 1;
assert.sameValue(Q, 1);

var \u{52} = 1;
assert.sameValue(R, 1);

var \u{53} = 1;
assert.sameValue(S, 1);

var \u{54} = 1;
assert.sameValue(T, 1);

var \u{55} = 1;
assert.sameValue(U, 1);

var \u{56} = 1;
assert.sameValue(V, 1);

var \u{57} = 1;
assert.sameValue(W, 1);

var \u{58} = 1;
assert.sameValue(X, 1);

var \u{59} = 1;
assert.sameValue(Y, 1);

var \u{5A} = 1;
assert.sameValue(Z, 1);
