// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: 1. Evaluate Expression
es5id: 12.13_A3_T5
description: Evaluating equation expression
---*/

// CHECK#1
var a=true;
var b=false;
try{
  throw ((a&&(!b))?"exception":" #1");
}
catch(e){
  if (e!=="exception") throw new Test262Error('#1: Exception ==="exception"(operaton ? , ). Actual:  Exception ==='+e  );
}
