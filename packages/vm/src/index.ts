/**
 * Public surface of @zamburak/vm. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/vm';
