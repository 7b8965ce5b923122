/**
 * Public surface of @zamburak/l10n. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/l10n';
