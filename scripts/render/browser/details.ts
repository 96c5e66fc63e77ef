// Close-ups: materials and fittings, an architect's desk, the white model of a coastal district.
import * as THREE from 'three';
import { block, cyl, drawn, flat, group, lathe, mat, mesh, rod } from './kit.ts';
import * as F from './furniture.ts';
import { oldTown, sea, hills, house, WALLS } from './outdoor.ts';
import { camera } from './rooms.ts';
import { addSky, aimSun, haze, type Stage } from './stage.ts';
import { oak, plaster, roofTiles } from './textures.ts';

export type DetailKind = 'counter' | 'desk' | 'model' | 'siteModel' | 'zoning' | 'elevation' | 'division' | 'report' | 'solarRoof';

function lightRoom(st: Stage): void {
  // An invisible room: window light from the side, neutral ambient.
  st.interior = true;
  st.env = 0.9;
  st.ao = 0.08;
  const a = new THREE.RectAreaLight('#fff4e6', 3, 3, 2.5);
  a.position.set(-2.5, 1.5, 0.5);
  a.lookAt(0, 0.3, 0);
  st.scene.add(a);
  aimSun(st, new THREE.Vector3(0, 0.3, 0), 2, 20);
}

/** A seeded stream of numbers in [0, 1) for a drawing (the same seed, the same drawing). */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

/** A drawing sheet's margin: its frame in ink, 3 px. */
function sheetFrame(c: CanvasRenderingContext2D, w: number, h: number): void {
  c.strokeStyle = '#3d3a35';
  c.lineWidth = 3;
  c.strokeRect(w * 0.02, h * 0.03, w * 0.96, h * 0.94);
}

/**
 * An architect's plan of a flat, as printed: walls in solid black, rooms split from the outline,
 * a door in each partition with its swing, windows in the outer walls, furniture in thin line,
 * a dimension line under it. No lettering.
 */
function lines(c: CanvasRenderingContext2D, seed: number, w: number, h: number): void {
  const rnd = seeded(seed);
  c.fillStyle = '#f6f3ec';
  c.fillRect(0, 0, w, h);
  const ink = '#1f2a33';
  const [x0, y0, x1, y1] = [w * 0.1, h * 0.12, w * 0.88, h * 0.8];
  // Rooms: the outline split four times, across its longer side.
  const rooms: [number, number, number, number][] = [[x0, y0, x1, y1]];
  const walls: [number, number, number, number][] = [];
  for (let k = 0; k < 4; k++) {
    rooms.sort((a, b) => (b[2] - b[0]) * (b[3] - b[1]) - (a[2] - a[0]) * (a[3] - a[1]));
    const [a0, b0, a1, b1] = rooms.shift()!;
    const t = 0.38 + rnd() * 0.24;
    if (a1 - a0 > b1 - b0) {
      const x = a0 + (a1 - a0) * t;
      rooms.push([a0, b0, x, b1], [x, b0, a1, b1]);
      walls.push([x, b0, x, b1]);
    } else {
      const y = b0 + (b1 - b0) * t;
      rooms.push([a0, b0, a1, y], [a0, y, a1, b1]);
      walls.push([a0, y, a1, y]);
    }
  }
  c.strokeStyle = ink;
  c.lineCap = 'butt';
  // The outer walls, thick, with window openings.
  c.lineWidth = 14;
  c.strokeRect(x0, y0, x1 - x0, y1 - y0);
  c.fillStyle = '#f6f3ec';
  c.lineWidth = 1.5;
  for (let k = 0; k < 5; k++) {
    const top = k % 2 === 0;
    const x = x0 + (x1 - x0) * (0.12 + 0.76 * rnd());
    const y = top ? y0 : y1;
    c.fillRect(x - 30, y - 8, 60, 16);
    for (const d of [-7, 0, 7]) {
      c.beginPath();
      c.moveTo(x - 30, y + d);
      c.lineTo(x + 30, y + d);
      c.stroke();
    }
  }
  // Partitions, each with a door: a gap, the leaf and its quarter-circle swing.
  for (const [a, b, e, f] of walls) {
    const vertical = a === e;
    const len = vertical ? f - b : e - a;
    const at = 0.2 + rnd() * 0.5;
    const door = 38;
    c.lineWidth = 7;
    c.beginPath();
    if (vertical) {
      c.moveTo(a, b);
      c.lineTo(a, b + len * at);
      c.moveTo(a, b + len * at + door);
      c.lineTo(a, f);
    } else {
      c.moveTo(a, b);
      c.lineTo(a + len * at, b);
      c.moveTo(a + len * at + door, b);
      c.lineTo(e, b);
    }
    c.stroke();
    c.lineWidth = 1.2;
    c.beginPath();
    if (vertical) {
      const y = b + len * at;
      c.moveTo(a, y);
      c.lineTo(a + door, y);
      c.arc(a, y, door, 0, Math.PI / 2);
    } else {
      const x = a + len * at;
      c.moveTo(x, b);
      c.lineTo(x, b + door);
      c.arc(x, b, door, Math.PI / 2, 0, true);
    }
    c.stroke();
  }
  // Furniture in thin line: a bed, a table with its chairs or a sofa, one to a room.
  c.lineWidth = 1.2;
  for (const [a0, b0, a1, b1] of rooms) {
    const rw = a1 - a0;
    const rh = b1 - b0;
    if (rw < 90 || rh < 90) continue;
    const cx = a0 + rw * (0.35 + rnd() * 0.3);
    const cy = b0 + rh * (0.35 + rnd() * 0.3);
    const kind = Math.floor(rnd() * 3);
    if (kind === 0) {
      c.strokeRect(cx - 40, cy - 55, 80, 110);
      c.strokeRect(cx - 32, cy - 50, 28, 18);
      c.strokeRect(cx + 4, cy - 50, 28, 18);
    } else if (kind === 1) {
      c.beginPath();
      c.arc(cx, cy, 30, 0, Math.PI * 2);
      c.stroke();
      for (let k = 0; k < 4; k++) c.strokeRect(cx + Math.cos((k * Math.PI) / 2) * 42 - 9, cy + Math.sin((k * Math.PI) / 2) * 42 - 9, 18, 18);
    } else {
      c.strokeRect(cx - 60, cy - 22, 120, 44);
      c.strokeRect(cx - 60, cy - 22, 120, 12);
    }
  }
  // The dimension line, with its ticks.
  c.lineWidth = 1;
  c.strokeStyle = '#55656f';
  c.beginPath();
  c.moveTo(x0, h * 0.88);
  c.lineTo(x1, h * 0.88);
  for (const x of [x0, ...walls.filter((wl) => wl[0] === wl[2]).map((wl) => wl[0]), x1]) {
    c.moveTo(x - 6, h * 0.88 + 6);
    c.lineTo(x + 6, h * 0.88 - 6);
  }
  c.stroke();
}

/** A sheet of plans, A1 (0.84 x 0.594 m), flat on a surface at height y: line work, no lettering. */
export function planSheet(parent: THREE.Object3D, seed: number, x: number, y: number, z: number, turn: number): THREE.Mesh {
  const t = drawn(1024, 724, (c, w, h) => lines(c, seed, w, h));
  const sheet = mesh(new THREE.PlaneGeometry(0.84, 0.594), new THREE.MeshStandardMaterial({ map: t, roughness: 0.9 }), x, y, z, parent, false);
  sheet.rotation.x = -Math.PI / 2;
  sheet.rotation.z = turn;
  return sheet;
}

