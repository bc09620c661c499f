import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Kinds of number a test call may ring: a person's mobile or landline. */
const CALLABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);
/**
 * North American exchanges that charge the caller whatever the area code: 976 was the premium-rate exchange
 * before 900 numbers, and some carriers still bill it so; 900 is in the numbering plan's premium-rate data too.
 */
const NANP_PREMIUM = /^\+1(900|976)|^\+1\d{3}976/;

export const PREMIUM_NUMBER_MESSAGE =
  'Phone calls cannot be placed to premium-rate, shared-cost, toll-free or other special-rate numbers. Please enter a mobile or landline number.';

export function countryRuleMessage(countries: readonly string[]): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const listed = new Intl.ListFormat('en', { type: 'disjunction' }).format(
    countries.map((code) => names.of(code) ?? code),
  );
  return `Phone calls can only be placed to mobile or landline numbers in ${listed}.`;
}

/**
 * Why a number may not be called, or null when it may. The country is read from the number with Google's
 * numbering-plan data (libphonenumber), so +1 876 (Jamaica) is not taken for the United States, and satellite
 * codes (+881, +882, +979) belong to no country at all. Refused: numbers outside `countries`, numbers the plan
 * does not know, and every kind of number but mobiles and landlines (premium-rate, shared-cost, toll-free,
 * personal and pager numbers).
 */
export function callDestinationProblem(e164: string, countries: readonly string[]): string | null {
  const number = parsePhoneNumberFromString(e164);
  const country = number?.country;
  if (number === undefined || country === undefined || !countries.includes(country as CountryCode)) {
    return number?.getType() === 'PREMIUM_RATE' || number?.getType() === 'SHARED_COST'
      ? PREMIUM_NUMBER_MESSAGE
      : countryRuleMessage(countries);
  }
  if (NANP_PREMIUM.test(e164)) return PREMIUM_NUMBER_MESSAGE;
  const type = number.getType();
  if (!number.isValid() || type === undefined || !CALLABLE_TYPES.has(type)) {
    return number.isValid() ? PREMIUM_NUMBER_MESSAGE : countryRuleMessage(countries);
  }
  return null;
}
