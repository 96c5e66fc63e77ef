// <Island of={Component} props={...} hydrate="visible" /> places an interactive widget on a page.
// On the server it renders the component inside a marker element and records the island;
// the browser runtime hydrates the marker's content when the trigger fires.
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { errors } from '../errors.ts';
import { findPropProblems } from './props.ts';

/**
 * When the island's code loads:
 * - `load`: at once; `idle`: after the page loaded, when the browser is idle;
 * - `visible` or `visible(200px)`: when it comes within that margin of the viewport;
 * - `media((min-width: 768px))`: when the media query matches;
 * - `interaction`: on the first click or focus inside it (replayed once hydrated).
 */
export type Trigger = 'load' | 'idle' | 'visible' | `visible(${string})` | `media(${string})` | 'interaction';

export interface IslandRecord {
  name: string;
  file: string;
  trigger: Trigger;
  props: unknown;
}

interface Collector {
  page: string;
  islands: Map<ComponentType<never>, { name: string; file: string }>;
  src: (file: string) => string;
  css: (file: string) => string | undefined;
  placed: IslandRecord[];
  problems: string[];
  /** Rendering a <Shared> fragment: each island's index is a mark, numbered where the fragment lands. */
  recording?: boolean;
}

let collector: Collector | null = null;

/** The engine opens a collector around each page render and closes it after. */
export function collectIslands<T>(page: Omit<Collector, 'placed' | 'problems'>, render: () => T): { result: T; placed: IslandRecord[]; problems: string[] } {
  collector = { ...page, placed: [], problems: [] };
  try {
    const result = render();
    return { result, placed: collector.placed, problems: collector.problems };
  } finally {
    collector = null;
  }
}

const InsideIsland = createContext<string | null>(null);

/** The island a component renders in, if any. */
export function useInsideIsland(): string | null {
  return useContext(InsideIsland);
}

// A fragment's islands are recorded with a mark for their index (U+2063, invisible and never in
// an attribute of ours), which replayIslands() turns into the index they get on each page.
const MARK = '\u2063';
const MARKED = new RegExp(`data-p="${MARK}(\\d+)${MARK}"`, 'g');

/** Renders a <Shared> fragment: its islands are noted apart, as the page's collector was. */
export function recordIslands<T>(render: () => T): { result: T; placed: IslandRecord[]; problems: string[] } {
  const outer = collector;
  if (!outer) throw new Error('<Shared> rendered outside a page build');
  const inner: Collector = { ...outer, placed: [], problems: [], recording: true };
  collector = inner;
  try {
    return { result: render(), placed: inner.placed, problems: inner.problems };
  } finally {
    collector = outer;
  }
}

/** A fragment's islands placed on the page being rendered: its markup, with their indices on it. */
export function replayIslands(html: string, placed: readonly IslandRecord[], problems: readonly string[]): string {
  if (!collector) throw new Error('<Shared> rendered outside a page build');
  const { recording } = collector;
  const base = collector.placed.length;
  collector.placed.push(...placed);
  collector.problems.push(...problems);
  // (Inside another fragment being recorded, they stay marks, numbered where that one lands.)
  const index = (k: string) => (recording ? `${MARK}${base + Number(k)}${MARK}` : base + Number(k));
  return placed.length ? html.replace(MARKED, (_, k: string) => `data-p="${index(k)}"`) : html;
}

type PropsOf<P> = [keyof P] extends [never] ? { props?: P } : { props: P };

/**
 * `children`, when given, are static server HTML handed to the component as its `children`,
 * wrapped in an <x-slot>: the browser gets them from the page, not from the props, and the
 * component can place them and add behaviour around them without shipping their markup twice.
 */
export function Island<P>({ of, props, hydrate = 'visible', children }: { of: ComponentType<P>; hydrate?: Trigger; children?: ReactNode } & PropsOf<P>) {
  const outer = useContext(InsideIsland);
  if (!collector) throw new Error('<Island> rendered outside a page build');
  const entry = collector.islands.get(of as ComponentType<never>);
  const name = of.displayName ?? of.name ?? 'Anonymous';
  if (!entry) throw errors.unknownIsland(collector.page, name);
  if (outer) throw errors.nestedIsland(collector.page, outer, entry.name);

  const value = props ?? {};
  const problems = findPropProblems(value, `${collector.page} -> <Island of={${entry.name}}>`);
  collector.problems.push(...problems);
  const index = collector.placed.push({ name: entry.name, file: entry.file, trigger: hydrate, props: value }) - 1;
  const at = collector.recording ? `${MARK}${index}${MARK}` : index;

  return createElement(
    'x-island',
    { 'data-island': entry.name, 'data-src': collector.src(entry.file), 'data-css': collector.css(entry.file), 'data-on': hydrate, 'data-p': at },
    createElement(
      InsideIsland.Provider,
      { value: entry.name },
      createElement(of as ComponentType<object>, children === undefined ? (value as object) : { ...(value as object), children: createElement('x-slot', null, children) }),
    ),
  );
}