/** A cup of coffee on its saucer, standing on a surface at height y. */
function coffee(parent: THREE.Object3D, x: number, y: number, z: number): void {
  mesh(cyl(0.075, 0.07, 0.008, 32), flat('#f2eee6', 0.25), x, y + 0.005, z, parent);
  mesh(lathe([[0.001, 0], [0.03, 0.002], [0.04, 0.02], [0.043, 0.085], [0.04, 0.085], [0.037, 0.022], [0.001, 0.008]], 32), flat('#f2eee6', 0.25), x, y + 0.01, z, parent);
  mesh(cyl(0.037, 0.037, 0.002, 24), flat('#3b2416', 0.2), x, y + 0.085, z, parent, false);
}

export function detail(st: Stage, kind: DetailKind): void {
  const r = st.rng;
  const on = st.lamps;
  switch (kind) {
    case 'counter': {
      lightRoom(st);
      const stoneM = F.stone('#ebe6de', '#8c8479', 1.2, 143);
      block(st.scene, stoneM, 3, 0.04, 0.65, 0, 0.86, 0, 0.004);
      block(st.scene, stoneM, 3, 0.8, 0.02, 0, 0.9, -0.32, 0.002);
      block(st.scene, new THREE.MeshStandardMaterial({ color: '#d9d7d1', roughness: 0.45 }), 3, 0.86, 0.6, 0, 0, 0.02, 0.004);
      block(st.scene, flat('#2b2b2b', 0.3, 0.5), 0.55, 0.005, 0.4, -0.2, 0.9, 0, 0.01);
      const tap = group(st.scene, -0.2, 0.9, -0.24);
      mesh(cyl(0.018, 0.02, 0.32, 20), F.metal.brass(), 0, 0.16, 0, tap);
      const sp = mesh(new THREE.TorusGeometry(0.11, 0.011, 12, 28, Math.PI), F.metal.brass(), 0, 0.32, 0.11, tap);
      sp.rotation.y = Math.PI / 2;
      mesh(cyl(0.01, 0.01, 0.08, 10), F.metal.brass(), 0.06, 0.1, 0, tap).rotation.z = Math.PI / 2;
      mesh(new THREE.SphereGeometry(0.045, 16, 12), flat('#e6c23a', 0.5), 0.3, 0.945, 0.05, st.scene);
      block(st.scene, F.wood('#8a6440', 1), 0.4, 0.025, 0.28, 0.5, 0.9, 0.05, 0.005);
      camera(st, [0.45, 1.25, 0.7], [-0.2, 1.0, -0.3], 48);
      st.camera.lookAt(-0.15, 1.0, -0.3);
      return;
    }
    case 'model':
      districtModel(st);
      return;
    case 'siteModel':
      siteModel(st);
      return;
    case 'zoning':
      workTable(st, (c, w, h) => zoning(c, 4242, w, h), {}, () => {
        // A notebook at the sheet's side.
        block(st.scene, flat('#24384c', 0.7), 0.15, 0.012, 0.21, -0.5, 0, 0.0, 0.003);
      });
      return;
    case 'division':
      // The landowner's file on a pale oak table: the plot's division plan, the keys of the house
      // and the kraft folder of its deeds beside it.
      workTable(st, division, { top: '#7f6044', coffee: false }, () => {
        const folder = block(st.scene, flat('#a98556', 0.85), 0.34, 0.008, 0.25, -0.56, 0, -0.02, 0.003);
        folder.rotation.y = 0.18;
        const keys = group(st.scene, 0.5, 0.004, 0.1, 0.7);
        mesh(new THREE.TorusGeometry(0.016, 0.0018, 8, 24), F.metal.steel(), 0, 0, 0, keys).rotation.x = Math.PI / 2;
        for (const [a, l] of [[0.3, 0.06], [-0.5, 0.05]] as const) {
          const k = group(keys, Math.cos(a) * 0.016, 0, Math.sin(a) * 0.016, -a);
          block(k, F.metal.brass(), 0.022, 0.003, 0.02, 0.014, -0.0015, 0, 0.004);
          block(k, F.metal.brass(), l, 0.002, 0.006, 0.024 + l / 2, -0.001, 0, 0.001);
        }
      });
      return;
    case 'report':
      // The monthly report of an operation, open on a grey stone table, a fountain pen across it.
      workTable(st, report, { top: '#9c978d', tools: false }, () => {
        const pen = group(st.scene, 0.12, 0.007, 0.12, 0.5);
        mesh(cyl(0.006, 0.006, 0.13, 16), flat('#1d1f24', 0.25), 0, 0, 0, pen).rotation.z = Math.PI / 2;
        mesh(cyl(0.0062, 0.0062, 0.012, 16), F.metal.brass(), -0.04, 0, 0, pen).rotation.z = Math.PI / 2;
      });
      return;
    case 'elevation':
      workTable(st, elevation, { top: '#c9bda6', coffee: false, eye: [-0.3, 0.95, 0.62] }, () => {
        // Three trial washes of lime render at the sheet's side, the colours the survey proposes.
        ['#d9a35e', '#e3b9a0', '#ead7a8'].forEach((c, i) => {
          const chip = block(st.scene, mat(plaster(c, 191 + i, 0.9), { tile: 0.2 }), 0.09, 0.008, 0.07, -0.5 + (i % 2) * 0.03, i * 0.008, -0.1 + i * 0.075, 0.002);
          chip.rotation.y = 0.25 - i * 0.2;
        });
      });
      return;
    case 'solarRoof':
      solarRoof(st);
      return;
    case 'desk': {
      // An architect's desk before a window over the roofs, plans spread on it.
      st.interior = true;
      const floor = mat(oak('#a07a52', 145), { tile: 2 });
      block(st.scene, floor, 8, 0.1, 8, 0, -0.1, 0, 0.002);
      const wall = mat(plaster('#ece6db', 147), { tile: 2 });
      block(st.scene, wall, 1.2, 3, 0.25, -2.2, 0, -1.4, 0.002);
      block(st.scene, wall, 1.2, 3, 0.25, 2.2, 0, -1.4, 0.002);
      block(st.scene, wall, 3.2, 0.9, 0.25, 0, 0, -1.4, 0.002);
      block(st.scene, wall, 3.2, 0.3, 0.25, 0, 2.7, -1.4, 0.002);
      block(st.scene, wall, 0.25, 3, 4, -2.8, 0, 0.6, 0.002);
      block(st.scene, wall, 0.25, 3, 4, 2.8, 0, 0.6, 0.002);
      block(st.scene, wall, 6, 0.2, 4, 0, 3, 0.6, 0.002);
      const a = new THREE.RectAreaLight('#fff3e2', 5, 3.2, 1.8);
      a.position.set(0, 1.8, -1.35);
      a.lookAt(0, 1.8, 2);
      st.scene.add(a);
      addSky(st);
      sea(st, -40);
      oldTown(st, { x0: -80, x1: 80, z0: -90, rows: 4, seed: 149, lit: on, rise: -6 });
      // The nearest roofs' houses, their fronts in relief.
      // (Far enough below and away that the window frames a view, not one roof.)
      for (let i = 0; i < 20; i++) house(st.scene, r.range(-50, 50), -16, -r.range(32, 80), { w: r.range(8, 12), d: 10, floors: 3, wall: r.pick(WALLS), seed: 1600 + i, lit: on, relief: true });
      hills(st, { x0: -3000, x1: 3000, z0: -400, depth: 1200, height: 400, seed: 151, dir: -1, trees: 300 });
      // An architect's desk: a dark oak top on a slim frame of black steel, a leg at each corner and a
      // rail under the top (side panels would fill the picture's lower corners).
      const desk = F.wood('#5b4331', 6);
      block(st.scene, desk, 2.4, 0.05, 1.0, 0, 0.74, -0.55, 0.01);
      for (const s of [-1, 1]) {
        for (const z of [-0.98, -0.12]) block(st.scene, F.metal.black(), 0.04, 0.74, 0.04, s * 1.14, 0, z, 0.004);
        block(st.scene, F.metal.black(), 0.03, 0.05, 0.82, s * 1.14, 0.68, -0.55, 0.004);
      }
      block(st.scene, F.metal.black(), 2.24, 0.05, 0.03, 0, 0.68, -0.12, 0.004);
      for (let i = 0; i < 3; i++) planSheet(st.scene, 1000 + i * 77, -0.3 + i * 0.28, 0.792 + i * 0.002, -0.5 + i * 0.06, r.range(-0.2, 0.2));
      block(st.scene, flat('#1f2f3f', 0.7), 0.15, 0.015, 0.21, 0.65, 0.79, -0.3, 0.003);
      block(st.scene, flat('#f4f1ea', 0.9), 0.14, 0.004, 0.2, 0.65, 0.805, -0.3, 0.002);
      mesh(cyl(0.005, 0.005, 0.14, 8), flat('#222', 0.3, 0.5), 0.55, 0.8, -0.25, st.scene).rotation.z = Math.PI / 2;
      mesh(cyl(0.04, 0.035, 0.1, 24), flat('#e9e3d8', 0.3), 0.85, 0.79 + 0.05, -0.75, st.scene);
      // Pencils in the pot, and a rolled plan at the back of the desk.
      for (const [dx, dz, c] of [[-0.012, 0.008, '#2c4a6e'], [0.014, -0.006, '#b0462c'], [0.002, 0.014, '#3a3a3a']] as const) {
        const p = mesh(cyl(0.0035, 0.0035, 0.17, 6), flat(c, 0.6), 0.85 + dx, 0.79 + 0.1, -0.75 + dz, st.scene);
        p.rotation.set(dz * 12, 0, -dx * 12);
      }
      const roll = mesh(cyl(0.032, 0.032, 0.72, 24), flat('#f3efe6', 0.9), 0.3, 0.79 + 0.032, -0.96, st.scene);
      roll.rotation.set(0, 0.12, Math.PI / 2);
      // An architect's lamp clamped at the back left: two black arms, a cone of a shade turned
      // down to the plans, its bulb lit.
      const lamp = group(st.scene, -0.95, 0.79, -0.95, 0.5);
      const black = F.metal.black();
      mesh(cyl(0.07, 0.08, 0.025, 32), black, 0, 0.012, 0, lamp);
      const elbow = new THREE.Vector3(0.12, 0.46, 0.05);
      const head = new THREE.Vector3(0.42, 0.52, 0.2);
      rod(lamp, black, new THREE.Vector3(0, 0.02, 0), elbow, 0.009, 10);
      rod(lamp, black, elbow, head, 0.009, 10);
      mesh(new THREE.SphereGeometry(0.016, 12, 8), black, elbow.x, elbow.y, elbow.z, lamp);
      const shade = mesh(lathe([[0.02, 0.12], [0.03, 0.1], [0.095, 0], [0.092, 0], [0.027, 0.098], [0.017, 0.118]], 32), flat('#22272b', 0.5, 0.4), head.x, head.y - 0.1, head.z, lamp);
      shade.rotation.z = 0.35;
      mesh(new THREE.SphereGeometry(0.03, 16, 12), new THREE.MeshStandardMaterial({ color: '#fff6e0', emissive: '#ffe2b0', emissiveIntensity: on * 2 }), head.x + 0.02, head.y - 0.06, head.z, lamp, false);
      if (on > 0) {
        const pool = new THREE.SpotLight('#ffcf8f', on * 3, 3, 0.8, 0.6, 2);
        pool.position.set(head.x + 0.02, head.y - 0.07, head.z);
        pool.target.position.set(0.6, -0.5, 0.5);
        lamp.add(pool, pool.target);
      }
      // A cup of coffee on its saucer, and a scale rule laid across the plans.
      coffee(st.scene, 0.62, 0.79, -0.78);
      const rule = mesh(cyl(0.014, 0.014, 0.6, 3), flat('#e8e4d8', 0.5), 0.05, 0.81, -0.38, st.scene);
      rule.rotation.set(0, 0.35, Math.PI / 2);
      // From a step back with a longer lens, so the lamp and the pot in the corners keep their scale.
      camera(st, [0.2, 1.75, 1.25], [0, 0.35, -1.2], 50, 0.75);
      aimSun(st, new THREE.Vector3(0, 1, -0.5), 2.5, 40);
      st.ao = 0.3;
      // Focused on the plans: the roofs beyond the window fall out of focus, as in a photograph.
      st.focus = { at: 1.9, aperture: 0.0015, max: 0.008 };
      return;
    }
  }
}

