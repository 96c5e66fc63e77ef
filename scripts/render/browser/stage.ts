// The light of a picture: sun, sky, image-based ambient light and exposure for each mood of the
// Riviera, and the renderer that turns a built scene into pixels (ambient occlusion, tone mapping).
import * as THREE from 'three';
import { Sky } from 'three/examples/jsm/objects/Sky.js';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { GTAOPass } from 'three/examples/jsm/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { BokehPass } from 'three/examples/jsm/postprocessing/BokehPass.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { RectAreaLightUniformsLib } from 'three/examples/jsm/lights/RectAreaLightUniformsLib.js';
import { Rng } from './random.ts';
import { base64, disposeScene } from './kit.ts';

export type MoodName = 'morning' | 'midday' | 'golden' | 'dusk' | 'blue' | 'haze';

interface MoodSpec {
  elevation: number; // degrees
  azimuth: number; // degrees from the view axis (-z), positive to the right (west when facing south)
  sun: string;
  sunIntensity: number;
  turbidity: number;
  rayleigh: number;
  mie: number;
  clouds: number;
  exposure: number;
  ambient: number;
  lamps: number; // 0..1: lamps and lit windows
}

const MOODS: Record<MoodName, MoodSpec> = {
  morning: { elevation: 22, azimuth: -55, sun: '#fff1dc', sunIntensity: 3.2, turbidity: 3, rayleigh: 1.2, mie: 0.004, clouds: 0.25, exposure: 0.95, ambient: 0.9, lamps: 0 },
  midday: { elevation: 58, azimuth: 25, sun: '#fffaf2', sunIntensity: 3.6, turbidity: 2.2, rayleigh: 0.9, mie: 0.003, clouds: 0.2, exposure: 0.82, ambient: 1, lamps: 0 },
  golden: { elevation: 9, azimuth: 62, sun: '#ffc98e', sunIntensity: 3.0, turbidity: 4, rayleigh: 1.8, mie: 0.006, clouds: 0.3, exposure: 1.05, ambient: 0.8, lamps: 0.15 },
  dusk: { elevation: 2.2, azimuth: 70, sun: '#ff9a5e', sunIntensity: 1.6, turbidity: 6, rayleigh: 2.6, mie: 0.008, clouds: 0.35, exposure: 1.5, ambient: 0.75, lamps: 0.7 },
  blue: { elevation: -3.5, azimuth: 80, sun: '#6f86c8', sunIntensity: 0.0, turbidity: 3, rayleigh: 3, mie: 0.005, clouds: 0.15, exposure: 5, ambient: 1.4, lamps: 1 },
  haze: { elevation: 34, azimuth: -30, sun: '#fff6ea', sunIntensity: 2.0, turbidity: 9, rayleigh: 1.5, mie: 0.012, clouds: 0.5, exposure: 0.95, ambient: 1.25, lamps: 0 },
};

export interface Stage {
  scene: THREE.Scene;
  camera: THREE.PerspectiveCamera;
  rng: Rng;
  mood: MoodName;
  spec: MoodSpec;
  /** Unit vector towards the sun. */
  sunDir: THREE.Vector3;
  sun: THREE.DirectionalLight;
  /** 0..1: how much lamps and windows glow. */
  lamps: number;
  /** Set by the scene: ambient occlusion radius (m), exposure multiplier, env intensity. */
  ao: number;
  exposure: number;
  env: number;
  flip: number;
  aspect: number;
  /** Indoors: ambient light from a neutral room rather than the sky. */
  interior: boolean;
  /** The colour of the sky near the horizon, for window lights. */
  skyColor: THREE.Color;
  /** An outdoor scene by day: its fill comes from a pale, nearly neutral sky (see dayFill). */
  daylit?: boolean;
  /**
   * A close shot's depth of field, as a lens near its subject has it: sharp at `at` metres from
   * the camera, softer before and behind it by `aperture` a metre, up to `max` of the frame.
   */
  focus?: { at: number; aperture: number; max: number };
}

