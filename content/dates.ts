// French dates as French writes them, for every page and form: "25 août 2025", "1er septembre
// 2025" (the first of a month is an ordinal), and with the time, "14 octobre 2025 à 09:05".
// On a page the day and its month never part at the end of a line: an espace insécable joins them.
const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
// The time a form was sent is Menton's: the office reads the e-mail, wherever the visitor is.
const dayAndTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

const firstOfMonth = (text: string) => text.replace(/^1 /, '1er ');

// Intl formats slowly, and 10,000 articles show a few thousand distinct dates many times over.
const formatted = new Map<string, string>();

/** "2025-08-25" -> "25 août 2025"; "2025-09-01" -> "1er septembre 2025" (the first space insécable). */
export function frenchDate(iso: string): string {
  let text = formatted.get(iso);
  if (text === undefined) formatted.set(iso, (text = firstOfMonth(day.format(new Date(`${iso}T00:00:00Z`))).replace(' ', '\u00a0')));
  return text;
}

/** A moment, in Menton: "14 octobre 2025 à 09:05". */
export function frenchDateTime(date: Date): string {
  return firstOfMonth(dayAndTime.format(date));
}
