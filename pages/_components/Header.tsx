import { Island } from '../../build/render/island.tsx';
import { Shared } from '../../build/render/shared.tsx';
import site from '../../content/site.ts';
import MobileMenu from '../../islands/MobileMenu.tsx';
import { PictureMarkup } from '../../build/render/picture.tsx';
import { logoImage } from './logo.ts';
import { currentSection, navLinks } from './nav.ts';
import { frameWords } from '../../content/navigation.ts';
import { callBefore } from '../../content/widgets/menu.ts';
import { nationalPhone, telHref } from './format.ts';
import { contactHref } from '../../content/forms.ts';
import { homeWords } from '../../content/pages.ts';

export function Header({ route }: { route: string }) {
  const current = currentSection(route);
  const { image: logo, sizes: logoSizes } = logoImage();
  const alt = `${site.brand} — accueil`;
  const number = nationalPhone(site.office.phone);
  // The same on every page of a section: rendered once per section (build/render/shared.tsx).
  return (
    <Shared cache={`header ${current}`} as="header" className="site-header" id="haut">
      <Island
        of={MobileMenu}
        hydrate="interaction"
        props={{ links: [...navLinks], current, brand: site.brand, place: `${site.office.city}, ${site.office.country}`, logo, logoSizes, phone: [telHref(site.office.phone), number, `${callBefore} ${number}`], cta: [contactHref('proprietaires-prives'), homeWords.submit] }}
      />
      <a className="site-logo" href="/">
        <PictureMarkup image={logo} alt={alt} sizes={logoSizes} eager />
      </a>
      <nav className="site-nav" aria-label={frameWords.mainNav}>
        <ul>
          {navLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Shared>
  );
}
