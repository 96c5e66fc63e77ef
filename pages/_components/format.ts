// Small formatting helpers shared by the pages.

/** "+33 4 65 71 20 40" -> "tel:+33465712040". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// Intl formats slowly, and 10,000 articles show a few thousand distinct dates many times over.
const formatted = new Map<string, string>();

/** "2025-08-25" -> "25 août 2025". */
export function frenchDate(iso: string): string {
  let text = formatted.get(iso);
  if (text === undefined) formatted.set(iso, (text = longDate.format(new Date(`${iso}T00:00:00Z`))));
  return text;
}

/** "Page {page} sur {pages}" with { page: 2, pages: 9 } -> "Page 2 sur 9". */
export const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
