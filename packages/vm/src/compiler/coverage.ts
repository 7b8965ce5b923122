// size: the coverage matrix, a table with one row per node type and builtin a plan can reach
/**
 * The coverage matrix: every ESTree node type acorn produces for ES2022 and every builtin a
 * plan can reach, each either supported (with its propagation rule and the test that covers it)
 * or rejected (with its compile error code). `docs/coverage-matrix.md` is rendered from this
 * table by `packages/vm/scripts/coverage-matrix.ts`; a test fails when the two differ, when a
 * node type acorn can produce is missing here, or when a named test does not exist.
 */
import {
  BUILTIN_CALLS,
  BUILTIN_CONSTANTS,
  ERROR_CONSTRUCTORS,
  FORBIDDEN_GLOBALS,
} from './analysis/globals.js';
import {
  ARRAY_CALLBACK_METHODS,
  ARRAY_METHODS,
  NUMBER_METHODS,
  STRING_METHODS,
} from './builtins.js';
import type { VmCompileErrorCode } from './errors.js';

/** A test reference: `<file under packages/vm/test/compiler>#<text of the test title>`, or a corpus plan. */
export type TestRef = string;

export type CoverageEntry =
  | { readonly status: 'supported'; readonly rule: string; readonly test: TestRef }
  | { readonly status: 'rejected'; readonly code: VmCompileErrorCode; readonly note?: string };

const P = 'propagation.test.ts#';
const K = 'collections.test.ts#';
const C = 'corpus:';
const X = 'regex.test.ts#';
const R = (code: VmCompileErrorCode, note?: string): CoverageEntry =>
  note === undefined ? { status: 'rejected', code } : { status: 'rejected', code, note };
const S = (rule: string, test: TestRef): CoverageEntry => ({ status: 'supported', rule, test });
const S_ = 'scope.test.ts#';
const N = 'constructors.test.ts#';

