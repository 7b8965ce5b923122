/**
 * Public surface of zamburak. Every export of the package is named here.
 */
export const PACKAGE_NAME = 'zamburak';
