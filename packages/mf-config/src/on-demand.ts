/**
 * The name of a shell chunk that start-up must not wait for:
 * `import(/* webpackChunkName: "on-demand-<what>" *\/ './module')`. Its packages stay inside it
 * (not in the `framework` start-up file) and index.html does not preload it.
 */
export const ON_DEMAND_CHUNK = /^on-demand-/;