/** Every ESTree node type of ES2022 (as acorn names them). */
export const NODE_COVERAGE: Readonly<Record<string, CoverageEntry>> = {
  Program: S(
    'the top level runs as the plan generator; `return` or the last expression statement is the result (label = its label)',
    `${C}098-last-expression-result`,
  ),
  Identifier: S(
    'variable `x` has a companion label `x$l`; `inputs` carries each input label per slot; undeclared names, and strict-mode reserved words (let, static, yield, ...) as bindings, are rejected',
    `${C}099-inputs`,
  ),
  Literal: S(
    'label literal(); a regular expression literal is a new regex at every evaluation, labelled (and structured) literal() (⊔ pc in strict mode); BigInt is rejected',
    `${C}001-literals`,
  ),
  ExpressionStatement: S(
    'evaluates the expression; no label effect',
    `${C}098-last-expression-result`,
  ),
  BlockStatement: S('lexical scope; labels scoped like their variables', `${C}097-block-scope`),
  EmptyStatement: S('nothing', `${C}096-empty-statement`),
  DebuggerStatement: R('UNSUPPORTED_SYNTAX'),
  WithStatement: R('WITH_FORBIDDEN'),
  ReturnStatement: S(
    'result label = value label (⊔ pc in strict mode); an early return keeps the pc raise until the end of the function',
    `${P}pc stays raised after an early return inside a secret branch`,
  ),
  LabeledStatement: S(
    'on loops only (others: LABEL_UNSUPPORTED); the labelled loop is the jump target for pc lowering',
    `${C}029-labelled-break`,
  ),
  BreakStatement: S(
    'a break under a raised pc keeps the raise until the end of its target loop',
    `${P}pc stays raised after a break by secret until the loop ends`,
  ),
  ContinueStatement: S(
    'like break: the raise stays until the end of the target loop',
    `${C}030-labelled-continue`,
  ),
  IfStatement: S(
    'pc ⊔= test label in both branches; lowered after the if unless a branch jumps out (normal mode skips the raise when the branches contain nothing that observes the pc)',
    `${P}if`,
  ),
  SwitchStatement: S(
    'pc ⊔= discriminant label and each evaluated case test label',
    `${C}016-switch`,
  ),
  SwitchCase: S('case tests raise the pc when evaluated', `${C}017-switch-case`),
  ThrowStatement: S(
    'the thrown value keeps its label; the throw-site pc travels with it; a function that may throw reports its exit pc and the caller continues under it',
    `${P}a thrown value keeps its label into the catch`,
  ),
  TryStatement: S(
    'catch runs under pc ⊔ throw-site pc (⊔ the deciding label of a builtin or tool failure); the caught value keeps its label; strict mode: writes the try may make are upgraded by whatever decides a throw; QuickJS internal errors (limits) are not catchable',
    `${P}pc inside a catch carries what decided the throw, the caught value its own label`,
  ),
  CatchClause: S('the parameter gets the exception label; patterns allowed', `${P}catch`),
  WhileStatement: S('pc ⊔= test label on every iteration, lowered at loop exit', `${P}while`),
  DoWhileStatement: S('as while; the body runs once before the first test', `${C}019-do-while`),
  ForStatement: S(
    'pc ⊔= test label on every iteration; per-iteration let bindings (and their labels) kept',
    `${P}pc at a call: loop count by secret`,
  ),
  ForInStatement: S(
    'keys labelled ref ⊔ structure label; pc ⊔= that label; keys deleted during the loop are skipped; the head sees the loop’s let/const names uninitialised (ReferenceError); a var is assigned at each step',
    `${C}027-for-in`,
  ),
  ForOfStatement: S(
    'arrays and strings only; element label = ref ⊔ structure ⊔ slot; pc ⊔= ref ⊔ structure; the head sees the loop’s let/const names uninitialised (ReferenceError); a var is assigned at each step',
    `${C}023-for-of-array`,
  ),
  FunctionDeclaration: S(
    'parameters get argument labels; the result label is returned through the prelude register; generator if it can reach an external call; a parameter name bound twice is a PLAN_PARSE_ERROR (strict code refuses it); a non-simple parameter list initialises in order (TDZ) in a scope apart from the body; declared twice in a function: the last wins; twice in a block: PLAN_PARSE_ERROR; as an if branch, or in a block where a sloppy script would also bind it in the function (Annex B.3.3): UNSUPPORTED_SYNTAX',
    `${P}functions: arguments and returns carry labels; closures capture them`,
  ),
  VariableDeclaration: S(
    'let/const: value label (⊔ pc in strict mode). var: hoisted to its function (at the plan top level a binding of the plan, not a global property) as undefined with literal() (⊔ entry pc); a declarator with an initialiser is an assignment (value label ⊔ pc, no-sensitive-upgrade, in the write sets of every construct around it); one binding for a whole loop; redeclaring a parameter or function makes no new binding (a non-simple list: a new one holding the parameter); var naming a catch parameter or with a for-in initialiser is VAR_UNSUPPORTED',
    `${S_}strict mode: a var assigned under a branch carries the branch (write-set upgrade)`,
  ),
  VariableDeclarator: S('an uninitialised let gets literal()', `${C}003-let-uninitialised`),
  ThisExpression: R('THIS_FORBIDDEN'),
  ArrayExpression: S(
    'slots = element labels; structure label literal() (⊔ pc in strict mode); holes rejected',
    `${P}spread and destructuring keep slot labels`,
  ),
  ObjectExpression: S(
    'slots = property value labels (⊔ computed key label); structure literal() (⊔ pc)',
    `${P}slot precision: a write to one key leaves the others alone`,
  ),
  Property: S(
    'init and method properties; get/set are ACCESSOR_UNSUPPORTED; coercion-hook names are FORBIDDEN_PROPERTY',
    `${C}066-method-shorthand`,
  ),
  FunctionExpression: S(
    'as FunctionDeclaration; the function value is labelled literal() (⊔ pc)',
    `${C}034-function-expr`,
  ),
  ArrowFunctionExpression: S('as FunctionExpression (no this/arguments)', `${C}035-arrow`),
  UnaryExpression: S(
    'result = operand label (deep label when a container is coerced); delete joins the key into the structure',
    `${P}unary and update operators keep the operand label`,
  ),
  UpdateExpression: S('the variable/slot keeps its label (⊔ pc in strict mode)', `${C}008-update`),
  BinaryExpression: S(
    'result = ⊔ operand labels (deep label for coerced containers); `in` joins key, ref and structure; instanceof is OPERATOR_UNSUPPORTED',
    `${P}binary operators join operand labels`,
  ),
  AssignmentExpression: S(
    'variable or slot gets the value label (⊔ pc in strict mode); a slot write makes a new version',
    `${P}versions: an overwrite replaces the slot label (flow-sensitive)`,
  ),
  LogicalExpression: S(
    'result = deciding operand label ⊔ chosen operand label; the right operand runs under pc ⊔ left label',
    `${P}logical operators: the chosen operand and the deciding one`,
  ),
  MemberExpression: S(
    'read = ref ⊔ structure ⊔ slot (⊔ key label when computed); own data properties only',
    `${P}key by secret taints the read`,
  ),
  ConditionalExpression: S(
    'result = test label ⊔ chosen branch label; branches run under pc ⊔ test label',
    `${P}ternary result carries the condition label`,
  ),
  CallExpression: S(
    "plan functions: labels passed with arguments; externals: suspend with per-argument label and deep label and the pc; builtins: see below; a computed method call only with a string key that is not an index (`o['m']()` is `o.m()`; `o[k]()`, `fs[0]()`: COMPUTED_KEY_UNSUPPORTED); a method call checks its receiver (null/undefined throws, label = its ref label) before the arguments run",
    `${P}argument label vs deep label`,
  ),
  NewExpression: S(
    '`new` of Error and its six subclasses (as their calls), `Map`, `Set`, `Date`, `RegExp` (a copy; see RegExp); `new f(...)` on a function value: a plan function declaration or expression (or a constructor value) runs as a call, the result is what it returned when an object, else a new empty object (plans have no `this`), labelled by the returned value label ⊔ the function label (reference and structure); an arrow, a method or a builtin method is not a constructor: TypeError labelled by the function value; `new` of String, Number, Boolean, Object, Array: see "wrapper objects" and "new Array"; classes: CLASS_UNSUPPORTED',
    `${N}the result carries the function label and what it returned`,
  ),
  SequenceExpression: S('label of the last expression', `${C}071-sequence`),
  YieldExpression: R('GENERATOR_OR_ASYNC_FORBIDDEN'),
  AwaitExpression: R('GENERATOR_OR_ASYNC_FORBIDDEN'),
  TemplateLiteral: S(
    'result = ⊔ labels of all substitutions (deep for containers)',
    `${P}template literals join all parts`,
  ),
  TaggedTemplateExpression: R('TAGGED_TEMPLATE_UNSUPPORTED'),
  TemplateElement: S('literal text, no label', `${C}053-template-element`),
  ObjectPattern: S(
    'each binding gets ref ⊔ structure ⊔ slot of its key; rest gets the remaining slots',
    `${P}spread and destructuring keep slot labels`,
  ),
  ArrayPattern: S(
    'each binding gets ref ⊔ structure ⊔ slot of its index',
    `${C}043-destructure-array`,
  ),
  RestElement: S('a new array whose slots keep the element labels', `${C}039-rest-params`),
  AssignmentPattern: S(
    'default taken: label = value label ⊔ default label',
    `${C}038-default-params`,
  ),
  ClassBody: R('CLASS_UNSUPPORTED'),
  MethodDefinition: R('CLASS_UNSUPPORTED'),
  ClassDeclaration: R('CLASS_UNSUPPORTED'),
  ClassExpression: R('CLASS_UNSUPPORTED'),
  PropertyDefinition: R('CLASS_UNSUPPORTED'),
  StaticBlock: R('CLASS_UNSUPPORTED'),
  PrivateIdentifier: R('CLASS_UNSUPPORTED'),
  Super: R('CLASS_UNSUPPORTED'),
  MetaProperty: R('UNSUPPORTED_SYNTAX', '`new.target`; `import.meta` is a parse error in scripts'),
  ImportDeclaration: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ImportSpecifier: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ImportDefaultSpecifier: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ImportNamespaceSpecifier: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ImportAttribute: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ExportNamedDeclaration: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ExportSpecifier: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ExportDefaultDeclaration: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ExportAllDeclaration: R('PLAN_PARSE_ERROR', 'plans are scripts'),
  ImportExpression: R('IMPORT_EXPORT_FORBIDDEN'),
  ChainExpression: S(
    'short-circuit result labelled with the nullish operand label; otherwise as the member read/call',
    `${C}054-optional-chain`,
  ),
  SpreadElement: S(
    'spread elements keep their slot labels ⊔ the source ref and structure; the source ref reaches the structure even when it is not an object',
    `${C}050-spread-object`,
  ),
  ParenthesizedExpression: R(
    'UNSUPPORTED_SYNTAX',
    'not produced: the parser runs without preserveParens',
  ),
};

