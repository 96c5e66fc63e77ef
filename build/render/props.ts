// Island props cross from the build to the browser as JSON. Anything JSON cannot carry
// faithfully is a build error naming the page, the island and the exact path of the value.

export function findPropProblems(value: unknown, where: string): string[] {
  const problems: string[] = [];
  const ancestors: object[] = [];
  const visit = (v: unknown, at: string) => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return;
      case 'undefined':
        return; // dropped by JSON, like an absent prop
      case 'number':
        if (!Number.isFinite(v)) problems.push(`${where} -> ${at}: ${v} is not a finite number`);
        return;
      case 'function':
        problems.push(`${where} -> ${at}: a function cannot be sent to the browser`);
        return;
      case 'bigint':
      case 'symbol':
        problems.push(`${where} -> ${at}: a ${typeof v} cannot be sent to the browser`);
        return;
    }
    if (v === null) return;
    const obj = v as object;
    if (ancestors.includes(obj)) {
      problems.push(`${where} -> ${at}: a cycle (the value contains itself)`);
      return;
    }
    const proto = Object.getPrototypeOf(obj);
    const isArray = Array.isArray(obj);
    if (!isArray && proto !== Object.prototype && proto !== null) {
      const name = (proto?.constructor as { name?: string } | undefined)?.name ?? 'unknown';
      problems.push(`${where} -> ${at}: an instance of ${name} is not plain JSON`);
      return;
    }
    ancestors.push(obj);
    if (isArray) (obj as unknown[]).forEach((item, i) => visit(item, `${at}[${i}]`));
    else for (const [key, item] of Object.entries(obj)) visit(item, `${at}.${key}`);
    ancestors.pop();
  };
  visit(value, 'props');
  return problems;
}

/** JSON for a `<script type="application/json">`: `<` escaped so no string can close the tag. */
export function serializeProps(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

// The props of islands placed by <Shared> markup (the header's menu, the footer's form) are the
// same objects on every page: each is written once.
const written = new WeakMap<object, string>();

/** serializeProps() of a page's list of island props, each object's JSON made once per build. */
export function serializeIslandProps(list: unknown[]): string {
  const each = list.map((props) => {
    if (props === null || typeof props !== 'object') return serializeProps(props ?? null);
    let json = written.get(props);
    if (json === undefined) written.set(props, (json = serializeProps(props)));
    return json;
  });
  return `[${each.join(',')}]`;
}
