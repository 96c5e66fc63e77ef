// Each kind of room, furnished as its caption says.
import * as THREE from 'three';
import { block, cyl, flat, group, lathe, mat, mesh, rbox } from './kit.ts';
import * as F from './furniture.ts';
import { planSheet } from './details.ts';
import { camera, shell, type Room, type RoomKind, type RoomOptions, type View } from './rooms.ts';
import type { Stage } from './stage.ts';
import { STYLES } from './styles.ts';
import { concrete, grasscloth, heightBands, marble, oak, plaster, terrazzo, travertine, zellige } from './textures.ts';

type Cam = { layout: 'back' | 'side' | 'corner'; w: number; d: number; h: number };

/** Standard camera positions for a room of w x d, by layout. */
function shoot(st: Stage, c: Cam, fov = 62, eye = 1.35): void {
  const { w, d } = c;
  const j = (a: number): number => st.rng.range(-a, a);
  if (c.layout === 'back') camera(st, [j(w * 0.12), eye, d / 2 - 0.3], [j(w * 0.1), 1.1, -d / 2], fov);
  else if (c.layout === 'side') camera(st, [w / 2 - 0.35, eye, d * 0.1 + j(0.3)], [-w / 2, 1.1, -d * 0.15], fov + 4);
  else camera(st, [w / 2 - 0.4, eye, d / 2 - 0.4], [-w * 0.2, 1.1, -d / 2], fov + 2);
}

function windows(w: number, wide: number): [number, number][] {
  return [[-w * wide * 0.5, w * wide * 0.5]];
}

/** The rooms dressed with drapes at their windows unless the picture says otherwise. */
const DRAPED: RoomKind[] = ['living', 'bedroom', 'dining', 'reading', 'library', 'office'];
/** The rooms whose walls take panelling when the project's rooms have it (not kitchens, baths or service rooms). */
const MOULDED: RoomKind[] = [...DRAPED, 'entry', 'hall', 'landing', 'dressing'];

