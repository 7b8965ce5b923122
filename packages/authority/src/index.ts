/**
 * Public surface of @zamburak/authority. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/authority';
