/**
 * Public surface of @zamburak/ifc. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/ifc';