let renderer: THREE.WebGLRenderer | null = null;
function getRenderer(): THREE.WebGLRenderer {
  if (renderer) return renderer;
  RectAreaLightUniformsLib.init();
  const canvas = document.createElement('canvas');
  document.body.appendChild(canvas);
  renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.NeutralToneMapping;
  return renderer;
}

/** The direction to a sun `elevation` degrees up, `azimuth` degrees right of the view axis (-z). */
export function sunFrom(elevation: number, azimuth: number): THREE.Vector3 {
  const el = THREE.MathUtils.degToRad(elevation);
  const az = THREE.MathUtils.degToRad(azimuth);
  return new THREE.Vector3(Math.sin(az) * Math.cos(el), Math.sin(el), -Math.cos(az) * Math.cos(el)).normalize();
}

export function makeStage(seed: string, mood: MoodName, width: number, height: number): Stage {
  const rng = new Rng(seed);
  const spec = MOODS[mood];
  const flip = rng.chance(0.5) ? -1 : 1;
  const sunDir = sunFrom(spec.elevation, spec.azimuth * flip + rng.range(-8, 8));
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(50, width / height, 0.05, 60000);
  const sun = new THREE.DirectionalLight(spec.sun, spec.sunIntensity);
  sun.castShadow = spec.sunIntensity > 0;
  sun.shadow.mapSize.set(2048, 2048);
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.02;
  sun.shadow.radius = mood === 'haze' ? 6 : 3;
  scene.add(sun, sun.target);
  const sky = skyColorAt(spec);
  return { scene, camera, rng, mood, spec, sunDir, sun, lamps: spec.lamps, ao: 0.6, exposure: 1, env: 1, interior: false, flip, aspect: width / height, skyColor: sky };
}

function skyColorAt(spec: MoodSpec): THREE.Color {
  if (spec.elevation < 0) return new THREE.Color('#5a6f9e');
  if (spec.elevation < 5) return new THREE.Color('#f0b48a');
  if (spec.elevation < 12) return new THREE.Color('#f7e1c4');
  return new THREE.Color('#f4f1ea');
}

/**
 * By day, the sun on the camera's side of the scene (the camera looks towards -z), as an
 * architectural photographer shoots a façade: lit by the sun rather than by the sky alone. The
 * rooms keep theirs beyond the windows; low suns (golden hour, dusk) stay where they are.
 */
export function sunBehind(st: Stage): void {
  if (st.spec.elevation <= 12) return;
  sunFromCamera(st);
  dayFill(st);
}

/**
 * The sun on the camera's side at any height, low suns too: for a scene whose hill or walls face
 * the camera, which a sun behind them would leave in their own shadow, lit by the sky alone.
 */
export function sunFromCamera(st: Stage): void {
  st.sunDir.z = Math.abs(st.sunDir.z);
}

/**
 * By day, the shadows filled by a pale, nearly neutral sky, as a camera balanced for daylight
 * sees it: the sky model's deep blue lit shaded white walls, stone and cushions cyan. The sky seen
 * in the picture is unchanged (see renderStage).
 */
export function dayFill(st: Stage): void {
  if (st.spec.elevation > 12) st.daylit = true;
}

/**
 * The pale sky of dayFill: a dome from a warm ground through a light horizon to a soft blue
 * zenith, 50 m across (PMREM's cube camera sees nothing beyond 100 m).
 */
function daySky(): THREE.Scene {
  const geo = new THREE.SphereGeometry(50, 32, 16);
  const position = geo.attributes.position!;
  const cols = new Float32Array(position.count * 3);
  const zenith = new THREE.Color('#a9bfd3'), horizon = new THREE.Color('#e9e6de'), below = new THREE.Color('#8f8574');
  const c = new THREE.Color();
  for (let i = 0; i < position.count; i++) {
    const y = position.getY(i) / 50;
    if (y >= 0) c.copy(horizon).lerp(zenith, Math.pow(y, 0.6));
    else c.copy(horizon).lerp(below, Math.min(1, -y * 6));
    cols.set([c.r, c.g, c.b], i * 3);
  }
  geo.setAttribute('color', new THREE.BufferAttribute(cols, 3));
  const scene = new THREE.Scene();
  scene.add(new THREE.Mesh(geo, new THREE.MeshBasicMaterial({ vertexColors: true, side: THREE.BackSide })));
  return scene;
}

