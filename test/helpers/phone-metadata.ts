// The contact form's telephone data in Node, as the page gives it to the browser: the list of
// every country, and the rules of every calling code (the browser fetches these one at a time).
import { addPhoneRules, setPhoneCountries } from '../../islands/_lib/phone.ts';
import { callingCodes, phoneCountries, phoneRules } from '../../pages/_lib/phone-data.ts';

let loaded = false;

/** Gives islands/_lib/phone.ts every country and every rule, once. */
export function loadPhoneData() {
  if (loaded) return;
  loaded = true;
  setPhoneCountries(phoneCountries());
  for (const code of callingCodes()) addPhoneRules(phoneRules(code));
}
