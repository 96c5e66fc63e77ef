import type { ReactNode } from 'react';
import { usePage } from '../../build/context.ts';
import { CallBar } from './CallBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Toasts } from './Toasts.tsx';
import { frameWords } from '../../content/navigation.ts';

/** Every page: skip link, header, main content, footer, the phones' call bar. */
export function Layout({ children }: { children: ReactNode }) {
  const { route } = usePage();
  return (
    <>
      <a className="skip-link" href="#contenu">
        {frameWords.skip}
      </a>
      <Header route={route} />
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CallBar />
      <Toasts />
    </>
  );
}
