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
  for (const [address, frame] of Object.entries(frames)) {
    const remoteDist = remotes[frame.remote];
    if (!remoteDist) continue;
    const screen = readJson<Record<string, ScreenEntry>>(path.join(remoteDist, DRAWN_INDEX))?.[address];
    if (!screen || screen.module !== frame.module) continue;
    const slot = `<div ${ATTRIBUTE}="${frame.remote}/${frame.module}" style="display:contents"></div>`;
    const page = readFileSync(path.join(shellDist, frame.file), 'utf8');
    if (!page.includes(slot)) continue;
    const markup = readFileSync(path.join(remoteDist, screen.file), 'utf8');
    const stylesheets = screenStylesheets(remoteDist, frame.remote, frame.module)
      .map((href) => `<link href="${href}" rel="stylesheet">`)
      .join('');
    pages.set(
      address,
      page.replace(slot, slot.replace('></div>', `>${markup}</div>`)).replace('</head>', `${stylesheets}</head>`),
    );
  }
  return pages;
}

/** The stylesheets the remote's federation manifest names for an exposed screen, at the addresses it is served at. */
function screenStylesheets(remoteDist: string, remote: string, module: string): string[] {
  const manifest = readJson<{ exposes?: ExposedModule[] }>(path.join(remoteDist, 'mf-manifest.json'));
  const exposed = manifest?.exposes?.find((entry) => entry.name === module);
  return (exposed?.assets?.css?.sync ?? []).map((file) => `/remotes/${remote}/${file}`);
}
