import { Button, Tooltip } from '@blueprintjs/core';
import { type ReactNode, Suspense, lazy, useCallback, useState } from 'react';
import { messages } from '@/i18n';
import { loadPageStyles } from '@/lib/blueprint-styles';

// The drawer's code loads when it is first opened: no page needs it to draw. Its switches and
// radios are styled by Blueprint's `page` part, which the dashboard does without; that part is
// asked for first, so the drawer's own sheet, which restyles its radio group, follows it.
const SettingsDrawer = lazy(() =>
  Promise.all([loadPageStyles(), import('@/features/preferences/lazy')]).then(([, module]) => ({
    default: module.SettingsDrawer,
  })),
);

/** The settings drawer's opener and the drawer itself (nothing until first opened), for both headers. */
export function useSettingsDrawer(): { open: () => void; drawer: ReactNode } {
  const [state, setState] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  const open = useCallback(() => setState('open'), []);
  const drawer =
    state === 'unloaded' ? null : (
      <Suspense fallback={null}>
        <SettingsDrawer isOpen={state === 'open'} onClose={() => setState('closed')} />
      </Suspense>
    );
  return { open, drawer };
}

/** Props of {@link SettingsButton}. */
export interface SettingsButtonProps {
  onOpen: () => void;
}

/** The header's button opening the settings drawer. */
export function SettingsButton({ onOpen }: SettingsButtonProps) {
  const text = messages.theme.settings;
  return (
    <Tooltip content={text} placement="bottom">
      <Button variant="minimal" icon="cog" aria-label={text} aria-haspopup="dialog" onClick={onOpen} />
    </Tooltip>
  );
}
