// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Correct interpretation of single line comments
es5id: 7.4_A1_T2
description: "Simple test, create empty comment: ///"
---*/

//CHECK#1
///
