import {
  type CountryCode,
  getExampleNumber,
  type PhoneNumber,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';

/** Kinds of number a test call may ring: a person's mobile or landline. */
const CALLABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);
/**
 * North American exchanges that charge the caller whatever the area code: 976 was the premium-rate exchange
 * before 900 numbers, and some carriers still bill it so; 900 is in the numbering plan's premium-rate data too.
 */
const NANP_PREMIUM = /^\+1(900|976)|^\+1\d{3}976/;
/** Country names English writes with "the" (Intl's names come without it). */
const NAMES_WITH_THE = new Set(['US', 'GB', 'NL', 'PH', 'AE', 'BS', 'GM', 'DO', 'CF', 'KM', 'MV', 'MH', 'SB', 'VA']);

export const PREMIUM_NUMBER_MESSAGE =
  'Phone calls cannot be placed to premium-rate, shared-cost, toll-free or other special-rate numbers. Please enter a mobile or landline number.';
export const TOO_LONG_MESSAGE = 'This phone number is too long. Please check it for extra digits.';
export const WRONG_LENGTH_MESSAGE = 'This phone number has the wrong number of digits. Please check it.';
export const UNKNOWN_COUNTRY_CODE_MESSAGE =
  'This phone number does not start with a country code we know. Please check the digits after the +.';

function countryName(code: string): string {
  const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  return NAMES_WITH_THE.has(code) ? `the ${name}` : name;
}

function countryList(countries: readonly string[]): string {
  return new Intl.ListFormat('en', { type: 'disjunction' }).format(countries.map(countryName));
}

export function countryRuleMessage(countries: readonly string[]): string {
  return `Phone calls can only be placed to mobile or landline numbers in ${countryList(countries)}.`;
}

export function tooShortMessage(home: string): string {
  const example = getExampleNumber(home as CountryCode, examples)?.formatNational();
  return `This phone number is too short. Please enter the whole number with its area code${example ? `, for example ${example}` : ''}.`;
}

export function areaCodeMessage(areaCode: string): string {
  return `${areaCode} is not a valid area code. Please check the number.`;
}

export function invalidNumberMessage(country: string): string {
  return `This is not a valid phone number in ${countryName(country)}. Please check it.`;
}

export type CallDestination = { ok: true; e164: string } | { ok: false; problem: string };

/**
 * Reads a number as a visitor types it (separators, brackets, a national number without its country code) and
 * says which number to dial, or the actual problem with it. A number without `+` is read as a number of the first
 * allowed country. Google's numbering-plan data (libphonenumber) tells the country (+1 876 is Jamaica, not the
 * United States; satellite codes belong to no country), the area codes and the kinds of number. Refused, each
 * with its own message: too short or too long, an unknown country code, an area code no region has, a number
 * outside `countries`, a number the plan does not know, and every kind but mobiles and landlines.
 */
export function readCallDestination(typed: string, countries: readonly string[]): CallDestination {
  const home = (countries[0] ?? 'US') as CountryCode;
  const text = typed.trim();
  const refuse = (problem: string): CallDestination => ({ ok: false, problem });
  switch (validatePhoneNumberLength(text, home)) {
    case 'TOO_SHORT':
      return refuse(tooShortMessage(home));
    case 'TOO_LONG':
      return refuse(TOO_LONG_MESSAGE);
    case 'INVALID_LENGTH':
      return refuse(WRONG_LENGTH_MESSAGE);
    case 'INVALID_COUNTRY':
      return refuse(UNKNOWN_COUNTRY_CODE_MESSAGE);
  }
  const number = parsePhoneNumberFromString(text, home);
  if (number === undefined) return refuse(UNKNOWN_COUNTRY_CODE_MESSAGE);
  const problem = destinationProblem(number, countries);
  return problem === null ? { ok: true, e164: number.number } : refuse(problem);
}

function destinationProblem(number: PhoneNumber, countries: readonly string[]): string | null {
  const type = number.getType();
  if (type === 'PREMIUM_RATE' || type === 'SHARED_COST') return PREMIUM_NUMBER_MESSAGE;
  const nanp = number.countryCallingCode === '1';
  const areaCode = number.nationalNumber.slice(0, 3);
  // In North America the area code tells the country (a plain number in it resolves to one); an area code no
  // region has is the number's own mistake.
  const areaCountry = nanp ? parsePhoneNumberFromString(`+1${areaCode}2345678`)?.country : undefined;
  if (nanp && areaCountry === undefined) return areaCodeMessage(areaCode);
  const country = areaCountry ?? number.country;
  if (country === undefined || !countries.includes(country)) return countryRuleMessage(countries);
  if (!number.isValid()) return invalidNumberMessage(country);
  if (NANP_PREMIUM.test(number.number)) return PREMIUM_NUMBER_MESSAGE;
  if (type === undefined || !CALLABLE_TYPES.has(type)) return PREMIUM_NUMBER_MESSAGE;
  return null;
}
