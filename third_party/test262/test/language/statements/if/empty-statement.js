// Copyright 2019 Mike Pennisi.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
description: In the "if" statement empty statement is allowed.
es5id: 12.5_A7
---*/

if(1);
