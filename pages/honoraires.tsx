import type { Head } from '../build/render/page.ts';
import { legalTexts } from '../content/legal.ts';
import { LegalPage } from './_components/LegalPage.tsx';

const page = legalTexts.pages.honoraires;

export const head: Head = { title: page.title, description: page.description };

export default function Honoraires() {
  return <LegalPage page={page} />;
}
