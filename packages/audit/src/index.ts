/**
 * Public surface of @zamburak/audit. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/audit';
