// <Island of={Component} props={...} hydrate="visible" /> places an interactive widget on a page.
// On the server it renders the component inside a marker element and records the island;
// the browser runtime hydrates the marker's content when the trigger fires.
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { errors } from '../errors.ts';
import { useRenderScope } from './context.ts';
import { findPropProblems } from './props.ts';
import type { PageScope, Trigger } from './scope.ts';

export type { IslandRecord, Trigger } from './scope.ts';

const InsideIsland = createContext<string | null>(null);

/** The island a component renders in, if any. */
export function useInsideIsland(): string | null {
  return useContext(InsideIsland);
}

// A fragment's islands are recorded with a mark for their index (U+2063, invisible and never in
// an attribute of ours), which numberIslands() turns into the index they get on each page.
const MARK = '\u2063';
const MARKED = new RegExp(`data-p="${MARK}(\\d+)${MARK}"`, 'g');

/** An island's index in `data-p`: a mark while a <Shared> fragment records, numbered where it lands. */
const indexIn = (scope: PageScope, index: number) => (scope.recording ? `${MARK}${index}${MARK}` : index);

/** A fragment's markup where it lands in `scope`, its islands noted from `base` on. */
export function numberIslands(html: string, scope: PageScope, base: number): string {
  return html.replace(MARKED, (_, k: string) => `data-p="${indexIn(scope, base + Number(k))}"`);
}

type PropsOf<P> = [keyof P] extends [never] ? { props?: P } : { props: P };

/**
 * `children`, when given, are static server HTML handed to the component as its `children`,
 * wrapped in an <x-slot>: the browser gets them from the page, not from the props, and the
 * component can place them and add behaviour around them without shipping their markup twice.
 */
export function Island<P>({ of, props, hydrate = 'visible', children }: { of: ComponentType<P>; hydrate?: Trigger; children?: ReactNode } & PropsOf<P>) {
  const outer = useContext(InsideIsland);
  const scope = useRenderScope('<Island>');
  const { islands, islandSrc, islandCss } = scope.page;
  const entry = islands.get(of as ComponentType<never>);
  const name = of.displayName ?? of.name ?? 'Anonymous';
  if (!entry) throw errors.unknownIsland(scope.file, name);
  if (outer) throw errors.nestedIsland(scope.file, outer, entry.name);

  const value = props ?? {};
  scope.propProblems.push(...findPropProblems(value, `${scope.file} -> <Island of={${entry.name}}>`));
  const index = scope.islands.push({ name: entry.name, file: entry.file, trigger: hydrate, props: value }) - 1;

  return createElement(
    'x-island',
    { 'data-island': entry.name, 'data-src': islandSrc(entry.file), 'data-css': islandCss(entry.file), 'data-on': hydrate, 'data-p': indexIn(scope, index) },
    createElement(
      InsideIsland.Provider,
      { value: entry.name },
      createElement(of as ComponentType<object>, children === undefined ? (value as object) : { ...(value as object), children: createElement('x-slot', null, children) }),
    ),
  );
}