const ARRAY_CORPUS: Record<string, string> = {
  push: '073-array-push-pop',
  pop: '073-array-push-pop',
  shift: '073-array-push-pop',
  unshift: '073-array-push-pop',
  slice: '074-array-slice-splice',
  splice: '074-array-slice-splice',
  concat: '075-array-concat-join',
  toString: '075-array-concat-join',
  lastIndexOf: '076-array-search',
  includes: '076-array-search',
  at: '076-array-search',
  reverse: '077-array-reverse-fill-flat',
  fill: '077-array-reverse-fill-flat',
  flat: '077-array-reverse-fill-flat',
  reduceRight: '079-array-reduce',
  findIndex: '080-array-find',
  findLast: '080-array-find',
  findLastIndex: '080-array-find',
  forEach: '081-array-some-every-foreach',
  flatMap: '083-array-flatmap',
};

const PM = 'property-model.test.ts#';
const PM_STRUCT = `${PM}a descriptor and a predicate carry the structure label`;
/**
 * The property model (issue 22, docs/ifc.md "The property model"): attributes, extensibility
 * and the prototype are part of an object's structure label.
 */
const PROPERTY_MODEL_RULES: Record<string, CoverageEntry> = {
  'Object.defineProperty': S(
    'data descriptors only (a literal descriptor with get/set: ACCESSOR_UNSUPPORTED; one built otherwise: TypeError at run time); a write to the object (NSU on its structure in strict mode): structure ⊔= ref ⊔ key ⊔ the descriptor ref, structure and attribute slots (⊔ pc, strict); the slot = the value slot ⊔ that; a refused redefinition throws TypeError labelled structure ⊔ descriptor',
    `${PM}defineProperty and getOwnPropertyDescriptor read as in plain JavaScript`,
  ),
  'Object.defineProperties': S(
    'as defineProperty for each own enumerable key of the descriptors object (its ref ⊔ structure reach every descriptor); every descriptor is read before any property is defined',
    `${PM}defineProperty and getOwnPropertyDescriptor read as in plain JavaScript`,
  ),
  'Object.getOwnPropertyDescriptor': S(
    'a new descriptor object (or undefined): ref ⊔ key ⊔ structure on every field and on its structure, ⊔ the slot on `value`; a function shows name/length (its prototype: TypeError)',
    PM_STRUCT,
  ),
  'Object.getOwnPropertyDescriptors': S(
    'an object of descriptors, each as getOwnPropertyDescriptor; structure = ref ⊔ structure',
    PM_STRUCT,
  ),
  'Object.getOwnPropertyNames': S(
    'every own string key (non-enumerable too; an array adds length, a function length/name/prototype); elements and structure = ref ⊔ structure',
    PM_STRUCT,
  ),
  'Object.freeze': S(
    'a write to the object (NSU in strict mode): structure ⊔= ref (⊔ pc); later writes, adds and deletes throw TypeError labelled ref ⊔ key ⊔ structure, and whether they throw joins the structure into a try (a primitive is returned as is)',
    `${PM}freeze, seal and preventExtensions and their predicates`,
  ),
  'Object.seal': S(
    'as Object.freeze (adds and deletes throw, writes do not)',
    `${PM}freeze, seal and preventExtensions and their predicates`,
  ),
  'Object.preventExtensions': S(
    'as Object.freeze (adds throw); an array method that would change an array with fixed properties throws TypeError before it changes anything',
    `${PM}freeze, seal and preventExtensions and their predicates`,
  ),
  'Object.isFrozen': S('ref ⊔ structure (a primitive: ref)', PM_STRUCT),
  'Object.isSealed': S('ref ⊔ structure (a primitive: ref)', PM_STRUCT),
  'Object.isExtensible': S('ref ⊔ structure (a primitive: ref)', PM_STRUCT),
  'Object.create': S(
    'Object.create(null[, descriptors]) only: plans have no prototypes, any other first argument is UNKNOWN_BUILTIN (a prototype reaching it at run time: TypeError); structure = the argument label; coerces as an ordinary object',
    `${PM}Object.create(null) makes an object without a prototype; any other prototype is refused`,
  ),
};

