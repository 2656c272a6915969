// The sheet worker from source (tests, `npm run dev`): Node 20 does not apply the parent's tsx
// loader to a worker's entry, so the worker registers it itself, then loads the TypeScript entry.
// The compiled build starts dist/workers/sheet-worker.js directly (lib/sheet-pool.ts).
import { register } from 'tsx/esm/api';

register();
await import('./sheet-worker.ts');
