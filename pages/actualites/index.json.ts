// Every article as the news search's index (islands/_lib/news-index.ts has the format): the list
// pages carry only their own 12 cards, and the search fetches this on the first letter typed.
import { articles } from '../../content/articles.ts';
import { encodeIndex } from '../../islands/_lib/news-index.ts';
import { cardImage, cardSource } from '../_components/news.ts';

export default function newsIndex() {
  return JSON.stringify(encodeIndex(articles.all().map((a) => cardSource(a.data)), cardImage));
}
