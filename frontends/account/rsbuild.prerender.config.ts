import { definePrerenderConfig } from '@clipwerk/prerender/build';

// The account's screens for visitors as they first draw, built for Node before the web build, which runs it.
export default definePrerenderConfig('./src/prerender.tsx');
