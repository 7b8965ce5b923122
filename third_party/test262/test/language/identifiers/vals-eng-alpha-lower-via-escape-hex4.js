// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Correct interpretation of ENGLISH ALPHABET
es5id: 7.6_A4.1_T2
description: Check ENGLISH SMALL ALPHABET
---*/

var \u0061 = 1;
assert.sameValue(a, 1);

var \u0062 = 1;
assert.sameValue(b, 1);

var \u0063 = 1;
assert.sameValue(c, 1);

var \u0064 = 1;
assert.sameValue(d, 1);

var \u0065 = 1;
assert.sameValue(e, 1);

var \u0066 = 1;
assert.sameValue(f, 1);

var \u0067 = 1;
assert.sameValue(g, 1);

var \u0068 = 1;
assert.sameValue(h, 1);

var \u0069 = 1;
assert.sameValue(i, 1);

var \u006A = 1;
assert.sameValue(j, 1);

var \u006B = 1;
assert.sameValue(k, 1);

var \u006C = 1;
assert.sameValue(l, 1);

var \u006D = 1;
assert.sameValue(m, 1);

var \u006E = 1;
assert.sameValue(n, 1);

var \u006F = 1;
assert.sameValue(o, 1);

var \u0070 = 1;
assert.sameValue(p, 1);

var \u0071 = 1;
assert.sameValue(q, 1);

var \u0072 = 1;
assert.sameValue(r, 1);

var \u0073 = 1;
assert.sameValue(s, 1);

var \u0074 = 1;
assert.sameValue(t, 1);

var \u0075 = 1;
assert.sameValue(u, 1);

var \u0076 = 1;
assert.sameValue(v, 1);

var \u0077 = 1;
assert.sameValue(w, 1);

var \u0078 = 1;
assert.sameValue(x, 1);

var \u0079 = 1;
assert.sameValue(y, 1);

var \u007A = 1;
assert.sameValue(z, 1);
