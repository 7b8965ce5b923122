// Copyright (C) 2015 the V8 project authors. All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Correct interpretation of ENGLISH ALPHABET
es6id: 11.6
description: Check ENGLISH SMALL ALPHABET
---*/

var a = 1;
if (a !== 1) {
  throw new Test262Error('#a');
}
var b = 1;
if (b !== 1) {
  throw new Test262Error('#b');
}
var c = 1;
if (c !== 1) {
  throw new Test262Error('#c');
}
var d = 1;
if (d !== 1) {
  throw new Test262Error('#d');
}
var e = 1;
if (e !== 1) {
  throw new Test262Error('#e');
}
var f = 1;
if (f !== 1) {
  throw new Test262Error('#f');
}
var g = 1;
if (g !== 1) {
  throw new Test262Error('#g');
}
var h = 1;
if (h !== 1) {
  throw new Test262Error('#h');
}
var i = 1;
if (i !== 1) {
  throw new Test262Error('#i');
}
var j = 1;
if (j !== 1) {
  throw new Test262Error('#j');
}
var k = 1;
if (k !== 1) {
  throw new Test262Error('#k');
}
var l = 1;
if (l !== 1) {
  throw new Test262Error('#l');
}
var m = 1;
if (m !== 1) {
  throw new Test262Error('#m');
}
var n = 1;
if (n !== 1) {
  throw new Test262Error('#n');
}
var o = 1;
if (o !== 1) {
  throw new Test262Error('#o');
}
var p = 1;
if (p !== 1) {
  throw new Test262Error('#p');
}
var q = 1;
if (q !== 1) {
  throw new Test262Error('#q');
}
var r = 1;
if (r !== 1) {
  throw new Test262Error('#r');
}
var s = 1;
if (s !== 1) {
  throw new Test262Error('#s');
}
var t = 1;
if (t !== 1) {
  throw new Test262Error('#t');
}
var u = 1;
if (u !== 1) {
  throw new Test262Error('#u');
}
var v = 1;
if (v !== 1) {
  throw new Test262Error('#v');
}
var w = 1;
if (w !== 1) {
  throw new Test262Error('#w');
}
var x = 1;
if (x !== 1) {
  throw new Test262Error('#x');
}
var y = 1;
if (y !== 1) {
  throw new Test262Error('#y');
}
var z = 1;
if (z !== 1) {
  throw new Test262Error('#z');
}
