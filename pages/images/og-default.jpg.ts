// The image social networks show for pages without one of their own.
import type { EndpointContext } from '../../build/render/page.ts';
import { socialImage } from '../_lib/icons.ts';

export default (_props: unknown, ctx: EndpointContext) => socialImage(ctx);
