// Copyright (c) 2012 Ecma International.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
es5id: 7.8.5-2gs
description: Empty dynamic RegExp should not result in a SyntaxError
---*/

var re = new RegExp("");
