// Close-ups: materials and fittings, an architect's desk, a 3D model on a screen.
import * as THREE from 'three';
import { block, cyl, flat, group, mat, mesh, rbox } from './kit.ts';
import * as F from './furniture.ts';
import { oldTown, sea, hills, house, WALLS } from './outdoor.ts';
import { camera } from './rooms.ts';
import { addSky, aimSun, type Stage } from './stage.ts';
import { herringbone, marble, oak, plaster } from './textures.ts';

export type DetailKind = 'marbleBrass' | 'parquet' | 'handle' | 'veins' | 'counter' | 'desk' | 'screen';

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

function lines(c: CanvasRenderingContext2D, seed: number, w: number, h: number): void {
  // Plan drawing: walls and rooms in lines only.
  let s = seed;
  const rnd = (): number => ((s = (s * 16807) % 2147483647) / 2147483647);
  c.fillStyle = '#f6f3ec';
  c.fillRect(0, 0, w, h);
  c.strokeStyle = '#1d3346';
  c.lineWidth = 6;
  c.strokeRect(w * 0.1, h * 0.12, w * 0.8, h * 0.7);
  c.lineWidth = 3;
  for (let i = 0; i < 6; i++) {
    c.beginPath();
    const x = w * (0.1 + rnd() * 0.8);
    c.moveTo(x, h * 0.12);
    c.lineTo(x, h * (0.3 + rnd() * 0.5));
    c.stroke();
    c.beginPath();
    const y = h * (0.12 + rnd() * 0.7);
    c.moveTo(w * 0.1, y);
    c.lineTo(w * (0.3 + rnd() * 0.6), y);
    c.stroke();
  }
  c.lineWidth = 1;
  c.strokeStyle = '#6a7d8c';
  for (let i = 0; i < 40; i++) {
    c.beginPath();
    c.moveTo(w * 0.1 + i * w * 0.02, h * 0.86);
    c.lineTo(w * 0.1 + i * w * 0.02, h * 0.9);
    c.stroke();
  }
  c.beginPath();
  c.arc(w * 0.7, h * 0.5, w * 0.08, 0, Math.PI / 2);
  c.stroke();
}

