// Dev only: reloads the page when the dev server says the site was rebuilt.
const events = new EventSource('/_dev/events');
events.addEventListener('reload', () => location.reload());
