// The not-found page says which address it answered, for whoever looks at the console.
console.error('404 Error: User attempted to access non-existent route:', location.pathname);
