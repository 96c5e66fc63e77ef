// Buildings seen from outside: the villas, the two residences, a town hall, an ochre façade,
// a Belle Époque villa; each with its garden and the light of its mood.
import * as THREE from 'three';
import { block, cyl, flat, GLSL_VALUE_NOISE, group, lathe, mat, mesh, rbox } from './kit.ts';
import * as F from './furniture.ts';
import { WALLS, dryStoneWall, gravelPath, ground, hills, house, oldTown, roof, sea, tree } from './outdoor.ts';
import { camera } from './rooms.ts';
import { addSky, aimSun, haze, sunBehind, sunFromCamera, type Stage } from './stage.ts';
import { Noise, Rng } from './random.ts';
import { asphalt, deck, gravel, grass, plaster, stoneWall, travertine, waves } from './textures.ts';
import { climber, meadow, shrub } from './vegetation.ts';

export type ExteriorKind = 'villa' | 'residence' | 'avenue' | 'rockVilla' | 'townHall' | 'ochre';
export interface ExteriorOptions {
  /** Camera variant, so two pictures of one building are two views. */
  angle?: 'front' | 'oblique' | 'low' | 'terrace';
  /** The villa before its renovation: no extension, pool or deck; weathered walls and shutters. */
  before?: boolean;
}

function pool(st: Stage, w: number, d: number, x: number, z: number): void {
  const n = waves(4).normalMap.clone();
  n.repeat.set(w / 3, d / 3);
  const m = new THREE.MeshPhysicalMaterial({ color: '#1d7288', roughness: 0.12, normalMap: n, normalScale: new THREE.Vector2(0.25, 0.25), clearcoat: 0.5, envMapIntensity: 0.5 });
  m.userData['mirrorsSky'] = true;
  // The water sits just above the garden slab (which has no hole cut for it), its coping around.
  mesh(new THREE.PlaneGeometry(w, d), m, x, 0.03, z, st.scene, false).rotation.x = -Math.PI / 2;
  block(st.scene, flat('#dcebec', 0.5), w, 0.05, d, x, -1.4, z, 0.01);
  const coping = mat(travertine(12), { tile: 1, roughness: 1 });
  block(st.scene, coping, w + 0.8, 0.08, 0.4, x, 0, z - d / 2 - 0.2, 0.01);
  block(st.scene, coping, w + 0.8, 0.08, 0.4, x, 0, z + d / 2 + 0.2, 0.01);
  block(st.scene, coping, 0.4, 0.08, d, x - w / 2 - 0.2, 0, z, 0.01);
  block(st.scene, coping, 0.4, 0.08, d, x + w / 2 + 0.2, 0, z, 0.01);
}

/** A contemporary volume with floor-to-ceiling glazing, slab edges and glass balustrades. */
function modern(p: THREE.Object3D, x: number, z: number, o: { w: number; d: number; floors: number; step?: number; wall: string; lit: number; r: Stage['rng']; glow?: number; rail?: boolean; suites?: number }): void {
  const g = group(p, x, 0, z);
  const wallM = mat(plaster(o.wall, 83, 0.8), { tile: 3, roughness: 1 });
  // Glass that reflects the sky and lets the rooms behind show through: their back wall, and
  // drapes gathered at the sides of the bays.
  const glassM = new THREE.MeshPhysicalMaterial({ color: '#2b3b45', roughness: 0.04, metalness: 0.1, clearcoat: 1, envMapIntensity: 1.8, transparent: true, opacity: 0.5, depthWrite: false });
  const roomM = mat(plaster('#e9dfcf', 85, 0.6), { tile: 3, roughness: 1 });
  const litM = new THREE.MeshStandardMaterial({ color: '#2a2418', emissive: '#ffcf8a', emissiveIntensity: (o.glow ?? 1.6) * o.lit });
  for (let f = 0; f < o.floors; f++) {
    const setback = (o.step ?? 0) * f;
    const w = o.w - setback * 0.3;
    const d = o.d - setback;
    const y = f * 3.2;
    const zc = -setback / 2;
    block(g, wallM, w, 0.35, d + 0.4, 0, y, zc + 0.2, 0.02);
    // Solid ends and glazing between.
    block(g, wallM, 1.2, 2.85, d, -w / 2 + 0.6, y + 0.35, zc, 0.02);
    block(g, wallM, 1.2, 2.85, d, w / 2 - 0.6, y + 0.35, zc, 0.02);
    block(g, wallM, w, 2.85, d - 2.2, 0, y + 0.35, zc - 1.1, 0.02);
    block(g, roomM, w - 2.4, 2.85, 0.02, 0, y + 0.35, zc + d / 2 - 2.19, 0.002);
    const n = Math.round((w - 2.4) / 1.8);
    const bay = (w - 2.4) / n;
    for (let i = 0; i < n; i++) {
      const cx = -w / 2 + 1.2 + bay * (i + 0.5);
      const lamp = o.r.chance(o.lit * 0.7);
      block(g, lamp ? litM : glassM, bay - 0.08, 2.8, lamp ? 0.1 : 0.02, cx, y + 0.37, zc + d / 2 - 1.15, 0.005);
      if (!lamp && i % 2 === 0) F.drapes(g, cx - bay / 2 + 0.3, zc + d / 2 - 1.45, { w: 0.5, h: 2.8, color: '#ebe4d6', seed: f * 31 + i }).position.y += y + 0.35;
      block(g, F.metal.black(), 0.06, 2.85, 0.12, cx - bay / 2, y + 0.35, zc + d / 2 - 1.12, 0.005);
    }
    // Terrace balustrade in glass.
    if (o.rail !== false) {
      mesh(rbox(w - 0.2, 1.05, 0.02, 0.002), F.glass('#cfe4e4', 0.25), 0, y + 0.35 + 0.52, zc + d / 2 + 0.35, g, false).castShadow = false;
      block(g, F.metal.steel(), w - 0.2, 0.04, 0.05, 0, y + 1.38, zc + d / 2 + 0.35, 0.01);
    }
    if (f > 0 && o.r.chance(0.7)) F.plant(g, -w / 2 + 1.8, zc + d / 2 - 0.2, { h: 1.2, kind: 'olive', r: o.r }).position.y = y + 0.35;
    // `suites`: the front divided into that many private suites, a rendered fin between each two
    // from the glazing out to the balustrade, so each terrace is its own.
    for (let k = 1; k < (o.suites ?? 0); k++) block(g, wallM, 0.4, 2.85, 1.55, -w / 2 + (k * w) / o.suites!, y + 0.35, zc + d / 2 - 0.4, 0.02);
  }
  block(g, wallM, o.w - (o.step ?? 0) * o.floors * 0.3, 0.4, o.d - (o.step ?? 0) * (o.floors - 1) + 0.4, 0, o.floors * 3.2, -((o.step ?? 0) * (o.floors - 1)) / 2 + 0.2, 0.02);
}