/** A close-up indoors: the room's light (`env`), ambient occlusion at the scale of the subject, the backdrop's colour. */
function closeUp(st: Stage, env: number, ao: number, backdrop: string): void {
  st.interior = true;
  st.env = env;
  st.ao = ao;
  st.scene.background = new THREE.Color(backdrop);
}

/**
 * The study model of a coastal district, as an urban-planning office builds it: the relief in
 * layered card, the buildings in white, the parcels under study in terracotta, the sea and the
 * streets, on a pale table under soft studio light. Units: centimetres of the model.
 */
function districtModel(st: Stage): void {
  const r = st.rng;
  closeUp(st, 0.75, 1.5, '#e4e0d8');
  const table = new THREE.MeshStandardMaterial({ color: '#d6cfc2', roughness: 0.9 });
  block(st.scene, table, 1400, 4, 1000, 0, -4, 0, 0.5);
  // The relief: contour layers of card, each 6 cm thick, stepping back up the slope.
  const card = new THREE.MeshStandardMaterial({ color: '#f1ebde', roughness: 0.95 });
  const H = 6;
  const front = (k: number) => 70 - k * 26;
  const layers = 9;
  for (let k = 0; k < layers; k++) {
    const back = -200;
    const width = 600 - k * 26 + r.range(-8, 8);
    block(st.scene, card, width, H, front(k) - back, r.range(-5, 5), k * H, (front(k) + back) / 2, 0.4);
  }
  // The sea: a pale blue acrylic sheet in front of the shore.
  const water = new THREE.MeshStandardMaterial({ color: '#9fbccb', roughness: 0.2, metalness: 0.05 });
  block(st.scene, water, 600, 2, 110, 0, 0, 125, 0.2);
  // Streets: grey strips along the first terraces.
  const street = new THREE.MeshStandardMaterial({ color: '#bdb7ad', roughness: 0.9 });
  for (const k of [0, 2, 4]) block(st.scene, street, 560 - k * 26, 0.5, 5, 0, (k + 1) * H, front(k) - 4, 0.1);
  // The buildings: white blocks on the terraces; those of the parcels under study in terracotta.
  const white = new THREE.MeshStandardMaterial({ color: '#fbfaf7', roughness: 0.8 });
  const studied = new THREE.MeshStandardMaterial({ color: '#c8734f', roughness: 0.8 });
  for (let i = 0; i < 260; i++) {
    const k = r.int(0, 6);
    const z = front(k) - 10 - r.range(0, 14);
    const x = r.range(-270 + k * 13, 270 - k * 13);
    const h = r.range(8, 24) * (k < 3 ? 1 : 0.75);
    const w = r.range(10, 20);
    const d = r.range(8, 12);
    const near = Math.hypot(x + 30, z - 10) < 40;
    block(st.scene, near && i % 3 !== 0 ? studied : white, w, h, d, x, (k + 1) * H, z, 0.4);
  }
  // Trees in felt, as in such models, on the upper terraces.
  const felt = new THREE.MeshStandardMaterial({ color: '#8d9a74', roughness: 1 });
  for (let i = 0; i < 120; i++) {
    const k = r.int(5, layers - 1);
    const size = r.range(2.5, 4.5);
    mesh(new THREE.SphereGeometry(size, 14, 10), felt, r.range(-260 + k * 13, 260 - k * 13), (k + 1) * H + size * 0.8, front(k) - r.range(3, 22), st.scene);
  }
  // The studio's key light from the front left, high: each block's shadow falls across its street.
  st.sunDir.set(-0.55, 0.62, 0.55).normalize();
  st.sun.intensity = 3.4;
  aimSun(st, new THREE.Vector3(0, 0, -40), 420, 900);
  // Standing at the model's edge, over the sea, looking up the slope.
  camera(st, [-150, 170, 300], [0, 10, -70], 34, 1);
  // Focused on the parcels under study, the model's near edge and its far terraces soft, as a
  // photograph of a model taken close has them.
  st.focus = { at: 410, aperture: 0.00012, max: 0.01 };
}

