// A remote screen the page arrived drawn with (by the remote's own build, put in its slot by the gateway). The shell
// shows that markup as it came until the remote's code has loaded, then the screen itself takes its place: the
// visitor reads the page before any script has run, and React never has to match a remote's markup.
import { createContext } from 'react';

export const DRAWN_SCREEN_ATTRIBUTE = 'data-drawn-screen';

/** In the build's prerender of a page, its remote screen ('marketplace/Projects'): drawn as the empty slot the gateway fills. */
export const DrawingSlot = createContext<string | null>(null);

let drawn = new Map<string, string>();

/** Keeps the markup of every drawn screen in the page; called once, before React takes the page over. */
export function keepDrawnScreens(root: ParentNode): void {
  drawn = new Map(
    [...root.querySelectorAll<HTMLElement>(`[${DRAWN_SCREEN_ATTRIBUTE}]`)].map((slot) => [
      slot.getAttribute(DRAWN_SCREEN_ATTRIBUTE) ?? '',
      slot.innerHTML,
    ]),
  );
}

/** The drawn markup of `key` ('marketplace/Projects'), if the page came with it and nothing replaced it yet. */
export const drawnScreen = (key: string): string | undefined => drawn.get(key);

/** The screen has loaded: a later visit of it in this page draws it from its code. */
export const forgetDrawnScreen = (key: string): void => {
  drawn.delete(key);
};

/** The slot, as the prerender writes it (empty) and as the shell keeps it (with the drawn markup). */
export function DrawnScreen({ screenKey, markup }: { screenKey: string; markup: string }) {
  return (
    <div
      {...{ [DRAWN_SCREEN_ATTRIBUTE]: screenKey }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