/**
 * Render as it weathers on the coast: rain running off each cornice and sill leaves faint grey
 * streaks down the wall below it, fading before the next floor; the foot of the wall is darker
 * where splashes and damp rise; repainted patches a little off the wall's tone. From the world
 * position (metres), floors of `storey` metres from the ground up; for walls facing x or z.
 */
function weathered(m: THREE.MeshStandardMaterial, storey: number): THREE.MeshStandardMaterial {
  m.onBeforeCompile = (s) => {
    s.uniforms['storey'] = { value: storey };
    s.vertexShader = 'varying vec3 vWall;\n' + s.vertexShader.replace('#include <project_vertex>', '#include <project_vertex>\n\tvWall = ( modelMatrix * vec4( transformed, 1.0 ) ).xyz;');
    s.fragmentShader = s.fragmentShader
      .replace('#include <common>', `#include <common>
uniform float storey;
varying vec3 vWall;
${GLSL_VALUE_NOISE}
float wallNoise( vec2 p ) { return valueNoise( vec3( p, 0.0 ) ).x; }`)
      .replace('#include <color_fragment>', `#include <color_fragment>
\t{
\t\tfloat along = vWall.x + vWall.z;
\t\tfloat below = 1.0 - fract( vWall.y / storey );
\t\tfloat streak = wallNoise( vec2( along * 3.1, vWall.y * 0.35 ) ) * 0.65 + wallNoise( vec2( along * 9.0, vWall.y * 0.8 ) ) * 0.35;
\t\tfloat run = smoothstep( 0.45, 0.9, streak ) * ( 1.0 - smoothstep( 0.0, 0.75, below ) );
\t\tfloat damp = 1.0 - smoothstep( 0.1, 0.9 + 0.5 * wallNoise( vec2( along * 1.3, 3.0 ) ), vWall.y );
\t\tfloat repaint = wallNoise( vec2( along * 0.45, vWall.y * 0.45 ) + 11.0 );
\t\tdiffuseColor.rgb *= ( 1.0 - 0.2 * run ) * ( 1.0 - 0.14 * damp ) * ( 0.955 + 0.09 * repaint );
\t}`);
  };
  m.customProgramCacheKey = () => `weathered-${storey}`;
  return m;
}

/**
 * A Riviera residence of four levels: rendered walls on a stone base, French windows with their
 * shutters and linen curtains, a balcony along each upper floor with wrought-iron railings, a
 * stone cornice at every floor and a hipped roof of canal tiles. Its front faces +z.
 */
function riviera(p: THREE.Object3D, x: number, z: number, o: { w: number; d: number; floors: number; wall: string; shutter: string; r: Stage['rng']; lit: number; balconies?: boolean }): void {
  const g = group(p, x, 0, z);
  const H = 3.1;
  const { w, d } = o;
  const wallM = weathered(mat(plaster(o.wall, 61, 0.9), { tile: 2.5, roughness: 1 }), H);
  const stoneM = mat(travertine(63), { tile: 1.4, roughness: 1 });
  const baseM = mat(stoneWall('#c9b899', 64), { tile: 1.5, roughness: 1, normalScale: 1.2 });
  const frameM = flat('#f3efe6', 0.5);
  const shutterM = flat(o.shutter, 0.55);
  const slatM = flat(new THREE.Color(o.shutter).multiplyScalar(0.78).getStyle(), 0.6);
  const ironM = flat('#23211f', 0.5, 0.5);
  const roomM = flat('#4a3f35', 0.9);
  const litRoomM = new THREE.MeshStandardMaterial({ color: '#3a2f24', emissive: '#ffd49a', emissiveIntensity: 0.9 });
  const glassM = new THREE.MeshPhysicalMaterial({ color: '#9fb3bc', roughness: 0.03, metalness: 0, transparent: true, opacity: 0.55, envMapIntensity: 1.4, depthWrite: false });
  const curtainM = F.fabric('#efe8da', 0.4);
  const front = d / 2;
  // The stone base, then the rendered floors and their cornices.
  block(g, baseM, w + 0.1, 1.1, d + 0.1, 0, 0, 0, 0.02);
  block(g, wallM, w, o.floors * H - 1.1, d, 0, 1.1, 0, 0.02);
  for (let f = 1; f <= o.floors; f++) block(g, stoneM, w + 0.3, 0.22, d + 0.3, 0, f * H - 0.22, 0, 0.02);
  roof(g, w + 0.6, d + 0.6, o.floors * H, 'hip', '#c26a48');
  const bays = Math.max(3, Math.round(w / 3.4));
  const bay = w / bays;
  for (let f = 0; f < o.floors; f++) {
    const y0 = f * H + (f === 0 ? 0.35 : 0.22);
    const wh = f === 0 ? 2.4 : 2.35;
    for (let i = 0; i < bays; i++) {
      const cx = -w / 2 + bay * (i + 0.5);
      const door = f === 0 && i === Math.floor(bays / 2);
      const ww = door ? 1.6 : 1.3;
      // The room behind (its back wall lit in the evening), the glass, the frame, a curtain.
      const lit = o.r.chance(o.lit * 0.6);
      block(g, lit ? litRoomM : roomM, ww, wh, 0.02, cx, y0, front + 0.005, 0.002);
      if (door) {
        block(g, F.wood('#6b4a30', 1), ww - 0.1, wh - 0.05, 0.06, cx, y0, front + 0.01, 0.01);
        block(g, stoneM, ww + 1.0, 0.16, 1.1, cx, y0 + wh + 0.25, front + 0.55, 0.02);
        continue;
      }
      const side = o.r.chance(0.5) ? -1 : 1;
      const cw = ww * o.r.range(0.28, 0.45);
      block(g, curtainM, cw, wh - 0.1, 0.02, cx + side * (ww / 2 - cw / 2 - 0.04), y0 + 0.05, front + 0.02, 0.004);
      mesh(new THREE.PlaneGeometry(ww, wh), glassM, cx, y0 + wh / 2, front + 0.05, g, false);
      // Frame: jambs, head, a mullion; the two leaves of a French window.
      for (const sx of [-1, 1]) block(g, frameM, 0.07, wh, 0.08, cx + sx * (ww / 2 - 0.035), y0, front + 0.04, 0.005);
      block(g, frameM, ww, 0.08, 0.08, cx, y0 + wh - 0.08, front + 0.04, 0.005);
      block(g, frameM, 0.05, wh, 0.07, cx, y0, front + 0.04, 0.005);
      // A stone surround, and the shutters folded back against the wall, their slats in relief.
      block(g, stoneM, ww + 0.3, 0.16, 0.06, cx, y0 + wh, front + 0.03, 0.01);
      for (const sx of [-1, 1]) {
        const sg = group(g, cx + sx * (ww / 2 + 0.36), y0, front + 0.06);
        block(sg, shutterM, 0.66, wh, 0.035, 0, 0, 0, 0.006);
        for (let k = 0.12; k < wh - 0.1; k += 0.11) block(sg, slatM, 0.56, 0.035, 0.02, 0, k, 0.025, 0.004);
      }
    }
    if (f === 0 || o.balconies === false) continue;
    // The balcony along the front: a stone slab, its railing of iron bars, pots and a chair or two.
    const by = f * H;
    // Three metres deep: a table and a sitting corner for each flat (30 m² each).
    const deep = 3;
    block(g, stoneM, w - 0.4, 0.16, deep, 0, by - 0.16, front + deep / 2, 0.02);
    const rz = front + deep - 0.08;
    block(g, ironM, w - 0.5, 0.05, 0.05, 0, by + 1.0, rz, 0.01);
    block(g, ironM, w - 0.5, 0.03, 0.03, 0, by + 0.1, rz, 0.005);
    for (let bx = -w / 2 + 0.3; bx <= w / 2 - 0.3; bx += 0.13) block(g, ironM, 0.018, 0.92, 0.018, bx, by + 0.08, rz, 0.002);
    for (const sx of [-1, 1]) {
      block(g, ironM, 0.05, 0.05, deep - 0.1, sx * (w / 2 - 0.25), by + 1.0, front + deep / 2, 0.01);
      for (let bz = front + 0.1; bz < rz; bz += 0.13) block(g, ironM, 0.018, 0.92, 0.018, sx * (w / 2 - 0.25), by + 0.08, bz, 0.002);
    }
    for (let i = 0; i < bays; i++) {
      const cx = -w / 2 + bay * (i + 0.5);
      if (o.r.chance(0.45)) F.plant(g, cx + bay / 2, front + deep - 0.5, { h: o.r.range(0.8, 1.4), kind: o.r.pick(['olive', 'fig'] as const), r: o.r, pot: '#b86f4a' }).position.y = by;
      if (o.r.chance(0.3)) {
        const c = group(g, cx + 0.5, by, front + deep * 0.6, o.r.range(-0.4, 0.4));
        block(c, F.wood('#a47b52', 1), 0.5, 0.04, 0.5, 0, 0.42, 0, 0.01);
        block(c, F.wood('#a47b52', 1), 0.5, 0.5, 0.04, 0, 0.44, -0.23, 0.01);
        for (const [lx, lz] of [[-0.22, -0.22], [0.22, -0.22], [-0.22, 0.22], [0.22, 0.22]] as const) block(c, ironM, 0.025, 0.42, 0.025, lx, 0, lz, 0.003);
      }
    }
  }
  if (o.balconies === false) return;
  // A parasol on the top floor's balcony, ecru, half open to the sun.
  const top = (o.floors - 1) * H;
  const pg = group(g, w / 2 - 2.6, top, front + 1.6);
  mesh(cyl(0.025, 0.025, 2.3, 8), flat('#d8d2c6', 0.4, 0.6), 0, 1.15, 0, pg);
  mesh(new THREE.ConeGeometry(1.3, 0.45, 12, 1, true), F.fabric('#eee4d0', 0.5), 0, 2.2, 0, pg);
}

