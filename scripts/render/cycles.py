# Lights and renders with Cycles a scene written by cycles.ts (browser/export.ts): the mood's
# sky and sun, the windows as portals for the sky, the lamps, the light bounced between surfaces.
#
#   blender -b --factory-startup --python cycles.py -- scene.glb scene.json out.png samples [plate.png]
#
# Outside, Cycles renders what was built; the sky and the open sea come from three.js's picture of
# the same frame (its sky has the mood's clouds and sun, Nishita's none), laid behind it as a
# photographer lays a sky plate: the sky is left transparent, the sea held out, and beside out.png
# lies out.png.alpha, what Cycles covers (one byte a pixel, top row first), for cycles.ts to
# compose the two. plate.png, that picture of three.js's, gives the air its colour (below).
#
# Cycles' own denoiser is not in Debian's Blender, and two cores cannot afford a clean picture at
# full size. So the picture is rendered twice and composed from its passes (a "light" pass is the
# light falling on surfaces; multiplied by their colours, it is the picture):
#   1. at full size, 8 samples: the surfaces' colours, normals and depth, reflections, the sky
#      and the view seen through the windows;
#   2. at half the size per side, `samples` samples: the light on the surfaces, direct and
#      bounced, which varies slowly by nature. It is smoothed along the surfaces (see denoise),
#      scaled up, smoothed once more along the full-size surfaces and multiplied by their
#      colours, so textures stay as sharp as the first pass drew them.
import json, math, os, shutil, sys, tempfile
import bpy
import numpy as np
from mathutils import Color, Vector

if not hasattr(np, 'bool'):
    np.bool = bool  # Blender 3.4's glTF importer still names it; NumPy 1.24 removed it

glb, meta_path, out, samples, *plate_path = sys.argv[sys.argv.index('--') + 1:]
meta = json.load(open(meta_path))
spec = meta['spec']
W, H = meta['width'], meta['height']

bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=glb)
sc = bpy.context.scene


def b(v):
    """A point or direction of three.js (y up) in Blender's axes (z up), as the glTF importer turns them."""
    return Vector((v[0], -v[2], v[1]))


def linear(hexa):
    h = hexa.lstrip('#')
    return tuple(x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in (int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)))


# The camera: three.js gives the vertical field of view.
sc.camera = next(o for o in sc.objects if o.type == 'CAMERA')
sc.camera.data.sensor_fit = 'VERTICAL'
sc.camera.data.angle_y = math.radians(meta['fov'])
sc.camera.data.shift_x, sc.camera.data.shift_y = meta.get('shift', (0, 0))

# Materials three.js drew with shaders of its own (export.ts names them).
for m in bpy.data.materials:
    bsdf = next((n for n in m.node_tree.nodes if n.type == 'BSDF_PRINCIPLED'), None) if m.use_nodes else None
    if bsdf is None:
        continue
    kind = m.name.split('.')[0]
    if kind == 'sea' and not meta['interior']:
        m.node_tree.nodes.clear()
        out_node = m.node_tree.nodes.new('ShaderNodeOutputMaterial')
        m.node_tree.links.new(m.node_tree.nodes.new('ShaderNodeHoldout').outputs[0], out_node.inputs['Surface'])
        continue
    if kind in ('sea', 'water'):
        # A dark body under a clear, rippled surface (the normal map stays) that mirrors the sky.
        for link in list(bsdf.inputs['Base Color'].links):
            m.node_tree.links.remove(link)
        bsdf.inputs['Base Color'].default_value = (0.01, 0.045, 0.06, 1) if kind == 'sea' else (0.05, 0.35, 0.42, 1)
        bsdf.inputs['Roughness'].default_value = 0.03
        bsdf.inputs['Specular'].default_value = 0.5
        bsdf.inputs['Metallic'].default_value = 0
        bsdf.inputs['Alpha'].default_value = 1
        m.blend_method = 'OPAQUE'
    elif kind == 'mirror':
        bsdf.inputs['Roughness'].default_value = 0
    elif not bsdf.inputs['Alpha'].links and bsdf.inputs['Alpha'].default_value < 0.35:
        # Panes drawn as a faint film over the view: clear glass here, only their frames show.
        bsdf.inputs['Alpha'].default_value = 0