/**
 * The feasibility model of a residence on a terraced hillside plot, as a developer is shown it:
 * the relief in layers of balsa, the neighbours in grey card, the project in white with its
 * openings and terraces, olive trees and cypresses in lichen and felt, on the meeting table
 * beside its plans. Units: centimetres.
 */
function siteModel(st: Stage): void {
  const r = st.rng;
  closeUp(st, 0.8, 1.2, '#d9d3c8');
  // The meeting table, oak, and the room's wall far behind.
  block(st.scene, mat(oak('#9a7550', 171), { tile: 90, roughness: 0.55 }), 1600, 4, 900, 0, -4, 0, 0.5);
  const wall = mat(plaster('#e8e1d5', 173), { tile: 200 });
  block(st.scene, wall, 3000, 900, 20, 0, -200, -700, 1);
  // The base: a white board under the relief.
  block(st.scene, flat('#f2f0ea', 0.8), 340, 3, 250, 0, 0, 0, 0.3);
  // The relief: a layer of balsa for each 2 m of slope, their edges following the contour lines.
  const balsa = new THREE.MeshStandardMaterial({ color: '#e9dcc4', roughness: 0.85 });
  const H = 5;
  const layers = 10;
  const edge = (k: number, x: number): number => 90 - k * 18 + 7 * Math.sin(x / 37 + k * 0.7) + 4 * Math.sin(x / 13 + k);
  for (let k = 0; k < layers; k++) {
    const shape = new THREE.Shape();
    const pts: [number, number][] = [];
    for (let x = -165; x <= 165; x += 2.5) pts.push([x, Math.min(edge(k, x), 120)]);
    shape.moveTo(-165, -120);
    for (const [x, s] of pts) shape.lineTo(x, s);
    shape.lineTo(165, -120);
    shape.closePath();
    // The outline drawn in x and z, turned to lie flat: extruded downwards from its layer's top.
    const g = new THREE.ExtrudeGeometry(shape, { depth: H, bevelEnabled: false, curveSegments: 2 });
    const m = mesh(g, balsa, 0, 3 + k * H, 0, st.scene);
    m.rotation.x = Math.PI / 2;
    m.position.y = 3 + (k + 1) * H;
  }
  const top = (k: number): number => 3 + (k + 1) * H;
  // A road of grey card along the third contour, the plot's access.
  const road = flat('#b9b4ab', 0.9);
  for (let x = -165; x < 165; x += 5) {
    const z0 = edge(2, x) - 2;
    const z1 = edge(2, x + 5) - 2;
    const seg = mesh(new THREE.BoxGeometry(5.6, 0.3, 9), road, x + 2.5, top(2) + 0.15, (z0 + z1) / 2 - 4.5, st.scene);
    seg.rotation.y = -Math.atan2(z1 - z0, 5);
  }
  // The neighbours in grey card: houses with pitched roofs, scattered on the slope.
  const grey = flat('#cbc6bd', 0.9);
  const roofM = flat('#bdb7ad', 0.9);
  const house = (x: number, k: number, w: number, d: number, h: number, turn: number): void => {
    const g = group(st.scene, x, top(k), edge(k, x) - d / 2 - 3, turn);
    block(g, grey, w, h, d, 0, 0, 0, 0.15);
    const roof = mesh(new THREE.CylinderGeometry(d / 2 / Math.cos(Math.PI / 6), d / 2 / Math.cos(Math.PI / 6), w, 3, 1), roofM, 0, h + d / 4 - 0.6, 0, g);
    roof.rotation.set(0, 0, Math.PI / 2);
    roof.scale.set(0.55, 1, 1);
  };
  for (const [x, k] of [[-140, 0], [-112, 1], [-150, 4], [120, 1], [146, 3], [104, 5], [-128, 7], [136, 7], [-60, 8], [60, 8]] as const) house(x, k, r.range(14, 20), r.range(10, 13), r.range(7, 10), r.range(-0.15, 0.15));
  // The project: three white volumes stepping up the slope, each floor's terrace on the roof of
  // the one below, long openings cut in their fronts, thin slabs over the terraces.
  const white = new THREE.MeshStandardMaterial({ color: '#f8f7f3', roughness: 0.75 });
  const glass = new THREE.MeshStandardMaterial({ color: '#5d6670', roughness: 0.25, metalness: 0.1 });
  // Each level in two volumes a little apart, the upper one set back.
  const steps: [number, number, number][] = [
    // x, layer, width
    [-34, 3, 40],
    [12, 3, 44],
    [-28, 5, 46],
    [20, 5, 40],
    [-10, 7, 56],
  ];
  for (const [x, k, w] of steps) {
    const h = 8.5;
    const z = edge(k, x) - 18;
    const d = 22;
    block(st.scene, white, w, h, d, x, top(k), z, 0.2);
    // Openings: dark panes between piers, under the roof's overhang.
    const n = Math.round(w / 9);
    for (let i = 0; i < n; i++) {
      const px = x - w / 2 + (i + 0.5) * (w / n);
      mesh(new THREE.BoxGeometry(w / n - 2.2, h - 3, 0.4), glass, px, top(k) + h / 2 - 0.4, z + d / 2 + 0.05, st.scene, false);
    }
    block(st.scene, white, w + 2, 0.7, d + 6, x, top(k) + h, z + 2, 0.1);
    // The terrace in front, its parapet.
    block(st.scene, white, w, 0.6, 7, x, top(k), z + d / 2 + 3.5, 0.1);
    block(st.scene, white, w, 2, 0.5, x, top(k), z + d / 2 + 7, 0.1);
  }
  // Olive trees: lichen clumps on wire trunks; cypresses: tall felt spindles.
  const olive = [flat('#8e9a6c', 1), flat('#7b8a5e', 1), flat('#9aa57a', 1)];
  const trunk = flat('#6d5a45', 0.8);
  const cypress = flat('#4f5e3c', 1);
  for (let i = 0; i < 70; i++) {
    const k = r.int(0, layers - 1);
    const x = r.range(-160, 160);
    if (Math.abs(x + 10) < 62 && k >= 2 && k <= 8) continue;
    const z = edge(k, x) - r.range(3, 15);
    const y = top(k);
    if (r.next() < 0.22) {
      const c = mesh(new THREE.SphereGeometry(2.2, 14, 10), cypress, x, y + 6, z, st.scene);
      c.scale.set(1, 3.2, 1);
    } else {
      mesh(cyl(0.35, 0.5, 4, 6), trunk, x, y + 2, z, st.scene);
      for (let j = 0; j < 5; j++) mesh(new THREE.IcosahedronGeometry(r.range(1.8, 3), 1), r.pick(olive), x + r.range(-2.5, 2.5), y + 4.5 + r.range(0, 2.2), z + r.range(-2.5, 2.5), st.scene);
    }
  }
  // Olive trees kept on the plot, in front of the project.
  for (const [x, k] of [[-46, 2], [44, 2], [-52, 4], [50, 6]] as const) {
    const z = edge(k, x) - 6;
    mesh(cyl(0.4, 0.6, 4.5, 6), trunk, x, top(k) + 2.2, z, st.scene);
    for (let j = 0; j < 6; j++) mesh(new THREE.IcosahedronGeometry(r.range(2, 3.2), 1), r.pick(olive), x + r.range(-3, 3), top(k) + 5 + r.range(0, 2.5), z + r.range(-3, 3), st.scene);
  }
  // On the table: the plans under study beside the model, a scale rule on them.
  const paper = group(st.scene, 0, 0, 0);
  paper.scale.setScalar(100);
  planSheet(paper, 2024, 2.35, 0.0005, 0.55, 0.18);
  planSheet(paper, 2031, -2.4, 0.0005, 0.85, -0.12);
  const rule = mesh(cyl(1.4, 1.4, 60, 3), flat('#e8e4d8', 0.5), 225, 1.4, 60, st.scene);
  rule.rotation.set(0, 0.5, Math.PI / 2);
  // Soft light from the room's window, on the left: long shadows across the layers.
  st.sunDir.set(-0.6, 0.55, 0.35).normalize();
  st.sun.intensity = 3.0;
  aimSun(st, new THREE.Vector3(0, 20, 0), 320, 900);
  // Seen at the table's edge, a little above the model, as a developer leans over it.
  camera(st, [105, 78, 235], [-5, 26, -10], 32, 1);
  st.focus = { at: 255, aperture: 0.0001, max: 0.01 };
}

