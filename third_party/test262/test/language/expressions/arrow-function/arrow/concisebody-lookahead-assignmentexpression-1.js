// Copyright 2015 Microsoft Corporation. All rights reserved.
// This code is governed by the license found in the LICENSE file.

/*---
description: "ConciseBody :[lookahead { { }] AssignmentExpression"
es6id: 14.2
---*/

x => x => x
