/**
 * The Localizer contract (docs/l10n.md, "The contract"). Every
 * user-facing text of Zamburak goes through an injected Localizer; there is no ambient
 * or process-wide localisation state.
 */

/** Arguments of a message: the camelCase fields of an error's or decision's `data`. */
export type LocalizationArgs = Readonly<Record<string, string | number>>;

export interface Localizer {
  /**
   * The formatted message `id` (or `id.attribute`, e.g. `policy-x.help`), or `undefined`
   * when no catalogue can format it cleanly. Never throws.
   */
  lookup(id: string, args?: LocalizationArgs): string | undefined;
  /** The formatted message, or `fallback` verbatim when lookup fails. Never throws. */
  message(id: string, args: LocalizationArgs | undefined, fallback: string): string;
}

/**
 * The localizer for hosts without localisation: nothing is ever found and every message
 * is the caller's fallback text, returned verbatim (no `{ $var }` interpolation).
 */
export class NoOpLocalizer implements Localizer {
  lookup(_id: string, _args?: LocalizationArgs): string | undefined {
    return undefined;
  }
  message(_id: string, _args: LocalizationArgs | undefined, fallback: string): string {
    return fallback;
  }
}