/** Reachable builtins: global functions, namespace members and methods. */
export function builtinCoverage(): Record<string, CoverageEntry> {
  const out: Record<string, CoverageEntry> = {};
  callRows(out);
  globalRows(out);
  stringRows(out);
  arrayRows(out);
  collectionRows(out);
  otherRows(out);
  return out;
}

/** Global functions and namespace members a plan may call. */
function callRows(out: Record<string, CoverageEntry>): void {
  const pureRule = 'result = ⊔ argument labels (deep label for containers)';
  for (const name of [...BUILTIN_CALLS].sort()) {
    if (name.startsWith('Math.'))
      out[name] = S(pureRule, `${P}Math and conversions join argument labels`);
    else if (name === 'Error')
      out[name] = S(
        'with or without `new`: the message slot keeps the argument label, `cause` the option slot; structure = the message argument label ⊔ the options label (whether `message`/`cause` exist)',
        `${P}an Error message keeps its label`,
      );
    else if (ERROR_CONSTRUCTORS.has(name))
      out[name] = S(
        'as Error (with or without `new`); `name`/`message` are ordinary slots once written; `toString()` = deep label; as a value see "builtin constructors as values"',
        `${K}Error subclasses keep the message label; name and message writes are slots`,
      );
    else if (name === 'Date' || name === 'Date.now')
      out[name] = S(
        'the host clock given to `begin` (fixed for the run), labelled as the host says (literal() by default); no clock: TypeError',
        `${K}new Date() and Date.now() read the host clock with its label`,
      );
    else if (name === 'Date.UTC' || name === 'Date.parse')
      out[name] = S(
        `${pureRule}; a date-time without a zone is read as UTC`,
        `${K}Date getters carry the date label; arithmetic and coercions keep it`,
      );
    else if (name === 'RegExp')
      out[name] = S(
        'ref and structure = pattern ⊔ flags labels (⊔ pc, strict); a bad pattern throws a SyntaxError with that label; RegExp(re) is re',
        `${X}a pattern made from data labels every result; a public subject does not clean it`,
      );
    else if (name === 'JSON.stringify')
      out[name] = S(
        'result = deep label of the value (⊔ deep label of a replacer array ⊔ space); a replacer function is refused at run time (TypeError)',
        `${P}JSON round trip keeps labels`,
      );
    else if (name === 'JSON.parse')
      out[name] = S(
        'every slot of the result = label of the text (reviver refused); own `toString`/`valueOf` keys stay data, coercion ignores them',
        `${P}JSON round trip keeps labels`,
      );
    else if (name === 'Object.keys')
      out[name] = S('elements = ref ⊔ structure label', `${P}Object.keys/values/entries`);
    else if (name === 'Object.values' || name === 'Object.entries')
      out[name] = S('elements keep ref ⊔ structure ⊔ slot', `${P}Object.keys/values/entries`);
    else if (PROPERTY_MODEL_RULES[name] !== undefined)
      out[name] = PROPERTY_MODEL_RULES[name] as CoverageEntry;
    else if (name === 'Object')
      out[name] = S(
        'as `new Object(x)`: x itself for an object, a new empty object for null/undefined, else x’s wrapper; label = x’s label',
        'wrappers.test.ts#Object(x) is x, a new object or a wrapper, labelled by x',
      );
    else if (name === 'Array')
      out[name] = S(
        'as `new Array(...)`: one number is the length (structure = its label; RangeError when not an array index), one other value the element, several the elements',
        'wrappers.test.ts#new Array(n) takes the label of n as its structure; a bad length throws RangeError',
      );
    else if (name === 'Object.assign')
      out[name] = S(
        'slots carried over; structure ⊔ argument ref labels; a string, number or boolean target is its wrapper (structure and reference = its label; a String wrapper refuses writes to its indices)',
        'function-call-apply.test.ts#Object.assign writes a primitive target into its wrapper, labelled by it',
      );
    else if (name.startsWith('Object.') || name.startsWith('Array.'))
      out[name] = S('slots carried over; structure ⊔ argument ref labels', `${C}091-object-static`);
    else out[name] = S(pureRule, `${C}094-conversions`);
  }
}

