/**
 * Public surface of @zamburak/vm. Every export of the package is named here.
 */
export { VmError } from './errors.js';
export const PACKAGE_NAME = '@zamburak/vm';
