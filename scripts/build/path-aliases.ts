/**
 * Lets the build config's Node-side imports of web code resolve tsconfig.json's path aliases
 * (`@/`, `@shared/`): rsbuild loads its config with jiti, which resolves through Node's own
 * resolver and does not read tsconfig.json. tsx's resolver hook does; it is already what runs
 * every script here.
 */
import { register } from 'tsx/cjs/api';

register();
