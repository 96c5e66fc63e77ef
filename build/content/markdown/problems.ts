// A problem of a Markdown file, as the check reports it, and those of the whole file.
import { PastLimit } from './bounded-lexer.ts';
import { LIMITS } from './rules.ts';

export interface MarkupProblem {
  /** The file's line; none when the whole file is meant (its size, a text marked could not read). */
  line?: number;
  what: string;
  /** Past a bound of LIMITS, or unreadable by marked: nothing to do with what is allowed. */
  limit?: true;
}

/** What marked threw on a text (it fails on a few), as a problem of the whole file. */
export function unreadable(error: unknown): MarkupProblem {
  if (error instanceof PastLimit) return { what: error.message.split('\n')[0]!, limit: true };
  const what = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
  return { what: `marked could not read the text (${what})`, limit: true };
}

/** A file's size, when it is past LIMITS.bytes: it is then neither parsed nor rendered. */
export function oversized(bytes: number): MarkupProblem | null {
  if (bytes <= LIMITS.bytes) return null;
  const bound = `${LIMITS.bytes / 1024 / 1024} MB (${LIMITS.bytes.toLocaleString('en')} bytes)`;
  return { what: `${bytes.toLocaleString('en')} bytes, more than the ${bound} a file may hold: split it`, limit: true };
}
