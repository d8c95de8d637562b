// Async boundary: Module Federation negotiates the shared singletons before React starts. A page drawn ahead
// starts this script only once it has painted (after-paint.js, written by @clipwerk/prerender's build).
void import('./bootstrap');
