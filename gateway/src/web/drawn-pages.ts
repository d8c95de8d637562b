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
interface ExposedModule {
  name: string;
  assets?: { css?: { sync?: string[] } };
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

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
    const slot = `<div ${ATTRIBUTE}="${frame.remote}/${frame.module}" style="display:contents"></div>`;
    const page = readFileSync(path.join(shellDist, frame.file), 'utf8');
    if (!page.includes(slot)) continue;
    const markup = readFileSync(path.join(remote.dist, screen.file), 'utf8');
    const stylesheets = (remote.exposes.find((entry) => entry.name === frame.module)?.assets?.css?.sync ?? [])
      .map((file) => `<link href="/remotes/${frame.remote}/${file}" rel="stylesheet">`)
      .join('');
    pages.set(
      address,
      page.replace(slot, slot.replace('></div>', `>${markup}</div>`)).replace('</head>', `${stylesheets}</head>`),
    );
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
  const manifest = readJson<{ exposes?: ExposedModule[] }>(path.join(dist, 'mf-manifest.json'));
  return { dist, screens, exposes: manifest?.exposes ?? [] };
}
