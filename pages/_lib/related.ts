// 'Découvrez nos autres articles' (DESIGN §6): for each article, k others: those of its own
// category first, nearest in date to it; when the category has fewer than k others, the nearest
// in date among the rest fill in. Equal distances go to the lower number.
//
// O(N log N) for all N articles together, so that 10,000 articles cost what 10 do, times N:
// each list is sorted once by (date, number), then each article walks outward from its own
// position, taking whole runs of a same date at once (their lowest numbers first) so that a
// thousand articles published the same day cost no more than one.

/** Newest first; on one date, the lower number first: the news page's order, read from its top. */
export const newestFirst = (a: Dated, b: Dated) => b.date.localeCompare(a.date) || a.number - b.number;

export interface Dated {
  number: number;
  /** ISO date, "2025-08-25". */
  date: string;
  category: string;
}

const DAY = 86_400_000;
const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);

interface Item<T> {
  value: T;
  day: number;
  number: number;
}

/** A list sorted by (day, number), with where each run of one day starts and ends. */
class ByDate<T> {
  readonly items: Item<T>[];
  private readonly runStart: Int32Array;
  private readonly runEnd: Int32Array;

  constructor(items: Item<T>[]) {
    this.items = [...items].sort((a, b) => a.day - b.day || a.number - b.number);
    const n = this.items.length;
    this.runStart = new Int32Array(n);
    this.runEnd = new Int32Array(n);
    for (let i = 0; i < n; i++) this.runStart[i] = i > 0 && this.items[i - 1]!.day === this.items[i]!.day ? this.runStart[i - 1]! : i;
    for (let i = n - 1; i >= 0; i--) this.runEnd[i] = i < n - 1 && this.items[i + 1]!.day === this.items[i]!.day ? this.runEnd[i + 1]! : i;
  }

  /** Index of the first item at or after (day, number). */
  private lowerBound(day: number, number: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = this.items[mid]!;
      if (m.day < day || (m.day === day && m.number < number)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Up to k items nearest in date to `from`, nearest first, ties to the lower number; `from`
   * itself and the items `skip` refuses are left out (skip must refuse only a few: each costs a step).
   */
  nearest(from: Item<T>, k: number, skip: (item: Item<T>) => boolean = () => false): T[] {
    const out: T[] = [];
    const { items } = this;
    const start = this.lowerBound(from.day, from.number);
    let left = start - 1; // the last item not yet taken on the earlier side
    let right = start; // the first item not yet taken on the later side
    const keep = (item: Item<T>) => item !== from && !skip(item);
    while (out.length < k && (left >= 0 || right < items.length)) {
      const dl = left >= 0 ? from.day - items[left]!.day : Infinity;
      const dr = right < items.length ? items[right]!.day - from.day : Infinity;
      const d = Math.min(dl, dr);
      // The runs at distance d on either side, each in ascending number: merge them.
      let i = dl === d ? this.runStart[left]! : -1;
      const iEnd = dl === d ? left : -2;
      let j = dr === d ? right : -1;
      const jEnd = dr === d ? this.runEnd[right]! : -2;
      while (out.length < k && (i <= iEnd || j <= jEnd)) {
        const takeLeft = i <= iEnd && (j > jEnd || items[i]!.number < items[j]!.number);
        const item = takeLeft ? items[i++]! : items[j++]!;
        if (keep(item)) out.push(item.value);
      }
      if (dl === d) left = this.runStart[left]! - 1;
      if (dr === d) right = this.runEnd[right]! + 1;
    }
    return out;
  }
}

/** For each of `articles`, in the same order, the k others to suggest. */
export function otherArticles<T extends Dated>(articles: readonly T[], k = 3): T[][] {
  const items = articles.map((value) => ({ value, day: dayOf(value.date), number: value.number }));
  const everything = new ByDate(items);
  const groups = new Map<string, Item<T>[]>();
  for (const item of items) {
    const group = groups.get(item.value.category);
    if (group) group.push(item);
    else groups.set(item.value.category, [item]);
  }
  const byCategory = new Map([...groups].map(([category, group]) => [category, new ByDate(group)]));
  return items.map((item) => {
    const category = item.value.category;
    const own = byCategory.get(category)!;
    const chosen = own.nearest(item, k);
    if (chosen.length === k) return chosen;
    // The category has fewer than k others, all chosen: the rest are the other categories.
    // Walking the whole list, only this small category's members are skipped.
    return [...chosen, ...everything.nearest(item, k - chosen.length, (other) => other.value.category === category)];
  });
}
