// Copyright (c) 2012 Ecma International.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
es5id: 13.1-3-8
description: >
    arguments allowed as function identifier in non-strict function
    expression
flags: [noStrict]
---*/

(function arguments (){});
