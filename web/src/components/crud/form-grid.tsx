import type { ReactNode } from 'react';
import './form-grid.css';

/** Two columns of form fields; a child with the class `app-form-grid__wide` spans both. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="app-form-grid">{children}</div>;
}
