import { useCallback, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/lib/store';
import type { OptionsState } from './create-options-slice';

/** What `useOptions` answers: the choices' state and a way to load them again. */
export interface OptionsHandle<Option> extends OptionsState<Option> {
  reload: () => void;
}

/**
 * The choices of an options slice, loaded on mount only when `allowed`: a user without the right
 * to read them never provokes a refused request.
 */
export function useOptions<Option, State>(
  options: { actions: { requested: () => { type: string } } },
  selectState: (state: State) => OptionsState<Option>,
  allowed: boolean,
): OptionsHandle<Option> {
  const dispatch = useAppDispatch();
  const state = useSelector(selectState);
  const reload = useCallback(() => void dispatch(options.actions.requested()), [dispatch, options]);
  useEffect(() => {
    if (allowed) reload();
  }, [allowed, reload]);
  return { ...state, reload };
}
