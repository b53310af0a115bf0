import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './root-reducer';

/** The store's dispatch: plain actions only, every side effect lives in a saga. */
export type AppDispatch = Dispatch<UnknownAction>;

/** `useDispatch` typed for the app's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the app's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
