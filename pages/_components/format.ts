// Small formatting helpers shared by the pages.

/** "+33 4 65 71 20 40" -> "tel:+33465712040". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export { nationalPhone } from '../../content/site.ts';

/** "Page {page} sur {pages}" with { page: 2, pages: 9 } -> "Page 2 sur 9". */
export const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
