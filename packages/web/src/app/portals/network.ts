// The network office's portal as one lazy chunk (see admin.ts).
export { NetworkHome } from './network-home';
