import { useEffect, useState } from 'react';
import { Watermark } from '@/components/watermark/watermark';
import { tileLines } from '@/components/watermark/watermark-tile';
import { selectUser } from '@/features/profile';
import { selectWatermarkChoice, useTheme, watermarkShown } from '@/features/preferences';
import { format, locale } from '@/i18n';
import { watermark as texts } from '@/i18n/layout-messages';
import { useAppSelector } from '@/lib/store';

/** Today's date, which changes at midnight while the page stays open. */
function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const timer = setTimeout(() => setToday(new Date()), midnight.getTime() - Date.now());
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

/**
 * The signed-in user's name and today's date over every page, when their roles ask for it and
 * they did not turn it off (or when they turned it on).
 */
export function UserWatermark() {
  const user = useAppSelector(selectUser);
  const shown = watermarkShown(useAppSelector(selectWatermarkChoice), user?.watermark);
  const theme = useTheme();
  const today = useToday();
  if (!user || !shown) return null;
  const name = format(texts.name, { realName: user.realName, userName: user.userName }).trim();
  return <Watermark lines={tileLines(name, today, locale)} theme={theme} />;
}
