import { negotiateLanguages } from '@fluent/langneg';
import { BASE_LOCALE, BUNDLED_LOCALES } from './catalogue.js';

/**
 * The single best available locale for a host's requested locales (most preferred
 * first), by `@fluent/langneg`'s lookup strategy; `en-US` when nothing matches. For hosts
 * that want negotiation: Zamburak itself never reads `LANG` or any other environment.
 */
export function negotiateLocale(
  requested: string | readonly string[],
  available: readonly string[] = BUNDLED_LOCALES,
  defaultLocale: string = BASE_LOCALE,
): string {
  // Anything that is not a tag or a list of tags asks for nothing in particular.
  const wanted = (
    typeof requested === 'string' ? [requested] : Array.isArray(requested) ? [...requested] : []
  ).filter((t): t is string => typeof t === 'string');
  if (!Array.isArray(available)) return defaultLocale;
  let result: string[];
  try {
    result = negotiateLanguages(wanted, [...available], { strategy: 'lookup', defaultLocale });
  } catch {
    return defaultLocale;
  }
  return result[0] ?? defaultLocale;
}
