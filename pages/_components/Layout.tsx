import type { ReactNode } from 'react';
import { usePage } from '../../build/render/context.ts';
import { CallBar, OfficeBar } from './CallBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Toasts } from './Toasts.tsx';
import { frameWords } from '../../content/navigation.ts';

/**
 * Every page: skip link, header, main content, footer, and the phones' call bar to the office,
 * which a partner's business card leaves out (`callBar={false}`): the card's own "Appeler"
 * calls that partner, and a second number in an office colour would be the one tapped.
 */
export function Layout({ children, callBar = true }: { children: ReactNode; callBar?: boolean }) {
  const { route } = usePage();
  return (
    <>
      <a className="skip-link" href="#contenu">
        {frameWords.skip}
      </a>
      {callBar && <OfficeBar />}
      <Header route={route} />
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {callBar && <CallBar />}
      <Toasts />
    </>
  );
}