/**
 * A commune's zoning plan as a land study prints it: parcels in thin grey line, each in the colour
 * of its zone (built-up pink near the shore, areas to urbanise in ochre, farmland in straw, natural
 * areas in green with a hatch up the slope), the sea along the bottom, two roads, and the vacant
 * plots under study ringed with a red dashed line. No lettering.
 */
function zoning(c: CanvasRenderingContext2D, seed: number, w: number, h: number): void {
  const rnd = seeded(seed);
  const seeds: { x: number; y: number; zone: number }[] = [];
  const coast = (x: number): number => h * (0.82 + 0.05 * Math.sin(x / 140) + 0.02 * Math.sin(x / 37));
  for (let i = 0; i < 190; i++) {
    const x = rnd() * w;
    const y = rnd() * h * 0.9;
    const up = 1 - y / coast(x);
    const zone = up < 0.3 ? 0 : up < 0.45 ? (rnd() < 0.5 ? 1 : 0) : up < 0.68 ? (rnd() < 0.6 ? 2 : 1) : 3;
    seeds.push({ x, y, zone });
  }
  const fills = ['#ecb9ab', '#f1cf93', '#f2e6a8', '#bcd5a3'];
  const img = c.createImageData(w, h);
  const owner = new Int16Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let best = 0;
      let bd = Infinity;
      for (let k = 0; k < seeds.length; k++) {
        const dx = seeds[k]!.x - x;
        const dy = (seeds[k]!.y - y) * 1.3;
        const d = dx * dx + dy * dy;
        if (d < bd) {
          bd = d;
          best = k;
        }
      }
      owner[y * w + x] = best;
    }
  }
  const rgb = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = owner[y * w + x]!;
      const edge = (x + 1 < w && owner[y * w + x + 1] !== o) || (y + 1 < h && owner[(y + 1) * w + x] !== o);
      const sea = y > coast(x);
      const zone = seeds[o]!.zone;
      let col = sea ? rgb('#cfe1ea') : rgb(fills[zone]!);
      if (!sea && zone === 3 && (x + y) % 14 < 2) col = rgb('#8fb27a');
      if (!sea && edge) col = rgb('#7a7771');
      const i = (y * w + x) * 4;
      img.data[i] = col[0]!;
      img.data[i + 1] = col[1]!;
      img.data[i + 2] = col[2]!;
      img.data[i + 3] = 255;
    }
  }
  c.putImageData(img, 0, 0);
  // The coast road and the road up the hill: white between grey edges.
  const road = (pts: [number, number][]): void => {
    for (const [width, colour] of [[14, '#8d8a84'], [10, '#fbfaf6']] as const) {
      c.strokeStyle = colour;
      c.lineWidth = width;
      c.lineCap = 'round';
      c.beginPath();
      c.moveTo(pts[0]![0], pts[0]![1]);
      for (let i = 1; i + 1 < pts.length; i += 2) c.quadraticCurveTo(pts[i]![0], pts[i]![1], pts[i + 1]![0], pts[i + 1]![1]);
      c.stroke();
    }
  };
  road([[0, coast(0) - 30], [w * 0.5, coast(w * 0.5) - 50], [w, coast(w) - 26]]);
  road([[w * 0.42, coast(w * 0.42) - 40], [w * 0.55, h * 0.45], [w * 0.48, 0]]);
  // The plots under study: a red dashed ring round a few parcels between the roads.
  c.strokeStyle = '#c0392b';
  c.lineWidth = 4;
  c.setLineDash([14, 9]);
  c.beginPath();
  c.ellipse(w * 0.64, h * 0.52, w * 0.09, h * 0.08, 0.3, 0, Math.PI * 2);
  c.stroke();
  c.setLineDash([]);
  sheetFrame(c, w, h);
}

/**
 * A drawing spread on a table (the agency's walnut, or `top`), a scale rule and a pencil on it,
 * another sheet under it and a cup of coffee beside (and what `extras` adds): seen leaning over
 * it, focused on the drawing.
 */
