### @zamburak/ifc: label errors (IFC_ERROR_CODES) and reason codes (IFC_REASON_CODES).

## Errors

ifc-invalid-descriptor = A label descriptor is malformed (field { $field }).
    .help = A descriptor has exactly the fields integrity, confidentiality, readers, authority, origins and truncated; integrity claims are `Trusted` or `Verified(Kind)`.
ifc-invalid-label-id = The label id does not belong to this label table.
    .help = Use label ids only with the table (or VM run) that created them.
ifc-invalid-budgets = The label budgets are missing, unknown or out of range (field { $field }).
    .help = Give positive integer budgets (maxValues, maxParentsPerValue, maxClosureSteps, maxWitnessDepth) as the policy's budgets section describes.
ifc-invalid-serialized-table = The serialised label table is malformed or inconsistent (field { $field }).
    .help = Restore the table only from bytes that { -zamburak } wrote, unmodified.
ifc-invalid-witness-request = The witness request is malformed (field { $field }).
    .help = Ask for a witness with a non-negative depth and an argument path that exists.
ifc-invalid-verifier-kind = The verifier kind in { $field } is not a valid kind name.
    .help = Kind names start with a letter and use letters, digits and `_`, e.g. `EmailAddress`.
ifc-duplicate-verifier = A verifier for the kind { $kind } is already registered.
    .help = Register each verifier kind once.
ifc-unknown-verifier = No verifier is registered for the kind { $kind }.
    .help = Register a deterministic verifier for this kind before a policy asks for `Verified({ $kind })`.
ifc-invalid-host-record = The endorsement or declassification record is malformed ({ $field }).
    .help = A host record says who approved it, why, and which labels it changes; fill in every field.
ifc-invalid-value = The value in { $field } is not JSON.
    .help = Pass only JSON values (no functions, symbols, cycles or non-finite numbers) to verifiers.
ifc-invalid-options = The label options are invalid ({ $field }).
    .help = Check the options given to labelAlgebraSource or LabelTable against their documented types.

## Reason codes

ifc-max-values-exceeded = The label table is full; a new label became unknown-top.
    .help = Raise the policy's maxValues budget or make the plan handle less data. Decisions on unknown-top values fail closed.
ifc-max-parents-per-value-exceeded = A value depends on more origins than the budget allows; its label became unknown-top.
    .help = Raise maxParentsPerValue or split the data the plan combines into one value. Decisions on unknown-top values fail closed.
ifc-max-closure-steps-exceeded = Tracing a label's dependencies needed more steps than the budget allows.
    .help = Raise maxClosureSteps in the policy's budgets; until then the label is treated as unknown-top.
ifc-max-witness-depth-exceeded = The witness was cut at the maximum depth.
    .help = Ask for a deeper witness or raise maxWitnessDepth to see the full explanation.
ifc-unknown-top = The value's dependencies are unknown, so it is treated as untrusted and as carrying every confidentiality label.
    .help = Reduce how much data flows into this value, or raise the label budgets.
ifc-verifier-rejected = A registered verifier did not confirm the value.
    .help = The value does not have the verified property the policy requires; check the plan's input.
ifc-verifier-threw = A registered verifier failed while checking the value; the value counts as not verified.
    .help = Fix the verifier so that it returns true or false and never throws.