# Blades of grass and leaf cards are lit by the normal three.js gave them (up, or out of the
# clump) on both faces; Cycles would turn it towards the eye on a back face, and half the grass
# and leaves would be lit from below, dark.
for m in bpy.data.materials:
    if m.name.split('.')[0] in ('meadow', 'foliage') and m.use_nodes:
        nodes, links = m.node_tree.nodes, m.node_tree.links
        bsdf = next(n for n in nodes if n.type == 'BSDF_PRINCIPLED')
        geometry = nodes.new('ShaderNodeNewGeometry')
        sign = nodes.new('ShaderNodeMath')
        sign.operation = 'MULTIPLY_ADD'
        links.new(geometry.outputs['Backfacing'], sign.inputs[0])
        sign.inputs[1].default_value = -2
        sign.inputs[2].default_value = 1
        flip = nodes.new('ShaderNodeVectorMath')
        flip.operation = 'SCALE'
        links.new(geometry.outputs['Normal'], flip.inputs[0])
        links.new(sign.outputs[0], flip.inputs['Scale'])
        links.new(flip.outputs[0], bsdf.inputs['Normal'])

# The sky of the mood (Nishita), lighting the scene; its sun is a lamp, whose shadows sample cleanly.
sun_dir = b(meta['sunDir']).normalized()
elevation = math.asin(max(-1, min(1, sun_dir.z)))
haze = spec['turbidity'] / 9
world = bpy.data.worlds.new('sky')
sc.world = world
world.use_nodes = True
sky = world.node_tree.nodes.new('ShaderNodeTexSky')
sky.sky_type = 'NISHITA'
sky.sun_disc = False
sky.sun_elevation = elevation
sky.sun_rotation = math.atan2(sun_dir.x, sun_dir.y)
sky.altitude = 50
sky.air_density = min(10, max(0.5, spec['rayleigh']))
sky.dust_density = min(10, max(0.1, spec['turbidity'] / 6))
background = world.node_tree.nodes['Background']
world.node_tree.links.new(sky.outputs[0], background.inputs[0])
background.inputs[1].default_value = 0.1 + 0.1 * haze
if spec['sunIntensity'] > 0 and elevation > -0.02:
    sun = bpy.data.lights.new('sun', 'SUN')
    sun.energy = 4.2 * spec['sunIntensity'] / 3.6 * (1 - 0.35 * haze)
    sun.color = linear(spec['sun'])
    sun.angle = math.radians(1.2 + 4 * haze)
    o = bpy.data.objects.new('sun', sun)
    sc.collection.objects.link(o)
    o.rotation_euler = sun_dir.to_track_quat('Z', 'Y').to_euler()

# The scene's lights. A window's area light stood in for the sky: the sky itself comes in now,
# and the light becomes a portal that tells Cycles where to look for it.
for light in meta['lights']:
    if light['intensity'] <= 0:
        continue
    kind = {'point': 'POINT', 'spot': 'SPOT', 'area': 'AREA'}[light['kind']]
    d = bpy.data.lights.new('lamp', kind)
    d.color = tuple(light['color'])
    if kind == 'AREA':
        d.shape = 'RECTANGLE'
        d.size, d.size_y = light['width'], light['height']
        d.energy = light['intensity'] * light['width'] * light['height'] * 6
        d.cycles.is_portal = light['width'] > 0.3 and light['height'] > 0.3 and light['intensity'] < 8
    else:
        d.energy = light['intensity'] * 12
        d.shadow_soft_size = 0.05
    if kind == 'SPOT':
        d.spot_size = 2 * light['angle']
        d.spot_blend = 0.6
    o = bpy.data.objects.new('lamp', d)
    sc.collection.objects.link(o)
    o.location = b(light['position'])
    if 'target' in light:
        o.rotation_euler = (o.location - b(light['target'])).to_track_quat('Z', 'Y').to_euler()

sc.render.engine = 'CYCLES'
sc.cycles.device = 'CPU'
sc.cycles.use_denoising = False
sc.cycles.use_adaptive_sampling = True
sc.cycles.adaptive_threshold = 0.03
sc.cycles.transmission_bounces = 8
sc.cycles.transparent_max_bounces = 16
sc.cycles.sample_clamp_indirect = 4
sc.cycles.sample_clamp_direct = 6  # a sun glint on a varnished floor, at 8 samples, would scatter bright specks
sc.cycles.caustics_reflective = False
sc.cycles.caustics_refractive = False
sc.cycles.blur_glossy = 1.0
sc.cycles.seed = 7
sc.render.resolution_percentage = 100
sc.render.film_transparent = not meta['interior']  # the sky plate (see the top)
# Filmic holds the windows' daylight and the rooms in one picture; a room is exposed as a
# photographer exposes it, brighter than the view outside. Outside, the sun's contrast, which the
# sky plate has too.
sc.view_settings.view_transform = 'Filmic'
sc.view_settings.look = 'Medium High Contrast' if meta['interior'] else 'High Contrast'
sc.view_settings.exposure = math.log2(meta['exposure']) + 2.5  # a room's; outside, see the meter below