/** Constants, builtin constructors as values, and the globals a plan may not reach. */
function globalRows(out: Record<string, CoverageEntry>): void {
  for (const name of [...BUILTIN_CONSTANTS].sort()) out[name] = S('literal()', `${C}093-math`);
  out['builtin constructors as values (Error and its six subclasses)'] = S(
    'a constant stand-in per name (identity compares as in JavaScript), labelled literal(); `name`, `length` and `String(C)` as the builtin; called or `new`ed through a variable = calling the builtin; properties written only through a variable (as on any function); the other builtins as values: BUILTIN_NOT_CALLED',
    `${N}is a constant: literal() label; a message passed through it keeps its label`,
  );
  out['Math.random'] = R('NONDETERMINISM_FORBIDDEN');
  out['other Object/Array/JSON/Math/Number/String members'] = R('UNKNOWN_BUILTIN');
  for (const [name, code] of [...FORBIDDEN_GLOBALS].sort((a, b) => a[0].localeCompare(b[0]))) {
    out[name] = R(code);
  }
}

/** String methods (those that take a regex too), regex methods and properties, number methods. */
function stringRows(out: Record<string, CoverageEntry>): void {
  const regexRule: Record<string, string> = {
    match:
      'result (array, index, input, groups) = receiver ⊔ regex ref, structure and lastIndex labels (a string pattern: its label); moves lastIndex of a g/y regex (a container write)',
    matchAll: 'an array of match arrays (not an iterator), labelled as match; lastIndex unchanged',
    search: 'result = receiver ⊔ regex labels (as match); lastIndex unchanged',
    replace:
      'result = receiver ⊔ pattern ⊔ replacement labels; a callback runs under pc ⊔ receiver ⊔ pattern, its results reach the result; moves lastIndex as match',
    replaceAll: 'as replace (a regex must be global)',
    split: 'array whose structure and slots = receiver ⊔ argument (regex) labels',
  };
  for (const m of STRING_METHODS) {
    out[`String.prototype.${m}`] = S(
      Object.hasOwn(regexRule, m)
        ? (regexRule[m] as string)
        : 'result = receiver ⊔ argument labels',
      Object.hasOwn(regexRule, m)
        ? `${X}test, exec, match, search, split, replace carry the subject label`
        : `${P}string methods join receiver and argument labels`,
    );
  }
  out['RegExp.prototype.exec'] = S(
    'match array (elements, index, input, groups, indices) = subject ⊔ regex ref, structure and lastIndex labels; a g/y regex: lastIndex is written (no-sensitive-upgrade; label = that ⊔ ref ⊔ pc)',
    `${X}test, exec, match, search, split, replace carry the subject label`,
  );
  out['RegExp.prototype.test'] = S(
    'as exec, the result a boolean',
    `${X}strict mode: if (s) re.test(x) raises re before the branch, so later reads carry s`,
  );
  out['RegExp.prototype.toString'] = S(
    'result = regex ref ⊔ structure',
    `${X}regular expressions: same results as plain JavaScript`,
  );
  out['RegExp.prototype.lastIndex'] = S(
    'read: ref ⊔ structure ⊔ lastIndex label; write `re.lastIndex = n` (a primitive): a container write; no other property of a regex can be written',
    `${X}re.lastIndex = n is a write: the slot takes the value label, the pc in strict mode`,
  );
  out[
    'RegExp.prototype.source, .flags, .global, .ignoreCase, .multiline, .dotAll, .unicode, .sticky, .hasIndices'
  ] = S(
    'read: ref ⊔ structure (source, flags, global, ignoreCase, multiline, dotAll, unicode, sticky, hasIndices)',
    `${X}a pattern made from data labels every result; a public subject does not clean it`,
  );
  for (const m of NUMBER_METHODS) {
    out[`Number.prototype.${m}`] = S(
      'result = receiver ⊔ argument labels',
      `${C}090-number-methods`,
    );
  }
}

