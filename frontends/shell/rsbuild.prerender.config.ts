import { definePrerenderConfig } from './prerender.mjs';

// The shell's drawn pages (the landing page, the frames of the public pages), built for Node before the web build,
// which runs it (prerender.mjs). The landing's sections below the hero stay a remote's, drawn as their skeleton.
export default definePrerenderConfig('./src/prerender.tsx');
