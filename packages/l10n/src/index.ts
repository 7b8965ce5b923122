/**
 * Public surface of @zamburak/l10n. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/l10n';

export {
  BASE_LOCALE,
  BUNDLED_LOCALES,
  type CatalogueFile,
  type CatalogueLocation,
  defaultLocalesRoot,
  isLocaleTag,
  listBundledLocales,
  loadBundledCatalogue,
  loadBundledCatalogues,
  readBundledCatalogue,
} from './catalogue.js';
export {
  type BundledCatalogueProblem,
  type BundledCatalogueProblemKind,
  checkBundledCatalogues,
} from './check.js';
export {
  codeToKebab,
  L10N_ERROR_CODES,
  L10N_REASON_CODES,
  L10nError,
  type L10nErrorCode,
  type L10nErrorData,
  type L10nReasonCode,
  messageIdFor,
} from './errors.js';
export {
  addBundledCatalogue,
  bundledLocalizer,
  type CatalogueSource,
  createFluentLocalizer,
  diagnosticArgs,
  type FluentLocalizer,
  type FluentLocalizerOptions,
  type L10nDiagnostic,
  type Resolution,
  type ResolutionSource,
} from './fluent.js';
export {
  type CatalogueLint,
  type CatalogueProblem,
  type CatalogueProblemKind,
  catalogueAttributes,
  catalogueVariables,
  lintCatalogue,
} from './lint.js';
export { type LocalizationArgs, type Localizer, NoOpLocalizer } from './localizer.js';
export { negotiateLocale } from './negotiate.js';
