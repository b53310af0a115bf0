/** A part of a stylesheet split at build time (`scripts/build/split-blueprint-css.ts`): styles only, no exports. */
declare module '*.css?part=rest' {}
declare module '*.css?part=page' {}