/** Aerial perspective: far hills and sea fade into the air's colour, by `density` (FogExp2). */
export function haze(st: Stage, density: number): void {
  // By day the haze is as bright as the sky at the horizon (brighter than white before the tone
  // mapping), so the far sea meets the sky without a grey band between them.
  const c = st.spec.elevation < 0 ? new THREE.Color('#3a4a6a') : st.spec.elevation < 12 ? new THREE.Color('#e8c9a6') : new THREE.Color('#eaf5fb').multiplyScalar(1.5);
  st.scene.fog = new THREE.FogExp2(c, density * (st.mood === 'haze' ? 1.8 : 1));
}

/** Points the sun's shadow camera at a box around `center` of half-size `r`. */
export function aimSun(st: Stage, center: THREE.Vector3, r: number, distance = 200): void {
  st.sun.position.copy(center).addScaledVector(st.sunDir, distance);
  st.sun.target.position.copy(center);
  const c = st.sun.shadow.camera;
  c.left = -r;
  c.right = r;
  c.top = r;
  c.bottom = -r;
  c.near = 1;
  c.far = distance + r * 2;
  c.updateProjectionMatrix();
}

/**
 * The sky of the blue hour, the sun a few degrees below the horizon: deep blue overhead, paler
 * towards the horizon, a last warm glow under the sun's side; the ground below it dark. Its
 * colours are what the picture shows once exposed (divided by the mood's exposure).
 */
function blueHourDome(st: Stage, radius: number): THREE.Mesh {
  const geo = new THREE.SphereGeometry(radius, 48, 24);
  const position = geo.attributes.position!;
  const cols = new Float32Array(position.count * 3);
  const zenith = new THREE.Color('#16285e'), mid = new THREE.Color('#3d5a9c'), horizon = new THREE.Color('#8d9fc6'), glow = new THREE.Color('#d7a48c'), below = new THREE.Color('#2a2b33');
  const sun = new THREE.Vector2(st.sunDir.x, st.sunDir.z).normalize();
  const c = new THREE.Color();
  const v = new THREE.Vector3();
  const across = new THREE.Vector2();
  for (let i = 0; i < position.count; i++) {
    v.fromBufferAttribute(position, i).divideScalar(radius);
    const y = v.y;
    if (y < 0) c.copy(horizon).lerp(below, Math.min(1, -y * 8));
    else {
      c.copy(horizon).lerp(mid, Math.min(1, y * 4));
      if (y > 0.25) c.lerp(zenith, Math.min(1, (y - 0.25) / 0.6));
      // Towards the sun, the horizon keeps a band of warm light.
      const towards = Math.max(0, across.set(v.x, v.z).normalize().dot(sun));
      c.lerp(glow, Math.pow(towards, 3) * Math.max(0, 1 - y * 7) * 0.8);
    }
    c.multiplyScalar(1 / st.spec.exposure);
    cols.set([c.r, c.g, c.b], i * 3);
  }
  geo.setAttribute('color', new THREE.BufferAttribute(cols, 3));
  return new THREE.Mesh(geo, new THREE.MeshBasicMaterial({ vertexColors: true, side: THREE.BackSide, fog: false, depthWrite: false }));
}