function workTable(st: Stage, draw: (c: CanvasRenderingContext2D, w: number, h: number) => void, o: { top?: string; coffee?: boolean; tools?: boolean; eye?: [number, number, number] }, extras: () => void): void {
  closeUp(st, 0.9, 0.2, '#3b3026');
  block(st.scene, mat(plaster(o.top ?? '#6f5441', 181, 0.55), { tile: 0.9 }), 3, 0.05, 2, 0, -0.05, 0, 0.005);
  const t = drawn(1400, 990, draw);
  const sheet = mesh(new THREE.PlaneGeometry(0.84, 0.594), new THREE.MeshStandardMaterial({ map: t, roughness: 0.85 }), 0, 0.001, 0, st.scene, false);
  sheet.rotation.x = -Math.PI / 2;
  sheet.rotation.z = 0.06;
  if (o.tools ?? true) {
    // Another sheet of plans under it, its corner showing; the scale rule across the sheet, a
    // pencil beside it.
    planSheet(st.scene, 1301, 0.28, 0.0005, -0.2, -0.2);
    const rule = mesh(cyl(0.014, 0.014, 0.3, 3), flat('#ece8dc', 0.5), 0.12, 0.011, 0.06, st.scene);
    rule.rotation.set(0, 0.5, Math.PI / 2);
    const pencil = group(st.scene, -0.06, 0.0045, 0.16, 1.9);
    mesh(cyl(0.0045, 0.0045, 0.16, 6), flat('#2c4a6e', 0.5), 0, 0, 0, pencil).rotation.z = Math.PI / 2;
    mesh(new THREE.ConeGeometry(0.0045, 0.02, 6), flat('#d9b48a', 0.7), 0.09, 0, 0, pencil).rotation.z = -Math.PI / 2;
  }
  if (o.coffee ?? true) coffee(st.scene, 0.52, 0, 0.02);
  extras();
  // Daylight from a window on the left, soft; the room around out of sight.
  const a = new THREE.RectAreaLight('#fff4e6', 3, 2, 1.5);
  a.position.set(-1.6, 1.2, 0.3);
  a.lookAt(0, 0, 0);
  st.scene.add(a);
  st.sunDir.set(-0.7, 0.6, 0.2).normalize();
  st.sun.intensity = 3.2;
  aimSun(st, new THREE.Vector3(0, 0, 0), 1.2, 40);
  // Objects a centimetre thick: the shadow's offsets of a room would lift their shadows off.
  st.sun.shadow.normalBias = 0.0008;
  st.sun.shadow.bias = -0.00005;
  const eye = o.eye ?? [0.42, 0.8, 0.8];
  camera(st, eye, [0.0, 0, -0.04], 40, 1);
  // Focused a little short of the sheet's centre, on its near half.
  st.focus = { at: Math.hypot(eye[0], eye[1], eye[2] + 0.04) - 0.05, aperture: 0.009, max: 0.006 };
}

/**
 * The survey of a house of the old town and its neighbours, in elevation: its front washed in
 * ochre, green shutters, stone surrounds, a wrought-iron balcony, the arched shop fronts at street
 * level; over its cornice, in red dashes, the storey a raising would add, set back. No lettering.
 */
function elevation(c: CanvasRenderingContext2D, w: number, h: number): void {
  c.fillStyle = '#f7f4ec';
  c.fillRect(0, 0, w, h);
  const ground = h * 0.86;
  const ink = '#3d3a35';
  // Watercolour: a few translucent passes, each a little off, as a brush leaves them.
  const wash = (x: number, y: number, ww: number, hh: number, colour: string): void => {
    c.fillStyle = colour;
    for (let i = 0; i < 3; i++) {
      c.globalAlpha = 0.28;
      c.fillRect(x + ((i * 7) % 5) - 2, y + ((i * 5) % 4) - 2, ww - ((i * 3) % 4), hh - ((i * 11) % 6));
    }
    c.globalAlpha = 1;
  };
  const house = (x0: number, x1: number, floors: number, coloured: boolean): number => {
    const gf = 150;
    const fl = 112;
    const top = ground - gf - floors * fl;
    if (coloured) wash(x0, top, x1 - x0, ground - top, '#d9a35e');
    c.strokeStyle = ink;
    c.lineWidth = 2.5;
    c.strokeRect(x0, top, x1 - x0, ground - top);
    // The cornice and the roof's tiled edge over it.
    c.lineWidth = 2;
    c.strokeRect(x0 - 8, top - 14, x1 - x0 + 16, 14);
    for (let x = x0 - 8; x < x1 + 8; x += 9) {
      c.beginPath();
      c.arc(x + 4.5, top - 14, 4.5, Math.PI, 0);
      c.stroke();
    }
    // A band course over the ground floor.
    c.strokeRect(x0, ground - gf - 8, x1 - x0, 8);
    const bays = Math.max(2, Math.round((x1 - x0) / 150));
    const bay = (x1 - x0) / bays;
    for (let f = 0; f < floors; f++) {
      const wy = ground - gf - (f + 1) * fl + 18;
      for (let b = 0; b < bays; b++) {
        const cx = x0 + bay * (b + 0.5);
        const ww = 46;
        const wh = 78;
        // The stone surround, the pane, the two shutters folded back beside it.
        if (coloured) wash(cx - ww / 2 - 6, wy - 6, ww + 12, wh + 12, '#c9c2b2');
        c.strokeRect(cx - ww / 2 - 6, wy - 6, ww + 12, wh + 12);
        c.fillStyle = coloured ? '#8fa3a8' : '#e6e2d8';
        c.fillRect(cx - ww / 2, wy, ww, wh);
        c.strokeRect(cx - ww / 2, wy, ww, wh);
        c.beginPath();
        c.moveTo(cx, wy);
        c.lineTo(cx, wy + wh);
        c.stroke();
        for (const s of [-1, 1]) {
          const sx = s < 0 ? cx - ww / 2 - 6 - 25 : cx + ww / 2 + 6;
          if (coloured) {
            c.fillStyle = '#5e7b64';
            c.fillRect(sx, wy - 4, 25, wh + 8);
          }
          c.strokeRect(sx, wy - 4, 25, wh + 8);
          c.lineWidth = 1;
          for (let y = wy + 2; y < wy + wh + 2; y += 6) {
            c.beginPath();
            c.moveTo(sx + 3, y);
            c.lineTo(sx + 22, y);
            c.stroke();
          }
          c.lineWidth = 2;
        }
        // A wrought-iron balcony on the first floor.
        if (f === 0) {
          c.lineWidth = 1.5;
          c.strokeRect(cx - ww / 2 - 14, wy + wh - 30, ww + 28, 30);
          for (let x = cx - ww / 2 - 10; x < cx + ww / 2 + 14; x += 6) {
            c.beginPath();
            c.moveTo(x, wy + wh - 30);
            c.lineTo(x, wy + wh);
            c.stroke();
          }
          c.lineWidth = 2;
        }
      }
    }
    // The ground floor: arched openings, the middle one the door.
    for (let b = 0; b < bays; b++) {
      const cx = x0 + bay * (b + 0.5);
      const aw = Math.min(80, bay * 0.6);
      const ah = 118;
      c.beginPath();
      c.moveTo(cx - aw / 2, ground);
      c.lineTo(cx - aw / 2, ground - ah + aw / 2);
      c.arc(cx, ground - ah + aw / 2, aw / 2, Math.PI, 0);
      c.lineTo(cx + aw / 2, ground);
      if (coloured) {
        c.fillStyle = b === Math.floor(bays / 2) ? '#6b4a30' : '#7d8b8c';
        c.fill();
      }
      c.stroke();
    }
    return top;
  };
  house(w * 0.06, w * 0.3, 4, false);
  const top = house(w * 0.3, w * 0.6, 4, true);
  house(w * 0.6, w * 0.9, 5, false);
  // The raising under study: one storey set back from the front, in red dashes, its windows over
  // those below.
  c.strokeStyle = '#c0392b';
  c.lineWidth = 3;
  c.setLineDash([14, 9]);
  const x0 = w * 0.3 + 20;
  const x1 = w * 0.6 - 20;
  c.strokeRect(x0, top - 14 - 104, x1 - x0, 104);
  const bays = Math.max(2, Math.round((w * 0.3) / 150));
  for (let b = 0; b < bays; b++) {
    const cx = w * 0.3 + ((w * 0.3) / bays) * (b + 0.5);
    c.strokeRect(cx - 23, top - 14 - 88, 46, 70);
  }
  c.setLineDash([]);
  // The ground line, hatched, and the height's dimension line at the right.
  c.strokeStyle = ink;
  c.lineWidth = 3;
  c.beginPath();
  c.moveTo(w * 0.03, ground);
  c.lineTo(w * 0.97, ground);
  c.stroke();
  c.lineWidth = 1.2;
  for (let x = w * 0.03; x < w * 0.97; x += 14) {
    c.beginPath();
    c.moveTo(x, ground);
    c.lineTo(x - 10, ground + 10);
    c.stroke();
  }
  const dx = w * 0.94;
  c.beginPath();
  c.moveTo(dx, ground);
  c.lineTo(dx, top - 14);
  c.stroke();
  for (const y of [ground, ground - 150, top - 14]) {
    c.beginPath();
    c.moveTo(dx - 8, y + 8);
    c.lineTo(dx + 8, y - 8);
    c.stroke();
  }
  // The sheet's frame and the empty title block.
  sheetFrame(c, w, h);
  c.lineWidth = 1.5;
  c.strokeRect(w * 0.72, h * 0.9, w * 0.26, h * 0.07);
}