/** Array methods, the callback methods included. */
function arrayRows(out: Record<string, CoverageEntry>): void {
  const arrayRule: Record<string, string> = {
    push: 'new slots = value ⊔ ref (⊔ pc strict); structure ⊔= ref',
    pop: 'result = ref ⊔ structure ⊔ slot; structure ⊔= ref',
    shift: 'as pop',
    unshift: 'as push; slot labels move with their elements',
    slice: 'new array; slots keep labels; structure = ref ⊔ structure ⊔ argument labels',
    splice: 'slot labels move with their elements; structure ⊔= ref ⊔ argument labels',
    concat: 'slots keep labels ⊔ source ref and structure',
    join: 'result = ref ⊔ structure ⊔ every slot (deep) ⊔ separator',
    toString: 'as join',
    indexOf: 'result = ref ⊔ structure ⊔ every slot ⊔ argument',
    lastIndexOf: 'as indexOf',
    includes: 'as indexOf',
    at: 'as a computed read',
    fill: 'written slots = value ⊔ ref ⊔ arguments; structure ⊔= those',
    copyWithin:
      'a written slot = its source slot ⊔ ref ⊔ argument labels (⊔ pc strict); structure ⊔= those (holes may move)',
    hasOwnProperty: 'as `in`: key ⊔ ref ⊔ structure',
    flat: 'slots keep labels ⊔ nested ref/structure',
    reverse: 'slot labels move with their elements; structure ⊔= ref',
    map: 'result slot i = callback result label; callbacks run under pc ⊔ ref ⊔ structure',
    flatMap: 'as map, flattened slots keep labels',
    filter: 'kept slots keep labels; result structure ⊔= every predicate label',
    forEach: 'callbacks run under pc ⊔ ref ⊔ structure',
    some: 'result = ⊔ predicate labels evaluated',
    every: 'as some',
    find: 'result = ⊔ predicate labels evaluated ⊔ found slot',
    findLast: 'as find',
    findIndex: 'result = ⊔ predicate labels evaluated',
    findLastIndex: 'as findIndex',
    reduce: 'accumulator label flows through the callback',
    reduceRight: 'as reduce',
    sort: 'structure ⊔= every comparison label; slot labels move with their elements',
  };
  const arrayTest: Record<string, string> = {
    map: `${P}map: callback results carry labels per slot`,
    filter: `${P}filter: the predicate labels reach the structure of the result`,
    join: `${P}join and indexOf read every slot`,
    copyWithin:
      'runtime-builtins.test.ts#copyWithin moves slot labels; hasOwnProperty joins key, ref and structure',
    hasOwnProperty:
      'runtime-builtins.test.ts#copyWithin moves slot labels; hasOwnProperty joins key, ref and structure',
    indexOf: `${P}join and indexOf read every slot`,
    sort: `${P}find, some, every, reduce, sort carry the callback labels`,
    some: `${P}find, some, every, reduce, sort carry the callback labels`,
    every: `${P}find, some, every, reduce, sort carry the callback labels`,
    find: `${P}find, some, every, reduce, sort carry the callback labels`,
    reduce: `${P}find, some, every, reduce, sort carry the callback labels`,
  };
  for (const m of [...ARRAY_METHODS, ...ARRAY_CALLBACK_METHODS].sort()) {
    const own = (o: Record<string, string>, k: string): string | undefined =>
      Object.hasOwn(o, k) ? o[k] : undefined;
    out[`Array.prototype.${m}`] = S(
      own(arrayRule, m) ?? 'see prelude',
      own(arrayTest, m) ?? `${C}${own(ARRAY_CORPUS, m) ?? '073-array-push-pop'}`,
    );
  }
}

/** Map, Set, Date and their methods. */
function collectionRows(out: Record<string, CoverageEntry>): void {
  const mapRule: Record<string, [string, string]> = {
    'new Map': [
      'from an iterable of entries: structure = ref (also when nullish) ⊔ structure of the iterable ⊔ every key label; entry = value ⊔ key label',
      'Map get joins ref, structure, entry and key labels',
    ],
    'new Set': [
      'from an iterable: structure = ref (also when nullish) ⊔ structure of the iterable ⊔ every value label',
      'Set add, delete and clear change the structure',
    ],
    'Map.prototype.get': [
      'ref ⊔ structure ⊔ entry ⊔ key label',
      'Map get joins ref, structure, entry and key labels',
    ],
    'Map.prototype.has': [
      'ref ⊔ structure ⊔ key label',
      'Map has and size read the structure: a key set or deleted reaches it',
    ],
    'Map.prototype.set': [
      'write (strict: no-sensitive-upgrade through ref ⊔ pc): entry = value ⊔ ref ⊔ key (⊔ pc); structure ⊔= key, and ref ⊔ key (⊔ pc) for a new key',
      'Map has and size read the structure: a key set or deleted reaches it',
    ],
    'Map.prototype.delete': [
      'write: structure ⊔= ref ⊔ key (⊔ pc); result = ref ⊔ structure ⊔ key',
      'Map has and size read the structure: a key set or deleted reaches it',
    ],
    'Map.prototype.clear': [
      'write: structure ⊔= ref (⊔ pc)',
      'strict: a Map or Set write under a secret branch is upgraded ahead, or refused',
    ],
    'Map.prototype.size': [
      'ref ⊔ structure',
      'Map has and size read the structure: a key set or deleted reaches it',
    ],
    'Map.prototype.forEach': [
      'callbacks run under pc ⊔ ref ⊔ structure (as it is at each step); value = ref ⊔ structure ⊔ entry, key = ref ⊔ structure',
      'Map iteration keeps entry labels (for...of, spread, forEach, next)',
    ],
    'Map.prototype.keys/values/entries': [
      'an iterator object (its own structure; advancing it is a write); items as for...of',
      'Map iteration keeps entry labels (for...of, spread, forEach, next)',
    ],
    'Map/Set iterator next': [
      'write to the iterator (strict: no-sensitive-upgrade); result = ref ⊔ iterator and source structure, value ⊔= entry',
      'strict: a Map or Set write under a secret branch is upgraded ahead, or refused',
    ],
    'Map/Set for...of, spread, Array.from, destructuring': [
      'items = ref ⊔ structure (live: read at every step) ⊔ entry label',
      'Map iteration keeps entry labels (for...of, spread, forEach, next)',
    ],
    'Set.prototype.add/delete/clear': [
      'writes as Map set/delete/clear (the value is the key)',
      'Set add, delete and clear change the structure',
    ],
    'Set.prototype.has/size/forEach/keys/values/entries': [
      'as for Map (items = ref ⊔ structure)',
      'Set add, delete and clear change the structure',
    ],
    'new Date': [
      'no argument: the host clock; otherwise a date whose value label = ⊔ argument labels (a local-time date is UTC)',
      'Date getters carry the date label; arithmetic and coercions keep it',
    ],
    'Date.prototype getters and formatting': [
      'ref ⊔ the date label ⊔ arguments; local time is UTC (the sandbox has no time zone)',
      'Date getters carry the date label; arithmetic and coercions keep it',
    ],
    'Date.prototype setters': [
      'write (strict: no-sensitive-upgrade through ref ⊔ pc): the date label ⊔= ref ⊔ arguments (⊔ pc)',
      'Date setters write the date (strict: no-sensitive-upgrade)',
    ],
    'Map/Set/Date as an external-call argument or the result': [
      'not JSON: ARG_NOT_JSON / RESULT_NOT_JSON (convert first, e.g. Object.fromEntries, toISOString)',
      'Map and Set values are not JSON at a tool call or as the result',
    ],
  };
  for (const [name, [rule, test]] of Object.entries(mapRule)) out[name] = S(rule, `${K}${test}`);
  // issue 22: functions as values, holes, evaluation order
}