export function addSky(st: Stage): Sky {
  if (st.spec.elevation < 0) {
    // The sky shader is black below the sun: the blue hour's own dome, drawn after the opaque
    // scene and in front of the shader's box, behind everything nearer.
    const dome = blueHourDome(st, 20000);
    dome.renderOrder = 1;
    st.scene.add(dome);
  }
  const sky = new Sky();
  sky.scale.setScalar(45000);
  const u = sky.material.uniforms;
  u['turbidity']!.value = st.spec.turbidity;
  u['rayleigh']!.value = st.spec.rayleigh;
  u['mieCoefficient']!.value = st.spec.mie;
  u['mieDirectionalG']!.value = 0.82;
  u['sunPosition']!.value.copy(st.sunDir);
  if (u['cloudCoverage']) {
    u['cloudCoverage']!.value = st.spec.clouds;
    u['cloudDensity']!.value = 0.35;
    u['time']!.value = st.rng.range(0, 1000);
    u['cloudScale']!.value = 0.00018;
  }
  if (u['showSunDisc']) u['showSunDisc']!.value = st.spec.elevation > -1 ? 1 : 0;
  st.scene.add(sky);
  return sky;
}

/** The meshes of the scene whose (single) material carries `flag` in its userData. */
function flagged(scene: THREE.Scene, flag: string): THREE.Mesh[] {
  const found: THREE.Mesh[] = [];
  scene.traverse((o) => {
    const m = (o as THREE.Mesh).material as THREE.Material | THREE.Material[] | undefined;
    if (m && !Array.isArray(m) && m.userData[flag]) found.push(o as THREE.Mesh);
  });
  return found;
}

/** What mirrorAt leaves on a material for reflect: the mirror's height and its shader's inputs. */
interface Mirror {
  y: number;
  uniforms: { mirrorMap: { value: THREE.Texture | null }; mirrorMatrix: { value: THREE.Matrix4 }; mirrorStrength: { value: number } };
}

/**
 * Makes a material a horizontal mirror at height y, as the sea near a coast seen from close to its
 * level: what stands above the water (the town, the hills, the boats, the sky) is rendered once
 * more from below the surface (see reflect) and the material's specular light comes from that
 * picture, in part: its normal map (and the same ripples nine times larger, a swell) shakes the
 * reflection, far away it is drawn out downwards as small waves smear it into vertical streaks,
 * and the nearer the water, the more of the sky's own light it keeps (its waves face the sky).
 * `strength` scales the light it mirrors.
 */
export function mirrorAt(m: THREE.MeshPhysicalMaterial, y: number, strength = 1): void {
  const uniforms = { mirrorMap: { value: null as THREE.Texture | null }, mirrorMatrix: { value: new THREE.Matrix4() }, mirrorStrength: { value: strength } };
  const mirror: Mirror = { y, uniforms };
  m.userData['mirror'] = mirror;
  m.clearcoat = 0;
  m.onBeforeCompile = (s) => {
    Object.assign(s.uniforms, uniforms);
    s.vertexShader = 'uniform mat4 mirrorMatrix;\nvarying vec4 vMirror;\n' + s.vertexShader.replace('#include <project_vertex>', '#include <project_vertex>\n\tvMirror = mirrorMatrix * modelMatrix * vec4( transformed, 1.0 );');
    s.fragmentShader = 'uniform sampler2D mirrorMap;\nuniform float mirrorStrength;\nvarying vec4 vMirror;\n' + s.fragmentShader.replace(
      '#include <lights_fragment_maps>',
      `#include <lights_fragment_maps>
\t{
\t\tvec2 swell = texture2D( normalMap, vNormalMapUv * 0.11 ).xy * 2.0 - 1.0;
\t\tvec2 uv = vMirror.xy / vMirror.w + ( normal.xy - nonPerturbedNormal.xy ) * vec2( 0.25, 1.2 ) + swell * vec2( 0.01, 0.04 );
\t\tfloat streak = 0.008 + 0.03 * smoothstep( 30.0, 1500.0, length( vViewPosition ) );
\t\tvec3 seen = vec3( 0.0 );
\t\tfor ( int i = 0; i < 7; i ++ ) seen += texture2D( mirrorMap, uv - vec2( 0.0, streak * float( i ) / 6.0 ) ).rgb;
\t\tradiance = mirrorStrength * mix( radiance, seen / 7.0 * 0.85, 0.35 + 0.4 * smoothstep( 40.0, 300.0, length( vViewPosition ) ) );
\t}`,
    );
  };
}

