import type { EndpointContext } from '../build/render/page.ts';
import { SAND, squareIcon } from './_lib/icons.ts';

// iOS puts the icon on its own rounded square: an opaque background, a generous margin.
export default (_props: unknown, ctx: EndpointContext) => squareIcon(ctx, 180, { background: SAND, padding: 0.16 });
