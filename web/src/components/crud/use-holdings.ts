import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../features/profile';
import { selectMenuTree } from '../../features/menu';
import { type Holdings, holdingsOf } from './holdings';

/** The signed-in user's holdings, recomputed only when the user or the menu tree changes. */
export const selectHoldings = createSelector([selectUser, selectMenuTree], (user, tree) => holdingsOf(user?.userId ?? null, tree));

/** What the signed-in user holds (see `holdingsOf`). */
export function useHoldings(): Holdings {
  return useAppSelector(selectHoldings);
}