# Both renders write their passes as 32-bit EXR files through the compositor.
PASSES = ['Alpha', 'DiffDir', 'DiffInd', 'DiffCol', 'GlossDir', 'GlossInd', 'GlossCol', 'TransDir', 'TransInd', 'TransCol', 'Emit', 'Env', 'Normal', 'Depth']
layer = sc.view_layers[0]
for flag in ('diffuse_direct', 'diffuse_indirect', 'diffuse_color', 'glossy_direct', 'glossy_indirect', 'glossy_color', 'transmission_direct', 'transmission_indirect', 'transmission_color', 'emit', 'environment', 'normal', 'z'):
    setattr(layer, 'use_pass_' + flag, True)
sc.use_nodes = True
tree = sc.node_tree
for n in list(tree.nodes):
    tree.nodes.remove(n)
layers = tree.nodes.new('CompositorNodeRLayers')
files = tree.nodes.new('CompositorNodeOutputFile')
files.format.file_format = 'OPEN_EXR'
files.format.color_depth = '32'
files.file_slots.clear()
for name in PASSES:
    files.file_slots.new(name)
    tree.links.new(layers.outputs[name], files.inputs[name])
tree.links.new(layers.outputs['Image'], tree.nodes.new('CompositorNodeComposite').inputs['Image'])
tmp = tempfile.mkdtemp(prefix='cycles-')


def render(name, width, height, spp, diffuse_bounces):
    sc.render.resolution_x, sc.render.resolution_y = width, height
    sc.cycles.samples = spp
    sc.cycles.diffuse_bounces = diffuse_bounces
    sc.cycles.glossy_bounces = 1
    sc.cycles.max_bounces = diffuse_bounces + 3
    files.base_path = os.path.join(tmp, name)
    bpy.ops.render.render()  # the File Output node writes the passes


def pixels(img, width, height):
    a = np.empty(width * height * 4, np.float32)
    img.pixels.foreach_get(a)
    return a.reshape(height, width, 4)[:, :, :3].copy()


def image(name, a):
    h, w = a.shape[:2]
    img = bpy.data.images.new(name, w, h, alpha=True, float_buffer=True)
    img.pixels.foreach_set(np.concatenate([a, np.ones((h, w, 1), np.float32)], axis=2).ravel())
    return img


def load(name, pass_name, width, height):
    img = bpy.data.images.load(os.path.join(tmp, name, pass_name + '%04d.exr' % sc.frame_current))
    a = pixels(img, width, height)
    bpy.data.images.remove(img)
    return a


def upscale(a, width, height):
    img = image('up', a)
    img.scale(width, height)
    a = pixels(img, width, height)
    bpy.data.images.remove(img)
    return a


def shifted(a, dy, dx):
    """`a` moved by (dy, dx) pixels, its edges repeated: the filter never reads outside the picture."""
    h, w = a.shape[:2]
    return np.pad(a, ((abs(dy), abs(dy)), (abs(dx), abs(dx)), (0, 0)), mode='edge')[abs(dy) + dy:abs(dy) + dy + h, abs(dx) + dx:abs(dx) + dx + w]


LUMA = np.array([0.2126, 0.7152, 0.0722], np.float32)
TAPS = [(-2, 1 / 16), (-1, 1 / 4), (0, 3 / 8), (1, 1 / 4), (2, 1 / 16)]


def denoise(light, normal, depth, rounds, sigma_light):
    """Edge-avoiding à-trous wavelet filter: five taps per axis, spread twice as far each round,
    weighted down across a change of surface (normal, depth) and, if sigma_light, of light (the
    edge of a shadow)."""
    for r in range(rounds):
        step = 1 << r
        lum = light @ LUMA
        acc = np.zeros_like(light)
        total = np.zeros(light.shape[:2] + (1,), np.float32)
        for dy, ky in TAPS:
            for dx, kx in TAPS:
                o = shifted(light, dy * step, dx * step)
                w = ky * kx * np.exp(-np.maximum(0, 1 - np.sum(shifted(normal, dy * step, dx * step) * normal, axis=2)) * 24)
                w = w * np.exp(-np.abs(shifted(depth, dy * step, dx * step)[:, :, 0] - depth[:, :, 0]) / (0.02 * depth[:, :, 0] * step + 1e-3))
                if sigma_light > 0:
                    w = w * np.exp(-np.abs(o @ LUMA - lum) / (sigma_light * (lum + 0.05)))
                acc += o * w[:, :, None]
                total += w[:, :, None]
        light = acc / np.maximum(total, 1e-8)
    return light


