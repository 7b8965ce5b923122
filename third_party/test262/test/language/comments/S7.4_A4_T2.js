// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Single and Multi line comments are used together
es5id: 7.4_A4_T2
description: Fist Multi line comment, then Single line comment
---*/

/*CHECK#1*/

/* var
*///x*/