/**
 * Renders, for each mirror of the scene (see mirrorAt), what it reflects: the scene seen by the
 * camera's image in the mirror's plane, clipped at that plane so nothing below the water shows.
 * Returns the targets to dispose of once the picture is drawn.
 */
function reflect(st: Stage, r: THREE.WebGLRenderer, width: number, height: number): THREE.WebGLRenderTarget[] {
  return flagged(st.scene, 'mirror').map((mesh) => {
    const { y, uniforms } = (mesh.material as THREE.Material).userData['mirror'] as Mirror;
    const target = new THREE.WebGLRenderTarget(Math.round(width / 2), Math.round(height / 2), { type: THREE.HalfFloatType });
    st.camera.updateMatrixWorld();
    const eye = st.camera.getWorldPosition(new THREE.Vector3());
    const ahead = st.camera.getWorldDirection(new THREE.Vector3()).add(eye);
    const up = new THREE.Vector3(0, 1, 0).applyQuaternion(st.camera.getWorldQuaternion(new THREE.Quaternion()));
    const image = st.camera.clone();
    image.position.set(eye.x, 2 * y - eye.y, eye.z);
    image.up.set(up.x, -up.y, up.z);
    image.lookAt(ahead.x, 2 * y - ahead.y, ahead.z);
    image.updateMatrixWorld();
    image.projectionMatrix.copy(st.camera.projectionMatrix);
    uniforms.mirrorMatrix.value.set(0.5, 0, 0, 0.5, 0, 0.5, 0, 0.5, 0, 0, 0.5, 0.5, 0, 0, 0, 1).multiply(image.projectionMatrix).multiply(image.matrixWorldInverse);
    uniforms.mirrorMap.value = target.texture;
    mesh.visible = false;
    r.clippingPlanes = [new THREE.Plane(new THREE.Vector3(0, 1, 0), -y)];
    r.setRenderTarget(target);
    r.render(st.scene, image);
    r.setRenderTarget(null);
    r.clippingPlanes = [];
    mesh.visible = true;
    return target;
  });
}

/**
 * Gives each mirror in a room (see mirrorMat) what it reflects: the room seen from the mirror's
 * centre, rendered into a cube map without it. The cube has no parallax, but a mirror of a metre
 * or less shows the walls, ceiling and lamps before it in the right places. Returns the targets
 * to dispose of once the picture is drawn.
 */
function roomMirrors(st: Stage, r: THREE.WebGLRenderer): THREE.WebGLCubeRenderTarget[] {
  return flagged(st.scene, 'mirrorsRoom').map((mesh) => {
    const target = new THREE.WebGLCubeRenderTarget(512, { type: THREE.HalfFloatType });
    const eye = new THREE.CubeCamera(0.05, 200, target);
    mesh.getWorldPosition(eye.position);
    mesh.visible = false;
    eye.update(r, st.scene);
    mesh.visible = true;
    (mesh.material as THREE.MeshStandardMaterial).envMap = target.texture;
    return target;
  });
}

export interface Job {
  path: string;
  msaa?: boolean;
  width: number;
  height: number;
}

