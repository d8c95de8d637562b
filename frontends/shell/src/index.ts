// Async boundary: Module Federation negotiates the shared singletons before React starts.
import('./bootstrap');
