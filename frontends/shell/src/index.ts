// Async boundary: Module Federation negotiates the shared singletons before React starts.
// A page drawn ahead (the landing) paints first; React and its chunks are fetched after that paint.
const drawnAhead = document.getElementById('root')?.hasChildNodes() ?? false;
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

void (drawnAhead ? afterPaint() : Promise.resolve()).then(() => import('./bootstrap'));
