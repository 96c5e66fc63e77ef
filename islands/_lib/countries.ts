// The countries the contact form's telephone field offers, France first (the default). The
// phone metadata shipped to the browser (phone-metadata.json) holds these and nothing else.
export const COUNTRIES = [
  { code: 'FR', name: 'France', callingCode: '33' },
  { code: 'MC', name: 'Monaco', callingCode: '377' },
  { code: 'IT', name: 'Italie', callingCode: '39' },
  { code: 'CH', name: 'Suisse', callingCode: '41' },
  { code: 'BE', name: 'Belgique', callingCode: '32' },
  { code: 'LU', name: 'Luxembourg', callingCode: '352' },
  { code: 'GB', name: 'Royaume-Uni', callingCode: '44' },
  { code: 'DE', name: 'Allemagne', callingCode: '49' },
  { code: 'US', name: 'États-Unis', callingCode: '1' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];

export const DEFAULT_COUNTRY: CountryCode = 'FR';

export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function countryOf(code: string) {
  return COUNTRIES.find((c) => c.code === code);
}
