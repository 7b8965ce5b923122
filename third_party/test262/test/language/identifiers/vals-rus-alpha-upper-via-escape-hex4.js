// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Correct interpretation of RUSSIAN ALPHABET
es5id: 7.6_A4.2_T1
description: Check RUSSIAN CAPITAL ALPHABET
---*/

var \u0410 = 1;
assert.sameValue(А, 1);

var \u0411 = 1;
assert.sameValue(Б, 1);

var \u0412 = 1;
assert.sameValue(В, 1);

var \u0413 = 1;
assert.sameValue(Г, 1);

var \u0414 = 1;
assert.sameValue(Д, 1);

var \u0415 = 1;
assert.sameValue(Е, 1);

var \u0416 = 1;
assert.sameValue(Ж, 1);

var \u0417 = 1;
assert.sameValue(З, 1);

var \u0418 = 1;
assert.sameValue(И, 1);

var \u0419 = 1;
assert.sameValue(Й, 1);

var \u041A = 1;
assert.sameValue(К, 1);

var \u041B = 1;
assert.sameValue(Л, 1);

var \u041C = 1;
assert.sameValue(М, 1);

var \u041D = 1;
assert.sameValue(Н, 1);

var \u041E = 1;
assert.sameValue(О, 1);

var \u041F = 1;
assert.sameValue(П, 1);

var \u0420 = 1;
assert.sameValue(Р, 1);

var \u0421 = 1;
assert.sameValue(С, 1);

var \u0422 = 1;
assert.sameValue(Т, 1);

var \u0423 = 1;
assert.sameValue(У, 1);

var \u0424 = 1;
assert.sameValue(Ф, 1);

var \u0425 = 1;
assert.sameValue(Х, 1);

var \u0426 = 1;
assert.sameValue(Ц, 1);

var \u0427 = 1;
assert.sameValue(Ч, 1);

var \u0428 = 1;
assert.sameValue(Ш, 1);

var \u0429 = 1;
assert.sameValue(Щ, 1);

var \u042A = 1;
assert.sameValue(Ъ, 1);

var \u042B = 1;
assert.sameValue(Ы, 1);

var \u042C = 1;
assert.sameValue(Ь, 1);

var \u042D = 1;
assert.sameValue(Э, 1);

var \u042E = 1;
assert.sameValue(Ю, 1);

var \u042F = 1;
assert.sameValue(Я, 1);

var \u0401 = 1;
assert.sameValue(Ё, 1);
