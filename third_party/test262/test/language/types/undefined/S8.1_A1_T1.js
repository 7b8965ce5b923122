// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: The Undefined type has one value, called undefined
es5id: 8.1_A1_T1
description: Checking if execution of "var x = undefined" passes
---*/

// CHECK#1
var x = undefined;
