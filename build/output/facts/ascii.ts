// ASCII case and white space, as the HTML and CSS standards define them for markup and style.

export const asciiLower = (s: string) => s.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
export const isAsciiWhitespace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
export const isWhitespaceCode = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
