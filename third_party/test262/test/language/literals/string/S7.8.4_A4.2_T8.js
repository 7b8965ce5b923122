// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: "CharacterEscapeSequnce :: NonEscapeSequence"
es5id: 7.8.4_A4.2_T8
description: "NonEscapeSequence :: RUSSIAN SMALL ALPHABET"
---*/

//CHECK#а-я

if ("а" !== "\а") {
  throw new Test262Error('#а');
}

if ("б" !== "\б") {
  throw new Test262Error('#б');
}

if ("в" !== "\в") {
  throw new Test262Error('#в');
}

if ("г" !== "\г") {
  throw new Test262Error('#г');
}

if ("д" !== "\д") {
  throw new Test262Error('#д');
}

if ("е" !== "\е") {
  throw new Test262Error('#е');
}

if ("ж" !== "\ж") {
  throw new Test262Error('#ж');
}

if ("з" !== "\з") {
  throw new Test262Error('#з');
}

if ("и" !== "\и") {
  throw new Test262Error('#и');
}

if ("й" !== "\й") {
  throw new Test262Error('#й');
}

if ("к" !== "\к") {
  throw new Test262Error('#к');
}

if ("л" !== "\л") {
  throw new Test262Error('#л');
}

if ("м" !== "\м") {
  throw new Test262Error('#м');
}

if ("н" !== "\н") {
  throw new Test262Error('#н');
}

if ("о" !== "\о") {
  throw new Test262Error('#о');
}

if ("п" !== "\п") {
  throw new Test262Error('#п');
}

if ("р" !== "\р") {
  throw new Test262Error('#р');
}

if ("с" !== "\с") {
  throw new Test262Error('#с');
}

if ("т" !== "\т") {
  throw new Test262Error('#т');
}

if ("у" !== "\у") {
  throw new Test262Error('#у');
}

if ("ф" !== "\ф") {
  throw new Test262Error('#ф');
}

if ("х" !== "\х") {
  throw new Test262Error('#х');
}

if ("ц" !== "\ц") {
  throw new Test262Error('#ц');
}

if ("ч" !== "\ч") {
  throw new Test262Error('#ч');
}

if ("ш" !== "\ш") {
  throw new Test262Error('#ш');
}

if ("щ" !== "\щ") {
  throw new Test262Error('#щ');
}

if ("ъ" !== "\ъ") {
  throw new Test262Error('#ъ');
}

if ("ы" !== "\ы") {
  throw new Test262Error('#ы');
}

if ("ь" !== "\ь") {
  throw new Test262Error('#ь');
}

if ("э" !== "\э") {
  throw new Test262Error('#э');
}

if ("ю" !== "\ю") {
  throw new Test262Error('#ю');
}

if ("я" !== "\я") {
  throw new Test262Error('#я');
}

if ("ё" !== "\ё") {
  throw new Test262Error('#ё');
}
