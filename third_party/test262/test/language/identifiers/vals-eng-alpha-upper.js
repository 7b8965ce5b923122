// Copyright (C) 2015 the V8 project authors. All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Correct interpretation of ENGLISH ALPHABET
es6id: 11.6
description: Check ENGLISH CAPITAL ALPHABET
---*/

var A = 1;
assert.sameValue(A, 1);

var B = 1;
assert.sameValue(B, 1);

var C = 1;
assert.sameValue(C, 1);

var D = 1;
assert.sameValue(D, 1);

var E = 1;
assert.sameValue(E, 1);

var F = 1;
assert.sameValue(F, 1);

var G = 1;
assert.sameValue(G, 1);

var H = 1;
assert.sameValue(H, 1);

var I = 1;
assert.sameValue(I, 1);

var J = 1;
assert.sameValue(J, 1);

var K = 1;
assert.sameValue(K, 1);

var L = 1;
assert.sameValue(L, 1);

var M = 1;
assert.sameValue(M, 1);

var N = 1;
assert.sameValue(N, 1);

var O = 1;
assert.sameValue(O, 1);

var P = 1;
assert.sameValue(P, 1);

var Q = 1;
assert.sameValue(Q, 1);

var R = 1;
assert.sameValue(R, 1);

var S = 1;
assert.sameValue(S, 1);

var T = 1;
assert.sameValue(T, 1);

var U = 1;
assert.sameValue(U, 1);

var V = 1;
assert.sameValue(V, 1);

var W = 1;
assert.sameValue(W, 1);

var X = 1;
assert.sameValue(X, 1);

var Y = 1;
assert.sameValue(Y, 1);

var Z = 1;
assert.sameValue(Z, 1);
