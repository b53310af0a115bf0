import { TableGeneratorDemo } from '@/demos/table-generator';

/** The table generator demo (`/components-demo/table-form-generator`). */
export default function TableFormGeneratorPage() {
  return <TableGeneratorDemo />;
}
