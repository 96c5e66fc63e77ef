// The not-found page says which address it answered, for whoever looks at the console. A
// warning, not an error: the page works as meant, and audits count console errors as faults.
console.warn('404 : adresse inconnue demandée :', location.pathname);
