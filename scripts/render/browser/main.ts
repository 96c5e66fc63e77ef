// Browser entry: window.renderShot(job) builds the scene a manifest entry describes and posts
// its pixels back to the local server; window.exportShot(job) builds it and writes it out for
// Cycles instead (see export.ts).
import { interior } from './interiors.ts';
import { camera, type RoomKind, type RoomOptions } from './rooms.ts';
import { makeStage, renderStage, type MoodName, type Stage } from './stage.ts';
import { exportStage, exportedSize, exportedSlice } from './export.ts';
import { detail, type DetailKind } from './details.ts';
import { exterior, type ExteriorKind, type ExteriorOptions } from './exteriors.ts';
import { terrace, type TerraceOptions } from './terraces.ts';
import { view, type ViewKind } from './views.ts';

export type Shot =
  | { scene: 'room'; room: RoomKind; options?: RoomOptions }
  | { scene: 'terrace'; options?: TerraceOptions }
  | { scene: 'exterior'; kind: ExteriorKind; options?: ExteriorOptions }
  | { scene: 'view'; kind: ViewKind }
  | { scene: 'detail'; kind: DetailKind };

export interface RenderJob {
  path: string;
  width: number;
  height: number;
  shot: Shot;
  mood: MoodName;
  msaa?: boolean;
}

function buildShot(job: RenderJob): Stage {
  const st = makeStage(job.path, job.mood, job.width, job.height);
  const s = job.shot;
  switch (s.scene) {
    case 'room':
      interior(st, s.room, s.options ?? {});
      if (s.options?.frame) camera(st, s.options.frame.eye, s.options.frame.at, s.options.frame.fov);
      break;
    case 'terrace':
      terrace(st, s.options ?? {});
      break;
    case 'exterior':
      exterior(st, s.kind, s.options ?? {});
      break;
    case 'view':
      view(st, s.kind);
      break;
    case 'detail':
      detail(st, s.kind);
      break;
  }
  return st;
}

async function renderShot(job: RenderJob): Promise<void> {
  await renderStage(buildShot(job), { path: job.path, width: job.width, height: job.height, msaa: job.msaa ?? false });
}

async function exportShot(job: RenderJob): Promise<void> {
  await exportStage(buildShot(job), job.width, job.height);
}

Object.assign(window, { renderShot, exportShot, exportedSize, exportedSlice });
