import { Button } from '@blueprintjs/core';
import { messages } from '@/i18n';

const texts = messages.loginComforts;

/** Props of {@link PasswordToggle}. */
export interface PasswordToggleProps {
  /** Whether the password is shown as text. */
  shown: boolean;
  onToggle: () => void;
}

/**
 * The password field's show/hide button. Its eye is drawn inline: Blueprint's two eye icons would
 * cost the login page about 600 B gzip, or a request each.
 */
export function PasswordToggle({ shown, onToggle }: PasswordToggleProps) {
  return (
    <Button
      variant="minimal"
      aria-label={shown ? texts.hidePassword : texts.showPassword}
      aria-pressed={shown}
      onClick={onToggle}
      icon={
        <svg
          className="bp6-icon"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
          <circle cx="8" cy="8" r="2" />
          {shown && <path d="M2 14 14 2" />}
        </svg>
      }
    />
  );
}
