import { CountToDemo } from '@/demos/count-to';

/** The count-up demo (`/components-demo/count-to`). */
export default function CountToPage() {
  return <CountToDemo />;
}