/** The walls and shutters of the residences along a Riviera street, one pair per building. */
const STREET = [
  ['#e9c48f', '#7f9184'],
  ['#e6b3a0', '#5f7d8c'],
  ['#efe3c8', '#8a6d4f'],
  ['#dca77a', '#6e8a78'],
] as const;

function garden(st: Stage, size: number, seed: number): void {
  // A Mediterranean lawn is warm and uneven, never a blue-green carpet.
  ground(st.scene, mat(grass(seed, 0.45), { tile: 4, roughness: 1, color: '#f2e2b8' }), size, size, 0, 0, 0);
}

/**
 * A town street along z, from `z0` outwards: a stone pavement with its kerb, the road with its
 * centre line and the far pavement.
 */
function townStreet(st: Stage, seed: number, z0: number): void {
  const stone = mat(travertine(seed + 11), { tile: 1.4, roughness: 1 });
  const kerb = mat(travertine(seed + 12), { tile: 1.2, roughness: 1 });
  ground(st.scene, stone, 400, 3.2, 0, 0.14, z0 + 1.6);
  block(st.scene, kerb, 400, 0.14, 0.22, 0, 0, z0 + 3.3, 0.01);
  ground(st.scene, mat(asphalt(seed + 13), { tile: 4, roughness: 1, envMapIntensity: 0.4 }), 400, 6.6, 0, 0.02, z0 + 6.7);
  for (let x = -200; x < 200; x += 6) block(st.scene, flat('#e9e7e0', 0.7), 3, 0.01, 0.12, x, 0.025, z0 + 6.7, 0.002);
  ground(st.scene, stone, 400, 3.2, 0, 0.14, z0 + 11.6);
  block(st.scene, kerb, 400, 0.14, 0.22, 0, 0, z0 + 10.1, 0.01);
}

/**
 * A Riviera garden on its slope rather than a lawn: dry grass and earth, a paved terrace in
 * front of the house, a low dry-stone wall across the foreground with rosemary, lavender and
 * clipped box along it, and scattered clumps beyond. `front`: the z where the terrace ends.
 * `street`: the garden's wall gives onto a town street (pavement, road, the far pavement) instead
 * of beds of lavender and rosemary running out to the camera: a residence in its town.
 */
function terracedGarden(st: Stage, size: number, seed: number, front: number, half: number, street = false): void {
  const r = st.rng;
  ground(st.scene, mat(grass(seed, 0.7), { tile: 5, roughness: 1, color: '#eadfc4', normalScale: 0.4 }), size, size, 0, 0, 0);
  ground(st.scene, mat(gravel(seed + 1), { tile: 2.5, roughness: 1, color: '#efe6d6' }), half * 2 + 8, front - 2, 0, 0.03, front / 2 + 1);
  const wallM = dryStoneWall('#c4b496', seed + 2);
  block(st.scene, wallM, size * 0.8, 0.8, 0.6, 0, 0, front + 0.3, 0.04);
  block(st.scene, mat(travertine(seed + 3), { tile: 1.2, roughness: 1 }), size * 0.8, 0.08, 0.7, 0, 0.8, front + 0.3, 0.01);
  for (let x = -size * 0.38; x < size * 0.38; x += r.range(0.9, 1.6)) {
    if (Math.abs(x) < 2.5) continue;
    // On a street, the hedge stands behind the wall, in the garden.
    shrub(st.scene, x, 0, (street ? front - 1.0 : front + 1.3) + r.range(-0.2, 0.4), r.pick(['rosemary', 'lavender', 'lavender', 'box'] as const), r.range(0.9, 1.4), r);
  }
  if (street) {
    townStreet(st, seed, front + 0.6);
    for (let i = 0; i < 3; i++) block(st.scene, mat(travertine(seed + 4), { tile: 1.2, roughness: 1 }), 2.6, 0.27 * (i + 1), 0.4, 0, 0, front + 0.9 - i * 0.4, 0.01);
    return;
  }
  for (let i = 0; i < 70; i++) {
    const x = r.range(-size * 0.4, size * 0.4);
    const z = r.range(front + 3, front + 40);
    if (Math.abs(x) < 3) continue;
    shrub(st.scene, x, 0, z, r.pick(['rosemary', 'box', 'lavender'] as const), r.range(0.8, 1.8), r);
  }
  // Beds of lavender and rosemary line the path up to the steps, thick where the camera stands.
  for (const side of [-1, 1]) for (let row = 0; row < 3; row++) for (let z = front + 2.2; z < front + 36; z += r.range(0.8, 1.1)) {
    shrub(st.scene, side * (1.9 + row * 1.05 + r.range(-0.15, 0.15)), 0, z, row === 1 ? 'rosemary' : 'lavender', r.range(0.9, 1.2), r);
  }
  // Steps through the wall, on the path.
  for (let i = 0; i < 3; i++) block(st.scene, mat(travertine(seed + 4), { tile: 1.2, roughness: 1 }), 2.6, 0.27 * (i + 1), 0.4, 0, 0, front + 0.9 - i * 0.4, 0.01);
}

