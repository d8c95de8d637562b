import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a build lists its drawn pages or screens, by address, in its dist folder. */
const DRAWN_INDEX = 'drawn.json';
const ATTRIBUTE = 'data-drawn-screen';

interface FrameEntry {
  file: string;
  remote: string;
  module: string;
}
interface ScreenEntry {
  file: string;
  module: string;
}
export interface ExposedModule {
  name: string;
  assets?: { css?: { sync?: string[] } };
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

/** The shell's slot of a remote screen ('account/Terms') as its drawing writes it, empty. */
export const drawnSlot = (key: string): string => `<div ${ATTRIBUTE}="${key}" style="display:contents"></div>`;

/** `frame` with `markup` in the slot of the screen `key`; null when the frame has no such slot. */
export function fillSlot(frame: string, key: string, markup: string): string | null {
  const slot = drawnSlot(key);
  return frame.includes(slot) ? frame.replace(slot, slot.replace('></div>', `>${markup}</div>`)) : null;
}

/** The stylesheets a remote's federation manifest names for its screen `module`, as links for the page's head. */
export const screenStylesheets = (remote: string, exposes: readonly ExposedModule[], module: string): string =>
  (exposes.find((entry) => entry.name === module)?.assets?.css?.sync ?? [])
    .map((file) => `<link href="/remotes/${remote}/${file}" rel="stylesheet">`)
    .join('');

/** A remote's exposed screens as its federation manifest lists them. */
export const readExposes = (dist: string): ExposedModule[] =>
  readJson<{ exposes?: ExposedModule[] }>(path.join(dist, 'mf-manifest.json'))?.exposes ?? [];

/**
 * The public pages served drawn: the shell's frame of an address with the slot filled by the screen its remote's
 * build drew for that address, and that screen's stylesheets in the head, so the page paints from the HTML alone.
 * An address whose remote drew nothing (or another screen than the frame expects) is left out: it is served the
 * empty page, never a frame with a hole. Read once at start; a remote deployed again is read at the next start.
 */
export function composeDrawnPages(shellDist: string, remotes: Record<string, string>): Map<string, string> {
  const pages = new Map<string, string>();
  const frames = readJson<Record<string, FrameEntry>>(path.join(shellDist, DRAWN_INDEX)) ?? {};
  const drawings = new Map<string, RemoteDrawings | null>();
  for (const [address, frame] of Object.entries(frames)) {
    if (!drawings.has(frame.remote)) drawings.set(frame.remote, readDrawings(remotes[frame.remote]));
    const remote = drawings.get(frame.remote);
    const screen = remote?.screens[address];
    if (!remote || !screen || screen.module !== frame.module) continue;
    const markup = readFileSync(path.join(remote.dist, screen.file), 'utf8');
    const page = fillSlot(readFileSync(path.join(shellDist, frame.file), 'utf8'), `${frame.remote}/${frame.module}`, markup);
    if (!page) continue;
    const stylesheets = screenStylesheets(frame.remote, remote.exposes, frame.module);
    pages.set(address, page.replace('</head>', `${stylesheets}</head>`));
  }
  return pages;
}

/** What one remote's build drew, and its federation manifest's screens (their stylesheets), read once. */
interface RemoteDrawings {
  dist: string;
  screens: Record<string, ScreenEntry>;
  exposes: ExposedModule[];
}

function readDrawings(dist: string | undefined): RemoteDrawings | null {
  const screens = dist ? readJson<Record<string, ScreenEntry>>(path.join(dist, DRAWN_INDEX)) : null;
  if (!dist || !screens) return null;
  return { dist, screens, exposes: readExposes(dist) };
}
