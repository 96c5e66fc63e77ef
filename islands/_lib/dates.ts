// The French long date and time sent with each form ("14 octobre 2025 à 09:05"). Always in
// Menton's time zone: the office reads the e-mail, wherever the visitor happens to be.
const format = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

export function frenchDateTime(date: Date): string {
  // French writes the first day of a month as an ordinal: "1er janvier".
  return format.format(date).replace(/^1 /, '1er ');
}
