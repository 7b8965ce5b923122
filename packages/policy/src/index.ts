/**
 * Public surface of @zamburak/policy. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/policy';