/** Functions as values, wrappers, array-likes and the other cases a plan may meet. */
function otherRows(out: Record<string, CoverageEntry>): void {
  const RB = 'runtime-builtins.test.ts#';
  out['function name / length'] = S(
    'the name and length plain JavaScript gives the plan function (the compiler writes them in a comment opening the compiled body); label = the function value label ⊔ its structure label',
    `${RB}a function name or length carries the function value label`,
  );
  out['String(f), f + "", `${f}` of a function'] = S(
    "the function's own plan source text (never the compiled code); builtin methods show their native form; label = the function value label",
    `${RB}String(f) shows the plan source of the function, never the compiled code`,
  );
  out['builtin method read as a value (`[].push`, `s.includes`)'] = S(
    'a stand-in function with the native name and length (calling it throws TypeError: call methods through their receiver); label = receiver ref ⊔ structure label',
    `${RB}a builtin method read as a value carries the receiver label`,
  );
  out['properties on functions (`f.x = v`, `k in f`, `delete f.x`, `Object.keys(f)`)'] = S(
    'a function is a container with a meta record like an object (slots, structure label, NSU in strict mode); name and length are read-only (TypeError) and configurable: `delete` leaves the inherited empty name and 0 (structure); spread, for-in and Object.assign see no function properties',
    `${RB}properties written on a function read back with their labels`,
  );
  out['holes in callback builtins'] = S(
    'forEach/map/filter/flatMap/some/every/reduce/reduceRight skip holes, find* visit them as undefined, sort moves them last, reduce over only holes throws TypeError; each step runs under pc ⊔ the structure label as it is then',
    `${RB}what a hole skips carries the structure label`,
  );
  out['indexOf / lastIndexOf / includes on a sparse array'] = S(
    'walks the present indices only (a long array lists its own keys); label as indexOf',
    `${RB}indexOf and lastIndexOf on a sparse array answer without walking its length`,
  );
  out['array `length` write (`a.length = n`)'] = S(
    'truncates or extends (holes); the value label ⊔ ref (⊔ pc in strict mode) joins the structure label; checked like any write (NSU); a length that is not an array index throws RangeError',
    `${RB}an array length write joins the value label into the structure`,
  );
  const WR = 'wrappers.test.ts#';
  out['wrapper objects (`new String/Number/Boolean(x)`, `Object(p)`)'] = S(
    "a genuine wrapper: structure label = the primitive's label (x's coercion label; x's reference label for Boolean: truthiness of an object is structural); reads (length, indices, valueOf, string/number methods) and coercions carry ref ⊔ that label; typeof and truthiness carry the reference label only; new wrapper's reference literal() (structure ⊔ pc in strict mode); writing or deleting a read-only own property (a String wrapper's index or length) throws TypeError labelled ref ⊔ key ⊔ structure",
    `${WR}a wrapper carries its primitive label; truthiness and typeof carry only the reference`,
  );
  out['`new Object(x)` / `Object(x)`'] = S(
    "x itself for an object or function, a new empty object for null/undefined, else x's wrapper; label (reference, and a new object's structure) = x's label",
    `${WR}Object(x) is x, a new object or a wrapper, labelled by x`,
  );
  out['`new Array(...)` / `Array(...)`'] = S(
    "one number: that length with holes (RangeError labelled by it when not an array index); one other value: that one element; either way structure = the argument's label; several: the elements, as Array.of",
    `${WR}new Array(n) takes the label of n as its structure; a bad length throws RangeError`,
  );
  out[
    'Array methods on array-likes (`Array.prototype` method `m`: `m.call(o, ...)`, `m.apply(o, args)`)'
  ] = S(
    "m one of indexOf, lastIndexOf, includes, join, slice, every, some, forEach, map, filter, find, findIndex, findLast, findLastIndex, reduce, reduceRight (others UNKNOWN_BUILTIN); an array receiver is o.m(...); otherwise o ToObject (a primitive's wrapper; null/undefined TypeError labelled by o), length ToLength(o.length): base = ref ⊔ structure ⊔ the length read; element reads as property reads; callbacks run under pc ⊔ base ⊔ the structure as it is at each step ⊔ the callback label (⊔ the results before them for some/every/find*); a search's result = base ⊔ arguments ⊔ every element read; a long array-like is walked over its present keys",
    'array-likes.test.ts#the result carries the receiver, its length and every element read',
  );
  out['`f.call(t, ...args)` / `f.apply(t, list)` on a plan function'] = S(
    "f runs as f(...) runs (pc ⊔ function label; result ⊔ function label); t is evaluated and dropped (plans have no this); function label = f's reference ⊔ its structure (an own call/apply runs instead); apply: an array list passes its elements labelled list ref ⊔ list structure ⊔ slot, that ref ⊔ structure is the count label (missing parameters, rest); null/undefined: none, count label = list ref; anything else TypeError labelled by the list ref (array-like objects are refused)",
    'function-call-apply.test.ts#apply labels each argument by the list, its structure and its slot',
  );
  out['`f.toString()` on a plan function, `o.toString()` on a plain object'] = S(
    "f's source text, as String(f); '[object Object]' for an object whose prototype is Object.prototype (Object.create(null): TypeError, not a function); label = ref ⊔ structure (an own toString, which only imported data can have, is read instead)",
    'function-call-apply.test.ts#toString on a function or a plain object carries its reference and structure',
  );
  out['Array.from of an array-like / with a mapping function'] = S(
    'an array-like: structure = ref ⊔ structure ⊔ its length slot, element i = that ⊔ slot i; a mapping function runs like map (pc ⊔ structure ⊔ callback label; slot = its result label; exit pcs reach the caller)',
    `${RB}Array.from labels: the length slot is structure, the callback result labels its slot`,
  );
  out['o.hasOwnProperty(k)'] = S(
    'as Object.hasOwn(o, k) / `in`: key ⊔ ref ⊔ structure; `Object.prototype.hasOwnProperty.call` stays UNKNOWN_BUILTIN',
    `${RB}copyWithin moves slot labels; hasOwnProperty joins key, ref and structure`,
  );
  out['writes and deletes on fixed properties (read-only, non-configurable, not extensible)'] = S(
    'strict JavaScript: a TypeError labelled ref ⊔ key ⊔ structure (⊔ pc); every write and delete joins the structure label into a try (whether it throws)',
    'property-model.test.ts#whether a write throws carries the structure label',
  );
  out['any other method'] = {
    status: 'rejected',
    code: 'UNSUPPORTED_SYNTAX',
    note: 'not a compile error: the prelude throws TypeError "not a function" at run time',
  };
}

