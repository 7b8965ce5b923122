// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Correct interpretation of RUSSIAN ALPHABET
es5id: 7.6_A4.2_T2
description: Check RUSSIAN SMALL ALPHABET
---*/

var \u0430 = 1;
assert.sameValue(а, 1);

var \u0431 = 1;
assert.sameValue(б, 1);

var \u0432 = 1;
assert.sameValue(в, 1);

var \u0433 = 1;
assert.sameValue(г, 1);

var \u0434 = 1;
assert.sameValue(д, 1);

var \u0435 = 1;
assert.sameValue(е, 1);

var \u0436 = 1;
assert.sameValue(ж, 1);

var \u0437 = 1;
assert.sameValue(з, 1);

var \u0438 = 1;
assert.sameValue(и, 1);

var \u0439 = 1;
assert.sameValue(й, 1);

var \u043A = 1;
assert.sameValue(к, 1);

var \u043B = 1;
assert.sameValue(л, 1);

var \u043C = 1;
assert.sameValue(м, 1);

var \u043D = 1;
assert.sameValue(н, 1);

var \u043E = 1;
assert.sameValue(о, 1);

var \u043F = 1;
assert.sameValue(п, 1);

var \u0440 = 1;
assert.sameValue(р, 1);

var \u0441 = 1;
assert.sameValue(с, 1);

var \u0442 = 1;
assert.sameValue(т, 1);

var \u0443 = 1;
assert.sameValue(у, 1);

var \u0444 = 1;
assert.sameValue(ф, 1);

var \u0445 = 1;
assert.sameValue(х, 1);

var \u0446 = 1;
assert.sameValue(ц, 1);

var \u0447 = 1;
assert.sameValue(ч, 1);

var \u0448 = 1;
assert.sameValue(ш, 1);

var \u0449 = 1;
assert.sameValue(щ, 1);

var \u044A = 1;
assert.sameValue(ъ, 1);

var \u044B = 1;
assert.sameValue(ы, 1);

var \u044C = 1;
assert.sameValue(ь, 1);

var \u044D = 1;
assert.sameValue(э, 1);

var \u044E = 1;
assert.sameValue(ю, 1);

var \u044F = 1;
assert.sameValue(я, 1);

var \u0451 = 1;
assert.sameValue(ё, 1);
