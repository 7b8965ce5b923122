// This file was procedurally generated from the following sources:
// - src/assignment-target-type/identifierreference-await.case
// - src/assignment-target-type/simple/basic/default.template
/*---
description: IdentifierReference  await Return simple. (Simple Direct assignment)
flags: [generated]
---*/
var await = 0;


await = 1;