function cell(s: string): string {
  return s.replaceAll('|', '\\|');
}

function row(name: string, e: CoverageEntry): string {
  if (e.status === 'supported') {
    return `| \`${name}\` | supported | ${cell(e.rule)} | \`${cell(e.test)}\` |`;
  }
  return `| \`${name}\` | rejected: \`${e.code}\` | ${cell(e.note ?? '')} | \`compile.test.ts\` |`;
}

/** The Markdown of docs/coverage-matrix.md. */
export function renderCoverageMatrix(): string {
  const lines = [
    '# VM coverage matrix',
    '',
    '<!-- Generated by `npx tsx --conditions=source packages/vm/scripts/coverage-matrix.ts` from',
    '     packages/vm/src/compiler/coverage.ts. Do not edit by hand: a test compares. -->',
    '',
    'Every ESTree node type acorn produces (ES2022) and every builtin a plan can reach is either',
    'supported, with its label propagation rule and the test that covers it, or rejected at compile',
    'time with its error code. `⊔` is the embedder’s `join`; "ref" is the label of the reference to',
    'a container, "structure" its structure label, "slot" the label of one element or property.',
    'Test references are `<file in packages/vm/test/compiler>#<test title>` or',
    '`corpus:<plan in packages/vm/test/fixtures/plans>`.',
    '',
    '## Syntax (ESTree node types)',
    '',
    '| node type | status | propagation rule / note | test |',
    '| --- | --- | --- | --- |',
    ...Object.keys(NODE_COVERAGE)
      .sort()
      .map((k) => row(k, NODE_COVERAGE[k] as CoverageEntry)),
    '',
    '## Builtins',
    '',
    '| builtin | status | propagation rule / note | test |',
    '| --- | --- | --- | --- |',
    ...Object.entries(builtinCoverage()).map(([k, e]) => row(k, e)),
    '',
  ];
  return lines.join('\n');
}
