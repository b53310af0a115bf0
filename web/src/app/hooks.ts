import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** `useDispatch` typed for the app's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the app's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
