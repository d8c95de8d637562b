import { definePrerenderConfig } from '@clipwerk/prerender/build';

// The shell's drawn pages (the landing page, the frames of the public pages), built for Node before the web build,
// which runs it (@clipwerk/prerender/build). The landing's sections below the hero stay a remote's, drawn as their skeleton.
export default definePrerenderConfig('./src/prerender.tsx');
