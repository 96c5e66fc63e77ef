// Islands may import CSS: the browser build turns it into a stylesheet the runtime loads with
// the island, the server build ignores it.
declare module '*.css';