export function interior(st: Stage, kind: RoomKind, o: RoomOptions): void {
  if (o.curtains === undefined && DRAPED.includes(kind)) o = { ...o, curtains: true };
  if (o.mouldings && !MOULDED.includes(kind)) o = { ...o, mouldings: false };
  const r = st.rng;
  const layout = o.layout ?? 'back';
  const view: View = o.view ?? 'open';
  const on = st.lamps;
  const style = STYLES[o.style ?? 'contemporary'];
  /** What hangs over the sofa or the bed: the style's painting, a round mirror, or nothing. */
  const wallPiece = (g: THREE.Group, x: number, y: number, z: number, ry: number, w: number, h: number): void => {
    if (style.wallPiece === 'painting') F.artwork(g, x, y, z, ry, w, h, r.int(0, 99));
    else if (style.wallPiece === 'mirror') F.roundMirror(g, x, y, z, ry, Math.min(w, h) * 0.5);
  };
  /** A house plant where the room's plan puts one, as the style chooses it. */
  const plant = (g: THREE.Object3D, x: number, z: number, p: { h: number; kind: F.PlantKind; r: typeof r }) => F.plant(g, x, z, { ...p, kind: style.plants[p.kind], pot: style.plants.pot });
  switch (kind) {
    case 'living': {
      const w = o.w ?? 7.5, d = o.d ?? 6.5, h = 2.9;
      const room = shell(st, { ...o, w, d, h, view, openings: windows(w, 0.86), side: 'left', sideOpen: layout === 'side' ? [-d / 2 + 0.6, 0.5] : undefined as never });
      const corner = layout === 'corner' || o.variant === 'corner';
      const sofa = { color: style.sofa, cushions: style.cushions, tuxedo: style.tuxedo ?? false, r };
      const chair = (x: number, z: number, ry: number) => F.armchair(room.g, x, z, ry, style.armchair.color, style.armchair.kind);
      if (layout === 'back' && !corner) {
        // Seen from the entrance: sofa and armchairs face each other across the table, the bay beyond.
        F.rug(room.g, -0.3, -0.4, 3.4, 2.6, style.rug, Math.PI / 2);
        F.sofa(room.g, -2.0, -0.4, Math.PI / 2, { w: 2.6, ...sofa });
        F.coffeeTable(room.g, -0.5, -0.4, style.coffeeTable, 0.7, 1.2);
        chair(0.9, -1.0, -Math.PI / 2 - 0.3);
        chair(0.9, 0.3, -Math.PI / 2 + 0.3);
        F.floorLamp(room.g, -2.9, 1.2, on);
      } else {
        F.rug(room.g, -0.3, -0.2, 3.6, 2.6, style.rug);
        F.sofa(room.g, -0.6, 0.9, Math.PI, { w: 2.8, corner: corner ? 1.7 : 0, ...sofa });
        F.coffeeTable(room.g, -0.4, -0.4, style.coffeeTable);
        chair(-2.4, -1.0, Math.PI / 2 + 0.35);
        F.floorLamp(room.g, -2.5, 1.3, on);
      }
      if (layout === 'side') {
        // Seen from the corner, the half of the room before the glazing is not left bare: two
        // armchairs face the sofa across the table, a side table by them.
        chair(1.3, -1.15, -Math.PI / 2 - 0.3);
        chair(1.3, 0.05, -Math.PI / 2 + 0.3);
        F.sideTable(room.g, 1.45, 0.85);
      } else F.sideTable(room.g, w / 2 - 1.3, 1.6);
      plant(room.g, w / 2 - 0.5, -d / 2 + 0.6, { h: 1.7, kind: 'fig', r });
      if (o.variant === 'shelves') F.shelves(room.g, -w / 2 + 0.2, 0.2, Math.PI / 2, { w: 3.6, h: 2.6, r, m: F.wood('#a47d55', 2) });
      else if (layout !== 'side') wallPiece(room.g, -w / 2 + 0.03, 1.9, 0.3, Math.PI / 2, 1.4, 1.0);
      F.pendant(room.g, -0.4, -0.4, h, 0.9, on * 0.5, style.livingLamp.kind, style.livingLamp.size);
      if (layout === 'side' || corner) camera(st, [w / 2 - 0.4, 1.3, d / 2 - 0.3], [-1.2, 0.9, -d / 2], 68);
      else shoot(st, { layout, w, d, h }, 66);
      return;
    }
    case 'reading':
    case 'library': {
      const w = 5, d = 5, h = 2.9;
      const room = shell(st, { ...o, w, d, h, view, openings: [[-w / 2 + 0.5, 0.4]], side: 'right', sideOpen: undefined as never });
      F.rug(room.g, -0.6, -0.8, 2.4, 1.8, '#c8b9a2');
      F.armchair(room.g, -0.9, -1.1, 0.5, '#6e3f24');
      block(room.g, F.fabric('#6e3f24'), 0.55, 0.38, 0.45, -0.2, 0, -0.4, 0.06);
      F.sideTable(room.g, -1.7, -0.5);
      F.floorLamp(room.g, -1.7, -1.7, Math.max(on, 0.25));
      // The library's oak shelves fill the right wall from floor to ceiling, and the camera turns to them.
      const lib = kind === 'library';
      F.shelves(room.g, w / 2 - 0.2, lib ? 0 : -0.3, -Math.PI / 2, { w: lib ? 4.6 : 3.2, h: lib ? h : 2.7, r, m: F.wood('#9c7650', 2) });
      plant(room.g, 0.8, -d / 2 + 0.5, { h: 1.4, kind: 'olive', r });
      F.artwork(room.g, -w / 2 + 0.03, 1.8, 0.9, Math.PI / 2, 0.9, 1.2, r.int(0, 99));
      if (lib) camera(st, [-1.5, 1.4, d / 2 - 0.3], [w / 2, 1.25, -1.2], 62);
      else camera(st, [1.1, 1.3, d / 2 - 0.3], [-1.0, 1.0, -d / 2], 60);
      return;
    }
    case 'kitchen': {
      const w = 7, d = 6.5, h = 2.9;
      const fronts = o.fronts ?? '#d9d7d1';
      const room = shell(st, { ...o, w, d, h, view, openings: windows(w, 0.55), floor: o.floor ?? 'oak' });
      const top = F.stone('#e9e4dc', '#8a847c', 1.6, 31);
      F.kitchenRun(room.g, -w / 2 + 0.35, 0.2, Math.PI / 2, { l: 4.2, fronts, top, sink: false, hob: true, tall: 3, wall: true, on, r });
      F.island(room.g, 0.5, 0.0, Math.PI / 2, { l: 2.8, w: 1.1, top, base: new THREE.MeshPhysicalMaterial({ color: fronts, roughness: 0.42 }), stools: 3, stool: style.stool, sink: true });
      const lamps = style.islandLamps;
      for (let i = 0; i < lamps.n; i++) F.pendant(room.g, 0.5, (i - (lamps.n - 1) / 2) * (lamps.n > 2 ? 0.8 : 1.0), h, 1.15 - lamps.size + 0.2, on, lamps.kind, lamps.size);
      plant(room.g, w / 2 - 0.5, -d / 2 + 0.5, { h: 1.5, kind: 'olive', r });
      shoot(st, { layout, w, d, h }, 64);
      return;
    }
    case 'dining': {
      const w = 6.5, d = 6, h = 2.9;
      const room = shell(st, { ...o, w, d, h, view, openings: windows(w, 0.8) });
      F.rug(room.g, 0, -0.3, 3.4, 2.4, style.rug);
      F.diningTable(room.g, 0, -0.3, 0, { l: 2.6, w: 1.05, seats: 8, top: F.wood(style.dining.table, 2.5), seat: style.dining.seat, r });
      F.pendant(room.g, -0.5, -0.3, h, 0.95, on, style.dining.lamps, 0.2);
      F.pendant(room.g, 0.5, -0.3, h, 1.05, on, style.dining.lamps, 0.17);
      if (o.variant === 'meeting') {
        // The agency's meeting room: plans spread on the table, a rolled one beside them, the
        // studies filed on oak shelves along the wall.
        for (let i = 0; i < 4; i++) planSheet(room.g, 2000 + i * 53, -0.9 + i * 0.6, 0.772 + i * 0.002, -0.3 + (i % 2 ? 0.12 : -0.1), r.range(-0.25, 0.25));
        const roll = mesh(new THREE.CylinderGeometry(0.035, 0.035, 0.8, 24), flat('#f3efe6', 0.9), 0.6, 0.772 + 0.035, 0.15, room.g);
        roll.rotation.set(0, 0.3, Math.PI / 2);
        F.shelves(room.g, -w / 2 + 0.2, 0, Math.PI / 2, { w: 4.2, h: 2.4, r, m: F.wood('#8c6a48', 2) });
      } else {
        F.kitchenRun(room.g, 0, d / 2 - 0.33, Math.PI, { l: 2.4, fronts: '#6e5540', top: F.wood('#6e5540', 2), on, r });
        wallPiece(room.g, -w / 2 + 0.03, 1.8, 0, Math.PI / 2, 1.2, 1.5);
      }
      plant(room.g, w / 2 - 0.5, -d / 2 + 0.5, { h: 1.6, kind: 'fig', r });
      shoot(st, { layout, w, d, h }, 60);
      return;
    }
    case 'bedroom': {
      const w = o.w ?? 5.6, d = o.d ?? 6, h = o.attic ? 3.4 : 2.8;
      const side = layout === 'side';
      const room = shell(st, { ...o, w, d, h, view, openings: windows(w, 0.7), floor: o.floor ?? 'oak', wallMat: o.finish === 'slats' ? undefined as never : undefined as never });
      // Headboard against the side wall, the bay to the bed's side: the bed is turned to the sea.
      const bx = -w / 2 + 1.12;
      const bz = side ? 0.2 : -0.1;
      // A room's caption may name its headboard (variant); else the project's style gives it.
      // A suite may have a bed of its own (o.suite).
      const head = o.suite?.head ?? (o.variant === 'tufted' || o.variant === 'oak' ? o.variant : o.finish === 'slats' ? 'oak' : style.head);
      const headColor = o.suite?.headColor ?? (head === style.head ? style.headColor : undefined as never);
      const foot = o.suite ? o.suite.foot : style.foot;
      F.bed(room.g, bx, bz, Math.PI / 2 + (side ? 0 : 0.0), { w: 1.8, r, head, headColor, linen: o.finish === 'slats' ? '#e8dcc8' : '#f3f0ea', throw: r.pick(style.throw), pillows: style.pillows });
      F.nightstand(room.g, -w / 2 + 0.3, bz - 1.25, Math.PI / 2, on);
      F.nightstand(room.g, -w / 2 + 0.3, bz + 1.25, Math.PI / 2, on);
      F.rug(room.g, bx + 0.6, bz, 3.0, 3.0, o.finish === 'slats' ? '#d9c7a8' : '#ddd4c6');
      if (foot?.kind === 'bench') block(room.g, F.fabric(foot.color), 0.45, 0.42, 1.4, bx + 1.35, 0, bz, 0.04);
      else if (foot?.kind === 'chest') {
        // An oak chest, its lid a little proud of its body.
        block(room.g, F.wood(foot.color, 1), 0.5, 0.44, 1.1, bx + 1.38, 0, bz, 0.01);
        block(room.g, F.wood(foot.color, 1), 0.54, 0.04, 1.14, bx + 1.38, 0.44, bz, 0.01);
      }
      if (!o.attic && o.finish !== 'slats') wallPiece(room.g, -w / 2 + 0.03, 2.3, bz, Math.PI / 2, 1.2, 0.8);
      F.armchair(room.g, w / 2 - 0.8, -d / 2 + 1.0, -0.6, style.armchair.color, style.armchair.kind);
      plant(room.g, -w / 2 + 0.45, -d / 2 + 0.45, { h: 1.3, kind: 'olive', r });
      // Sand and wood: oak slats behind the bed, from the floor to the ceiling.
      if (o.finish === 'slats') for (let i = 0; i < 40; i++) block(room.g, F.wood('#c19a6b', 1), 0.04, h - 0.02, 0.05, -w / 2 + 0.04, 0, bz - 1.6 + i * 0.08, 0.01);
      if (o.attic) {
        // Under the roof: the ceiling slopes down over the bed to a low wall, crossed by oak rafters.
        const low = 1.9, run = w / 2 + 0.3;
        const len = Math.hypot(run, h - low);
        const tilt = Math.atan2(h - low, run);
        const slope = group(room.g, -w / 2 + run / 2, (low + h) / 2, 0);
        slope.rotation.z = tilt;
        block(slope, mat(plaster('#f6f3ed', 19), { tile: 2, roughness: 1 }), len, 0.12, d, 0, 0, 0, 0.01);
        for (let i = 0; i < 5; i++) block(slope, F.wood('#9a7550', 1.5), len, 0.16, 0.14, 0, -0.16, -d / 2 + 0.6 + i * ((d - 1.2) / 4), 0.01);
      }
      if (side) camera(st, [w / 2 - 0.35, 1.3, d / 2 - 0.4], [-w / 2 + 0.6, 0.9, -d / 2 + 1.2], 66);
      else camera(st, [w / 2 - 0.5, 1.35, d / 2 - 0.3], [-0.9, 0.9, -d / 2], 66);
      return;
    }
    case 'bathroom': {
      const w = 5, d = 4.6, h = 2.8;
      const fin = o.finish ?? 'marble';
      const wallP = fin === 'zellige' ? zellige('#2f6b56') : fin === 'stone' ? travertine(3) : fin === 'terrazzo' ? terrazzo(5) : marble('#f0eee9', '#8e8b88', 23);
      const wallMat = mat(wallP, { tile: fin === 'zellige' ? 0.8 : 1.4, roughness: 1, normalScale: fin === 'zellige' ? 1 : 0.2, clearcoat: fin === 'zellige' ? 0.8 : 0.4 });
      // Basins under mirrors stand against a solid wall: with the vanity, the window moves right.
      const openings: [number, number][] = o.variant === 'vanity' ? [[1.0, 2.2]] : [[-1.1, 1.1]];
      const room = shell(st, { ...o, w, d, h, view, openings, sill: 0.9, floor: o.floor ?? 'marble', wallMat, noOutside: false });
      const stoneMat = fin === 'stone' ? mat(travertine(4), { tile: 1.2, roughness: 1 }) : F.stone('#f1efea', '#8f8c88', 1.2, 25);
      const bath = style.bath;
      const body = o.variant === 'shower' && fin === 'zellige' ? F.wood('#8c6a48', 1) : F.wood(bath.body, 1);
      const fit = { body, on, mirror: bath.mirror, taps: bath.taps } as const;
      const towels = (x: number, z: number, ry: number) => (bath.towels === 'rail' ? F.towelRail(room.g, x, z, ry, bath.taps) : F.towelLadder(room.g, x, z, ry));
      const v = o.variant ?? 'tub';
      if (v === 'tub') {
        F.bathtub(room.g, 0, -d / 2 + 1.2, 0, fin === 'stone' ? stoneMat : F.stone('#f3f1ec', '#9b9894', 0.8, 27));
        F.vanity(room.g, -w / 2 + 0.3, 0.6, Math.PI / 2, { l: 1.6, basins: 2, top: stoneMat, ...fit });
        plant(room.g, w / 2 - 0.4, -d / 2 + 0.4, { h: 1.1, kind: 'palm', r });
        // Towels beyond the basins, a stool (if the style has one) and a mat beside the bath.
        towels(-w / 2 + 0.02, -1.3, Math.PI / 2);
        if (bath.stool) F.teakStool(room.g, 1.2, -d / 2 + 1.3, 0.2);
        F.rug(room.g, 0, -d / 2 + 2.25, 1.0, 0.6, '#e4ddd0');
        camera(st, [w * 0.25, 1.3, d / 2 - 0.25], [-0.2, 0.8, -d / 2], 64);
      } else if (v === 'vanity') {
        F.vanity(room.g, -0.9, -d / 2 + 0.3 + 0.26, 0, { l: 2.0, basins: fin === 'terrazzo' ? 1 : 2, top: fin === 'terrazzo' ? mat(terrazzo(5), { tile: 1, roughness: 1 }) : stoneMat, ...fit, basinMat: fin === 'terrazzo' ? mat(terrazzo(5), { tile: 0.6, roughness: 1 }) : undefined as never });
        F.showerGlass(room.g, w / 2 - 1.1, 0.2, Math.PI / 2, 1.4);
        F.toilet(room.g, -w / 2 + 0.25, 1.0, Math.PI / 2);
        // A mat before the basins, towels between them and the toilet.
        F.rug(room.g, -0.9, -d / 2 + 1.25, 1.1, 0.6, '#e4ddd0');
        towels(-w / 2 + 0.02, -0.5, Math.PI / 2);
        camera(st, [0.9, 1.45, d / 2 - 0.25], [-0.4, 1.1, -d / 2], 62);
      } else {
        // Walk-in shower: glass screen, rain head, a niche in the wall. Seen from the side
        // (layout 'side'), the screen stands nearer the wall, out of the middle of the frame.
        F.showerGlass(room.g, layout === 'side' ? -w / 2 + 1.4 : -0.4, -0.6, Math.PI / 2, 1.6);
        F.rainShower(room.g, -w / 2 + 0.3, 2.25, -0.9);
        block(room.g, flat('#1b1b1b', 0.4, 0.6), 0.8, 0.01, 0.05, -w / 2 + 0.8, 0.001, -0.4, 0.002);
        block(room.g, stoneMat, 0.02, 0.4, 0.8, -w / 2 + 0.01, 1.2, -1.2, 0.002);
        // In the niche, a shelf and what stands on it; a teak stool under the rain head.
        block(room.g, stoneMat, 0.12, 0.02, 0.8, -w / 2 + 0.07, 1.2, -1.2, 0.004);
        F.toiletries(room.g, -w / 2 + 0.08, 1.22, -1.2, Math.PI / 2);
        if (bath.stool) F.teakStool(room.g, -w / 2 + 0.55, -1.5, Math.PI / 2 + 0.1);
        // The double basin on the right wall, towards the back: in the frame with the shower.
        F.vanity(room.g, w / 2 - 0.3, -0.9, -Math.PI / 2, { l: 1.6, basins: 2, top: stoneMat, ...fit });
        block(room.g, F.fabric('#efe9dd', 0.15), 0.55, 0.9, 0.04, 0.6, 0.6, d / 2 - 0.05, 0.02);
        // Towels between the window and the basins, a mat before them.
        towels(1.6, -d / 2 + 0.02, 0);
        F.rug(room.g, w / 2 - 0.95, -0.9, 0.6, 1.1, '#e4ddd0');
        camera(st, [-0.2, 1.45, d / 2 - 0.25], [0.5, 1.0, -d / 2], 68);
      }
      room.g.userData['k'] = 1;
      return;
    }
    case 'dressing': {
      const w = 4.2, d = 5.5, h = 2.8;
      const room = shell(st, { ...o, w, d, h, view, openings: [[-0.9, 0.9]], floor: o.floor ?? 'oak' });
      const m = F.wood(o.fronts ?? '#b08a62', 2.4);
      F.wardrobe(room.g, -w / 2 + 0.35, 0.2, Math.PI / 2, { l: 4.2, h: 2.6, m, on, open: true });
      F.wardrobe(room.g, w / 2 - 0.35, 0.2, -Math.PI / 2, { l: 4.2, h: 2.6, m, on, open: o.variant !== 'island' });
      const isl = group(room.g, 0, 0, 0.3);
      block(isl, m, 0.9, 0.9, 1.8, 0, 0, 0, 0.01);
      block(isl, F.stone('#ebe6de', '#888', 1, 9), 0.94, 0.03, 1.84, 0, 0.9, 0, 0.005);
      if (o.variant === 'island') for (let i = 0; i < 4; i++) for (const s of [-1, 1]) block(isl, mat(F.fabric('#6a4630').map ? null : null, { color: '#6a4630', roughness: 0.45 }), 0.01, 0.16, 0.38, s * 0.455, 0.1 + i * 0.2, 0, 0.003);
      F.pendant(room.g, 0, 0.3, h, 0.9, on, 'globe', 0.16);
      // The island's own picture comes close to its leather-faced drawers, from the side.
      if (o.variant === 'island') camera(st, [1.3, 1.35, 2.0], [-0.2, 0.6, -0.3], 58);
      else camera(st, [0, 1.4, d / 2 - 0.25], [0, 1.1, -d / 2], 62);
      return;
    }
    case 'office': {
      const w = 5, d = 5, h = 2.8;
      const room = shell(st, { ...o, w, d, h, view, openings: windows(w, 0.7) });
      F.desk(room.g, 0, -d / 2 + 0.9, 0, Math.max(on, 0.2), r);
      F.shelves(room.g, -w / 2 + 0.2, 0.3, Math.PI / 2, { w: 2.6, h: 2.4, r, m: F.wood('#a07a52', 2) });
      F.sofa(room.g, w / 2 - 0.55, 0.8, -Math.PI / 2, { w: 2.0, color: '#bfb4a3', r });
      F.rug(room.g, 0, 0, 2.4, 1.8, '#c9bda9');
      plant(room.g, w / 2 - 0.4, -d / 2 + 0.4, { h: 1.4, kind: 'fig', r });
      camera(st, [0.8, 1.35, d / 2 - 0.25], [-0.3, 1.0, -d / 2], 64);
      return;
    }
    case 'stairs': {
      const w = 5, d = 6, h = 5.6;
      const room = shell(st, { ...o, w, d, h, view, openings: [[-0.9, 0.9]], sill: 0.0, floor: o.floor ?? 'oak' });
      // Cantilevered oak treads along the left wall, a black steel stringer and a glass balustrade.
      const tread = F.wood('#b08558', 1);
      const steel = F.metal.black();
      const n = 16;
      const run = 0.28;
      const rise = 2.8 / n;
      for (let i = 0; i < n; i++) {
        const z = d / 2 - 1.0 - i * run;
        block(room.g, tread, 1.1, 0.06, run + 0.02, -w / 2 + 0.55, (i + 1) * rise - 0.06, z, 0.008);
      }
      const stringer = mesh(rbox(0.03, 0.35, n * run * 1.3, 0.005), steel, -w / 2 + 1.12, 1.4, d / 2 - 1.0 - (n * run) / 2, room.g);
      stringer.rotation.x = Math.atan2(2.8, n * run);
      const gl = mesh(rbox(0.015, 1.0, n * run * 1.25, 0.002), F.glass('#dfeeee', 0.16), -w / 2 + 1.13, 2.05, d / 2 - 1.0 - (n * run) / 2, room.g, false);
      gl.rotation.x = stringer.rotation.x;
      block(room.g, mat(oak('#b08558'), { tile: 2 }), w, 0.2, 2.2, 0, 2.8, -d / 2 + 1.1, 0.004);
      mesh(rbox(w - 1.3, 1.0, 0.015, 0.002), F.glass('#dfeeee', 0.16), 0.65, 3.5, -d / 2 + 2.2, room.g, false);
      plant(room.g, -w / 2 + 1.6, -d / 2 + 0.6, { h: 1.8, kind: 'fig', r });
      F.artwork(room.g, w / 2 - 0.03, 1.7, -0.3, -Math.PI / 2, 1.1, 1.4, r.int(0, 99));
      F.pendant(room.g, 0.6, 0.5, h, 2.2, on, 'globe', 0.25);
      camera(st, [w / 2 - 0.4, 1.35, d / 2 - 0.3], [-w / 2 + 0.5, 1.6, -0.5], 66);
      return;
    }
    case 'entry':
    case 'landing':
    case 'hall': {
      const isHall = kind === 'hall';
      const w = isHall ? 7 : 4, d = isHall ? 9 : 6, h = isHall ? 3.4 : 2.8;
      const wallMat = isHall ? mat(travertine(6), { tile: 1.2, roughness: 1 }) : undefined;
      const room = shell(st, { ...o, w, d, h, view: isHall ? 'garden' : view, openings: isHall ? [[-2.4, 2.4]] : [[-0.5, 0.5]], sill: isHall ? 0 : 0, floor: o.floor ?? (isHall ? 'travertine' : 'marble'), wallMat: wallMat as never });
      if (isHall) {
        // Oak panelling on one wall, a long bench, a pendant, a planter.
        for (let i = 0; i < 26; i++) block(room.g, F.wood('#9a7550', 1.5), 0.2, h, 0.04, w / 2 - 0.02, 0, -d / 2 + 0.4 + i * 0.32, 0.01).rotation.y = Math.PI / 2;
        block(room.g, F.wood('#7d5a3c', 1.5), 0.5, 0.45, 2.4, -w / 2 + 0.4, 0, 0.5, 0.02);
        plant(room.g, -w / 2 + 0.5, -d / 2 + 1, { h: 2.0, kind: 'fig', r });
        F.pendant(room.g, 0, 0, h, 1.0, Math.max(on, 0.4), 'drum', 0.5);
        F.rug(room.g, 0, 0.5, 2.2, 3.5, '#8e8373');
        // A residence's hall, furnished: a console and its mirror, a large canvas above the bench
        // (not behind the mirror), two armchairs by the glazing, a second planter, the
        // residents' letterboxes in oak on the panelled wall.
        F.console_(room.g, -w / 2 + 0.25, -1.6, Math.PI / 2, on);
        F.artwork(room.g, -w / 2 + 0.03, 1.7, 0.5, Math.PI / 2, 1.8, 1.2, r.int(0, 99));
        F.armchair(room.g, -1.4, -d / 2 + 1.3, 0.5, '#c9b79c', 'fabric');
        F.armchair(room.g, 0.2, -d / 2 + 1.1, -0.3, '#c9b79c', 'fabric');
        mesh(new THREE.CylinderGeometry(0.3, 0.3, 0.45, 32), F.wood('#5a4030', 1), -0.6, 0.225, -d / 2 + 1.6, room.g);
        plant(room.g, w / 2 - 0.6, -d / 2 + 0.7, { h: 1.7, kind: 'olive', r });
        for (let i = 0; i < 4; i++) for (let j = 0; j < 3; j++) block(room.g, F.wood('#b08a62', 1), 0.06, 0.28, 0.36, w / 2 - 0.07, 1.0 + j * 0.31, 1.2 + i * 0.39, 0.01);
        camera(st, [1.2, 1.4, d / 2 - 0.3], [-0.6, 1.2, -d / 2], 62);
        return;
      }
      if (o.variant === 'sconces') {
        // Landing: wall lights, art, a runner, doors.
        for (const z of [-1.2, 0.8]) {
          const sc = group(room.g, -w / 2 + 0.05, 1.8, z);
          block(sc, F.metal.brass(), 0.06, 0.3, 0.12, 0, -0.15, 0, 0.02);
          mesh(new THREE.SphereGeometry(0.07, 16, 12), new THREE.MeshBasicMaterial({ color: new THREE.Color('#ffe2b8').multiplyScalar(3) }), 0.08, 0.02, 0, sc, false);
          const l = new THREE.PointLight('#ffd29a', 2.5, 4, 2);
          l.position.set(0.2, 0.1, 0);
          sc.add(l);
        }
        F.artwork(room.g, -w / 2 + 0.03, 1.9, -0.2, Math.PI / 2, 0.8, 1.0, r.int(0, 99));
        for (const z of [-1.8, 1.6]) block(room.g, F.wood('#a9875f', 1), 0.05, 2.3, 0.95, w / 2 - 0.02, 0, z, 0.005);
        F.rug(room.g, 0, 0, 1.2, 4.5, '#b9a88f');
      } else {
        F.console_(room.g, -w / 2 + 0.22, 0.2, Math.PI / 2, on);
        F.rug(room.g, 0.3, 0.5, 1.6, 2.6, '#c4b49b');
        block(room.g, F.wood('#a9875f', 1), 0.05, 2.3, 1.0, w / 2 - 0.02, 0, 1.2, 0.005);
        plant(room.g, w / 2 - 0.45, -d / 2 + 0.6, { h: 1.6, kind: 'olive', r });
        // A canvas beside the window, a globe towards it, an upholstered bench by the door.
        F.artwork(room.g, -1.2, 1.55, -d / 2 + 0.03, 0, 0.8, 1.0, 37);
        F.pendant(room.g, 0.1, -1.4, h, 0.6, Math.max(on, 0.35), 'globe', 0.2);
        block(room.g, F.fabric('#b9ab95', 0.15), 0.42, 0.44, 1.1, w / 2 - 0.3, 0, -0.4, 0.04);
      }
      camera(st, [w / 2 - 0.4, 1.4, d / 2 - 0.3], [-0.6, 1.2, -d / 2 + 1], 64);
      return;
    }
    case 'pantry':
    case 'laundry':
    case 'toilets': {
      const w = kind === 'toilets' ? 2.2 : 3, d = 3.4, h = 2.7;
      const wallMat = kind === 'toilets' ? mat(grasscloth('#7e6d55'), { tile: 1.2, roughness: 1, normalScale: 1 }) : undefined;
      const room = shell(st, { ...o, w, d, h, view, openings: [[-0.4, 0.4]], sill: 1.0, floor: o.floor ?? (kind === 'toilets' ? 'terrazzo' : 'concrete'), wallMat: wallMat as never });
      const fronts = o.fronts ?? '#dcdad4';
      const lac = new THREE.MeshPhysicalMaterial({ color: fronts, roughness: 0.45 });
      if (kind === 'pantry') {
        // Tall lacquered cupboards on the left; on the right, open oak shelves of jars, bottles and baskets.
        for (let i = 0; i < 5; i++) block(room.g, lac, 0.6, 2.5, 0.58, -(w / 2 - 0.3), 0, -d / 2 + 0.5 + i * 0.6, 0.004).rotation.y = -Math.PI / 2;
        const oakM = F.wood('#a07a52', 1);
        const contents = ['#c9a35b', '#e8dcc0', '#7a4a2a', '#d9c27a', '#a8432e', '#efe9dc'];
        for (let k = 0; k < 5; k++) {
          const y = 0.35 + k * 0.45;
          block(room.g, oakM, 0.34, 0.03, d - 0.6, w / 2 - 0.17, y, 0, 0.004);
          for (let z = -d / 2 + 0.45; z < d / 2 - 0.45; z += r.range(0.16, 0.24)) {
            const pick = r.int(0, 5);
            if (pick <= 2) {
              // A glass jar and what it holds.
              const jh = r.range(0.14, 0.24);
              mesh(new THREE.CylinderGeometry(0.055, 0.055, jh * 0.8, 16), flat(r.pick(contents), 0.9), w / 2 - 0.17, y + 0.03 + jh * 0.4, z, room.g);
              mesh(new THREE.CylinderGeometry(0.06, 0.06, jh, 16), F.glass('#eef3f0', 0.25), w / 2 - 0.17, y + 0.03 + jh / 2, z, room.g, false);
              mesh(new THREE.CylinderGeometry(0.062, 0.062, 0.02, 16), F.metal.brass(), w / 2 - 0.17, y + 0.04 + jh, z, room.g);
            } else if (pick === 3) {
              // A bottle of oil or wine.
              mesh(lathe([[0.001, 0], [0.04, 0.002], [0.04, 0.2], [0.015, 0.26], [0.014, 0.31], [0.001, 0.31]], 16), flat(r.pick(['#23402c', '#5a2a22', '#c8a640']), 0.15, 0, { clearcoat: 1 }), w / 2 - 0.17, y + 0.03, z, room.g);
            } else {
              // A linen-lined basket.
              block(room.g, F.fabric('#b89a6a', 0.2), 0.3, 0.18, 0.26, w / 2 - 0.18, y + 0.03, z + 0.05, 0.03);
              z += 0.16;
            }
          }
        }
      } else if (kind === 'laundry') {
        // Washer and dryer stacked in a column, a worktop and a sink.
        const white = flat('#f2f2f0', 0.3, 0, { clearcoat: 0.5 });
        for (const y of [0.05, 0.92]) {
          block(room.g, white, 0.6, 0.85, 0.6, -w / 2 + 0.35, y, -0.6, 0.02);
          const door = mesh(new THREE.TorusGeometry(0.2, 0.03, 12, 40), F.metal.chrome(), -w / 2 + 0.66, y + 0.42, -0.6, room.g);
          door.rotation.y = Math.PI / 2;
          const dg = mesh(new THREE.CircleGeometry(0.19, 32), flat('#2b3238', 0.05, 0.2, { clearcoat: 1 }), -w / 2 + 0.665, y + 0.42, -0.6, room.g);
          dg.rotation.y = Math.PI / 2;
        }
        F.kitchenRun(room.g, w / 2 - 0.35, 0, -Math.PI / 2, { l: 2.4, fronts, top: F.wood('#a07a52', 2), sink: true, on, r });
        block(room.g, F.fabric('#e9e3d8', 0.2), 0.4, 0.2, 0.3, w / 2 - 0.4, 0.9, 0.6, 0.03);
        block(room.g, lac, 0.6, 2.5, 0.58, -w / 2 + 0.35, 0, 0.4, 0.004);
      } else {
        F.toilet(room.g, 0, -0.4, 0);
        block(room.g, F.stone('#e9e5de', '#8a8', 1, 8), 0.6, 0.12, 0.35, -w / 2 + 0.3 + 0.05, 0.8, 0.8, 0.01).rotation.y = Math.PI / 2;
        const mirror = mesh(new THREE.CylinderGeometry(0.28, 0.28, 0.02, 48), F.mirrorMat(), -w / 2 + 0.02, 1.5, 0.8, room.g, false);
        mirror.rotation.z = Math.PI / 2;
        const l = new THREE.PointLight('#ffd9a8', 2.5 + on * 2, 4, 2);
        l.position.set(0, 2.4, 0.5);
        room.g.add(l);
      }
      camera(st, [0.2, 1.4, d / 2 - 0.2], [0, 1.1, -d / 2], 72);
      return;
    }
    case 'garage': {
      // A residents' car park: painted walls with a dado, an epoxy floor with its bays marked. The
      // contemporary building's (Bella Vista) is its own: a sand floor, a terracotta dado, doors
      // of grey steel; the classic one's (Monaco) grey, slate and oak.
      const modern = o.style === 'contemporary';
      const w = 8, d = 10, h = 2.6;
      const floorMat = new THREE.MeshPhysicalMaterial({ color: modern ? '#b9ab92' : '#9fa3a4', roughness: 0.4, clearcoat: 0.35, clearcoatRoughness: 0.2 });
      const room = shell(st, { ...o, w, d, h, view, openings: [], floorMat, wallMat: mat(plaster(modern ? '#f1ece2' : '#ecebe6', 30), { tile: 2, roughness: 1 }), noOutside: true });
      const dado = flat(modern ? '#a5573a' : '#5d666d', 0.7);
      block(room.g, dado, w - 0.02, 1.1, 0.01, 0, 0, -d / 2 + 0.006, 0.001);
      for (const sx of [-1, 1]) block(room.g, dado, 0.01, 1.1, d - 0.02, sx * (w / 2 - 0.006), 0, 0, 0.001);
      const lineMat = flat('#e9e6de', 0.8);
      for (const x of [-3.6, -1.0, 1.6]) block(room.g, lineMat, 0.1, 0.004, 5, x, 0, -1.5, 0.001);
      // No car: seen this close, the simple bodies F.car draws read as toys. The bays stand empty,
      // a concrete wheel stop at the back of each, square columns between them.
      const concreteM = mat(concrete('#b5b2ac'), { tile: 1.5, roughness: 1 });
      for (const x of [-2.3, 0.3]) block(room.g, concreteM, 1.6, 0.12, 0.18, x, 0, -3.7, 0.03);
      for (const x of [-3.6, -1.0, 1.6]) block(room.g, concreteM, 0.35, h, 0.35, x, 0, -4.6, 0.01);
      // A fire extinguisher on the wall by the cellar doors.
      mesh(cyl(0.08, 0.08, 0.5, 16), flat('#b3261e', 0.4), w / 2 - 0.12, 0.75, 0.75, room.g);
      // Cellar doors in oak slats along the right wall, and strip lights.
      for (const z of [-3, -0.5, 2]) {
        const dg = group(room.g, w / 2 - 0.05, 0, z);
        if (modern) block(dg, flat('#8d9296', 0.45, 0.6), 0.04, 2.1, 0.9, 0, 0, 0, 0.01);
        else for (let i = 0; i < 10; i++) block(dg, F.wood('#9a7550', 1), 0.04, 2.1, 0.08, 0, 0, -0.4 + i * 0.09, 0.01);
        block(dg, F.metal.black(), 0.06, 0.03, 0.2, -0.04, 1.0, -0.3, 0.005);
      }
      for (const z of [-3, 0, 3]) {
        mesh(rbox(0.1, 0.04, 1.6, 0.01), new THREE.MeshBasicMaterial({ color: '#fdfbf5' }), 0, h - 0.03, z, room.g, false);
        const l = new THREE.RectAreaLight('#f4f6ff', 30, 0.1, 1.6);
        l.position.set(0, h - 0.06, z);
        l.lookAt(0, 0, z);
        room.g.add(l);
        // What the diffuser sends sideways, washing the ceiling around the fitting.
        const wash = new THREE.PointLight('#f4f6ff', 1.2, 5, 2);
        wash.position.set(0, h - 0.12, z);
        room.g.add(wash);
      }
      st.env = 0.5;
      if (o.variant === 'corridor') camera(st, [2.6, 1.5, d / 2 - 0.4], [3.2, 1.0, -d / 2], 60);
      else camera(st, [-2.4, 1.5, d / 2 - 0.4], [1.5, 1.0, -d / 2], 66);
      return;
    }
  }
}

export type { Room };