export function detail(st: Stage, kind: DetailKind): void {
  const r = st.rng;
  const on = st.lamps;
  switch (kind) {
    case 'marbleBrass':
    case 'veins': {
      lightRoom(st);
      const m = mat(marble('#f0ede8', '#7d7a78', kind === 'veins' ? 131 : 133), { tile: kind === 'veins' ? 0.9 : 1.4, roughness: 1, clearcoat: 0.6, normalScale: 0.2 });
      block(st.scene, m, 4, 0.05, 4, 0, -0.05, 0, 0.002);
      if (kind === 'marbleBrass') {
        const wall = mat(plaster('#efe9df', 135), { tile: 2, roughness: 1 });
        block(st.scene, wall, 4, 2, 0.1, 0, 0, -0.6, 0.002);
        block(st.scene, F.metal.brass(), 4, 0.08, 0.012, 0, 0, -0.545, 0.002);
        camera(st, [0.4, 0.95, 0.7], [-0.2, 0.05, -0.55], 50, 1);
      } else {
        block(st.scene, m, 4, 2, 0.05, 0, 0, -0.8, 0.002);
        F.vanity(st.scene, 0.9, -0.5, 0, { l: 1, basins: 1, top: m, body: F.wood('#7a5a3e', 1), on, mirror: false });
        camera(st, [-0.2, 1.1, 0.9], [0.1, 0.3, -0.6], 55);
        st.camera.lookAt(0.1, 0.4, -0.8);
      }
      return;
    }
    case 'parquet': {
      lightRoom(st);
      const m = mat(herringbone('#b48a5c', 137), { tile: 1.2, roughness: 1, normalScale: 0.6, clearcoat: 0.2 });
      block(st.scene, m, 6, 0.05, 6, 0, -0.05, 0, 0.002);
      block(st.scene, mat(plaster('#f1ece3', 139), { tile: 2 }), 6, 2, 0.1, 0, 0, -1.5, 0.002);
      block(st.scene, flat('#f4f0e8', 0.6), 6, 0.1, 0.015, 0, 0, -1.445, 0.002);
      F.rug(st.scene, 1.0, 0.2, 1.4, 1.0, '#d6ccbb');
      camera(st, [-0.4, 1.0, 1.4], [0.1, 0, -0.8], 55);
      st.camera.lookAt(0.1, 0, -0.6);
      return;
    }
    case 'handle': {
      lightRoom(st);
      const door = F.wood('#a07a52', 2.2);
      block(st.scene, mat(plaster('#efe9df', 141), { tile: 2 }), 3, 2.6, 0.1, 0, 0, -0.1, 0.002);
      block(st.scene, door, 0.9, 2.2, 0.05, 0, 0, 0, 0.004);
      const h = group(st.scene, 0.35, 1.0, 0.04);
      mesh(cyl(0.03, 0.03, 0.012, 32), F.metal.brass(), 0, 0, 0, h).rotation.x = Math.PI / 2;
      mesh(cyl(0.011, 0.011, 0.06, 16), F.metal.brass(), 0, 0, 0.03, h).rotation.x = Math.PI / 2;
      const lever = mesh(rbox(0.13, 0.022, 0.022, 0.01), F.metal.brass(), -0.06, 0, 0.06, h);
      lever.castShadow = true;
      mesh(cyl(0.012, 0.012, 0.006, 20), F.metal.brass(), 0, -0.08, 0.003, h).rotation.x = Math.PI / 2;
      camera(st, [0.55, 1.12, 0.45], [0.3, 1.0, 0], 40);
      st.camera.lookAt(0.33, 1.0, 0.02);
      return;
    }
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
    case 'desk':
    case 'screen': {
      // An architect's desk before a window over the roofs; for the screen, a 3D model of a coastal district.
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
      for (let i = 0; i < 20; i++) house(st.scene, r.range(-40, 40), -12, -r.range(15, 60), { w: r.range(8, 12), d: 10, floors: 3, wall: r.pick(WALLS), seed: 1600 + i, lit: on });
      hills(st, { x0: -3000, x1: 3000, z0: -400, depth: 1200, height: 400, seed: 151, dir: -1, trees: 300 });
      const desk = F.wood('#6b4a30', 1.5);
      block(st.scene, desk, 2.4, 0.05, 1.0, 0, 0.74, -0.55, 0.01);
      for (const s of [-1, 1]) block(st.scene, F.metal.black(), 0.05, 0.74, 0.9, s * 1.1, 0, -0.55, 0.005);
      if (kind === 'desk') {
        for (let i = 0; i < 3; i++) {
          const c = document.createElement('canvas');
          c.width = 1024;
          c.height = 724;
          lines(c.getContext('2d')!, 1000 + i * 77, 1024, 724);
          const t = new THREE.CanvasTexture(c);
          t.colorSpace = THREE.SRGBColorSpace;
          t.anisotropy = 8;
          const sheet = mesh(new THREE.PlaneGeometry(0.84, 0.594), new THREE.MeshStandardMaterial({ map: t, roughness: 0.9 }), -0.3 + i * 0.28, 0.792 + i * 0.002, -0.5 + i * 0.06, st.scene, false);
          sheet.rotation.x = -Math.PI / 2;
          sheet.rotation.z = r.range(-0.2, 0.2);
        }
        block(st.scene, flat('#1f2f3f', 0.7), 0.15, 0.015, 0.21, 0.65, 0.79, -0.3, 0.003);
        block(st.scene, flat('#f4f1ea', 0.9), 0.14, 0.004, 0.2, 0.65, 0.805, -0.3, 0.002);
        mesh(cyl(0.005, 0.005, 0.14, 8), flat('#222', 0.3, 0.5), 0.55, 0.8, -0.25, st.scene).rotation.z = Math.PI / 2;
        mesh(cyl(0.04, 0.035, 0.1, 24), flat('#e9e3d8', 0.3), 0.85, 0.79 + 0.05, -0.75, st.scene);
        F.tableLamp(st.scene, -0.9, 0.79, -0.85, on);
        camera(st, [0.2, 1.5, 0.8], [0, 0.5, -1.2], 58, 0.75);
      } else {
        // The screen shows the model: a small 3D scene rendered to a texture.
        const rt = new THREE.WebGLRenderTarget(1600, 900, { samples: 4 });
        const ms = new THREE.Scene();
        ms.background = new THREE.Color('#e8ecef');
        const mc = new THREE.PerspectiveCamera(40, 16 / 9, 1, 5000);
        mc.position.set(-180, 220, 320);
        mc.lookAt(0, 0, 0);
        ms.add(new THREE.HemisphereLight('#ffffff', '#889099', 1.6));
        const dl = new THREE.DirectionalLight('#ffffff', 2.2);
        dl.position.set(-200, 300, 150);
        ms.add(dl);
        const terrain = new THREE.PlaneGeometry(600, 400, 60, 40);
        terrain.rotateX(-Math.PI / 2);
        const tp = terrain.attributes.position!;
        for (let i = 0; i < tp.count; i++) {
          const z = tp.getZ(i);
          tp.setY(i, z < -20 ? Math.pow((-z - 20) / 180, 1.5) * 90 + Math.sin(tp.getX(i) * 0.03) * 6 : z > 60 ? -4 : 0);
        }
        terrain.computeVertexNormals();
        ms.add(new THREE.Mesh(terrain, new THREE.MeshStandardMaterial({ color: '#d9d4c8', roughness: 1, flatShading: true })));
        const waterPl = new THREE.Mesh(new THREE.PlaneGeometry(600, 140), new THREE.MeshStandardMaterial({ color: '#9fc1d6', roughness: 0.5 }));
        waterPl.rotation.x = -Math.PI / 2;
        waterPl.position.set(0, -1, 130);
        ms.add(waterPl);
        const bm = new THREE.MeshStandardMaterial({ color: '#f7f7f5', roughness: 0.8 });
        const hl = new THREE.MeshStandardMaterial({ color: '#e07a4f', roughness: 0.8 });
        for (let i = 0; i < 160; i++) {
          const x = r.range(-260, 260);
          const z = r.range(-40, 50);
          const hh = r.range(6, 26);
          const b = new THREE.Mesh(new THREE.BoxGeometry(r.range(8, 20), hh, r.range(8, 16)), i < 10 ? hl : bm);
          b.position.set(x, hh / 2, z);
          ms.add(b);
        }
        for (let i = 0; i < 9; i++) {
          const road = new THREE.Mesh(new THREE.BoxGeometry(600, 0.3, 3), new THREE.MeshStandardMaterial({ color: '#9a9a96' }));
          road.position.set(0, 0.2, -40 + i * 11);
          if (i % 3 === 0) ms.add(road);
        }
        const rend = (st as unknown as { renderer?: THREE.WebGLRenderer }).renderer;
        void rend;
        st.scene.userData['prerender'] = { rt, ms, mc };
        const monitor = group(st.scene, 0, 0.79, -0.85);
        block(monitor, flat('#1b1b1c', 0.4, 0.3), 1.0, 0.6, 0.03, 0, 0.18, 0, 0.01);
        const scr = mesh(new THREE.PlaneGeometry(0.96, 0.54), new THREE.MeshBasicMaterial({ map: rt.texture, toneMapped: false }), 0, 0.48, 0.016, monitor, false);
        scr.castShadow = false;
        block(monitor, flat('#2a2a2a', 0.3, 0.8), 0.06, 0.2, 0.06, 0, 0, -0.05, 0.01);
        block(monitor, flat('#2a2a2a', 0.3, 0.8), 0.3, 0.015, 0.22, 0, 0, -0.05, 0.01);
        block(st.scene, flat('#d8d8d6', 0.4), 0.45, 0.015, 0.14, -0.1, 0.79, -0.3, 0.005);
        F.tableLamp(st.scene, 0.85, 0.79, -0.85, on);
        camera(st, [0.55, 1.35, 0.7], [0, 1.0, -0.9], 52, 0.8);
      }
      aimSun(st, new THREE.Vector3(0, 1, -0.5), 4, 40);
      st.ao = 0.3;
      return;
    }
  }
  void marble;
}
