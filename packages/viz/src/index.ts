/**
 * Public surface of @zamburak/viz. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/viz';
