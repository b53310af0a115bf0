import { createSelector } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { selectUser } from '@/features/profile';
import { selectMenusById } from '@/features/menu';
import { type Holdings, holdingsOf } from './holdings';

/** The signed-in user's holdings, recomputed only when the user or the menu tree changes. */
const selectHoldings = createSelector([selectUser, selectMenusById], holdingsOf);

/** What the signed-in user holds (see `holdingsOf`). */
export function useHoldings(): Holdings {
  // Typed by the selector's own state: the auth and menu slices are not the store core's.
  return useSelector(selectHoldings);
}
