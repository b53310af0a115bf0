/**
 * The notices' part fetched after the signed-in frame's first paint (imported with `import()` by
 * the feature's saga and its bell): the stream, its parser, the bell and its drawer.
 */
export { liveNotices } from './live-notices';
export { NoticesBellButton } from './components/notices-bell';
