// Copyright (C) 2015 the V8 project authors. All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Correct interpretation of RUSSIAN ALPHABET
es6id: 11.6
description: Check RUSSIAN SMALL ALPHABET
---*/

var \u{430} = 1;
assert.sameValue(а, 1);

var \u{431} = 1;
assert.sameValue(б, 1);

var \u{432} = 1;
assert.sameValue(в, 1);

var \u{433} = 1;
assert.sameValue(г, 1);

var \u{434} = 1;
assert.sameValue(д, 1);

var \u{435} = 1;
assert.sameValue(е, 1);

var \u{436} = 1;
assert.sameValue(ж, 1);

var \u{437} = 1;
assert.sameValue(з, 1);

var \u{438} = 1;
assert.sameValue(и, 1);

var \u{439} = 1;
assert.sameValue(й, 1);

var \u{43A} = 1;
assert.sameValue(к, 1);

var \u{43B} = 1;
assert.sameValue(л, 1);

var \u{43C} = 1;
assert.sameValue(м, 1);

var \u{43D} = 1;
assert.sameValue(н, 1);

var \u{43E} = 1;
assert.sameValue(о, 1);

var \u{43F} = 1;
assert.sameValue(п, 1);

var \u{440} = 1;
assert.sameValue(р, 1);

var \u{441} = 1;
assert.sameValue(с, 1);

var \u{442} = 1;
assert.sameValue(т, 1);

var \u{443} = 1;
assert.sameValue(у, 1);

var \u{444} = 1;
assert.sameValue(ф, 1);

var \u{445} = 1;
assert.sameValue(х, 1);

var \u{446} = 1;
assert.sameValue(ц, 1);

var \u{447} = 1;
assert.sameValue(ч, 1);

var \u{448} = 1;
assert.sameValue(ш, 1);

var \u{449} = 1;
assert.sameValue(щ, 1);

var \u{44A} = 1;
assert.sameValue(ъ, 1);

var \u{44B} = 1;
assert.sameValue(ы, 1);

var \u{44C} = 1;
assert.sameValue(ь, 1);

var \u{44D} = 1;
assert.sameValue(э, 1);

var \u{44E} = 1;
assert.sameValue(ю, 1);

var \u{44F} = 1;
assert.sameValue(я, 1);

var \u{451} = 1;
assert.sameValue(ё, 1);
