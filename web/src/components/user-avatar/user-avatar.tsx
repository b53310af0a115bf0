import { Icon } from '@blueprintjs/core';
import './user-avatar.css';

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  /** The user's avatar: a `data:image/` URL or a path on this origin; anything else is not loaded. */
  src: string | undefined;
  /** Diameter in px. @default 28 */
  size?: number;
}

/** Whether `src` may be shown: inline images and same-origin paths only, never another host. */
function isSafeAvatar(src: string | undefined): src is string {
  return typeof src === 'string' && (/^data:image\//.test(src) || /^\/(?![/\\])/.test(src));
}

/** A round avatar, or a person icon when there is none to show. */
export function UserAvatar({ src, size = 28 }: UserAvatarProps) {
  if (isSafeAvatar(src))
    return (
      <img className="app-avatar" src={src} alt="" width={size} height={size} style={{ width: size, height: size }} />
    );
  return (
    <span className="app-avatar app-avatar--placeholder" style={{ width: size, height: size }}>
      <Icon icon="person" size={Math.round(size * 0.55)} />
    </span>
  );
}