/** Renders the stage: image-based light from its sky, ambient occlusion, tone mapping; posts the pixels. */
export async function renderStage(st: Stage, job: Job): Promise<void> {
  const r = getRenderer();
  r.setPixelRatio(1);
  r.setSize(16, 16, false);
  r.toneMappingExposure = st.spec.exposure * st.exposure;
  // Ambient light from a sky of this mood (rendered into a cube map, prefiltered).
  const envScene = new THREE.Scene();
  const envSky = new Sky();
  envSky.scale.setScalar(1000);
  const eu = envSky.material.uniforms;
  eu['turbidity']!.value = st.spec.turbidity;
  eu['rayleigh']!.value = st.spec.rayleigh;
  eu['mieCoefficient']!.value = st.spec.mie;
  eu['sunPosition']!.value.copy(st.sunDir);
  if (eu['showSunDisc']) eu['showSunDisc']!.value = 0;
  if (eu['cloudCoverage']) eu['cloudCoverage']!.value = 0;
  envScene.add(envSky);
  // (Below the horizon the sky model's own lower half lights the scene from beneath.)
  const pmrem = new THREE.PMREMGenerator(r);
  const skyEnv = pmrem.fromScene(envScene, 0.02).texture;
  const night = st.spec.elevation < 0;
  const env = st.interior ? pmrem.fromScene(new RoomEnvironment(), 0.04).texture : st.daylit ? pmrem.fromScene(daySky(), 0.02).texture : night ? pmrem.fromScene(new THREE.Scene().add(blueHourDome(st, 50)), 0.02).texture : skyEnv;
  st.scene.environment = env;
  st.scene.environmentIntensity = st.spec.ambient * st.env * (st.interior ? (night ? 0.25 * 0.5 : 0.55 * 1.1) : night ? 1 : 0.55);
  if (st.daylit || (st.interior && !night)) {
    // The sea and the pools still mirror the sky that is seen, deep blue (seen from a room, not
    // the room's own light).
    for (const mesh of flagged(st.scene, 'mirrorsSky')) {
      const m = mesh.material as THREE.MeshStandardMaterial;
      if (m.envMap) continue; // a material shared by several meshes is set once
      m.envMap = skyEnv;
      m.envMapIntensity *= st.scene.environmentIntensity * (st.interior ? 0.4 : 1);
    }
  }
  st.camera.aspect = job.width / job.height;
  st.camera.updateProjectionMatrix();
  const target = new THREE.WebGLRenderTarget(job.width, job.height, { type: THREE.HalfFloatType, samples: job.msaa ? 4 : 0 });
  const composer = new EffectComposer(r, target);
  composer.setPixelRatio(1);
  composer.setSize(job.width, job.height);
  composer.addPass(new RenderPass(st.scene, st.camera));
  if (st.ao > 0) {
    const ao = new GTAOPass(st.scene, st.camera, Math.round(job.width / 4), Math.round(job.height / 4));
    ao.updateGtaoMaterial({ radius: st.ao, distanceExponent: 1, thickness: 1, scale: 1, samples: 8 });
    ao.updatePdMaterial({ lumaPhi: 10, depthPhi: 2, normalPhi: 3, radius: 3, rings: 2, samples: 6 });
    ao.blendIntensity = 0.85;
    composer.addPass(ao);
    ao.setSize(Math.round(job.width / 4), Math.round(job.height / 4));
  }
  if (st.focus) {
    const { at, aperture, max } = st.focus;
    composer.addPass(new BokehPass(st.scene, st.camera, { focus: at, aperture, maxblur: max }));
  }
  composer.renderToScreen = false;
  const output = new OutputPass();
  const bytes = new THREE.WebGLRenderTarget(job.width, job.height, { type: THREE.UnsignedByteType, depthBuffer: false });
  const mirrors = [...reflect(st, r, job.width, job.height), ...roomMirrors(st, r)];
  composer.render();
  for (const t of mirrors) t.dispose();
  output.renderToScreen = false;
  output.render(r, bytes, composer.readBuffer, 0, false);
  const pixels = new Uint8Array(job.width * job.height * 4);
  for (let y = 0; y < job.height; y += 64) {
    const rows = Math.min(64, job.height - y);
    // Read back in bands of 64 rows: one call for the whole frame is many times slower here.
    r.readRenderTargetPixels(bytes, 0, y, job.width, rows, pixels.subarray(y * job.width * 4, (y + rows) * job.width * 4));
  }
  // A lost context draws nothing: better no picture than a blank one written over a good one.
  if (r.getContext().isContextLost()) throw new Error(`${job.path}: the WebGL context was lost (out of memory?); nothing was written for it or after it`);
  bytes.dispose();
  output.dispose();
  (window as unknown as { __frame: string }).__frame = await base64(pixels);
  for (const pass of composer.passes) pass.dispose();
  composer.dispose();
  target.dispose();
  env.dispose();
  skyEnv.dispose();
  pmrem.dispose();
  disposeScene(st.scene);
  disposeScene(envScene);
  r.renderLists.dispose();
}
