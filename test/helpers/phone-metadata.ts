// The phone metadata the contact form ships: libphonenumber-js's "min" metadata cut down to the
// countries the form offers. The unit tests compare the committed subset with a fresh cut, so a
// libphonenumber-js update that changes the rules fails a test instead of drifting silently.
// Regenerate with: node --import tsx test/helpers/phone-metadata.ts --write
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { COUNTRIES } from '../../islands/_lib/countries.ts';

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

const require = createRequire(import.meta.url);
export const subsetFile = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../islands/_lib/phone-metadata.json');

// Where a country's entry keeps its number-type patterns in "min" metadata (version 4).
const TYPES = 11;

/**
 * Keeps only `countries`, and each calling code that one of them uses, with only them listed.
 * The "min" metadata keeps number-type patterns only for countries that share a calling code
 * (+1, +44, +39), to tell them apart; once alone on their code they are dropped too, and those
 * countries are checked like the others, on their general pattern and possible lengths.
 */
export function subsetMetadata(full: Metadata, countries: readonly string[]): Metadata {
  const keep = new Set(countries);
  const missing = countries.filter((c) => !(c in full.countries));
  if (missing.length) throw new Error(`libphonenumber-js has no metadata for ${missing.join(', ')}`);
  const codes: Record<string, string[]> = {};
  for (const [code, list] of Object.entries(full.country_calling_codes)) {
    const kept = list.filter((c) => keep.has(c));
    if (kept.length) codes[code] = kept;
  }
  const entry = (country: string) => {
    const data = [...(full.countries[country] as unknown[])];
    const code = data[0] as string;
    if (codes[code]!.length === 1 && data.length > TYPES) data[TYPES] = null;
    while (data.length && data[data.length - 1] == null) data.pop();
    return data;
  };
  return {
    version: full.version,
    country_calling_codes: codes,
    countries: Object.fromEntries(countries.map((c) => [c, entry(c)])),
  };
}

export function freshSubset(): Metadata {
  const full = require('libphonenumber-js/metadata.min.json') as Metadata;
  return subsetMetadata(full, COUNTRIES.map((c) => c.code));
}

export function committedSubset(): Metadata {
  return JSON.parse(readFileSync(subsetFile, 'utf8')) as Metadata;
}

if (process.argv.includes('--write')) {
  writeFileSync(subsetFile, JSON.stringify(freshSubset()) + '\n');
  console.log(`wrote ${path.relative(process.cwd(), subsetFile)}`);
}
