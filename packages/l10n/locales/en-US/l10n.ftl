### @zamburak/l10n: errors (L10N_ERROR_CODES) and resolution diagnostics (L10N_REASON_CODES).
### Diagnostic arguments: id, source, locale, and where known reference, line, column.

## Errors

l10n-invalid-locale = The locale is not a valid BCP 47 language tag.
    .help = Pass a tag such as `en-US` or `de`; negotiate it from the user's preferences with negotiateLocale().
l10n-catalogue-not-found = There is no bundled catalogue for this locale.
    .help = Use a locale from BUNDLED_LOCALES, or check that the `locales/` directory was shipped with the package.
l10n-catalogue-read-failed = The catalogue file { $file } of locale { $locale } could not be read.
    .help = Check that the file exists and is readable by this process.
l10n-invalid-options = The localizer options are invalid.
    .help = Call createFluentLocalizer with at least {"{"} locale {"}"}.

## Diagnostics

l10n-missing-argument = The message { $id } needs the argument { $reference }, which was not given.
    .help = Pass every argument the message uses; the next catalogue in the chain was tried instead.
l10n-invalid-argument = The argument { $reference } of message { $id } has a type Fluent cannot format.
    .help = Pass strings and numbers only.
l10n-unknown-term = The message { $id } uses a term that is not defined in the { $source } catalogue.
    .help = Define the term in that catalogue or in the en-US base catalogue.
l10n-unknown-message-reference = The message { $id } refers to a message that does not exist in the { $source } catalogue.
    .help = Define the referenced message, or remove the reference.
l10n-unknown-attribute = The message { $id } refers to an attribute that does not exist in the { $source } catalogue.
    .help = Define the attribute, or refer to the message value instead.
l10n-unknown-function = The message { $id } calls a function the localizer does not provide.
    .help = Use only the Fluent built-ins NUMBER and DATETIME.
l10n-cyclic-reference = The message { $id } refers to itself through other messages.
    .help = Break the cycle of message references in the { $source } catalogue.
l10n-message-without-value = The message { $id } has attributes but no value in the { $source } catalogue.
    .help = Give the message a value, or look up one of its attributes (`{ $id }.help`).
l10n-format-failed = The message { $id } could not be formatted from the { $source } catalogue.
    .help = Check the message's syntax with lintCatalogue().
l10n-catalogue-junk = The { $source } catalogue has an entry that does not parse, at line { $line }, column { $column }.
    .help = Fix the entry (lintCatalogue() names the problem); entries that do not parse are ignored.
l10n-message-not-found = No catalogue has the message { $id }; the caller's fallback text was used.
    .help = Add the message to the host catalogue or to the bundled catalogues.
