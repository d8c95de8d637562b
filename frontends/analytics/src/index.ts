// Async boundary: Module Federation negotiates the shared singletons before anything runs.
import('./bootstrap');
