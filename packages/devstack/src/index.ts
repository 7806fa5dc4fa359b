// Public entry of @rmj/devstack: the typed helpers the scripts, the e2e setup, the benchmarks and
// @rmj/test-db share.
export { repoRoot, tail } from './paths';
export { freePort, portOpen } from './ports';
export { httpOk, mongoPing, waitUntil, type WaitOptions, type Watched } from './wait';
export { ferretDbBinary, ferretDbBinaryPath, startFerretDb, type RunningFerretDb } from './ferretdb';
export { PartCrashed, Supervisor, type RestartOptions, type Supervised } from './supervisor';
export {
  RESTARTABLE_PARTS,
  startStack,
  type RestartablePart,
  type RunningStack,
  type StackOptions,
  type StackPorts,
} from './stack';
export { devKeyEnv } from './dev-keys';
export {
  buildCartReleases,
  cartReleases,
  CART_RELEASES_ENV,
  RELEASE_B_PREFIX,
  staticRootWithReleases,
  type CartReleases,
} from './cart-releases';
