import type { EndpointContext } from '../../build/render/page.ts';
import { SAND, squareIcon } from '../_lib/icons.ts';

type Props = { size: number; maskable: boolean };

export function routes() {
  return [
    { params: { size: '32' }, props: { size: 32, maskable: false } },
    { params: { size: '192' }, props: { size: 192, maskable: false } },
    { params: { size: '512' }, props: { size: 512, maskable: false } },
    // Maskable: Android crops to a circle or squircle; the mark stays in the inner 80 %.
    { params: { size: 'maskable-512' }, props: { size: 512, maskable: true } },
  ];
}

export default ({ size, maskable }: Props, ctx: EndpointContext) =>
  squareIcon(ctx, size, maskable ? { background: SAND, padding: 0.2 } : { padding: size <= 32 ? 0.02 : 0.08 });
