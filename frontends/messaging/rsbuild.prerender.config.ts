import { definePrerenderConfig } from '@clipwerk/prerender/build';

// The inbox as the gateway draws it for a signed-in user, built for Node before the web build.
export default definePrerenderConfig('./src/prerender.tsx');