w, h = max(1, W // 2), max(1, H // 2)
render('surface', W, H, 8, 1)
render('light', w, h, int(samples), 4)
P = {name: load('surface', name, W, H) for name in PASSES}
normal, depth = P['Normal'], P['Depth']
light = denoise(load('light', 'DiffDir', w, h) + load('light', 'DiffInd', w, h), load('light', 'Normal', w, h), load('light', 'Depth', w, h), 4, 1.2)
light = denoise(upscale(light, W, H), normal, depth, 2, 0)
glossy = denoise(P['GlossDir'] + P['GlossInd'], normal, depth, 3, 0.8)
transmitted = denoise(P['TransDir'] + P['TransInd'], normal, depth, 3, 0.8)
picture = P['DiffCol'] * light + P['GlossCol'] * glossy + P['TransCol'] * transmitted + P['Emit']
if meta['interior']:
    # What a photographer of interiors does (a "window pull"): the view through the windows, many
    # times brighter than the room, is brought down so the sea and the sky keep their colours.
    # Outside is what lies beyond 12 m; the mask is widened by a pixel so no bright rim is left
    # where a frame's edge meets the view.
    far = (depth[:, :, 0] > 12).astype(np.float32)[:, :, None]
    far = np.maximum.reduce([shifted(far, dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1)])
    picture = (picture + P['Env']) * (1 - 0.65 * far)
else:
    # Aerial perspective, which three.js drew as fog: what lies kilometres away takes the colour of
    # the air, darker than the sky at the horizon and never all of it, so a range keeps its
    # silhouette. A pixel on a skyline, part sky, is hazed as the ground beside it.
    sky = P['Env']  # the sky where it is seen, black elsewhere
    alpha = np.clip(P['Alpha'][:, :, :1], 0, 1)  # what Cycles covers: not the sky, nor the sea held out
    open_sky = (sky @ LUMA) > 0
    columns = np.flatnonzero(open_sky.any(axis=0))
    if columns.size:
        lowest = np.argmax(open_sky[:, columns], axis=0)  # rows run upwards: the skyline's row
        above = np.minimum(H - 1, lowest + 3)
        air = 0.65 * sky[above, columns].mean(axis=0)
        if plate_path:
            # Nishita's sky has the air's brightness but not always its colour (olive or yellow
            # where three.js's sky, laid behind, is blue): the air takes the hue of the plate's
            # sky just above the skyline, at Nishita's brightness.
            img = bpy.data.images.load(plate_path[0])
            img.colorspace_settings.name = 'Non-Color'
            srgb = pixels(img, W, H)
            bpy.data.images.remove(img)
            plate = np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)
            hue = plate[above, columns].mean(axis=0)
            air = hue * float(air @ LUMA) / max(1e-4, float(hue @ LUMA))
        haze = np.where(open_sky, 0, 1 - np.exp(-depth[:, :, 0] / (3500 if spec['turbidity'] > 6 else 5500)))
        edge = np.minimum.reduce([shifted(np.where(open_sky, 2, haze)[:, :, None], dy, dx)[:, :, 0] for dy in (-1, 0, 1) for dx in (-1, 0, 1)])
        haze = np.minimum(0.7, np.where(open_sky, np.where(edge < 2, edge, 0), haze))[:, :, None]
        picture = picture * (1 - haze) + air * haze * alpha
    # Outside, the picture is metered as a camera meters it: the mean brightness (geometric, so a
    # bright wall and a deep shade weigh alike) of what stands under the sky is brought a little
    # under mid-grey, further under it with a low sun, so the sky keeps its colours and the evening
    # its mood; after dusk, well under it, so the night stays night.
    lum = picture @ LUMA
    ground = ~open_sky & (alpha[:, :, 0] > 0.5)
    key = float(np.exp(np.mean(np.log(lum[ground] + 1e-4)))) if ground.any() else 0.18
    grey = 0.15 * min(1, max(0.6, math.degrees(elevation) / 20)) if elevation > 0.02 else 0.07
    sc.view_settings.exposure = math.log2(grey / key)
    # Its colour alone where Cycles covers it (the passes are weighted by that cover at the edges).
    picture = np.where(alpha > 1e-3, picture / np.maximum(alpha, 1e-3), 0)
    (np.round(alpha[::-1, :, 0] * 255)).astype(np.uint8).tofile(out + '.alpha')
sc.render.image_settings.file_format = 'PNG'
sc.render.image_settings.color_depth = '8'
sc.render.image_settings.color_mode = 'RGB'
image('picture', picture).save_render(out, scene=sc)  # through Filmic and the exposure
shutil.rmtree(tmp)