/**
 * A plot's division plan: its contour lines, its outline in ink, the house and its garden kept,
 * the building lot cut off in red dashes and washed in terracotta, the access along the
 * boundary, the olive trees kept, a north arrow. No lettering.
 */
function division(c: CanvasRenderingContext2D, w: number, h: number): void {
  c.fillStyle = '#f7f4ec';
  c.fillRect(0, 0, w, h);
  const ink = '#3d3a35';
  // Contour lines across the slope, every metre, the fifth one bolder.
  for (let k = 0; k < 24; k++) {
    c.strokeStyle = '#b68f6a';
    c.lineWidth = k % 5 === 0 ? 2 : 1;
    c.beginPath();
    for (let x = 0; x <= w; x += 20) {
      const y = k * 44 - 60 + (x / w) * 140 + Math.sin(x / 230 + k * 0.45) * 55 + Math.sin(x / 95 + k * 1.3) * 14;
      if (x === 0) c.moveTo(x, y);
      else c.lineTo(x, y);
    }
    c.stroke();
  }
  const plot: [number, number][] = [[0.16, 0.14], [0.78, 0.1], [0.86, 0.62], [0.7, 0.86], [0.2, 0.82]];
  const lot: [number, number][] = [[0.52, 0.12], [0.78, 0.1], [0.86, 0.62], [0.76, 0.75], [0.55, 0.58]];
  const path = (pts: [number, number][]): void => {
    c.beginPath();
    pts.forEach(([x, y], i) => (i ? c.lineTo(x * w, y * h) : c.moveTo(x * w, y * h)));
    c.closePath();
  };
  // The building lot, washed in terracotta, then the plot's outline in ink.
  path(lot);
  c.fillStyle = 'rgba(201, 112, 72, 0.28)';
  c.fill();
  path(plot);
  c.strokeStyle = ink;
  c.lineWidth = 5;
  c.stroke();
  c.strokeStyle = '#c0392b';
  c.lineWidth = 3.5;
  c.setLineDash([16, 10]);
  c.beginPath();
  c.moveTo(0.52 * w, 0.12 * h);
  c.lineTo(0.55 * w, 0.58 * h);
  c.lineTo(0.76 * w, 0.75 * h);
  c.stroke();
  c.setLineDash([]);
  // The house kept, hatched, its terrace; the building envelope allowed on the lot, in a thin line.
  c.save();
  c.translate(0.33 * w, 0.42 * h);
  c.rotate(-0.08);
  c.fillStyle = '#ffffff';
  c.fillRect(-110, -70, 220, 140);
  c.strokeStyle = ink;
  c.lineWidth = 3;
  c.strokeRect(-110, -70, 220, 140);
  c.save();
  c.beginPath();
  c.rect(-110, -70, 220, 140);
  c.clip();
  c.lineWidth = 1;
  for (let d = -260; d < 260; d += 12) {
    c.beginPath();
    c.moveTo(d - 70, -70);
    c.lineTo(d + 70, 70);
    c.stroke();
  }
  c.restore();
  c.lineWidth = 2;
  c.strokeRect(-110, 70, 220, 60);
  c.restore();
  c.strokeStyle = ink;
  c.lineWidth = 1.5;
  c.setLineDash([6, 6]);
  c.strokeRect(0.6 * w, 0.26 * h, 0.16 * w, 0.2 * h);
  c.setLineDash([]);
  // The access: a track along the plot's foot and up the lot's side.
  c.strokeStyle = '#8d8a84';
  c.lineWidth = 22;
  c.lineCap = 'round';
  c.beginPath();
  c.moveTo(0.12 * w, 0.9 * h);
  c.quadraticCurveTo(0.5 * w, 0.95 * h, 0.7 * w, 0.84 * h);
  c.lineTo(0.8 * w, 0.68 * h);
  c.stroke();
  c.strokeStyle = '#fbfaf6';
  c.lineWidth = 16;
  c.stroke();
  c.lineCap = 'butt';
  // The olive trees kept: rings with a dot.
  const rnd = seeded(77);
  for (let i = 0; i < 16; i++) {
    const x = (0.2 + rnd() * 0.3) * w;
    const y = (0.18 + rnd() * 0.6) * h;
    if (Math.abs(x - 0.33 * w) < 150 && Math.abs(y - 0.45 * h) < 120) continue;
    c.strokeStyle = '#5e7b64';
    c.lineWidth = 2;
    c.beginPath();
    c.arc(x, y, 16, 0, Math.PI * 2);
    c.stroke();
    c.fillStyle = '#5e7b64';
    c.fillRect(x - 2, y - 2, 4, 4);
  }
  // A north arrow in the corner.
  c.fillStyle = ink;
  c.beginPath();
  c.moveTo(0.92 * w, 0.1 * h);
  c.lineTo(0.935 * w, 0.2 * h);
  c.lineTo(0.92 * w, 0.18 * h);
  c.lineTo(0.905 * w, 0.2 * h);
  c.closePath();
  c.fill();
  sheetFrame(c, w, h);
}

/**
 * An operation's monthly report, open: on the left page its lines of text and a table of
 * figures, on the right a bar chart of the quarters (spent, planned) and the sales' ring. Grey
 * lines stand for the words: no lettering.
 */
