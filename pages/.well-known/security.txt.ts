// RFC 9116: whom to tell of a security flaw in the site, and until when this holds. The date
// lives in content/site.ts (`securityTxt.expires`); the build warns 90 days before it passes.
import type { EndpointContext } from '../../build/render/page.ts';
import site from '../../content/site.ts';

export default function securityTxt(_props: unknown, ctx: EndpointContext) {
  return [
    `Contact: mailto:${site.office.email}`,
    `Expires: ${site.securityTxt.expires}`,
    `Preferred-Languages: ${site.securityTxt.languages.join(', ')}`,
    `Canonical: ${ctx.url('/.well-known/security.txt')}`,
    '',
  ].join('\n');
}
