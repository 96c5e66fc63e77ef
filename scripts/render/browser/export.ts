// A built stage written out for Blender's Cycles (scripts/render/cycles.ts, cycles.py): the scene
// as binary glTF, and beside it the sun, the mood, the camera's field and the lights. Cycles
// lights the scene anew, so what three.js needed to fake light is left out: the lights (listed
// instead), the sky shader and its domes, the fog. Instanced meshes (leaves, grass, crowns) are
// merged, as glTF instancing is not read by every Blender.
import * as THREE from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Stage } from './stage.ts';
import { base64, disposeScene } from './kit.ts';

type V3 = [number, number, number];
/** A light of the scene; a window's area light becomes a portal for the sky (see cycles.py). */
interface Lamp { kind: 'point' | 'spot' | 'area'; color: V3; intensity: number; position: V3; target?: V3; width?: number; height?: number; angle?: number }

/** Exports the stage; the page then holds the file for exportedSlice and the rest in `__meta`. */
export async function exportStage(st: Stage, width: number, height: number): Promise<void> {
  const scene = st.scene;
  scene.updateMatrixWorld(true);
  const lamps: Lamp[] = [];
  const drop: THREE.Object3D[] = [];
  const expand: THREE.InstancedMesh[] = [];
  const v = new THREE.Vector3();
  scene.traverse((o) => {
    if ((o as THREE.Light).isLight) {
      const l = o as THREE.Light;
      const p = l.getWorldPosition(new THREE.Vector3());
      const c: V3 = [l.color.r, l.color.g, l.color.b];
      if ((l as THREE.PointLight).isPointLight) lamps.push({ kind: 'point', color: c, intensity: l.intensity, position: p.toArray() as V3 });
      else if ((l as THREE.SpotLight).isSpotLight) {
        const s = l as THREE.SpotLight;
        lamps.push({ kind: 'spot', color: c, intensity: l.intensity, position: p.toArray() as V3, target: s.target.getWorldPosition(v).toArray() as V3, angle: s.angle });
      } else if ((l as THREE.RectAreaLight).isRectAreaLight) {
        const a = l as THREE.RectAreaLight;
        const dir = new THREE.Vector3(0, 0, -1).applyQuaternion(a.getWorldQuaternion(new THREE.Quaternion())).add(p);
        lamps.push({ kind: 'area', color: c, intensity: l.intensity, position: p.toArray() as V3, target: dir.toArray() as V3, width: a.width, height: a.height });
      }
      drop.push(o);
      return;
    }
    const m = (o as THREE.Mesh).material as THREE.Material | undefined;
    if (m && !Array.isArray(m)) {
      // What a material is for, where Cycles must treat it apart: the open sea, pools, mirrors.
      if (m.userData['mirror'] || m.userData['sea']) m.name = 'sea';
      else if (m.userData['mirrorsSky']) m.name = 'water';
      else if (m.userData['mirrorsRoom']) m.name = 'mirror';
      m.userData = {};
    }
    if (m && ((m as THREE.ShaderMaterial).isShaderMaterial || (m as THREE.MeshBasicMaterial).side === THREE.BackSide)) drop.push(o);
    else if ((o as THREE.InstancedMesh).isInstancedMesh) expand.push(o as THREE.InstancedMesh);
  });
  for (const o of drop) o.removeFromParent();
  // Only the instances the camera sees, or near enough to shade what it sees: merged whole, the
  // crowns of a hillside behind the camera weigh hundreds of megabytes in the file.
  st.camera.updateMatrixWorld();
  const frustum = new THREE.Frustum().setFromProjectionMatrix(new THREE.Matrix4().multiplyMatrices(st.camera.projectionMatrix, st.camera.matrixWorldInverse));
  const eye = st.camera.getWorldPosition(new THREE.Vector3());
  const sphere = new THREE.Sphere();
  for (const inst of expand) {
    const parts: THREE.BufferGeometry[] = [];
    const mtx = new THREE.Matrix4();
    if (!inst.geometry.boundingSphere) inst.geometry.computeBoundingSphere();
    for (let i = 0; i < inst.count; i++) {
      inst.getMatrixAt(i, mtx);
      sphere.copy(inst.geometry.boundingSphere!).applyMatrix4(mtx).applyMatrix4(inst.matrixWorld);
      if (sphere.center.distanceTo(eye) - sphere.radius > 80 && !frustum.intersectsSphere(sphere)) continue;
      const g = inst.geometry.clone().applyMatrix4(mtx);
      if (inst.instanceColor) {
        const col = new THREE.Color();
        inst.getColorAt(i, col);
        const n = g.attributes.position!.count;
        const arr = new Float32Array(n * 3);
        for (let k = 0; k < n; k++) arr.set([col.r, col.g, col.b], k * 3);
        g.setAttribute('color', new THREE.BufferAttribute(arr, 3));
      }
      parts.push(g);
    }
    const merged = parts.length > 0 ? mergeGeometries(parts) : null;
    if (merged) {
      const mesh = new THREE.Mesh(merged, inst.material);
      mesh.matrix.copy(inst.matrix);
      mesh.matrix.decompose(mesh.position, mesh.quaternion, mesh.scale);
      inst.parent!.add(mesh);
    }
    inst.removeFromParent();
  }
  scene.fog = null;
  const cam = st.camera.clone();
  cam.aspect = width / height;
  cam.updateProjectionMatrix();
  cam.name = 'Shot';
  scene.add(cam);
  const glb = (await new GLTFExporter().parseAsync(scene, { binary: true, onlyVisible: true, maxTextureSize: 1024 })) as ArrayBuffer;
  // A shift lens (setViewOffset, terraces.ts) as a fraction of the frame's height; glTF has none.
  const view = st.camera.view;
  const shift = view?.enabled ? [view.offsetX / view.fullHeight, -view.offsetY / view.fullHeight] : [0, 0];
  const meta = { fov: st.camera.fov, shift, sunDir: st.sunDir.toArray(), spec: st.spec, interior: st.interior, exposure: st.spec.exposure * st.exposure, lights: lamps, width, height };
  const w = window as unknown as { __glb: ArrayBuffer; __meta: string };
  w.__glb = glb;
  w.__meta = JSON.stringify(meta);
  disposeScene(scene);
}

/** Bytes [from, from + length) of the last export, in base64. */
export function exportedSlice(from: number, length: number): Promise<string> {
  return base64((window as unknown as { __glb: ArrayBuffer }).__glb.slice(from, from + length));
}

export function exportedSize(): number {
  return (window as unknown as { __glb: ArrayBuffer }).__glb.byteLength;
}
