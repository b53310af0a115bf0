/** The lock screen's parts loaded on demand (imported with `import()` only): the screen. */
export { LockScreen } from './components/lock-screen';