export function exterior(st: Stage, kind: ExteriorKind, o: ExteriorOptions): void {
  const r = st.rng;
  const lit = st.lamps;
  sunBehind(st);
  // Les Étoiles stand under Roquebrune's hill, which faces the camera.
  if (kind === 'rockVilla') sunFromCamera(st);
  addSky(st);
  st.ao = 1.2;
  const angle = o.angle ?? 'front';
  switch (kind) {
    case 'villa': {
      // Villa Pamplemousse as its plans draw it: a house of the 1960s, two floors of white render
      // and shuttered windows under a hipped roof of canal tiles, and on its east side the glazed
      // extension of the renovation under a flat roof; a wooden terrace above the pool; Golfe-Juan's
      // bay far off.
      garden(st, 120, 85);
      // The lawn runs on under the hills, so a view along the garden never reaches its edge.
      ground(st.scene, mat(grass(86, 0.55), { tile: 6, roughness: 1, color: '#eadcb4' }), 600, 600, 0, -0.02, 0);
      sea(st, -40);
      hills(st, { x0: -9000, x1: -500, z0: -4000, depth: 2500, height: 650, seed: 23, dir: -1, color: '#8a5a46' });
      hills(st, { x0: -3000, x1: 3000, z0: -120, depth: 100, height: 30, seed: 87, dir: 1, trees: 60, base: -40 });
      // Beyond the garden the land rises again, wooded and built with villas, as the hills above
      // the bay are: the lawn never meets the sky.
      hills(st, { x0: -2500, x1: 9000, z0: -280, depth: 1400, height: 170, seed: 24, dir: -1, trees: 320, villas: 16, villaDepth: 0.3, base: -12 });
      // Before the works (`before`), the same house in its 1960s state: greyed render, faded
      // shutters, a concrete terrace on the lawn; no extension, deck or pool. The garden around is
      // drawn from the same stream, so it stands where it stands in the pictures after.
      const before = o.before === true;
      riviera(st.scene, -3, 6, { w: 13, d: 10, floors: 2, wall: before ? '#ddd5c4' : '#f4f1ea', shutter: before ? '#9b9282' : '#8fa39a', r, lit, balconies: false });
      const extension = group(st.scene, 0, 0, 0);
      modern(extension, 7.4, 7.2, { w: 7.6, d: 8, floors: 1, wall: '#f4f1ea', lit, r, rail: false });
      extension.visible = !before;
      if (before) block(st.scene, flat('#b3ada2', 0.95), 14, 0.15, 3.6, -3, 0, 12.9, 0.01);
      else {
        const dk = mat(deck('#a07a55', 91), { tile: 1.4, roughness: 1 });
        block(st.scene, dk, 21, 0.25, 5, 1, 0.5, 13.6, 0.01);
        // The deck stands on a low wall of the house's stone, down to the lawn.
        block(st.scene, mat(stoneWall('#c9b899', 92), { tile: 1.5, roughness: 1 }), 20.9, 0.5, 4.9, 1, 0, 13.6, 0.02);
        pool(st, 12, 6, 0, 20.5);
        for (let i = 0; i < 3; i++) {
          const lg = group(st.scene, -4 + i * 1.6, 0.75, 13.5, Math.PI);
          block(lg, F.wood('#8a6440', 1), 0.7, 0.25, 2.0, 0, 0, 0, 0.02);
          block(lg, F.fabric('#efe9dd', 0.2), 0.66, 0.08, 1.9, 0, 0.25, 0, 0.04);
        }
      }
      // The garden: umbrella pines behind the house, olives and palms beside it,
      // lavender and clipped box along the terrace, a stone path.
      // (Pines only: a cypress's thin top, against the sky at this distance, breaks into beads.)
      for (let i = 0; i < 7; i++) tree(st.scene, -26 + i * 8.5 + r.range(-2, 2), 0, r.range(-14, -6), r.pick(['pine', 'pine', 'pine'] as const), r.range(12, 17), r);
      for (const s of [-1, 1]) {
        // (Clear of the house's ends: a palm just behind one would seem to rise out of its roof.)
        tree(st.scene, s * r.range(21, 24), 0, r.range(4, 10), r.pick(['olive', 'palm'] as const), r.range(6, 9), r);
        tree(st.scene, s * r.range(20, 26), 0, r.range(14, 26), r.pick(['olive', 'pine', 'palm'] as const), r.range(7, 12), r);
        for (let i = 0; i < 9; i++) shrub(st.scene, s * (10 + i * 0.9), 0, 16.5 + r.range(-0.2, 0.2), 'lavender', 0.9, r);
        for (let i = 0; i < 4; i++) shrub(st.scene, s * (9.8 + r.range(0, 1)), 0, 22 + i * 2.2, 'box', 1.1, r);
      }
      for (let i = 0; i < 14; i++) shrub(st.scene, r.range(-40, 40), 0, r.range(-30, -16), r.pick(['rosemary', 'box'] as const), r.range(1.2, 2.2), r);
      // The garden's east edge, seen past the pool from its west corner: pines and olives, then
      // the neighbours' cypresses (a stream of their own).
      const east = new Rng('villa-east-edge');
      for (let z = -24; z < 44; z += east.range(5, 8)) tree(st.scene, east.range(30, 38), 0, z, east.pick(['pine', 'olive', 'pine'] as const), east.range(8, 14), east);
      for (let z = -20; z < 44; z += east.range(3, 4)) tree(st.scene, east.range(44, 47), 0, z, 'cypress', east.range(9, 12), east);
      haze(st, 0.0002);
      aimSun(st, new THREE.Vector3(0, 3, 12), 35, 150);
      if (angle === 'oblique') camera(st, [13, 1.7, 27], [-2, 4, 6], 48);
      else if (before) {
        // Crouched among the lavender of the neglected garden, the lens on its spikes: the old
        // house stands soft behind them.
        camera(st, [-15.5, 0.75, 19.2], [-3, 3.2, 6], 52);
        st.focus = { at: 3, aperture: 0.0035, max: 0.007 };
      } else camera(st, [-17, 2.3, 25], [0, 3.0, 10], 52);
      // No grass under the house and its deck, nor in the pool and its coping.
      meadow(st.scene, st.camera, [-60, -60, 60, 60], { seed: 85, dry: before ? 0.7 : 0.45, skip: before ? [[-10, 0.5, 4, 14.8]] : [[-10, 0.5, 11.6, 16.2], [-6.8, 16.2, 6.8, 24.3]] });
      // The view faces the house (+z to -z); the bay lies behind it, the sun to the side.
      return;
    }
    case 'residence': {
      // Bella Vista: a residence of four levels on the heights of Beausoleil, six flats with their
      // balconies over a terraced garden, between its neighbours along a quiet street; Monaco's
      // hills behind.
      terracedGarden(st, 160, 87, 14, 18, true);
      sea(st, -60);
      // The slope rises far behind, lower than the roof from the garden: sky above the building.
      hills(st, { x0: -4000, x1: 4000, z0: -420, depth: 1500, height: 140, seed: 93, dir: -1, trees: 260, base: 0 });
      // 14 m by 13 on four levels: the fact sheet's 600 m² of flats.
      riviera(st.scene, 0, 2, { w: 14, d: 13, floors: 4, wall: '#e9c48f', shutter: '#7f9184', r, lit });
      // Two neighbours on each side, set a little back, in the street's other colours (a stream of
      // their own): a residence in its quarter, not alone in a field.
      const nb = new Rng('bella-vista-street');
      for (const side of [-1, 1]) {
        let x = side * 7;
        for (let i = 0; i < 2; i++) {
          const w = nb.range(14, 18);
          x += side * (nb.range(5, 7) + w / 2);
          // The street's other colours, by neighbour: left, right, then the next ones out.
          const [wall, shutter] = STREET[1 + ((i * 2 + (side > 0 ? 1 : 0)) % 3)]!;
          riviera(st.scene, x, -2.5, { w, d: 12, floors: nb.int(3, 5), wall, shutter, r: nb, lit });
          x += side * (w / 2);
        }
      }
      // (Trees of the front gardens, inside the wall along the street.)
      for (let i = 0; i < 10; i++) tree(st.scene, r.pick([-1, 1]) * r.range(18, 40), 0, r.range(8.5, 13), r.pick(['olive', 'palm', 'olive', 'pine'] as const), r.range(6, 12), r);
      // Pines and cypresses behind, so the building stands in a garden on its slope.
      for (let i = 0; i < 9; i++) tree(st.scene, -40 + i * 10 + r.range(-2, 2), 0, r.range(-20, -10), r.pick(['pine', 'cypress', 'pine'] as const), r.range(15, 20), r);
      const path = gravelPath(95);
      ground(st.scene, path, 2.6, 34, 0, 0.02, 32);
      haze(st, 0.0003);
      aimSun(st, new THREE.Vector3(0, 8, 5), 40, 160);
      // From across the street at an angle, standing at the far kerb so the road takes a strip
      // of the frame, not its lower third; or (low) from further along the far pavement.
      if (angle === 'low') camera(st, [15, 1.6, 24.6], [-3, 7.4, 0], 54, 0.45);
      else camera(st, [-13.5, 1.7, 24.6], [1.5, 8.8, 2], 58, 0.45);
      // Grass only beyond the far pavement.
      meadow(st.scene, st.camera, [-80, 28, 80, 80], { seed: 87, dry: 0.7 });
      return;
    }
    case 'avenue': {
      // An avenue on the heights above the sea: residences of three to five storeys along it, each
      // in its own colours, the pavement under their balconies, palms along the stone parapet on
      // the sea side, the coast far off. The sea lies on the +z side here: its plane, laid towards
      // -z by default, is centred on the scene, or its edge showed as a pale slanting line below
      // the horizon.
      sea(st, -60).position.z = 0;
      hills(st, { x0: -4000, x1: 4000, z0: -420, depth: 1500, height: 170, seed: 71, dir: -1, trees: 260, base: 0 });
      ground(st.scene, mat(grass(72, 0.7), { tile: 5, roughness: 1, color: '#eadfc4' }), 400, 60, 0, 0, -22);
      ground(st.scene, mat(travertine(73), { tile: 1.4, roughness: 1 }), 400, 4.2, 0, 0.12, 10.1);
      block(st.scene, mat(travertine(74), { tile: 1.2, roughness: 1 }), 400, 0.14, 0.2, 0, 0, 12.25, 0.01);
      ground(st.scene, mat(asphalt(77), { tile: 4, roughness: 1, envMapIntensity: 0.4 }), 400, 7, 0, 0.02, 15.8);
      for (let x = -200; x < 200; x += 6) block(st.scene, flat('#e9e7e0', 0.7), 3, 0.01, 0.12, x, 0.025, 15.8, 0.002);
      ground(st.scene, mat(travertine(75), { tile: 1.4, roughness: 1 }), 400, 2.2, 0, 0.12, 20.4);
      block(st.scene, mat(stoneWall('#c9b899', 76), { tile: 1.5, roughness: 1, normalScale: 1.2 }), 400, 1.0, 0.5, 0, 0, 21.7, 0.02);
      let x = -90;
      for (let i = 0; i < 7; i++) {
        const w = r.range(16, 22);
        const [wall, shutter] = STREET[i % STREET.length]!;
        riviera(st.scene, x + w / 2, 2, { w, d: 12, floors: r.int(3, 5), wall, shutter, r, lit });
        // A garden strip with pines between two residences.
        tree(st.scene, x + w + 2.5, 0, r.range(-2, 4), r.pick(['pine', 'cypress', 'olive'] as const), r.range(8, 14), r);
        x += w + r.range(4, 7);
      }
      for (let px = -80; px < 30; px += r.range(9, 13)) tree(st.scene, px, 0.12, 20.8, 'palm', r.range(7, 9.5), r);
      // Along the parapet, lamp posts and benches facing the sea, at a steady pace.
      const iron = F.metal.black();
      const globe = new THREE.MeshStandardMaterial({ color: '#f4eee0', roughness: 0.4, emissive: '#ffd59a', emissiveIntensity: lit * 3 });
      for (let lx = -86; lx < 30; lx += 18) {
        mesh(cyl(0.05, 0.08, 3.8, 10), iron, lx, 0.12 + 1.9, 21.05, st.scene);
        block(st.scene, iron, 0.7, 0.05, 0.05, lx, 3.85, 21.05, 0.01);
        for (const d of [-0.33, 0.33]) mesh(new THREE.SphereGeometry(0.16, 14, 10), globe, lx + d, 3.72, 21.05, st.scene);
        const bench = group(st.scene, lx + 9, 0.12, 20.9);
        for (let k = 0; k < 4; k++) block(bench, F.wood('#8a6a48', 1), 1.8, 0.04, 0.1, 0, 0.45, -0.18 + k * 0.12, 0.005);
        for (let k = 0; k < 3; k++) block(bench, F.wood('#8a6a48', 1), 1.8, 0.1, 0.03, 0, 0.55 + k * 0.13, 0.27, 0.005);
        for (const bx of [-0.75, 0.75]) block(bench, iron, 0.05, 0.45, 0.5, bx, 0, 0, 0.005);
      }
      // Cars parked along the kerb on the residences' side, gaps between them (a stream of their own);
      // none in the first 45 m before the camera: their simple bodies are for a distant look.
      const cr = new Rng('avenue-cars');
      for (let cx = -70 + cr.range(0, 6); cx < 0; cx += cr.range(5.6, 11)) {
        if (cr.chance(0.2)) continue;
        F.car(st.scene, cx, 13.45 + cr.range(-0.08, 0.08), Math.PI / 2 + cr.range(-0.02, 0.02), cr.pick(['#e4e4e0', '#25282c', '#80878e', '#1f3550', '#7a1e24', '#c8c2b4', '#b9bdc0', '#2d4a3a', '#d8cbb0']), cr.pick(['suv', 'hatch', 'saloon', 'hatch'] as const));
      }
      haze(st, 0.0004);
      // The morning sun over the sea: on the façades and the street, the palms' shadows across it
      // (from behind the residences it left the whole street in their shade, lit blue by the sky).
      st.sunDir.set(-0.45, 0.5, 0.74).normalize();
      st.exposure = 0.82;
      aimSun(st, new THREE.Vector3(0, 8, 5), 80, 220);
      // On the pavement of the sea side, 35 mm: the avenue runs away between its residences and
      // its palms, lamps and benches.
      camera(st, [44, 1.72, 19.9], [-20, 6, 6], 50, 0.4);
      return;
    }
    case 'rockVilla': {
      // Les Étoiles du Rocher: a stone-and-render villa under a tiled roof on its terraces, Roquebrune's hill behind.
      terracedGarden(st, 160, 97, 14, 16);
      const hill = hills(st, { x0: -3000, x1: 3000, z0: -60, depth: 1400, height: 420, seed: 99, dir: -1, trees: 700 });
      const hAt = hill.userData['heightAt'] as (x: number, z: number) => number;
      // Roquebrune's old village on its spur, the castle keep at the top.
      const vx = -150;
      const vz = -420;
      for (let i = 0; i < 40; i++) {
        const a = r.range(0, 6.28);
        const d = r.range(4, 45);
        const hx = vx + Math.cos(a) * d;
        const hz = vz + Math.sin(a) * d * 0.6;
        const hg = house(st.scene, hx, hAt(hx, hz) - 1 + (45 - d) * 0.5, hz, { w: r.range(8, 11), d: 9, floors: r.int(2, 4), wall: r.pick(['#d8b88c', '#c9a074', '#e0c69c', '#e3b07a']), seed: 600 + i, lit, detail: 'far' });
        block(hg, mat(stoneWall('#b3a184', 101), { tile: 4 }), 10, 30, 10, 0, -30, 0, 0.1);
      }
      block(st.scene, mat(stoneWall('#b3a184', 101), { tile: 5 }), 14, 36, 12, vx, hAt(vx, vz) + 4, vz, 0.1);
      // The house on a low base of dry stone, both its floors of glazed suites above the garden
      // (a base as high as a floor hid the lower one, and left a pavilion on a wall).
      const wallStone = dryStoneWall('#c2b294', 103);
      const BASE = 1.1;
      block(st.scene, wallStone, 30, BASE, 14, 0, 0, -4, 0.05);
      const home = group(st.scene, 0, BASE, 0);
      modern(home, 0, -4, { w: 24, d: 12, floors: 2, wall: '#efe4d0', lit, r, step: 1.5, suites: 5 });
      // Its hipped roof of canal tiles over the upper floor (the beams of its rooms and the fourth
      // suite's sloping ceiling are under it), eaves overhanging the top slab, pitched steep
      // enough to show from the garden below.
      roof(group(home, 0, 0, -4.55), 23.1, 10.5, 6.8, 'hip', '#c26a48', true, 0.32);
      block(st.scene, mat(travertine(13), { tile: 1.2 }), 30, 0.2, 10, 0, 0, 8, 0.02);
      pool(st, 14, 4, 0, 10);
      for (let i = 0; i < 12; i++) tree(st.scene, r.pick([-1, 1]) * r.range(16, 34), 0, r.range(-10, 24), r.pick(['olive', 'cypress', 'pine', 'olive'] as const), r.range(5, 10), r);
      if (lit > 0.3) for (let i = 0; i < 6; i++) {
        const l = new THREE.PointLight('#ffc987', 30 * lit, 20, 2);
        l.position.set(-10 + i * 4, 2.5, 5);
        st.scene.add(l);
      }
      haze(st, 0.0004);
      aimSun(st, new THREE.Vector3(0, 4, 0), 40, 160);
      if (angle === 'terrace') {
        camera(st, [-6, 1.2, 32], [3, 4.6, -4], 50, 0.35);
        // Focused on the lavender in front, the house beyond soft, as a photograph taken among the beds has it.
        st.focus = { at: 4.5, aperture: 0.00014, max: 0.0035 };
      } else camera(st, [12, 1.8, 26], [-6, 6, -10], 50, 0.3);
      meadow(st.scene, st.camera, [-80, 14.6, 80, 80], { seed: 97, dry: 0.7 });
      return;
    }
    case 'townHall': {
      // A Provençal town hall closing its square: symmetrical façade, green shutters, a balcony with
      // plain flags; plane trees, a fountain, café tables and the houses that frame the square.
      // The square: a calade of cobbles laid in panels between bands of pale stone, 6 m apart.
      const pav = mat(travertine(105), { tile: 2.4, roughness: 1, color: '#f3dcc0' });
      ground(st.scene, mat(stoneWall('#b8ab98', 104), { tile: 1.2, roughness: 1, color: '#f4e4cc' }), 70, 70, 0, 0, 6);
      for (let k = -5; k <= 5; k++) {
        block(st.scene, pav, 0.5, 0.02, 70, k * 6, 0, 6, 0.003);
        block(st.scene, pav, 70, 0.02, 0.5, 0, 0, 6 + k * 6, 0.003);
      }
      ground(st.scene, mat(stoneWall('#a89a86', 106), { tile: 1.2, roughness: 1 }), 200, 200, 0, -0.05, 0);
      const g = group(st.scene, 0, 0, -12);
      house(g, 0, 0, 0, { w: 26, d: 14, floors: 3, wall: '#ecd9b4', shutter: '#4f7053', seed: 107, lit, roof: 'hip', ground: 'door', relief: true });
      // Pilasters, a cornice and the central bay in stone.
      const stoneM = mat(travertine(108), { tile: 1.5, roughness: 0.9, color: '#f4ecdc' });
      for (const x of [-12.6, -3.2, 3.2, 12.6]) block(g, stoneM, 0.8, 9, 0.3, x, 0, 7.1, 0.02);
      block(g, stoneM, 26.6, 0.5, 0.8, 0, 8.8, 7.0, 0.03);
      block(g, stoneM, 26.4, 0.25, 0.5, 0, 2.9, 7.05, 0.02);
      // Steps up to the door.
      for (let i = 0; i < 3; i++) block(g, stoneM, 8 - i * 0.6, 0.16, 1.2 - i * 0.35, 0, i * 0.16, 7.6 - i * 0.1, 0.01);
      block(g, flat('#2a2a2a', 0.6, 0.4), 8, 0.1, 1.4, 0, 3.1, 7.7, 0.01);
      for (let i = 0; i < 20; i++) block(g, flat('#222', 0.5, 0.5), 0.03, 1, 0.03, -4 + i * 0.42, 3.2, 8.35, 0.005);
      block(g, flat('#222', 0.5, 0.5), 8.2, 0.05, 0.05, 0, 4.2, 8.35, 0.005);
      // Flags on poles, no lettering: the tricolour, and Europe's twelve gold stars on blue.
      const flagCols = [['#1f3d8a', '#f4f4f2', '#c8202d'], ['#ffffff']];
      for (let k = 0; k < 2; k++) {
        const pole = mesh(cyl(0.04, 0.04, 3.4, 8), F.metal.brass(), -1.2 + k * 2.4, 5, 8.6, g);
        pole.rotation.x = 0.6;
        const fg = group(g, -1.2 + k * 2.4, 6.3, 9.7);
        const cols = flagCols[k]!;
        for (let s = 0; s < (k === 0 ? 3 : 1); s++) {
          const geo = new THREE.PlaneGeometry(k === 0 ? 0.4 : 1.2, 0.9, 6, 6);
          const p = geo.attributes.position!;
          for (let i = 0; i < p.count; i++) p.setZ(i, Math.sin(p.getX(i) * 5 + s * 2) * 0.07);
          geo.computeVertexNormals();
          mesh(geo, new THREE.MeshStandardMaterial({ color: cols[s]!, map: k === 1 ? europeFlag() : null, roughness: 0.9, side: THREE.DoubleSide }), k === 0 ? 0.4 * s - 0.4 : 0, -0.45, 0, fg);
        }
      }
      // The houses that frame the square, their façades turned towards it.
      for (const s of [-1, 1]) for (let i = 0; i < 3; i++) house(st.scene, s * 26, 0, -6 + i * 13, { w: 12.6, d: 12, floors: r.int(3, 5), wall: r.pick(WALLS), seed: 109 + i * 7 + (s > 0 ? 50 : 0), lit, ry: -s * Math.PI / 2, ground: 'shop', relief: true });
      for (const x of [-20, 20]) house(st.scene, x, 0, -12, { w: 12, d: 12, floors: 4, wall: x < 0 ? '#e3b07a' : '#e8c69a', seed: 111 + x, lit });
      // Plane trees in two rows, benches beneath.
      for (const x of [-13, 13]) for (const z of [0, 11, 22]) tree(st.scene, x + r.range(-0.5, 0.5), 0, z, 'plane', r.range(11, 13), r);
      for (let i = 0; i < 4; i++) block(st.scene, F.wood('#7a5a3e', 1), 1.8, 0.45, 0.5, (i < 2 ? -13 : 13) + (i % 2 ? 2 : -2), 0, 5.5, 0.02);
      // The fountain: a round stone basin with a column.
      const fb = group(st.scene, 0, 0, 10);
      mesh(lathe([[0.01, 0], [3, 0], [3, 0.55], [2.75, 0.6], [2.75, 0.2], [0.01, 0.2]], 64), stoneM, 0, 0, 0, fb);
      // Its water mirrors the blue sky above (not the pale light that fills the shadows).
      const waterM = new THREE.MeshPhysicalMaterial({ color: '#3d6f78', roughness: 0.05, clearcoat: 1, envMapIntensity: 1.4 });
      waterM.userData['mirrorsSky'] = true;
      const water = mesh(new THREE.CircleGeometry(2.75, 48), waterM, 0, 0.45, 0, fb, false);
      water.rotation.x = -Math.PI / 2;
      mesh(lathe([[0.35, 0], [0.25, 0.3], [0.22, 1.6], [0.8, 1.8], [0.7, 1.95], [0.15, 2.0], [0.12, 2.6], [0.01, 2.7]], 32), stoneM, 0, 0.2, 0, fb);
      // Running water: four spouts from the upper bowl arc down into the basin, each landing in
      // a ring of foam; a low jet rises from the top.
      const waterJet = new THREE.MeshPhysicalMaterial({ color: '#eef6f7', roughness: 0.1, transparent: true, opacity: 0.6, depthWrite: false });
      const foamM = new THREE.MeshStandardMaterial({ color: '#f4f8f8', roughness: 0.6, transparent: true, opacity: 0.55, depthWrite: false });
      for (let k = 0; k < 4; k++) {
        const a = Math.PI / 4 + (k * Math.PI) / 2;
        const dir = new THREE.Vector3(Math.cos(a), 0, Math.sin(a));
        const from = dir.clone().multiplyScalar(0.8).setY(2.05);
        const to = dir.clone().multiplyScalar(2.0).setY(0.46);
        const mid = dir.clone().multiplyScalar(1.75).setY(2.15);
        mesh(new THREE.TubeGeometry(new THREE.QuadraticBezierCurve3(from, mid, to), 24, 0.035, 8), waterJet, 0, 0, 0, fb, false);
        const foam = mesh(new THREE.RingGeometry(0.05, 0.28, 24), foamM, to.x, 0.465, to.z, fb, false);
        foam.rotation.x = -Math.PI / 2;
      }
      mesh(new THREE.CylinderGeometry(0.015, 0.04, 0.7, 8), waterJet, 0, 3.25, 0, fb, false);
      // A café's tables and parasols along one side, out to the corner of the square.
      const cafe = [[9, 12], [10.5, 16.5], [12, 21], [10.8, 25.5], [7.6, 23.4]] as const;
      for (const [x, z] of cafe) {
        const cg = group(st.scene, x, 0, z);
        mesh(cyl(0.35, 0.35, 0.04, 24), flat('#e9e4da', 0.5), 0, 0.74, 0, cg);
        mesh(cyl(0.03, 0.03, 0.74, 8), F.metal.black(), 0, 0.37, 0, cg);
        // Bistro chairs of woven cane on black frames, as French café terraces have them.
        for (let k = 0; k < 3; k++) F.chair(cg, Math.cos(k * 2.1) * 0.7, Math.sin(k * 2.1) * 0.7, -k * 2.1 + Math.PI / 2, F.fabric('#a48a62'), F.metal.black());
        mesh(cyl(0.025, 0.025, 2.4, 8), flat('#eee', 0.5), 0, 1.2, 0, cg);
        mesh(new THREE.ConeGeometry(1.6, 0.5, 8, 1, true), new THREE.MeshStandardMaterial({ color: '#efe8da', roughness: 0.9, side: THREE.DoubleSide }), 0, 2.3, 0, cg);
      }
      // Street lamps.
      for (const x of [-6, 6]) {
        mesh(cyl(0.06, 0.09, 3.6, 10), F.metal.black(), x, 1.8, 14, st.scene);
        mesh(new THREE.SphereGeometry(0.2, 12, 10), new THREE.MeshStandardMaterial({ color: '#f4eee0', emissive: '#ffd59a', emissiveIntensity: lit * 3 }), x, 3.75, 14, st.scene);
      }
      haze(st, 0.0006);
      aimSun(st, new THREE.Vector3(0, 5, 0), 40, 160);
      // From a corner of the square, past the café's parasols: the town hall at an angle behind
      // its fountain, the plane trees and the houses leading to it.
      camera(st, [5.5, 1.65, 31], [-2, 12, -12], 48, 0.3);
      return;
    }
    case 'ochre': {
      ground(st.scene, mat(stoneWall('#a99f92', 113), { tile: 1.5, roughness: 1 }), 120, 120, 0, 0, 10);
      const g = group(st.scene, 0, 0, -10);
      house(g, 0, 0, 0, { w: 12, d: 12, floors: 4, wall: '#d9a441', shutter: '#8e9a98', seed: 119, lit, roof: 'hip', relief: true });
      // Cornices in relief (the balconies stand on the windows).
      const corn = flat('#f0dcae', 0.8);
      for (let f = 1; f <= 4; f++) block(g, corn, 12.4, 0.18, 0.3, 0, f * 3 - 0.1, 6.1, 0.02);
      // Bougainvillea climbing the façade: a trunk of two stems by the door, then leaves and magenta
      // bracts spreading over the first floors and along their balconies.
      const vine = flat('#5b4634', 1);
      for (const [dx, lean] of [[0, 0.03], [0.14, -0.06]] as const) {
        const stem = mesh(cyl(0.035, 0.065, 3.4, 8), vine, -4.45 + dx, 1.7, 6.2, g);
        stem.rotation.z = lean;
      }
      const mask = new Noise(125);
      // Where it grows: a ragged patch over the wall, wider up where it has found the balconies,
      // its outline and holes drawn by a noise; clumps of 30-60 cm, the wall's depth halving them.
      const grows = (x: number, y: number): number => {
        const spread = y < 3 ? 0.5 : y < 4.4 ? 3.2 : 2.4 - (y - 4.4) * 0.15;
        const cx = -4.3 + (y > 3 ? (y - 3) * 0.12 : 0);
        const edge = 1 - Math.abs(x - cx) / spread;
        return edge + (mask.fbm(x / 8 + 0.5, y / 12 + 0.5, 4, 3) - 0.5) * 1.6;
      };
      const clumps: { x: number; y: number; z: number; r: number }[] = [];
      for (let tries = 0; clumps.length < 70 && tries < 2000; tries++) {
        const x = r.range(-8, -0.5);
        const y = r.range(0.5, 10);
        if (grows(x, y) < 0.25) continue;
        clumps.push({ x, y, z: 6.05 + r.range(0, 0.15), r: r.range(0.3, 0.6) });
      }
      climber(g, clumps, r);
      // Olive trees in terracotta pots by the doors, on the square.
      for (const x of [-7.2, 1.4, 7.8]) F.plant(st.scene, x, -2.6, { h: 1.8, kind: 'olive', r, pot: '#b86b4b' });
      for (const x of [-12.5, 12.5]) house(st.scene, x, 0, -10, { w: 12, d: 12, floors: 4, wall: x < 0 ? '#e3a58a' : '#ecdcc2', seed: 123 + x, lit, relief: true });
      // And the square's other houses on either side, so its row runs out of the frame.
      for (const x of [-24.6, 24.6]) house(st.scene, x, 0, -10.6, { w: 12, d: 12, floors: x < 0 ? 5 : 3, wall: x < 0 ? '#ecc9a0' : '#e8b27a', seed: 131 + x, lit });
      // The square's west side, turned towards it: seen from its corner, the row closes the view.
      const west = new Rng('ochre-west');
      for (let i = 0; i < 4; i++) house(st.scene, -36.6, 0, -2 + i * 12.6, { w: 12.6, d: 12, floors: west.int(4, 5), wall: west.pick(WALLS), seed: 141 + i, lit, ry: Math.PI / 2, ground: 'shop', relief: true });
      haze(st, 0.0006);
      aimSun(st, new THREE.Vector3(0, 6, 0), 40, 160);
      if (angle === 'low') {
        // Crouched by the potted olive at the corner of the square, the lens on its leaves: the
        // ochre front, its balconies and the bougainvillea soft behind.
        camera(st, [9.3, 1.75, -0.9], [-4, 6, -6], 56, 0.5);
        st.focus = { at: 2.4, aperture: 0.006, max: 0.012 };
      }
      // The ochre façade from across the narrow square, looking up at its balconies: the paving a strip.
      else camera(st, [13, 1.6, 7], [-8, 11, -8], 56, 0.5);
      return;
    }
  }
  void oldTown;
  void plaster;
}

/** Europe's flag: twelve gold five-pointed stars in a ring on blue, 3:2 (a canvas texture). */
function europeFlag(): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 360;
  c.height = 240;
  const x = c.getContext('2d')!;
  x.fillStyle = '#2b4f9e';
  x.fillRect(0, 0, c.width, c.height);
  x.fillStyle = '#f2c318';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const cx = c.width / 2 + Math.cos(a) * 80;
    const cy = c.height / 2 + Math.sin(a) * 80;
    x.beginPath();
    for (let p = 0; p < 10; p++) {
      const r = p % 2 === 0 ? 13 : 5.2;
      const b = -Math.PI / 2 + (p * Math.PI) / 5;
      x.lineTo(cx + Math.cos(b) * r, cy + Math.sin(b) * r);
    }
    x.closePath();
    x.fill();
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}