function report(c: CanvasRenderingContext2D, w: number, h: number): void {
  c.fillStyle = '#fbfaf6';
  c.fillRect(0, 0, w, h);
  // The fold between the pages, a soft shade.
  const fold = c.createLinearGradient(w / 2 - 40, 0, w / 2 + 40, 0);
  fold.addColorStop(0, 'rgba(0,0,0,0)');
  fold.addColorStop(0.5, 'rgba(60,50,40,0.18)');
  fold.addColorStop(1, 'rgba(0,0,0,0)');
  c.fillStyle = fold;
  c.fillRect(w / 2 - 40, 0, 80, h);
  const rnd = seeded(31);
  const text = (x: number, y: number, width: number, rows: number): number => {
    c.fillStyle = '#9a968e';
    for (let i = 0; i < rows; i++) {
      const last = i === rows - 1;
      c.fillRect(x, y + i * 22, last ? width * (0.3 + rnd() * 0.4) : width * (0.92 + rnd() * 0.08), 7);
    }
    return y + rows * 22 + 26;
  };
  // Left page: a heading bar in the firm's blue, paragraphs, a table of figures.
  c.fillStyle = '#24384c';
  c.fillRect(80, 80, 300, 18);
  let y = text(80, 130, 540, 7);
  y = text(80, y, 540, 5);
  c.strokeStyle = '#5a5650';
  c.lineWidth = 1.5;
  for (let r = 0; r <= 6; r++) {
    c.beginPath();
    c.moveTo(80, y + r * 34);
    c.lineTo(620, y + r * 34);
    c.stroke();
    if (r < 6) for (let k = 0; k < 4; k++) {
      c.fillStyle = k === 0 ? '#6f6a62' : '#9a968e';
      c.fillRect(90 + k * 135 + (k ? 40 : 0), y + r * 34 + 13, k ? 70 : 100, 7);
    }
  }
  text(80, y + 6 * 34 + 30, 540, 4);
  // Right page: the quarters in pairs of bars, on a baseline with its grid.
  const x0 = w / 2 + 90;
  const base = 470;
  c.fillStyle = '#24384c';
  c.fillRect(x0, 80, 240, 18);
  c.strokeStyle = '#d6d2c8';
  c.lineWidth = 1;
  for (let g = 0; g < 5; g++) {
    c.beginPath();
    c.moveTo(x0, base - g * 70);
    c.lineTo(x0 + 520, base - g * 70);
    c.stroke();
  }
  for (let q = 0; q < 8; q++) {
    const planned = 90 + q * 28 + rnd() * 20;
    const spent = planned * (0.88 + rnd() * 0.1);
    c.fillStyle = '#b9c3cc';
    c.fillRect(x0 + 14 + q * 64, base - planned, 22, planned);
    c.fillStyle = '#b8503a';
    c.fillRect(x0 + 38 + q * 64, base - spent, 22, spent);
  }
  c.strokeStyle = '#3d3a35';
  c.lineWidth = 2;
  c.beginPath();
  c.moveTo(x0, base);
  c.lineTo(x0 + 520, base);
  c.stroke();
  // The sales: a ring, sold in terracotta, reserved in sand, to sell in grey; its legend as lines.
  const cx = x0 + 120;
  const cy = 700;
  const parts: [number, string][] = [[0.62, '#b8503a'], [0.2, '#d9b48a'], [0.18, '#cfccc4']];
  let a = -Math.PI / 2;
  for (const [f, col] of parts) {
    c.strokeStyle = col;
    c.lineWidth = 46;
    c.beginPath();
    c.arc(cx, cy, 95, a, a + f * Math.PI * 2);
    c.stroke();
    a += f * Math.PI * 2;
  }
  parts.forEach(([, col], i) => {
    c.fillStyle = col;
    c.fillRect(x0 + 280, 640 + i * 40, 20, 20);
    c.fillStyle = '#9a968e';
    c.fillRect(x0 + 314, 647 + i * 40, 150, 7);
  });
  text(x0, 850, 520, 3);
}

/** A photovoltaic module's face: 6 x 10 cells of deep blue, their thin silver busbars, a white gap between cells. */
function pvCells(): THREE.CanvasTexture {
  return drawn(600, 1000, (g) => {
    g.fillStyle = '#dfe3e6';
    g.fillRect(0, 0, 600, 1000);
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 10; j++) {
        const x = 6 + i * 98;
        const y = 6 + j * 98.8;
        const grad = g.createLinearGradient(x, y, x + 92, y + 92);
        grad.addColorStop(0, '#1d2b45');
        grad.addColorStop(1, '#16223a');
        g.fillStyle = grad;
        g.fillRect(x, y, 92, 92);
        g.fillStyle = '#8d97a3';
        for (const bx of [24, 46, 68]) g.fillRect(x + bx, y, 1.5, 92);
      }
    }
  });
}

/**
 * Solar modules on a roof of canal tiles, seen close from the ridge: two rows of modules in their
 * aluminium frames on the slope that faces the sea, the nearest in focus, the bay beyond soft in
 * the morning light.
 */
function solarRoof(st: Stage): void {
  addSky(st);
  sea(st, -14);
  hills(st, { x0: -3000, x1: 3000, z0: -900, depth: 1200, height: 260, seed: 191, dir: -1, base: -14, color: '#74806a' });
  // The roof: a slope of canal tiles falling towards the sea (-z), 30 m wide, running on behind the camera.
  const rt = roofTiles();
  const tiles = new THREE.MeshStandardMaterial({ map: rt.map.clone(), normalMap: rt.normalMap.clone(), color: '#e8a07a', roughness: 0.85 });
  for (const t of [tiles.map!, tiles.normalMap!]) {
    t.repeat.set(30, 14);
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.needsUpdate = true;
  }
  const slope = group(st.scene, 0, 0, 0);
  slope.rotation.x = -0.3;
  block(slope, tiles, 30, 0.1, 14, 0, -0.1, -2, 0.01);
  // The cover tiles in relief, rows of half-rounds down the slope over the channels, each a
  // little off its neighbours, every course overlapping the one below.
  const cover = new THREE.CylinderGeometry(0.085, 0.095, 0.44, 10, 1, true, -Math.PI / 2, Math.PI).rotateX(-Math.PI / 2);
  const courses = Math.floor(14 / 0.38);
  const columns = Math.floor(30 / 0.23);
  const covers = new THREE.InstancedMesh(cover, new THREE.MeshStandardMaterial({ color: '#c47650', roughness: 0.8, side: THREE.DoubleSide }), courses * columns);
  covers.castShadow = true;
  covers.receiveShadow = true;
  const m4 = new THREE.Matrix4();
  const jitter = new THREE.Color();
  let n = 0;
  for (let i = 0; i < columns; i++) {
    for (let j = 0; j < courses; j++) {
      m4.makeRotationY((st.rng.next() - 0.5) * 0.03).setPosition(-15 + i * 0.23, 0, 5 - j * 0.38);
      covers.setMatrixAt(n, m4);
      covers.setColorAt(n, jitter.setHSL(0.05 + st.rng.range(-0.012, 0.012), st.rng.range(0.45, 0.6), st.rng.range(0.45, 0.6)));
      n++;
    }
  }
  slope.add(covers);
  // Two rows of modules on rails, a hand's breadth above the tiles.
  const face = new THREE.MeshPhysicalMaterial({ map: pvCells(), roughness: 0.35, metalness: 0, clearcoat: 0.3, clearcoatRoughness: 0.15, envMapIntensity: 0.22 });
  const frame = flat('#b9bec4', 0.35, 0.8);
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < 5; k++) {
      const x = (k - 2) * 1.06 + 0.8;
      const z = -1.1 - row * 1.72;
      block(slope, frame, 1.02, 0.035, 1.7, x, 0.08, z, 0.004);
      const glass = mesh(new THREE.PlaneGeometry(0.99, 1.67), face, x, 0.116, z, slope, false);
      glass.rotation.x = -Math.PI / 2;
    }
    block(slope, frame, 5.4, 0.03, 0.04, 0.8, 0.04, -1.1 - row * 1.72 - 0.6, 0.005);
    block(slope, frame, 5.4, 0.03, 0.04, 0.8, 0.04, -1.1 - row * 1.72 + 0.6, 0.005);
  }
  st.sunDir.set(-0.8, 0.5, -0.25).normalize();
  aimSun(st, new THREE.Vector3(0, 0, -3), 8, 60);
  haze(st, 0.0012);
  // From the ridge, looking down the slope over the modules to the bay.
  camera(st, [3.2, 1.7, 1.2], [-0.6, -2.6, -6.5], 50, 1);
  st.focus = { at: 3.2, aperture: 0.0009, max: 0.006 };
}
