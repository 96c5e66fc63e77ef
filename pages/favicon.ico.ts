import type { EndpointContext } from '../build/render/page.ts';
import { icoFromPng, squareIcon } from './_lib/icons.ts';

export default async (_props: unknown, ctx: EndpointContext) => icoFromPng(await squareIcon(ctx, 32, { padding: 0.02 }), 32);
