import { definePrerenderConfig } from '@clipwerk/prerender/build';

// The workspace's screens as the gateway draws them for a signed-in party, built for Node before the web build.
export default definePrerenderConfig('./src/prerender.tsx');
