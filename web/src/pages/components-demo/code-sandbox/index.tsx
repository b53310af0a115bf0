import { CodeSandboxDemo } from '@/demos/code-sandbox';

/** The code sandbox demo (`/components-demo/code-sandbox`). */
export default function CodeSandboxPage() {
  return <CodeSandboxDemo />;
}
