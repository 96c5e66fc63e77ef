// The numbering rules of one calling code (/telephone/34.json), fetched by the contact form when
// a visitor chooses or types a country whose rules the page does not carry (pages/_lib/phone-data.ts).
import { callingCodes, phoneRules } from '../_lib/phone-data.ts';

export const routes = () => callingCodes().map((code) => ({ params: { code }, props: { code } }));

export default function rules({ code }: { code: string }) {
  return JSON.stringify(phoneRules(code));
}
