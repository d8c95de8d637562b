import { definePrerenderConfig } from '@clipwerk/prerender/build';

// The marketplace's public screens as they first draw, built for Node before the web build, which runs it.
export default definePrerenderConfig('./src/prerender.tsx');
